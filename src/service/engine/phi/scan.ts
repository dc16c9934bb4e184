// Small helpers shared by the PHI detectors. Detectors append candidates to one array; overlaps between
// detectors are settled once, in resolve.ts. Everything here is pure and allocation-light because
// identify-phi must sustain megabytes per second.
import type { KnownPhiType } from '../../../api/wire';
import type { PhiFinding } from '../types';

/** A detector's proposal; the resolver turns the best non-overlapping ones into findings. */
export interface Candidate {
  start: number;
  end: number;
  type: KnownPhiType;
  score: number;
}

/** Every detector has this shape: read `text`, append candidates to `out`. */
export type Detector = (text: string, out: Candidate[]) => void;

export function push(out: Candidate[], start: number, end: number, type: KnownPhiType, score: number): void {
  if (end > start) out.push({ start, end, type, score });
}

export function toFinding(c: Candidate): PhiFinding {
  return { start: c.start, end: c.end, type: c.type, score: c.score };
}

/** A letter or digit (any script): what counts as "inside a word" for boundaries. */
export function isWordCode(code: number): boolean {
  if (code < 128) {
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
  }
  // Surrogates (astral letters) and non-ASCII letters/marks count as word characters.
  return code >= 0xc0 && code !== 0xd7 && code !== 0xf7 && !(code >= 0x2000 && code <= 0x206f);
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
 * Longest gazetteer match at each word of each capitalised run found by `runRe` (global, unicode): calls
 * `found` with the span, trimmed of a sentence-final period or a possessive "'s". Linear: at most
 * `maxWords` lookups per word.
 */
export function matchRuns<T>(
  text: string,
  runRe: RegExp,
  maxWords: number,
  lookup: (key: string) => T | undefined,
  found: (start: number, end: number, hit: T) => void,
): void {
  for (const run of text.matchAll(runRe)) {
    const words: { s: number; e: number }[] = [];
    for (const w of run[0].matchAll(/\S+/g)) words.push({ s: run.index + w.index, e: run.index + w.index + w[0].length });
    let i = 0;
    while (i < words.length) {
      let matched = 0;
      for (let n = Math.min(maxWords, words.length - i); n >= 1 && matched === 0; n--) {
        const s = words[i]!.s;
        let e = words[i + n - 1]!.e;
        if (text.charAt(e - 1) === '.' && !/^(?:st|mt|ft|dr)\.$/i.test(text.slice(words[i + n - 1]!.s, e))) e--;
        // Keys may carry a possessive ("boston children's"); otherwise "Boston's" is looked up as "boston".
        let hit = lookup(text.slice(s, e).toLowerCase());
        if (hit === undefined && /['’]s$/.test(text.slice(s, e))) {
          e -= 2;
          hit = lookup(text.slice(s, e).toLowerCase());
        }
        if (hit === undefined) continue;
        matched = n;
        found(s, e, hit);
      }
      i += Math.max(1, matched);
    }
  }
}

/** Trims trailing characters matching `chars` from [start, end). */
export function trimEnd(text: string, start: number, end: number, chars: string): number {
  let e = end;
  while (e > start && chars.includes(text.charAt(e - 1))) e--;
  return e;
}
