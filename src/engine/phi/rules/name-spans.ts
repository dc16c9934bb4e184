// The words of a name span read in place, for the cue rules of names.ts: which words are no name, the span without
// them, and how many words it holds. Read by character codes rather than split into arrays, since every candidate a
// cue reaches asks them (docs/engine.md, Throughput).
import { isSpace } from '../core/scan';
import { NOT_NAME_WORDS } from '../vocab/name-guards';

export interface Span {
  start: number;
  end: number;
}

/** A word that is not a name: "The", "Patient", "Hospital"... but never an initial ("A.", "J"). */
export function notName(word: string): boolean {
  // An initial is a capital and a period at most: three code units at most (an astral capital is two).
  if (word.length <= 3 && /^\p{Lu}\.?$/u.test(word)) return false;
  const low = word.toLowerCase();
  const last = low.charCodeAt(low.length - 1);
  return NOT_NAME_WORDS.has(last === 46 || last === 44 ? low.slice(0, -1) : low);
}

/**
 * Drops leading and trailing words of [start, end) that are not names; undefined when none is left. The words are
 * the runs of what `\s` does not match, read in place: the last word that is a name, then the first.
 */
export function cleanName(text: string, start: number, end: number): Span | undefined {
  let spaced = false;
  for (let i = start; i < end && !spaced; i++) spaced = isSpace(text.charCodeAt(i));
  if (!spaced) return notName(text.slice(start, end)) ? undefined : { start, end };
  let last = -1;
  for (let e = end; e > start; ) {
    while (e > start && isSpace(text.charCodeAt(e - 1))) e--;
    let s = e;
    while (s > start && !isSpace(text.charCodeAt(s - 1))) s--;
    if (s < e && !notName(text.slice(s, e))) {
      last = e;
      break;
    }
    e = s;
  }
  if (last < 0) return undefined;
  for (let s = start; ; ) {
    while (isSpace(text.charCodeAt(s))) s++;
    let e = s;
    while (e < last && !isSpace(text.charCodeAt(e))) e++;
    if (!notName(text.slice(s, e))) return { start: s, end: last };
    s = e;
  }
}

/** The words of a span as `split(/[ \t]+/)` counts them: one more than its runs of blanks. */
export function wordCount(text: string, span: Span): number {
  let n = 1;
  for (let i = span.start; i < span.end; i++) {
    const c = text.charCodeAt(i);
    if ((c === 32 || c === 9) && (i === span.start || (text.charCodeAt(i - 1) !== 32 && text.charCodeAt(i - 1) !== 9))) n++;
  }
  return n;
}
