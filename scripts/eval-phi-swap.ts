// The surrogate-swap measurement (`npm run eval:phi -- --only swap`): every gold PHI span of the PhysioNet deid
// development half is replaced by an invented surrogate of the same shape that none of our dictionaries knows,
// offsets are shifted, and the notes are scored exactly as scripts/eval-phi-deid.ts scores the real ones. The
// gap between real and swapped recall is how much the engine leans on strings it knows (dictionaries, words it
// has met) rather than on context. Seeded (--seed N, default 1): the same seed gives the same notes.
//
// Shapes kept: letter case per word (ALL CAPS, lower, Title), initials stay one letter, possessives and
// punctuation stay, digits keep their layout (phones and ids get random digits; an area code or a group never
// starts with 0 or 1), dates are shifted by a per-patient number of days in their own written form (7/22,
// 07/22/93, 2093-07-22, Jul 22, July 22nd), ages over 89 stay over 89. Words of a place that say what it is
// (Hospital, Medical Center, Street, Rehab) stay; the naming words are invented. Within one patient the same
// original word always gets the same surrogate, as a real name recurs across a patient's notes.
// Printed: counts and rates; errors only of the swapped tuning part with --examples (the lockbox is scored only).
// `--case lower|upper` scores the swapped notes written wholly in lower case or in capitals, as many nursing notes
// are: recall that needs Title case to see a name falls there (real and swapped alike, both parts).
// `--seeds 4-40` scores a range of seeds in one run and prints pooled counts (tuning and lockbox, by gold type);
// with --examples, misses of the tuning part only, each with its seed. The swapped tuning part of seeds 1-3 has
// been read many times, so its contexts are learnt; new seeds put new strings and new date values in the same
// contexts, and what fails across many of them is a kind of text, not one item. Seeds 1-3 are produced as before.
import type { EnginePhiFinding } from '../src/engine/types';
import type { PhiDictionaries } from '../src/engine/phi/index';
import { CITIES, COUNTRIES, US_STATES } from '../src/engine/phi/vocab/gazetteers';
import { GIVEN_NAMES } from '../src/engine/phi/vocab/given-names';
import { CLINICAL_WORDS, STOP_WORDS } from '../src/engine/phi/vocab/clinical-words';
import { FACILITY, STREET_WORDS } from '../src/engine/phi/vocab/place-words';
import { type DeidGold, type DeidNote, f3, findAll, type Headline, headline, LOCKBOX, printTuningExamples, table, TUNING } from './eval-phi-deid';

/** mulberry32: a small seeded generator, so a run is reproducible from its seed alone. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ONSETS = ['b', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'dr', 'gr', 'kr', 'pl', 'st', 'tr', 'sk', 'th', 'ch', 'sh'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou', 'ea'];
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 'th', 'nd', 'rk', 'lt', 'sk', 'x'];
/** Place-type words kept as they are: they say what a place is, not which one. */
const KEPT_PLACE_WORDS: ReadonlySet<string> = new Set([
  ...FACILITY, ...STREET_WORDS, 'of', 'the', 'and', 'for', 'at', 'in', 'on', 'nursing', 'care', 'rehab', 'hospital', 'county',
  'university', 'saint', 'st', 'north', 'south', 'east', 'west', 'new', 'lake', 'city', 'unit', 'floor',
]);
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

class Surrogates {
  private readonly words = new Map<string, string>();
  private readonly used = new Set<string>();
  constructor(
    private readonly random: () => number,
    private readonly known: (w: string) => boolean,
    readonly dayShift: number,
  ) {}

  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.random() * xs.length)]!;
  }

  int(lo: number, hi: number): number {
    return lo + Math.floor(this.random() * (hi - lo + 1));
  }

  /** An invented word of about `length` letters that no dictionary of ours holds; the same for the same key. */
  word(key: string, length: number): string {
    const seen = this.words.get(key);
    if (seen !== undefined) return seen;
    const target = Math.max(3, Math.min(length, 11));
    for (let tries = 0; ; tries++) {
      let w = '';
      while (w.length < target - 1) w += this.pick(ONSETS) + this.pick(VOWELS);
      w += this.pick(CODAS);
      if (w.length > target + 2 && tries < 50) continue;
      if (this.known(w) || this.used.has(w)) continue;
      this.used.add(w);
      this.words.set(key, w);
      return w;
    }
  }
}

