// The shape of a value, kept by surrogates: capitalisation, digit layout, punctuation, length class.
import type { Rng } from './random';

export type Case = 'upper' | 'lower' | 'title' | 'mixed';

const ASCII_WORD = /^[A-Za-z]*$/;

export function caseOf(word: string): Case {
  // Most words are plain ASCII letters: no Unicode regular expression for them.
  const letters = ASCII_WORD.test(word) ? word : word.replace(/[^\p{L}]/gu, '');
  if (letters === '') return 'mixed';
  if (letters === letters.toUpperCase() && letters.length > 1) return 'upper';
  if (letters === letters.toLowerCase()) return 'lower';
  const first = letters[0] as string;
  if (first === first.toUpperCase() && letters.slice(1) === letters.slice(1).toLowerCase()) return 'title';
  return 'mixed';
}

/** Writes `word` in the capitalisation of `like` (a one-letter capital reads as title case). */
export function withCase(word: string, like: Case): string {
  switch (like) {
    case 'upper':
      return word.toUpperCase();
    case 'lower':
      return word.toLowerCase();
    case 'title':
      return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
    case 'mixed':
      return word;
  }
}

/** Short (<= 4), medium (5-7) or long (>= 8): the length class a replacement word keeps. */
export function lengthClass(length: number): 0 | 1 | 2 {
  return length <= 4 ? 0 : length <= 7 ? 1 : 2;
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const pickChar = (rng: Rng, set: string): string => set[Math.floor(rng.next() * set.length)] as string;
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';

/**
 * Replaces each digit with a digit and each ASCII letter with a letter of the same case, keeping every
 * other character (separators, spaces) in place: "MRN 04-1187" -> "QTA 71-5093". A leading non-zero digit
 * stays non-zero so a number keeps its magnitude. Never returns the input unless it has no letter or digit.
 */
export function scramble(text: string, rng: Rng): string {
  let out = '';
  let firstDigit = true;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      const keepNonZero = firstDigit && ch !== '0';
      out += keepNonZero ? String(rng.int(1, 9)) : pickChar(rng, DIGITS);
      firstDigit = false;
    } else {
      firstDigit = true;
      if (ch >= 'a' && ch <= 'z') out += pickChar(rng, LOWER);
      else if (ch >= 'A' && ch <= 'Z') out += pickChar(rng, UPPER);
      else out += ch;
    }
  }
  return differs(text, out);
}

/** When a draw happens to equal the original, bumps its last digit or letter so the two always differ. */
export function differs(original: string, candidate: string): string {
  if (candidate !== original) return candidate;
  const chars = [...candidate];
  for (let i = chars.length - 1; i >= 0; i--) {
    const ch = chars[i] as string;
    const bump = (set: string): string => set[(set.indexOf(ch) + 1) % set.length] as string;
    if (DIGITS.includes(ch)) chars[i] = bump(DIGITS);
    else if (LOWER.includes(ch)) chars[i] = bump(LOWER);
    else if (UPPER.includes(ch)) chars[i] = bump(UPPER);
    else continue;
    return chars.join('');
  }
  return candidate;
}
