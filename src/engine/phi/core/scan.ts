// Small helpers shared by the PHI detectors. Detectors append candidates to one array; overlaps between
// detectors are settled once, in resolve.ts. Everything here is pure and allocation-light because
// identify-phi must sustain megabytes per second.
import type { KnownPhiType } from '../../../deid/phi-types';
import type { PhiRuleId } from '../../../deid/phi-rules';
import type { EnginePhiFinding } from '../../types';

/** A detector's proposal; the resolver turns the best non-overlapping ones into findings. */
export interface Candidate {
  start: number;
  end: number;
  type: KnownPhiType;
  score: number;
  /** The rule that proposed it; '' until `byRule` tags what a rule appended. */
  rule: PhiRuleId | '';
  /**
   * A title or credential anchors the name ("Dr. Foley", "Jane Roe, RN"): it stands even when its word is a
   * clinical word or an eponym (core/clinical-guard.ts). Set only by the rules that read such an anchor; false
   * otherwise, never left out: candidates of one shape (the same properties in the same order) keep the
   * optimised resolver and merger from de-optimising on a second shape (docs/engine.md, "Throughput").
   */
  anchored: boolean;
}

/** Every detector has this shape: read `text`, append candidates to `out`. */
export type Detector = (text: string, out: Candidate[]) => void;

/** Appends a candidate; `score` is a tier (core/tiers.ts), `anchored` says a title or credential anchors it. */
export function push(out: Candidate[], start: number, end: number, type: KnownPhiType, score: number, anchored = false): void {
  if (end > start) out.push({ start, end, type, score, rule: '', anchored });
}

/** Runs `detect` and tags every candidate it appended (and no rule tagged yet) with `rule`. */
export function byRule(out: Candidate[], rule: PhiRuleId, detect: () => void): void {
  const from = out.length;
  detect();
  for (let i = from; i < out.length; i++) if (out[i]!.rule === '') out[i]!.rule = rule;
}

export function toFinding(c: Candidate): EnginePhiFinding {
  return { start: c.start, end: c.end, type: c.type, score: c.score, rule: c.rule === '' ? 'unknown' : c.rule };
}

/** A letter or digit (any script): what counts as "inside a word" for boundaries. */
export function isWordCode(code: number): boolean {
  if (code < 128) {
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
  }
  // Surrogates (astral letters) and non-ASCII letters/marks count as word characters.
  return code >= 0xc0 && code !== 0xd7 && code !== 0xf7 && !(code >= 0x2000 && code <= 0x206f);
}

/**
 * The code unit at `i`, or -1 outside the text. `charCodeAt` past either end yields NaN, and the first such read
 * de-optimises the compiled caller (V8 "out of bounds"), which then compiles again on the next hot pass. -1 fails
 * every equality, range and class test NaN fails (`=== c`, `c >= 48 && c <= 57`, isSpace, `(c | 32) >= 97`) and
 * passes every `!==` it passes; a caller that compares it with `<` alone must check that -1 is read as NaN was.
 */
export function codeAt(text: string, i: number): number {
  return i >= 0 && i < text.length ? text.charCodeAt(i) : -1;
}

/** A code unit `\s` matches. */
export function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

export function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** The lower-cased words (letters, apostrophes) ending right before `pos`, nearest first, at most `n`. */
export function wordsBefore(text: string, pos: number, n: number): string[] {
  const words: string[] = [];
  let i = pos;
  while (words.length < n && i > 0) {
    // Skip separators, but never cross a line break: cues belong to the same line.
    while (i > 0) {
      const c = text.charCodeAt(i - 1);
      if (c === 10 || c === 13) return words;
      if (isWordCode(c)) break;
      i--;
    }
    const end = i;
    while (i > 0 && (isWordCode(text.charCodeAt(i - 1)) || text.charCodeAt(i - 1) === 39)) i--;
    if (end === i) break;
    words.push(text.slice(i, end).toLowerCase());
  }
  return words;
}

