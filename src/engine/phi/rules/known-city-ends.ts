// CITY: a one-word city of the place lists, no English word, that closes its line or stands before a hyphen or dash
// ("SAHYADRI HEART CARE, Nashik⏎", "GAUHATI MEDICAL COLLEGE, GUWAHATI-32", "Vincennes, Indiana - Fax"), promoted
// from the review queue (review.known-place, promo16): a letterhead, an address block or a sign-off puts the town
// last on its line, and on every set we may read such words were places. A list city inside a sentence stays a
// review candidate: there it is as often an eponym ("Ottawa ankle rules", "Norwalk virus") or a scale with its
// score ("Epworth 15", "MoCA 19/30"), which a word or a number after it gives away.
// Widened (fix18c): a Title-case list city that is no known name, after a capitalised word and its comma, closing a
// bracket or a clause or before an opening bracket: where a practice, a surgeon's group or a clinic is followed by its
// town in a history or a plan ("(X Vascular Surgeons, Quellport).", "X Access Center, Quellport. Fistulogram ...",
// "X OB/GYN, Quellport (Dr. Y)"). A known name there is as often a person's ("Dr. Roe, Warren)").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses, WordToken } from '../core/tokens';
import { CREDENTIALS } from './note-people-context';

const MIN_LETTERS = 4;

/** A word of the city lists that could be a place at all: no stop, clinical, credential or English word. */
export function listCityWord(words: WordClasses, t: WordToken): boolean {
  if (t.low.length < MIN_LETTERS || words.isStop(t.low) || words.isClinical(t.low) || CREDENTIALS.has(t.low)) return false;
  return !words.isEnglish(t.low) && words.dicts.cities.has(t.low);
}

/**
 * After blanks, the line's end, the note's end or a hyphen or dash: where a letterhead or an address puts its town.
 * A hyphen joined to a small letter makes a compound word ("Norwalk-like"), no place. Each blank run is read by the
 * one token before it, so the scan stays linear.
 */
export function closesLine(text: string, t: WordToken): boolean {
  for (let i = t.e; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) continue;
    if (c === 10 || c === 13 || c === 0x2013 || c === 0x2014) return true;
    if (c !== 45) return false;
    const next = text.charCodeAt(i + 1);
    return !(next >= 97 && next <= 122);
  }
  return true;
}

/**
 * A capitalised word, a comma and one blank right before the token, and after it a closing bracket, a stop or a
 * semicolon before a blank or the end, or a blank and an opening bracket: a town closing a list item. Reads a few
 * characters on each side, so the scan stays linear.
 */
export function closesItemAfterName(text: string, t: WordToken): boolean {
  if (text.charCodeAt(t.s - 1) !== 32 || text.charCodeAt(t.s - 2) !== 44) return false;
  // The word before the comma, read back at most 30 characters: it must start with a capital.
  let i = t.s - 3;
  const stop = Math.max(0, t.s - 33);
  while (i >= stop && /[\p{L}/&'’-]/u.test(text.charAt(i))) i--;
  const word = text.slice(i + 1, t.s - 2);
  if (!/^\p{Lu}[\p{L}/&'’-]*\p{L}$/u.test(word)) return false;
  const c = text.charAt(t.e);
  if (c === ')') return true;
  if (c === '.' || c === ';') return /^(?:[ \t\r\n]|$)/.test(text.slice(t.e + 1, t.e + 2));
  return /^ \((?!\d)/.test(text.slice(t.e, t.e + 3));
}

export function detectKnownCityEnds(text: string, tokens: readonly WordToken[], words: WordClasses, out: Candidate[]): void {
  if (!words.hasDictionaries) return;
  // The line's end first: it rules out most tokens with a character or two, before any list is asked.
  for (const t of tokens) {
    if (closesLine(text, t)) {
      if (listCityWord(words, t)) push(out, t.s, t.e, 'CITY', TIER.reviewKind);
    } else if (t.cap && closesItemAfterName(text, t) && listCityWord(words, t) && !words.isKnownName(t.low)) {
      push(out, t.s, t.e, 'CITY', TIER.reviewKind);
    }
  }
}
