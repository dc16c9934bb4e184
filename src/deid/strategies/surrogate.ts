// Realistic surrogates: a replacement of the same kind and shape as the original (a name for a name, a
// fictional phone number for a phone number, a shifted date for a date), consistent within the run and
// never equal to the original or to a word of any original the run was given. Names are replaced word by
// word, so "Harlow" alone and in "Margaret A. Harlow" become the same surname; a given name keeps its
// gender (from the name itself, else from a title such as "Mrs."). E-mail addresses are built from
// surrogate names; a city, its state and ZIP are drawn together.
import { capAge } from './dates';
import { normalise } from './normalise';
import { Picker, type Exclusions } from './picker';
import { surrogatePools, type SurrogatePools } from './pools';
import { streamFor } from './random';
import { caseOf, differs, scramble, withCase } from './shape';
import { fictionalPhone, scrambleUrl, surrogateEmail, zipIn } from './surrogate-contact';
import { COUNTRIES, GENERIC_WORDS, NAME_AFFIXES, PROFESSIONS, STREET_WORDS } from './surrogate-data';

export type Gender = 'female' | 'male';

/** What the text around a value tells: a title before a name, the state written beside a city or ZIP. */
export interface SurrogateContext {
  readonly gender?: Gender;
  readonly state?: string;
}

export interface SurrogateOptions {
  readonly seed: string;
  /** Keyed runs give each value the same surrogate in every process, at the cost of one-to-one. */
  readonly keyed: boolean;
  readonly pools?: SurrogatePools;
}

