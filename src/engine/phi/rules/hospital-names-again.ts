// facility.name-again: a care place named again by its name without its facility words, wherever a note writes it after
// a rule found the place in full ("from x y assisted living in town ... apartment at x y ... return to x y vs ...",
// "transferred from X Y Indian Health Center ... UCx from X Y lab", "tx'd from x y memorial ed ... cm to call x y in am",
// fix18b). place.repeat reads the same within its own family's reading; this family runs late (after every family and
// the restored-case reading), so that it also reads the places the later families found and those a restored piece of a
// lower-case note found in another piece. The name is the found place's words before its facility words (FACILITY,
// FACILITY_TAIL), one word no list knows of five letters or more, or two or three words none a stop, clinical or
// generic word ("outside", "county", "nursing"); a name of English words alone is read again only as written and only
// right after a place's preposition ("at", "to", "from"), where the note's own words would not stand as the same pair.
import { codeAt, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { FACILITY, FACILITY_TAIL, NOT_FACILITY_NAME, PLACE_PREP, STREET_WORDS } from '../vocab/place-words';

/** A word of a name: letters, inner apostrophes and hyphens. */
const WORD = /[\p{L}][\p{L}'’-]*/gu;
/** The words a place's name may be closed by besides FACILITY_TAIL's: an Indian Health Service's or a tribe's clinic. */
const KIND_TAIL = new Set(['indian', 'tribal', 'ed', 'er']);

interface Name {
  /** The name's words as written (matched as written when `english`), lower-cased in `lows`. */
  readonly written: readonly string[];
  readonly lows: readonly string[];
  /** Every word English: read again only as written and after a place's preposition. */
  readonly english: boolean;
}

/** The name words of a found place before its facility words, or undefined when they say no more than English. */
export function nameOf(text: string, wc: WordClasses, start: number, end: number): Name | undefined {
  const words = [...text.slice(start, end).matchAll(WORD)].map((m) => m[0]);
  let n = words.length;
  while (n > 0 && (FACILITY.has(words[n - 1]!.toLowerCase()) || FACILITY_TAIL.has(words[n - 1]!.toLowerCase()) || (n < words.length && KIND_TAIL.has(words[n - 1]!.toLowerCase())))) n--;
  if (n === 0 || n === words.length || n > 3) return undefined;
  const written = words.slice(0, n);
  const lows = written.map((w) => w.toLowerCase());
  if (lows.some((w) => wc.isStop(w) || wc.isClinical(w) || NOT_FACILITY_NAME.has(w) || FACILITY.has(w) || STREET_WORDS.has(w) || w.length < 3)) return undefined;
  if (n === 1) return lows[0]!.length >= 5 && wc.nameEvidence(lows[0]!).unknown ? { written, lows, english: false } : undefined;
  const english = lows.every((w) => wc.isEnglish(w) || wc.isKnownName(w));
  return { written, lows, english };
}

export function detectHospitalNamesAgain(text: string, wc: WordClasses, out: Candidate[]): void {
  const names = new Map<string, Name[]>();
  const found: [number, number][] = [];
  // Several families find one place: each span's name is read once (by start and end; a span's name is its text's).
  const read = new Map<number, Name | undefined>();
  const width = text.length + 1;
  for (const c of out) {
    if (c.type !== 'HOSPITAL' && c.type !== 'ORGANIZATION') continue;
    found.push([c.start, c.end]);
    // A place read at a cue's tier or better: the weakest readings are guesses, not names the note spelt out.
    if (c.type !== 'HOSPITAL' || c.score < TIER.weakCue || c.end - c.start > 80) continue;
    const key = c.start * width + c.end;
    if (read.has(key)) continue;
    const name = nameOf(text, wc, c.start, c.end);
    read.set(key, name);
    if (name === undefined) continue;
    const list = names.get(name.lows[0]!) ?? [];
    if (!list.some((l) => l.lows.join(' ') === name.lows.join(' '))) list.push(name);
    names.set(name.lows[0]!, list);
  }
  if (names.size === 0) return;
  const lower = text.toLowerCase();
  if (!anyWrittenTwice(lower, names.keys())) return;
  found.sort((a, b) => a[0] - b[0]);
  const reach = furthestEnds(found);
  // The words that may open a name, found where the names' first words stand in the note's lower case (firstWordsAt);
  // every word of the note where that cannot be read in place, or where a surrogate stood in what was read in place.
  oddUnit = false;
  const first = firstWordsAt(text, lower, names);
  if (first !== undefined) {
    const before = out.length;
    readAgain(text, first, undefined, names, found, reach, out);
    if (!oddUnit) return;
    out.length = before;
  }
  const all = allWords(text);
  readAgain(text, all, all, names, found, reach, out);
}

/** Pushes each name of `names` read again at one of `words` (in order), as written or in any case (see the top). */
function readAgain(text: string, words: readonly Word[], all: readonly Word[] | undefined, names: ReadonlyMap<string, readonly Name[]>, found: readonly [number, number][], reach: readonly number[], out: Candidate[]): void {
  for (let i = 0; i < words.length; i++) {
    const list = names.get(words[i]!.low);
    if (list === undefined) continue;
    for (const name of list) {
      const k = name.lows.length;
      // The name's words, each one or two blanks after the one before (nextWord), as written or lower-cased.
      let last = words[i]!;
      let same = name.english ? last.text === name.written[0] : true;
      for (let j = 1; j < k && same; j++) {
        const w = nextWord(text, all, last);
        same = w !== undefined && (name.english ? w.text === name.written[j] : w.low === name.lows[j]);
        if (w !== undefined) last = w;
      }
      if (!same) continue;
      const start = words[i]!.start;
      const end = last.end;
      // A word of the name running on ("x y z") is another name; a place already found there is that place.
      if (!name.english && /^\p{Lu}/u.test(name.written[0]!) && /^\p{Lu}/u.test(nextWord(text, all, last)?.text ?? '')) continue;
      if (overlaps(found, reach, start, end)) continue;
      if (name.english && !PLACE_PREP.has(wordBefore(text, all, words[i]!)?.low ?? '')) continue;
      push(out, start, end, 'HOSPITAL', TIER.placeWord);
      break;
    }
  }
}

/** A word of the note (a match of WORD), lower-cased; `i` its index among all the note's words when they were split. */
interface Word {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly low: string;
  readonly i: number;
}

/** Every word of the note, in order. */
function allWords(text: string): Word[] {
  const words: Word[] = [];
  for (const m of text.matchAll(WORD)) words.push({ start: m.index, end: m.index + m[0].length, text: m[0], low: m[0].toLowerCase(), i: words.length });
  return words;
}

/** No names' first word may be a word the note's lower case hides (a "Σ" lower-cases by its neighbours). */
const CONTEXT_CASED = /[σς]/;
/**
 * A UTF-16 surrogate was read by the code-unit walks below (half a letter, which they do not read): set by `letterAt`,
 * cleared before each note's walk; the note is then read again from all its words.
 */
let oddUnit = false;
/** A letter (one code unit outside the surrogates). */
const LETTER = /\p{L}/u;

/** The code unit at `i` is a letter: ASCII read by its code, the rest by `\p{L}`. */
function letterAt(text: string, i: number): boolean {
  const c = codeAt(text, i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  if (c >= 0xd800 && c <= 0xdfff) oddUnit = true;
  return LETTER.test(text[i]!);
}

/** The code unit at `i` continues a word (WORD's `[\p{L}'’-]`). */
function inWordAt(text: string, i: number): boolean {
  const c = codeAt(text, i);
  return c === 39 || c === 0x2019 || c === 45 || letterAt(text, i);
}

function blankAt(text: string, i: number): boolean {
  const c = codeAt(text, i);
  return c === 32 || c === 9;
}

/**
 * The words of the note that one of the names' first words opens, in order, read where the first words stand in the
 * note's lower case (`indexOf`), not by splitting the whole note: undefined where that is not the same reading (a
 * lower case of another length, a first word holding a sigma, more than eight first words: then each is a search of the
 * whole note; a surrogate read on the way sets `oddUnit`). A word starts at a letter after no letter and no run of apostrophes and hyphens after a
 * letter (WORD's match takes those), and runs on over letters, apostrophes and hyphens.
 */
function firstWordsAt(text: string, lower: string, names: ReadonlyMap<string, unknown>): Word[] | undefined {
  if (lower.length !== text.length || names.size > 8) return undefined;
  for (const first of names.keys()) if (CONTEXT_CASED.test(first)) return undefined;
  const words: Word[] = [];
  for (const first of names.keys()) {
    for (let at = lower.indexOf(first); at >= 0; at = lower.indexOf(first, at + 1)) {
      let b = at - 1;
      while (b >= 0 && !letterAt(text, b) && inWordAt(text, b)) b--;
      if (!letterAt(text, at) || (b >= 0 && letterAt(text, b))) continue;
      const word = wordFrom(text, at);
      if (word.toLowerCase() === first) words.push({ start: at, end: at + word.length, text: word, low: first, i: -1 });
    }
  }
  return words.sort((a, b) => a.start - b.start);
}

/** The word that starts at `at` (a letter). */
function wordFrom(text: string, at: number): string {
  let e = at + 1;
  while (e < text.length && inWordAt(text, e)) e++;
  return text.slice(at, e);
}

/** The note's word after `w` when one or two blanks alone stand between them. */
function nextWord(text: string, all: readonly Word[] | undefined, w: Word): Word | undefined {
  if (all !== undefined) {
    const next = all[w.i + 1];
    return next !== undefined && /^[ \t]{1,2}$/.test(text.slice(w.end, next.start)) ? next : undefined;
  }
  if (!blankAt(text, w.end)) return undefined;
  const s = blankAt(text, w.end + 1) ? w.end + 2 : w.end + 1;
  if (!letterAt(text, s)) return undefined;
  const word = wordFrom(text, s);
  return { start: s, end: s + word.length, text: word, low: word.toLowerCase(), i: -1 };
}

/** The note's word before `w` when one or two blanks alone stand between them. */
function wordBefore(text: string, all: readonly Word[] | undefined, w: Word): Word | undefined {
  if (all !== undefined) {
    const before = all[w.i - 1];
    return before !== undefined && /^[ \t]{1,2}$/.test(text.slice(before.end, w.start)) ? before : undefined;
  }
  if (!blankAt(text, w.start - 1)) return undefined;
  const end = blankAt(text, w.start - 2) ? w.start - 2 : w.start - 1;
  // The run of word characters that ends there; its word starts at the run's first letter.
  let s = end;
  while (s > 0 && inWordAt(text, s - 1)) s--;
  while (s < end && !letterAt(text, s)) s++;
  if (s === end) return undefined;
  const word = text.slice(s, end);
  return { start: s, end, text: word, low: word.toLowerCase(), i: -1 };
}

/**
 * Whether one of the names' first words stands twice in the note, as any run of letters: once is the found place itself,
 * which the overlap test skips, so a note that holds each first word once has nothing to read again and its words need
 * not be split (most notes: the split was a twentieth of the engine's time).
 */
function anyWrittenTwice(lower: string, firsts: Iterable<string>): boolean {
  for (const first of firsts) {
    const at = lower.indexOf(first);
    if (at >= 0 && lower.indexOf(first, at + first.length) >= 0) return true;
  }
  return false;
}

/** For each found place (sorted by start), the furthest end of it and the places before it. */
function furthestEnds(found: readonly [number, number][]): number[] {
  const reach: number[] = [];
  let far = -1;
  for (const [, e] of found) reach.push((far = Math.max(far, e)));
  return reach;
}

/**
 * Whether a found place (sorted by start, `reach` their furthest ends) overlaps [start, end), span against span: the
 * places that start before `end` are found by a binary search, and one of them reaches past `start` when the furthest
 * end among them does, however long the place.
 */
function overlaps(found: readonly [number, number][], reach: readonly number[], start: number, end: number): boolean {
  let lo = 0;
  let hi = found.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (found[mid]![0] < end) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && reach[lo - 1]! > start;
}