/** The text of up to `n` characters before `pos` on the same line, lower-cased. */
export function lineBefore(text: string, pos: number, n: number): string {
  let i = pos;
  const stop = Math.max(0, pos - n);
  while (i > stop) {
    const c = text.charCodeAt(i - 1);
    if (c === 10 || c === 13) break;
    i--;
  }
  return text.slice(i, pos).toLowerCase();
}

/**
 * The start of `pos`'s line, or `floor` when the line starts before it: a look-back bounded by the caller, so that a
 * rule asking it per match of one long line reads no more than its window each time.
 */
export function lineStartFrom(text: string, pos: number, floor: number): number {
  let i = pos;
  const stop = Math.max(0, floor);
  while (i > stop && text.charCodeAt(i - 1) !== 10) i--;
  return i;
}

/**
 * The line holding [from, to) as [start, end) when it is at most `max` characters long, else undefined. It reads no
 * further than `max` from the span either way: an unbounded search for the line's start and end, asked per match of
 * one long line, would read the whole text at each.
 */
export function shortLineAround(text: string, from: number, to: number, max: number): readonly [number, number] | undefined {
  const start = lineStartFrom(text, from, to - max - 1);
  if (start > 0 && text.charCodeAt(start - 1) !== 10) return undefined;
  const ceiling = Math.min(text.length, start + max + 1);
  let end = to;
  while (end < ceiling && text.charCodeAt(end) !== 10) end++;
  return end - start > max ? undefined : [start, end];
}

/** A run of capitalised words separated by single blanks or connector words: [start, end). */
export interface Run {
  readonly start: number;
  readonly end: number;
}

/** An upper-case letter (any script of the BMP); surrogate halves never count. */
export function isUpperCode(c: number): boolean {
  if (c >= 65 && c <= 90) return true;
  if (c < 0xc0 || (c >= 0xd800 && c <= 0xdfff)) return false;
  const ch = String.fromCharCode(c);
  return ch !== ch.toLowerCase();
}

/** An ASCII letter, either case (-1, `codeAt` past the text's end, is none). */
export function isAsciiLetterCode(c: number): boolean {
  return (c | 32) >= 97 && (c | 32) <= 122;
}

/** A lower-case letter (any script of the BMP); surrogate halves never count. */
export function isLowerCode(c: number): boolean {
  if (c >= 97 && c <= 122) return true;
  if (c < 0xc0 || (c >= 0xd800 && c <= 0xdfff)) return false;
  const ch = String.fromCharCode(c);
  return ch !== ch.toUpperCase();
}

/** Word characters of a capitalised word: letters, digits, apostrophes, periods, hyphens, '&'. */
function inWord(c: number): boolean {
  return isWordCode(c) || c === 39 || c === 0x2019 || c === 46 || c === 45 || c === 38;
}

/**
 * Capitalised runs ("Johns Hopkins", "Bank of America", "Baylor Scott & White") by a plain character scan:
 * each word starts with a capital; words are joined by one blank, or by a lower-case connector in
 * `connectors` between blanks. Linear in the text.
 */
export function capitalisedRuns(text: string, connectors: ReadonlySet<string>, starts: readonly number[]): Run[] {
  const runs: Run[] = [];
  const n = text.length;
  // Most words after a capitalised word are longer than any connector: no slice is made of them.
  let longest = 0;
  for (const w of connectors) longest = Math.max(longest, w.length);
  let i = 0;
  for (let s = 0; s < starts.length; s++) {
    const start = starts[s]!;
    if (start < i) continue;
    i = start;
    let end = i;
    for (;;) {
      let j = end + 1;
      while (j < n && inWord(text.charCodeAt(j))) j++;
      end = j;
      // One blank, an optional connector and one blank, then another capitalised word continues the run.
      if (j >= n || (text.charCodeAt(j) !== 32 && text.charCodeAt(j) !== 9)) break;
      let k = j + 1;
      if (!isUpperCode(codeAt(text, k))) {
        let e = k;
        while (e < n && inWord(text.charCodeAt(e))) e++;
        if (e === k || e - k > longest || !connectors.has(text.slice(k, e)) || (codeAt(text, e) !== 32 && codeAt(text, e) !== 9)) break;
        k = e + 1;
        if (!isUpperCode(codeAt(text, k))) break;
      }
      end = k;
    }
    runs.push({ start, end });
    i = end + 1;
  }
  return runs;
}

