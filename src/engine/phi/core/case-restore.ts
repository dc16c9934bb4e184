// The restored-case reading of a note. A writer who types a line all in lower case or all in capitals drops the
// one signal the name and place rules lean on most: the capital of a name among lower-case words. What is left
// is what the word lists know. On such a caseless line, a word that no list holds (no English, clinical, stop or
// shorthand word, no known name, no typo of an English word, no medical derivation) is written the way a
// sentence-case writer would have written it, in Title case, and every other word in lower case. The rules that
// read a Title-case word after their cue ("son Nai called", "from Stufoun") then read the restored copy too
// (core/pipeline.ts, `PhiFamily.restoredCase`). The copy keeps every offset: only ASCII letters change case.
import { shoutingLine } from './word-gate';
import type { WordClasses, WordToken } from './tokens';

/**
 * Medical and English derivations a list may miss ("pseudoaneurysm" aside): "-itis", "-emia", "-ectomy",
 * "subtherapeutic", "attendence". core/tokens.ts already sets aside "-tion", "-ing", "-ly" and the like.
 */
const DERIVED = /(?:ic|ics|itis|osis|esis|asis|emia|uria|ectomy|otomy|ostomy|plasty|scopy|gram|graphy|pathy|algia|oma|ism|ide|ate|ase|ence|ance|oids?|eds)$/;

/** Fewest lower-case letters a line without capitals needs to say its writer types without them. */
const MIN_CASELESS_LETTERS = 12;

/**
 * Fewest letters of a restored word: a caseless writer's three-letter words no list holds are mostly shorthand
 * ("pta", "cga", "dsd", "hsb"), seldom a name.
 */
const MIN_RESTORED_LETTERS = 4;

/** A restored-case copy of the note and where its restored words are (start, end pairs in order). */
export interface RestoredCase {
  readonly text: string;
  readonly restored: readonly number[];
}

/** ASCII capitals made lower case: the only change of case that keeps every offset. */
function asciiLower(s: string): string {
  return s.replace(/[A-Z]+/g, (w) => w.toLowerCase());
}

/** A word no list holds and no derivation explains: what a caseless line's writer would have capitalised. */
function nameShaped(t: WordToken, words: WordClasses): boolean {
  return t.low.length >= MIN_RESTORED_LETTERS && words.nameEvidence(t.low).unknown && !DERIVED.test(t.low);
}

/**
 * The note with its caseless lines restored, or undefined when no caseless line holds a name-shaped word. A line
 * is caseless when it shouts (word-gate.ts, `shoutingLine`) or has no capital letter at all and at least
 * MIN_CASELESS_LETTERS lower-case ones. One pass over the text and its tokens.
 */
export function restoreCase(text: string, tokens: readonly WordToken[], words: WordClasses): RestoredCase | undefined {
  let out: string[] | undefined;
  const restored: number[] = [];
  let at = 0;
  let lineStart = 0;
  let k = 0;
  let upper = 0;
  let lower = 0;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 10;
    if (c !== 10) {
      if (c >= 65 && c <= 90) upper++;
      else if (c >= 97 && c <= 122) lower++;
      continue;
    }
    const first = k;
    while (k < tokens.length && tokens[k]!.s < i) k++;
    const shouting = shoutingLine(upper, lower);
    if (shouting || (upper === 0 && lower >= MIN_CASELESS_LETTERS)) {
      let line = '';
      let p = lineStart;
      for (let j = first; j < k; j++) {
        const t = tokens[j]!;
        if (!nameShaped(t, words)) continue;
        const c0 = text.charCodeAt(t.s);
        if (!((c0 >= 97 && c0 <= 122) || (c0 >= 65 && c0 <= 90))) continue;
        const before = text.slice(p, t.s);
        line += (shouting ? asciiLower(before) : before) + String.fromCharCode(c0 & ~32) + asciiLower(text.slice(t.s + 1, t.e));
        restored.push(t.s, t.e);
        p = t.e;
      }
      if (p > lineStart) {
        const rest = text.slice(p, i);
        out ??= [];
        out.push(text.slice(at, lineStart), line, shouting ? asciiLower(rest) : rest);
        at = i;
      }
    }
    lineStart = i + 1;
    upper = 0;
    lower = 0;
  }
  if (!out) return undefined;
  out.push(text.slice(at));
  return { text: out.join(''), restored };
}

/** The candidate holds a restored word: the restored copy's capital is its evidence. */
export function holdsRestoredWord(restored: readonly number[], start: number, end: number): boolean {
  let lo = 0;
  let hi = restored.length >> 1;
  // First restored word ending after `start`, by binary search over the (start, end) pairs.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (restored[2 * mid + 1]! <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < restored.length >> 1 && restored[2 * lo]! < end;
}