/** The original word's case pattern on the surrogate: ALL CAPS, lower case, or Title case. */
function withCase(model: string, w: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return w.toUpperCase();
  if (model === model.toLowerCase()) return w.toLowerCase();
  return w[0]!.toUpperCase() + w.slice(1).toLowerCase();
}

/** Names and places: each naming word invented, initials a random letter, everything between kept. */
function swapWords(text: string, s: Surrogates, keepPlaceWords: boolean): string {
  return text.replace(/[A-Za-z]+/g, (w, at: number) => {
    const before = text[at - 1];
    const after = text[at + w.length];
    // A possessive's s and the O of O'Brien stay.
    if (before === "'" && w.toLowerCase() === 's') return w;
    if (w.length === 1) {
      if (after === "'") return w;
      const letter = String.fromCharCode(97 + s.int(0, 25));
      return w === w.toUpperCase() ? letter.toUpperCase() : letter;
    }
    if (keepPlaceWords && KEPT_PLACE_WORDS.has(w.toLowerCase())) return w;
    // Short all-capital words in a place without a vowel's shape are its abbreviation (GH, BMC, GBMC): random capitals of the same length.
    if (keepPlaceWords && w === w.toUpperCase() && (w.length <= 3 || (w.length === 4 && !/[AEIOUY]/.test(w)))) {
      let out = '';
      for (let i = 0; i < w.length; i++) out += String.fromCharCode(65 + s.int(0, 25));
      return out;
    }
    return withCase(w, s.word(w.toLowerCase(), w.length));
  });
}

/** Digits replaced one by one; a group's first digit never 0 or 1 (so a phone stays a dialable shape). */
function swapDigits(text: string, s: Surrogates): string {
  return text.replace(/\d+/g, (run) => [...run].map((_, i) => String(i === 0 ? s.int(2, 9) : s.int(0, 9))).join(''));
}

