// Realistic surrogates: a replacement of the same kind and shape as the original (a name for a name, a
// same-layout number for a number, a shifted date for a date), drawn from the run's seed, consistent
// within the run, never equal to the original, and never shared by two different originals of a kind.
// Names are replaced word by word, so "Smith" alone and in "John Smith" become the same surname.
import { capAge, shiftDates } from './dates';
import { normalise } from './normalise';
import { isPersonType } from './pseudonym';
import { streamFor, type Rng } from './random';
import { caseOf, differs, lengthClass, scramble, withCase } from './shape';
import { placeholder } from '../placeholder';
import {
  CITIES, COUNTRIES, GENERIC_WORDS, GIVEN_NAMES, NAME_AFFIXES, PROFESSIONS, STATE_CODES, STATES, STREET_WORDS, SURNAMES,
} from './surrogate-data';

const WORD = /[\p{L}][\p{L}\p{M}'’]*|\d+/gu;
const PLACE_WORDS = [...CITIES, ...SURNAMES, ...STREET_WORDS];
const SYLLABLES = ['ba', 'ren', 'to', 'mal', 'vi', 'sor', 'ke', 'lin', 'da', 'mor', 'ha', 'vel', 'ni', 'ston', 'ra', 'wen'];

/** Maps values of one kind to surrogates, one to one. */
class Pool {
  private readonly forward = new Map<string, string>();
  private readonly taken = new Set<string>();
  /** The words not yet given out, by length class (a draw removes its word in O(1)). */
  private readonly remaining: string[][] = [[], [], []];
  private invented = 0;

  constructor(
    private readonly seed: string,
    private readonly kind: string,
    choices: readonly string[],
  ) {
    for (const w of choices) this.remaining[lengthClass(w.length)]?.push(w.toLowerCase());
  }

  /** The surrogate word for `key` (normalised), written in the case of `like`. */
  get(key: string, like: string): string {
    let chosen = this.forward.get(key);
    if (chosen === undefined) {
      chosen = this.draw(key, like.length);
      this.forward.set(key, chosen);
      this.taken.add(chosen);
    }
    return withCase(chosen, caseOf(like) === 'mixed' ? 'title' : caseOf(like));
  }

  private draw(key: string, length: number): string {
    const rng = streamFor(this.seed, `${this.kind}:${key}`);
    const own = lengthClass(length);
    for (const c of [own, ...[0, 1, 2].filter((x) => x !== own)]) {
      const list = this.remaining[c] as string[];
      if (list.length === 0 || (list.length === 1 && list[0] === key)) continue;
      let i = rng.int(0, list.length - 1);
      if (list[i] === key) i = (i + 1) % list.length;
      const word = list[i] as string;
      list[i] = list[list.length - 1] as string;
      list.pop();
      return word;
    }
    // The pool is used up: invented words from a counter in syllables, distinct by construction.
    for (;;) {
      let word = SYLLABLES[rng.int(0, SYLLABLES.length - 1)] as string;
      for (let n = this.invented++; n > 0; n = Math.floor(n / SYLLABLES.length)) word += SYLLABLES[n % SYLLABLES.length];
      if (!this.taken.has(word) && word !== key) return word;
    }
  }
}

/**
 * Whole values (identifiers, e-mail addresses) scrambled in shape, one to one. The run's memo already
 * returns the first answer for a value met again, so this only keeps the surrogates given out per type.
 */
class Scrambler {
  private readonly taken = new Map<string, Set<string>>();

  constructor(private readonly seed: string) {}

  get(type: string, original: string, make: (rng: Rng) => string): string {
    let taken = this.taken.get(type);
    if (!taken) {
      taken = new Set();
      this.taken.set(type, taken);
    }
    const rng = streamFor(this.seed, `${type}\u0000${original}`);
    let out = differs(original, make(rng));
    for (let tries = 0; taken.has(out) && tries < 20; tries++) out = differs(original, make(rng));
    taken.add(out);
    return out;
  }
}

export class Surrogates {
  private readonly given: Pool;
  private readonly surnames: Pool;
  private readonly initials: Pool;
  private readonly places: Pool;
  private readonly cities: Pool;
  private readonly states: Pool;
  private readonly stateCodes: Pool;
  private readonly countries: Pool;
  private readonly professions: Pool;
  private readonly scrambler: Scrambler;
  /** A name word keeps the pool it was first met in, so "Smith" is one surname wherever it appears. */
  private readonly nameWordPool = new Map<string, Pool>();

  constructor(
    private readonly seed: string,
    private readonly dateOffsetDays: (patient: string | undefined) => number,
  ) {
    const pool = (kind: string, choices: readonly string[]): Pool => new Pool(seed, kind, choices);
    this.given = pool('given', GIVEN_NAMES);
    this.surnames = pool('surname', SURNAMES);
    this.initials = pool('initial', 'ABCDEFGHJKLMNPRSTW'.split(''));
    this.places = pool('place', PLACE_WORDS);
    this.cities = pool('city', CITIES);
    this.states = pool('state', STATES);
    this.stateCodes = pool('stateCode', STATE_CODES);
    this.countries = pool('country', COUNTRIES);
    this.professions = pool('profession', PROFESSIONS);
    this.scrambler = new Scrambler(seed);
  }

  /** `patient`: whose note this is, when dates are shifted per patient. */
  surrogate(type: string, original: string, patient?: string): string {
    const t = type.toUpperCase();
    if (t === 'DATE') return shiftDates(original, this.dateOffsetDays(patient)) ?? placeholder(type);
    if (t === 'AGE') return capAge(original);
    if (isPersonType(t)) return this.name(original);
    switch (t) {
      case 'CITY':
        return this.whole(this.cities, original);
      case 'STATE':
        return /^[A-Z]{2}$/.test(original.trim()) ? this.whole(this.stateCodes, original) : this.whole(this.states, original);
      case 'COUNTRY':
        return this.whole(this.countries, original);
      case 'PROFESSION':
        return this.whole(this.professions, original);
      case 'HOSPITAL':
      case 'ORGANIZATION':
      case 'STREET':
      case 'LOCATION-OTHER':
        return this.placeLike(type, original);
      case 'EMAIL':
        return this.scrambler.get(t, original, (rng) => scrambleExceptLast(original, /\.[A-Za-z]{2,}$/, rng));
      case 'URL':
        return this.scrambler.get(t, original, (rng) => scrambleUrl(original, rng));
      default:
        return this.scrambler.get(t, original, (rng) => scramble(original, rng));
    }
  }

  /** Word by word: titles and suffixes kept, initials to other initials, names to names of a like length. */
  private name(original: string): string {
    const words = [...original.matchAll(WORD)];
    const out = original.replace(WORD, (word, offset: number) => {
      const key = word.toLowerCase();
      if (NAME_AFFIXES.has(key) || /^\d+$/.test(word)) return word;
      if (word.length === 1) return this.initials.get(key, word);
      let pool = this.nameWordPool.get(key);
      if (!pool) {
        // A first word followed by more is a given name ("John Smith"); "Smith, John" puts it last.
        const index = words.findIndex((m) => m.index === offset);
        const commaForm = /,/.test(original);
        const given = words.length > 1 && (commaForm ? index === words.length - 1 : index === 0);
        pool = given ? this.given : this.surnames;
        this.nameWordPool.set(key, pool);
      }
      return pool.get(key, word);
    });
    return out !== original ? out : this.scrambler.get('NAME', original, (rng) => scramble(original, rng));
  }

  private whole(pool: Pool, original: string): string {
    const trimmed = original.trim();
    const lead = original.slice(0, original.indexOf(trimmed));
    const replaced = pool.get(normalise(trimmed), trimmed.split(/\s+/)[0] ?? trimmed);
    return `${lead}${replaced}${original.slice(lead.length + trimmed.length)}`;
  }

  /** Institutions and streets keep their generic words ("Memorial Hospital", "Street") and numbers' layout. */
  private placeLike(type: string, original: string): string {
    const out = original.replace(WORD, (word) => {
      if (/^\d+$/.test(word)) return this.scrambler.get(`${type}#`, word, (rng) => scramble(word, rng));
      if (GENERIC_WORDS.has(word.toLowerCase()) || word.length === 1) return word;
      return this.places.get(word.toLowerCase(), word);
    });
    if (out !== original) return out;
    // Nothing but generic words ("General Hospital"): a place name in front makes it another institution.
    return `${this.places.get(`#${normalise(original)}`, 'Title')} ${original}`;
  }
}

function scrambleExceptLast(text: string, keep: RegExp, rng: Rng): string {
  const tail = keep.exec(text)?.[0] ?? '';
  return scramble(text.slice(0, text.length - tail.length), rng) + tail;
}

function scrambleUrl(url: string, rng: Rng): string {
  const m = /^([a-z][a-z0-9+.-]*:\/\/)?(www\.)?/i.exec(url);
  const head = m?.[0] ?? '';
  const rest = url.slice(head.length);
  const host = /^[^/?#]*/.exec(rest)?.[0] ?? '';
  const tld = /\.[A-Za-z]{2,}$/.exec(host)?.[0] ?? '';
  return head + scramble(host.slice(0, host.length - tld.length), rng) + tld + scramble(rest.slice(host.length), rng);
}
