// A run of words read forward from a cue, for rules that read an organisation's name word by word (insurers,
// memberships, pharmacies): the same walk, bounded in words and blanks, so that a run never crosses a sentence or a line.
import { codeAt } from './scan';

/** A word of a run and where it stands in the text. */
export interface RunWord {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** The letter case of a word: what decides whether the next word still belongs to the same name. */
export type LetterShape = 'title' | 'caps' | 'lower';

/** A word's letter case, or none for a word without letters or a single capital. */
export function letterShape(word: string): LetterShape | undefined {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (letters.length === 0) return undefined;
  if (/^\p{Lu}+$/u.test(letters)) return letters.length >= 2 ? 'caps' : undefined;
  if (/^\p{Lu}/u.test(letters)) return 'title';
  return /^\p{Ll}+$/u.test(letters) ? 'lower' : undefined;
}

/**
 * A word's letter case as written: 'small' when lower-casing leaves it as it is (a word with no cased letter too),
 * 'caps' when upper-casing does, 'title' when it opens with a capital, 'mixed' otherwise ("iPhone"). Unlike
 * letterShape, a lone capital is 'caps' and the word is read whole, not only its letters.
 */
export function wordCase(word: string): 'caps' | 'title' | 'small' | 'mixed' {
  if (word === word.toLowerCase()) return 'small';
  if (word === word.toUpperCase()) return 'caps';
  return /^\p{Lu}/u.test(word) ? 'title' : 'mixed';
}

/**
 * The words of `text` from `from` (each matched by the sticky `word`), one blank or two between them, up to a line
 * break, punctuation or `max` words. A word's closing full stop ends the run unless `keepsDot` accepts the word (an
 * initial, a firm's or a saint's abbreviation); the stop is not part of the word.
 */
export function wordRun(text: string, from: number, max: number, word: RegExp, keepsDot: RegExp): RunWord[] {
  const words: RunWord[] = [];
  let at = from;
  while (words.length < max) {
    word.lastIndex = at;
    const m = word.exec(text);
    if (!m) break;
    const raw = m[0];
    const ends = raw.endsWith('.') && !keepsDot.test(raw);
    const text1 = ends ? raw.slice(0, -1) : raw;
    words.push({ text: text1, start: m.index, end: m.index + text1.length });
    if (ends) break;
    at = m.index + raw.length;
    let blanks = 0;
    // codeAt, not charCodeAt: a word that ends the note would read one past it, and that out-of-range read
    // de-optimised wordRun on the first pass (docs/engine.md, Throughput: reads guarded at a text's ends).
    while (blanks < 3 && (codeAt(text, at) === 32 || codeAt(text, at) === 9)) {
      at++;
      blanks++;
    }
    if (blanks === 0 || blanks > 2) break;
  }
  return words;
}