function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** A date moved by the patient's day shift, written in the form it had. */
function swapDate(text: string, s: Surrogates): string {
  // A gold span that carries a blank at an edge ("7/20 ") is the date it surrounds: without this it fell through to
  // the written forms and got random digits ("20/20"), a date no note holds.
  const edges = /^(\s*)([^]*?)(\s*)$/.exec(text)!;
  if (edges[1] || edges[3]) return edges[2] ? edges[1]! + swapDate(edges[2], s) + edges[3]! : text;
  const shift = (y: number, m: number, d: number): Date => {
    const t = new Date(Date.UTC(y, m - 1, d));
    t.setUTCDate(t.getUTCDate() + s.dayShift);
    return t;
  };
  const num = /^(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{4}|\d{2}))?$/.exec(text);
  if (num) {
    const [, m, sep, d, y] = num;
    if (Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= 31) {
      const year = y === undefined ? 2090 : y.length === 2 ? 2000 + Number(y) : Number(y);
      const t = shift(year, Number(m), Number(d));
      const yy = y === undefined ? '' : sep + (y.length === 2 ? pad(t.getUTCFullYear() % 100, 2) : String(t.getUTCFullYear()));
      return `${pad(t.getUTCMonth() + 1, m!.length)}${sep}${pad(t.getUTCDate(), d!.length)}${yy}`;
    }
  }
  // "8/87", "02/94": a month and a two-digit year.
  const monthYear = /^(\d{1,2})([/.-])(\d{2})$/.exec(text);
  if (monthYear && Number(monthYear[1]) >= 1 && Number(monthYear[1]) <= 12) {
    const t = shift(2000 + Number(monthYear[3]), Number(monthYear[1]), 1);
    return `${pad(t.getUTCMonth() + 1, monthYear[1]!.length)}${monthYear[2]}${pad(t.getUTCFullYear() % 100, 2)}`;
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) {
    const t = shift(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1, 2)}-${pad(t.getUTCDate(), 2)}`;
  }
  // Written forms: the month name moves to another month (same spelling length class and case), a day to
  // another day of the same width, a year by the shift's whole years.
  const monthShift = Math.round(s.dayShift / 30);
  let out = text.replace(/[A-Za-z]+/g, (w) => {
    const i = MONTHS.findIndex((m) => m === w.toLowerCase() || (w.length >= 3 && m.startsWith(w.toLowerCase())));
    if (i < 0) return w;
    const m = MONTHS[(((i + monthShift) % 12) + 12) % 12]!;
    const spelled = w.length >= 3 && w.length < MONTHS[i]!.length ? m.slice(0, w.length === 4 && m.length > 4 ? 4 : 3) : m;
    return withCase(w, spelled);
  });
  out = out.replace(/(\d+)(st|nd|rd|th)?/gi, (whole, run: string, suffix: string | undefined, at: number) => {
    if (run.length === 4) return String(Number(run) + Math.floor(s.dayShift / 365)) + (suffix ?? '');
    // "CVA 04'", "'98": a two-digit year.
    if (run.length === 2 && !suffix && (out[at - 1] === "'" || out[at + 2] === "'")) return pad((Number(run) + Math.floor(s.dayShift / 365) + 100) % 100, 2);
    if (run.length <= 2) {
      const day = s.int(1, 28);
      // An ordinal keeps a suffix that fits its new day ("5th" -> "22nd", not "22th"), in the case it was written.
      return pad(day, run.length) + (suffix ? withCase(suffix, ordinalSuffix(day)) : '');
    }
    return swapDigits(run, s) + (suffix ?? '');
  });
  return out;
}

function surrogate(g: DeidGold, s: Surrogates): string {
  switch (g.type) {
    case 'PTName':
    case 'PTNameInitial':
    case 'RelativeProxyName':
    case 'HCPName':
      return swapDigits(swapWords(g.text, s, false), s);
    case 'Location':
      return swapDigits(swapWords(g.text, s, true), s);
    case 'Date':
      return swapDate(g.text, s);
    case 'DateYear':
      return g.text.replace(/\d{4}/, (y) => String(Number(y) + Math.floor(s.dayShift / 365)));
    case 'Age':
      return g.text.replace(/\d+/, () => String(s.int(90, 99)));
    default:
      return swapDigits(swapWords(g.text, s, false), s);
  }
}

/** The notes with every gold span swapped for its surrogate and the spans' offsets moved to match. */
export function swapNotes(notes: readonly DeidNote[], known: (w: string) => boolean, seed: number): DeidNote[] {
  const byPatient = new Map<number, Surrogates>();
  const random = rng(seed);
  return notes.map((note) => {
    let s = byPatient.get(note.patient);
    if (!s) {
      const r = rng(Math.floor(random() * 2 ** 32));
      const days = 30 + Math.floor(r() * 700);
      byPatient.set(note.patient, (s = new Surrogates(r, known, r() < 0.5 ? -days : days)));
    }
    const golds = [...note.phi].sort((a, b) => a.start - b.start);
    let text = '';
    let from = 0;
    const phi: DeidGold[] = [];
    for (const g of golds) {
      if (g.start < from) continue; // an overlapping gold span: keep the first
      text += note.text.slice(from, g.start);
      const swapped = surrogate(g, s);
      phi.push({ ...g, start: text.length, end: text.length + swapped.length, text: swapped });
      text += swapped;
      from = g.end;
    }
    text += note.text.slice(from);
    return { ...note, text, phi };
  });
}

/** Every word list the engine could recognise a surrogate by. */
export function knownWord(d: PhiDictionaries): (w: string) => boolean {
  const states = new Set(US_STATES.keys());
  return (w) =>
    d.names.has(w) || d.english.has(w) || d.cities.has(w) || d.countries.has(w) || d.states.has(w) || GIVEN_NAMES.has(w) ||
    CITIES.has(w) || COUNTRIES.has(w) || states.has(w) || CLINICAL_WORDS.has(w) || STOP_WORDS.has(w) || KEPT_PLACE_WORDS.has(w);
}

export function evalSwap(
  notes: readonly DeidNote[],
  identify: (text: string) => EnginePhiFinding[],
  dicts: PhiDictionaries,
  seed: number,
  examples: number,
  letterCase?: 'lower' | 'upper',
): void {
  const recase = (n: DeidNote): DeidNote => (letterCase === undefined ? n : { ...n, text: letterCase === 'lower' ? n.text.toLowerCase() : n.text.toUpperCase() });
  const swapped = swapNotes(notes, knownWord(dicts), seed).map(recase);
  const real = notes.map(recase);
  const preds = swapped.map((n) => findAll(identify, n.text));
  const realPreds = real.map((n) => findAll(identify, n.text));
  console.log(`== PhysioNet deid development half, SURROGATE-SWAPPED (seed ${seed}; every gold span replaced by an unknown string of its shape${letterCase ? `; every note in ${letterCase} case` : ''})`);
  for (const [half, label] of [[TUNING, 'tuning part (id % 4 == 1; errors readable)'], [LOCKBOX, 'LOCKBOX (id % 4 == 3; scored, never read)']] as const) {
    const pick = (xs: readonly DeidNote[]): number[] => xs.flatMap((n, i) => (n.patient % 4 === half ? [i] : []));
    const idx = pick(swapped);
    const realHead = headline(idx.map((i) => real[i]!), idx.map((i) => realPreds[i]!), 0);
    const sw = headline(idx.map((i) => swapped[i]!), idx.map((i) => preds[i]!), 0);
    const gap = (realHead.tp / realHead.gold - sw.tp / sw.gold) * 100;
    console.log(`  ${label}`);
    console.log(`    real:    recall ${f3(realHead.tp / realHead.gold)} precision ${f3(realHead.ok / realHead.pred)} over ${realHead.gold} PHI`);
    console.log(`    swapped: recall ${f3(sw.tp / sw.gold)} precision ${f3(sw.ok / sw.pred)} over ${sw.gold} PHI (${gap.toFixed(1)} recall points below real)`);
    table(idx.map((i) => swapped[i]!), idx.map((i) => preds[i]!));
  }
  console.log('');
  if (examples > 0) printTuningExamples(swapped, preds, examples);
}

/** Parses "4-40" (or "7") into the seeds it names; undefined when it is not a range. */
export function parseSeeds(arg: string | undefined): number[] | undefined {
  const m = /^(\d+)(?:-(\d+))?$/.exec(arg ?? '');
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  return to >= from ? Array.from({ length: to - from + 1 }, (_, i) => from + i) : undefined;
}

interface Pool {
  head: Headline;
  byType: Map<string, { gold: number; hit: number }>;
}

/** Swapped recall pooled over many seeds: counts for both parts, misses (with --examples) of the tuning part only. */
export function evalSwapSeeds(
  notes: readonly DeidNote[],
  identify: (text: string) => EnginePhiFinding[],
  dicts: PhiDictionaries,
  seeds: readonly number[],
  examples: number,
  letterCase?: 'lower' | 'upper',
): void {
  const recase = (n: DeidNote): DeidNote => (letterCase === undefined ? n : { ...n, text: letterCase === 'lower' ? n.text.toLowerCase() : n.text.toUpperCase() });
  const known = knownWord(dicts);
  const pools = new Map<number, Pool>([TUNING, LOCKBOX].map((h) => [h, { head: { gold: 0, tp: 0, pred: 0, ok: 0 }, byType: new Map() }]));
  const misses: string[] = [];
  for (const seed of seeds) {
    const swapped = swapNotes(notes, known, seed).map(recase);
    swapped.forEach((n) => {
      const pool = pools.get(n.patient % 4);
      if (!pool) return;
      const preds = findAll(identify, n.text);
      const h = headline([n], [preds], 0);
      pool.head.gold += h.gold;
      pool.head.tp += h.tp;
      pool.head.pred += h.pred;
      pool.head.ok += h.ok;
      for (const g of n.phi) {
        if (g.type === 'DateYear') continue;
        const t = pool.byType.get(g.type) ?? { gold: 0, hit: 0 };
        pool.byType.set(g.type, t);
        t.gold++;
        const hit = preds.some((f) => f.start < g.end && g.start < f.end);
        if (hit) t.hit++;
        // Only the tuning part's misses are kept: the lockbox is scored, never read.
        else if (n.patient % 4 === TUNING && misses.length < examples) {
          misses.push(`  miss s${seed} ${g.type}: "${g.text}"  in: ${n.text.slice(Math.max(0, g.start - 50), g.end + 30).replace(/\s+/g, ' ')}`);
        }
      }
    });
  }
  console.log(`== PhysioNet deid development half, SURROGATE-SWAPPED, seeds ${seeds[0]}-${seeds[seeds.length - 1]} pooled (${seeds.length} seeds${letterCase ? `; every note in ${letterCase} case` : ''})`);
  for (const [half, label] of [[TUNING, 'tuning part (id % 4 == 1; errors readable)'], [LOCKBOX, 'LOCKBOX (id % 4 == 3; scored, never read)']] as const) {
    const { head, byType } = pools.get(half)!;
    console.log(`  ${label}`);
    console.log(`    pooled: recall ${f3(head.tp / head.gold)} precision ${f3(head.ok / head.pred)} over ${head.gold} PHI (${head.tp} found)`);
    for (const [type, t] of [...byType].sort()) console.log(`      ${type.padEnd(18)} ${String(t.gold).padStart(6)}  recall ${f3(t.hit / t.gold)}`);
  }
  console.log('');
  if (misses.length > 0) console.log(['  misses from the tuning part only (id % 4 == 1):', ...misses].join('\n'));
}