const WORD = /[\p{L}][\p{L}\p{M}'’]*|\d+/gu;
const FEMALE_TITLE = /\b(?:mrs|ms|miss|madam|mme|mother|sister)\b/i;
const MALE_TITLE = /\b(?:mr|mister|sir|father|brother)\b/i;
const INITIALS = 'ABCDEFGHJKLMNPRSTW'.split('');

export function genderOfTitle(text: string): Gender | undefined {
  return FEMALE_TITLE.test(text) ? 'female' : MALE_TITLE.test(text) ? 'male' : undefined;
}

export class Surrogates {
  private loaded: SurrogatePools | undefined;
  private readonly runWords = new Set<string>();
  private readonly textWords = new Set<string>();
  private readonly exclusions: Exclusions = { has: (w) => this.runWords.has(w) || this.textWords.has(w) };
  private readonly pickers = new Map<string, Picker>();
  /** A name word keeps the role and surrogate it was first given, so "Smith" is one surname everywhere. */
  private readonly nameWords = new Map<string, { role: string; surrogate: string }>();
  private readonly taken = new Map<string, Set<string>>();
  private genders: { female: Set<string>; male: Set<string> } | undefined;
  private citiesByState: Map<string, string[]> | undefined;
  private stateCodeOf: Map<string, string> | undefined;

  constructor(private readonly options: SurrogateOptions) {}

  private get pools(): SurrogatePools {
    this.loaded ??= this.options.pools ?? surrogatePools();
    return this.loaded;
  }

  /** Sizes of the pools in use (for the documentation and the closing note). */
  poolSizes(): Record<string, number | string> {
    const p = this.pools;
    return { source: p.source, female: p.female.length, male: p.male.length, surnames: p.surnames.length, cities: p.places.length, states: Object.keys(p.states).length };
  }

  /** A new text: a keyed run forgets the previous text's originals (its answers depend on the text alone). */
  beginText(): void {
    this.textWords.clear();
  }

  /** Originals no surrogate may equal (whole, and each word of them). */
  exclude(original: string): void {
    const into = this.options.keyed ? this.textWords : this.runWords;
    const whole = normalise(original);
    into.add(whole);
    for (const w of whole.match(/[\p{L}\p{M}'’]+/gu) ?? []) if (w.length > 1) into.add(w);
  }

  surrogate(type: string, original: string, context: SurrogateContext = {}): string {
    const t = type.toUpperCase();
    switch (t) {
      case 'AGE':
        return capAge(original);
      case 'PATIENT':
      case 'DOCTOR':
        return this.name(original, context.gender);
      case 'CITY':
        return this.whole(original, (key) => this.city(key, context.state));
      case 'STATE':
        return this.whole(original, (key, like) => this.state(key, /^[A-Z]{2}$/.test(like)));
      case 'ZIP':
        return this.unique(t, original, (attempt) => zipIn(original, this.pools.zips[this.surrogateState(original, context.state)] ?? [], this.options.seed, attempt) || this.scrambled(t, original, attempt));
      case 'COUNTRY':
        return this.whole(original, (key) => this.picker('country', () => COUNTRIES).get(key));
      case 'PROFESSION':
        return this.whole(original, (key) => this.picker('profession', () => PROFESSIONS).get(key).toLowerCase());
      case 'HOSPITAL':
      case 'ORGANIZATION':
      case 'STREET':
      case 'LOCATION-OTHER':
        return this.placeLike(type, original);
      case 'EMAIL':
        return this.unique(t, original, () => surrogateEmail(original, this.options.seed, (w, role) => this.nameWord(w.toLowerCase(), role === 'given' ? 'given' : 'surname', undefined)));
      case 'PHONE':
      case 'FAX':
        return this.unique(t, original, (attempt) => fictionalPhone(original, this.options.seed, attempt) ?? this.scrambled(t, original, attempt));
      case 'URL':
        return this.unique(t, original, (attempt) => scrambleUrl(original, streamFor(this.options.seed, `${t}\u0000${original}\u0000${attempt}`)));
      default:
        return this.unique(t, original, (attempt) => this.scrambled(t, original, attempt));
    }
  }

  private scrambled(type: string, original: string, attempt: number): string {
    return scramble(original, streamFor(this.options.seed, `${type}\u0000${original}\u0000${attempt}`));
  }

  /** The picker of one kind; `items` is called only when the kind is first used. */
  private picker(kind: string, items: () => readonly string[]): Picker {
    let p = this.pickers.get(kind);
    if (!p) {
      p = new Picker(this.options.seed, kind, items(), !this.options.keyed, this.exclusions);
      this.pickers.set(kind, p);
    }
    return p;
  }

  /** Different from the original and, in an unkeyed run, from every other value's surrogate of the type. */
  private unique(type: string, original: string, make: (attempt: number) => string): string {
    let taken = this.taken.get(type);
    if (!taken) this.taken.set(type, (taken = new Set()));
    let out = differs(original, make(0));
    for (let attempt = 1; !this.options.keyed && taken.has(out) && attempt < 20; attempt++) out = differs(original, make(attempt));
    if (!this.options.keyed) taken.add(out);
    return out;
  }

  private genderOfName(word: string): Gender | undefined {
    if (!this.genders) {
      this.genders = { female: new Set(this.pools.female.map((n) => n.toLowerCase())), male: new Set(this.pools.male.map((n) => n.toLowerCase())) };
    }
    return this.genders.female.has(word) ? 'female' : this.genders.male.has(word) ? 'male' : undefined;
  }

  /** The surrogate of one name word in its role; a given name's pool follows its gender. */
  private nameWord(key: string, role: 'given' | 'surname', gender: Gender | undefined): string {
    const known = this.nameWords.get(key);
    if (known && !this.exclusions.has(known.surrogate.toLowerCase())) return known.surrogate;
    const as = known?.role ?? role;
    let surrogate: string;
    if (as === 'surname') surrogate = this.picker('surname', () => this.pools.surnames).get(key);
    else {
      // A title says more than the name ("Mrs. Jordan"); a name alone says what it usually is.
      const g = gender ?? this.genderOfName(key);
      surrogate = g ? this.picker(g, () => this.pools[g]).get(key) : this.picker('given', () => this.pools.given).get(key);
    }
    if (!known || !this.options.keyed) this.nameWords.set(key, { role: as, surrogate });
    return surrogate;
  }

  /** Word by word: titles and suffixes kept, initials to other initials, names to names. */
  private name(original: string, contextGender: Gender | undefined): string {
    const count = original.match(WORD)?.length ?? 0;
    const gender = genderOfTitle(original) ?? contextGender;
    const commaForm = original.includes(',');
    let index = -1;
    // The callback meets the words in order, so a counter is each word's index.
    const out = original.replace(WORD, (word) => {
      index++;
      const key = word.toLowerCase();
      if (NAME_AFFIXES.has(key) || /^\d+$/.test(word)) return word;
      if (word.length === 1) return this.picker('initial', () => INITIALS).get(key);
      // A first word followed by more is a given name ("John Smith"); "Smith, John" puts it last.
      const given = count > 1 && (commaForm ? index === count - 1 : index === 0);
      const surrogate = this.nameWord(key, given ? 'given' : 'surname', gender);
      const like = caseOf(word);
      return withCase(surrogate, like === 'mixed' ? 'title' : like);
    });
    return out !== original ? out : this.unique('NAME', original, (attempt) => scramble(original, streamFor(this.options.seed, `NAME\u0000${original}\u0000${attempt}`)));
  }

  private whole(original: string, pick: (key: string, like: string) => string): string {
    const trimmed = original.trim();
    const lead = original.slice(0, original.indexOf(trimmed));
    const replaced = pick(normalise(trimmed), trimmed);
    const cased = caseOf(trimmed) === 'upper' && trimmed.length > 2 ? replaced.toUpperCase() : replaced;
    return `${lead}${cased}${original.slice(lead.length + trimmed.length)}`;
  }

  private stateCode(text: string | undefined): string | undefined {
    if (text === undefined) return undefined;
    if (!this.stateCodeOf) {
      this.stateCodeOf = new Map();
      for (const [code, name] of Object.entries(this.pools.states)) {
        this.stateCodeOf.set(code.toLowerCase(), code);
        this.stateCodeOf.set(name.toLowerCase(), code);
      }
    }
    return this.stateCodeOf.get(normalise(text).replace(/\./g, ''));
  }

  /**
   * States with enough cities in the pool to draw a city from. The small built-in pools hold a few cities a
   * state: there any state with a city serves, and a pool without cities still draws from its states, so a
   * state's surrogate is always a state and never an invented word.
   */
  private stateCodes(): string[] {
    const byState = [...this.cities().entries()];
    const roomy = byState.filter(([, c]) => c.length >= 8).map(([st]) => st);
    if (roomy.length >= 10) return roomy;
    return byState.length > 0 ? byState.map(([st]) => st) : Object.keys(this.pools.states);
  }

  private cities(): Map<string, string[]> {
    if (!this.citiesByState) {
      this.citiesByState = new Map();
      for (const [city, st] of this.pools.places) if (this.pools.states[st]) this.citiesByState.set(st, [...(this.citiesByState.get(st) ?? []), city]);
    }
    return this.citiesByState;
  }

  /** The surrogate state's code for a state as written (or, without one, for a ZIP's first three digits). */
  private surrogateState(zipOrCity: string, stateText: string | undefined): string {
    const key = stateText !== undefined ? (this.stateCode(stateText) ?? normalise(stateText)) : `zip:${zipOrCity.replace(/\D/g, '').slice(0, 3)}`;
    return this.picker('state', () => this.stateCodes()).get(key.toLowerCase());
  }

  private state(key: string, asCode: boolean): string {
    const code = this.picker('state', () => this.stateCodes()).get((this.stateCode(key) ?? key).toLowerCase());
    return asCode ? code : (this.pools.states[code] ?? code);
  }

  /** A city of the surrogate state when the state is written beside it, else any city. */
  private city(key: string, stateText: string | undefined): string {
    if (stateText === undefined) return this.picker('city', () => this.pools.places.map((p) => p[0])).get(key);
    const st = this.surrogateState(key, stateText);
    return this.picker(`city:${st}`, () => this.cities().get(st) ?? []).get(key);
  }

  /** Institutions and streets keep their generic words ("Memorial Hospital", "Street") and numbers' layout. */
  private placeLike(type: string, original: string): string {
    const words = this.picker('place', () => [...STREET_WORDS, ...this.pools.surnames]);
    const out = original.replace(WORD, (word) => {
      if (/^\d+$/.test(word)) return this.unique(`${type}#`, word, (attempt) => scramble(word, streamFor(this.options.seed, `${type}#${word}\u0000${attempt}`)));
      if (GENERIC_WORDS.has(word.toLowerCase()) || word.length === 1) return word;
      const surrogate = words.get(word.toLowerCase());
      return withCase(surrogate, caseOf(word) === 'mixed' ? 'title' : caseOf(word));
    });
    if (out !== original) return out;
    // Nothing but generic words ("General Hospital"): a place name in front makes it another institution.
    return `${words.get(`#${normalise(original)}`)} ${original}`;
  }
}