/**
 * `text.toLowerCase()` when it keeps every offset (only "İ" changes the length: then undefined); read once a text
 * (core/text-memo.ts).
 * Lower-casing a slice of a two-byte text goes the slow way (ICU) once a word: the words of a note are sliced from
 * this instead. A slice of it is the slice lower-cased alone wherever no "Σ" ends a word in it (the one letter
 * whose lower case depends on what follows); the words read this way hold none.
 */
export function lowerKeepingOffsets(text: string): string | undefined {
  const lowered = text.toLowerCase();
  return lowered.length === text.length ? lowered : undefined;
}

/** Where capitalised words start in a text, read once a text (core/text-memo.ts). */
export interface CapitalStarts {
  /** A capital after no letter, apostrophe, period or hyphen (names.ts: a name's first letter). */
  readonly words: readonly number[];
  /** Of those, the ones after no digit, "_" or "&" either: after no `inWord` character (`capitalisedRuns`). */
  readonly runs: readonly number[];
}

/** A letter, apostrophe, period or hyphen: what glues a capital to the word before it. */
function gluesCapital(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 39 || c === 0x2019 || c === 46 || c === 45 || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && !(c >= 0x2000 && c <= 0x206f));
}

/** The capitals of `text` that start a word (see `CapitalStarts`), in order. */
export function capitalStartsOf(text: string): CapitalStarts {
  const words: number[] = [];
  const runs: number[] = [];
  const n = text.length;
  // inWord(c) is gluesCapital(c) or a digit, "_" or "&".
  let prev = -1;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (isUpperCode(c) && (prev < 0 || !gluesCapital(prev))) {
      words.push(i);
      if (prev < 0 || !((prev >= 48 && prev <= 57) || prev === 95 || prev === 38)) runs.push(i);
    }
    prev = c;
  }
  return { words, runs };
}

/**
 * Longest gazetteer match at each word of each run: calls `found` with the span, trimmed of a
 * sentence-final period or a possessive "'s". Linear: one Set lookup rejects a word that starts no key,
 * and at most `maxWords` lookups are made at a word that does.
 */
