// A name read word by word after its cue (an employer after a job, a shop after "owns"): the rules that read one share
// this walk, so that it is bounded the same way in words and blanks and never crosses a sentence.
import { matchAt } from './scan';

/** A word of the walk and where it ends in the text. */
export interface Word {
  readonly text: string;
  readonly end: number;
}

/**
 * Words matched by `word` (from `sticky()`) from `at`, one or two blanks between them, up to `max`, "of"/"and"/"&"
 * inside allowed. A word in `until` (lower case) ends the walk before it: where a shop is, with whom, since when.
 */
export function wordsAt(text: string, at: number, word: RegExp, max: number, until?: ReadonlySet<string>): Word[] {
  const words: Word[] = [];
  let p = at;
  while (words.length < max) {
    let w = matchAt(word, text, p)?.[0];
    // A name in capitals or Title case may hold a lower-case "of" or "and" that its word does not match.
    if (w === undefined && words.length > 0 && /^(?:of|and)[ \t]/.test(text.slice(p, p + 4))) w = text.slice(p, p + (text.charAt(p) === 'o' ? 2 : 3));
    if (w === undefined || until?.has(w.toLowerCase())) break;
    // A closing full stop ends the sentence, unless it closes an initial or a firm's abbreviation.
    const stop = w.endsWith('.') && !/^(?:\p{L}|Inc|Co|Corp|Ltd|Bros|St|INC|CO|CORP|LTD|BROS|ST)\.$/u.test(w);
    if (stop) w = w.slice(0, -1);
    words.push({ text: w, end: p + w.length });
    if (stop) break;
    p += w.length;
    let blanks = 0;
    while (blanks < 3 && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9)) {
      p++;
      blanks++;
    }
    if (blanks === 0 || blanks > 2) break;
  }
  while (words.length > 0 && /^(?:of|and|&)$/i.test(words.at(-1)!.text)) words.pop();
  return words;
}