export function matchRuns<T>(
  text: string,
  runs: readonly Run[],
  maxWords: number,
  firstWords: ReadonlySet<string>,
  lookup: (key: string) => T | undefined,
  found: (start: number, end: number, hit: T) => void,
): void {
  const firstHashes = hashesOf(firstWords);
  for (const run of runs) {
    const runEnd = run.end;
    let ws = run.start;
    while (ws < runEnd) {
      const we = wordEnd(text, ws, runEnd);
      let next = skipBlanks(text, we, runEnd);
      // Most capitalised words start no gazetteer name: their hashes reject them before a string is made.
      if (!mayStartKey(text, ws, we, firstHashes)) {
        ws = next;
        continue;
      }
      const first = text.slice(ws, we).toLowerCase();
      if (firstWords.has(first) || firstWords.has(withoutEnding(first))) {
        const ends = [we];
        for (let p = next; ends.length < maxWords && p < runEnd; p = skipBlanks(text, ends.at(-1)!, runEnd)) ends.push(wordEnd(text, p, runEnd));
        for (let n = ends.length; n >= 1; n--) {
          let e = ends[n - 1]!;
          if (text.charCodeAt(e - 1) === 46 && !/^(?:st|mt|ft|dr)\.$/i.test(text.slice(e - 3, e).trim())) e--;
          // Keys may carry a possessive ("boston children's"); otherwise "Boston's" is looked up as "boston".
          let hit = lookup(text.slice(ws, e).toLowerCase().replace(/’/g, "'"));
          if (hit === undefined && /['’]s$/.test(text.slice(e - 2, e))) {
            e -= 2;
            hit = lookup(text.slice(ws, e).toLowerCase().replace(/’/g, "'"));
          }
          if (hit === undefined) continue;
          found(ws, e, hit);
          next = skipBlanks(text, ends[n - 1]!, runEnd);
          break;
        }
      }
      ws = next;
    }
  }
}

/** The hashes (`keyHash`) of each set of first words, made once. */
const FIRST_HASHES = new WeakMap<ReadonlySet<string>, ReadonlySet<number>>();

function hashesOf(words: ReadonlySet<string>): ReadonlySet<number> {
  let hashes = FIRST_HASHES.get(words);
  if (!hashes) {
    const made = new Set<number>();
    for (const w of words) {
      let h = 0;
      for (let i = 0; i < w.length; i++) h = keyHash(h, w.charCodeAt(i));
      made.add(h);
    }
    FIRST_HASHES.set(words, (hashes = made));
  }
  return hashes;
}

function keyHash(h: number, c: number): number {
  return (Math.imul(h, 31) + c) & 0x3fffffff;
}

/**
 * False when neither the lower-cased word [s, e) nor it `withoutEnding` can be in the set whose hashes are
 * `hashes`: its hashes are not there. A word with a code unit outside ASCII, whose lower case this does not
 * compute, may always start a key. Two words of one hash only send a word on to the Set look-up.
 */
function mayStartKey(text: string, s: number, e: number, hashes: ReadonlySet<number>): boolean {
  let h = 0;
  let h1 = 0;
  let h2 = 0;
  for (let i = s; i < e; i++) {
    let c = text.charCodeAt(i);
    if (c >= 128) return true;
    if (c >= 65 && c <= 90) c += 32;
    h2 = h1;
    h1 = h;
    h = keyHash(h, c);
  }
  if (hashes.has(h)) return true;
  const last = text.charCodeAt(e - 1);
  // withoutEnding: "boston." without its period, "boston's" without its "'s" (the curly apostrophe is not ASCII).
  if (last === 46) return hashes.has(h1);
  return e - s >= 2 && (last === 115 || last === 83) && text.charCodeAt(e - 2) === 39 && hashes.has(h2);
}

/** "boston." -> "boston", "boston's" -> "boston"; other words unchanged. */
function withoutEnding(word: string): string {
  const last = word.charCodeAt(word.length - 1);
  if (last === 46) return word.slice(0, -1);
  if (last === 115 && /['’]s$/.test(word)) return word.slice(0, -2);
  return word;
}

function wordEnd(text: string, from: number, limit: number): number {
  let i = from;
  while (i < limit && text.charCodeAt(i) !== 32 && text.charCodeAt(i) !== 9) i++;
  return i;
}

function skipBlanks(text: string, from: number, limit: number): number {
  let i = from;
  while (i < limit && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  return i;
}

/**
 * A sticky copy of `re` for `matchAt`. Detectors make their copies once per call, so the shared module-level
 * patterns never carry lastIndex state between calls.
 */
export function sticky(re: RegExp): RegExp {
  return new RegExp(re, re.flags.includes('y') ? re.flags : `${re.flags}y`);
}

/** `stickyRe` (from `sticky`) matched exactly at `pos`. */
export function matchAt(stickyRe: RegExp, text: string, pos: number): RegExpExecArray | null {
  stickyRe.lastIndex = pos;
  return stickyRe.exec(text);
}

/**
 * The first word of every key: the quick filter `matchRuns` needs. Cut at the first blank, not split: the
 * dictionaries' places are some 12,000 keys, and splitting each into an array cost about 30 ms on the first note.
 */
export function firstWordsOf(...sets: Iterable<string>[]): ReadonlySet<string> {
  const first = new Set<string>();
  for (const set of sets) {
    for (const key of set) {
      const blank = key.indexOf(' ');
      first.add(blank < 0 ? key : key.slice(0, blank));
    }
  }
  return first;
}

/** Trims trailing characters matching `chars` from [start, end). */
export function trimEnd(text: string, start: number, end: number, chars: string): number {
  let e = end;
  while (e > start && chars.includes(text.charAt(e - 1))) e--;
  return e;
}
