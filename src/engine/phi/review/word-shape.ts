// The word classes the review rules share: cue words around names and places, where a capital is evidence,
// and what an unknown word looks like. Character scans and Set lookups, linear in the note.
import { CREDENTIALS, KIN } from '../rules/note-people-context';
import type { WordClasses, WordToken } from '../core/tokens';
import type { ReviewInput } from './rule';

export const WEAK_BEFORE = new Set([
  ...KIN, 'per', '&', 'called', 'call', 'paged', 'notified', 'informed', 'updated', 'told', 'contacted', 'contact',
  'spoke', 'dr', 'drs', 'mr', 'mrs', 'ms', 'miss', 'attending', 'resident', 'nurse', 'named', 'thanks', 'dear', 'hi',
  'hello', 'love', 'sincerely', 'regards',
]);
/** Weak cues after a name: "___ aware", "___ (niece)", "___ is on vacation". */
export const WEAK_AFTER = new Set([
  ...KIN, ...CREDENTIALS, 'aware', 'notified', 'called', 'came', 'visited', 'said', 'says', 'states', 'stated', 'wants',
  'reports', 'asked', 'asking', 'agreed', 'ordered',
]);
/** Where a place goes: "from ___", "at ___", "lives in ___", "to ___". */
export const PLACE_BEFORE = new Set(['from', 'at', 'in', 'to', 'near', 'outside', 'moved', 'lives', 'live', 'living', 'resides', 'transferred', 'via', 'of']);
/** Place-kind words after a capitalised word: "X Campus", "X Shore", "X Falls". */
export const PLACE_AFTER = new Set([
  'campus', 'shore', 'falls', 'county', 'city', 'town', 'village', 'heights', 'hills', 'valley', 'springs', 'park', 'harbor',
  'harbour', 'beach', 'bay', 'ridge', 'hospital', 'clinic', 'manor', 'street', 'road', 'avenue', 'ave', 'lane', 'ln',
  'row', 'drive', 'court', 'square', 'memorial', 'medical', 'general', 'regional',
]);

export function lineStartBefore(text: string, pos: number): boolean {
  for (let i = pos - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return true;
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

/** A capital here says nothing: the first word of a line or of a sentence. */
export function sentenceStart(text: string, t: WordToken): boolean {
  let i = t.s - 1;
  while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  if (i < 0) return true;
  const c = text.charCodeAt(i);
  return c === 10 || c === 13 || c === 46 || c === 33 || c === 63 || c === 58 || c === 45 || c === 62 || c === 42 || c === 35 || c === 34;
}

export function upper(text: string, t: WordToken): boolean {
  for (let i = t.s; i < t.e; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) return false;
  }
  return true;
}

/** Only blanks (no line break, no punctuation but a comma) between two tokens. */
export function adjacent(text: string, a: WordToken, b: WordToken): boolean {
  for (let i = a.e; i < b.s; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 44 && c !== 39 && c !== 34 && c !== 40 && c !== 41) return false;
  }
  return b.s - a.e <= 3;
}

/** A word that could be a name or place at all: not a stop word, not clinical, long enough. */
export function nameable(input: ReviewInput, t: WordToken): boolean {
  return t.low.length >= 3 && !input.words.isStop(t.low) && !input.words.isClinical(t.low) && !CREDENTIALS.has(t.low);
}

/** Endings of English words and their misspellings ("intubated", "tolerating", "extremeties", "diuresis"). */
export const ENGLISH_ENDING = /(?:ed|ing|tion|tions|sion|ness|ment|ments|ous|ive|ly|ure|ical|atic|al|able|ible|ity|ize|ise|ship|est|logy|esis|osis|itis|ies|ectomy|otomy|ostomy|emia|uria|ator|ates|ated)$/;

/** English as the dictionaries know it, with the inflections they lack ("paced", "tolerating", "pressors"). */
export function englishLike(input: ReviewInput, low: string): boolean {
  return englishByShape(input.words, low);
}

/** englishLike for a finding rule, which has the word classes but no review input. */
export function englishByShape(w: WordClasses, low: string): boolean {
  if (w.isEnglish(low) || w.isShorthand(low) || ENGLISH_ENDING.test(low)) return true;
  if (low.endsWith('d') && w.isEnglish(low.slice(0, -1))) return true;
  if (low.endsWith('ing') && w.isEnglish(`${low.slice(0, -3)}e`)) return true;
  return low.endsWith('s') && (w.isClinical(low.slice(0, -1)) || w.isEnglish(low.slice(0, -1)));
}

/** A word in no list, and no English by its shape either: what an unknown name looks like. */
export function unknownWord(input: ReviewInput, t: WordToken): boolean {
  return nameable(input, t) && input.words.isUnknown(t.low) && !englishLike(input, t.low);
}

/** The capital of this word is evidence: title case, or ALL CAPS in a line that is not shouting. */
export function capitalised(input: ReviewInput, t: WordToken): boolean {
  if (input.shouting(t.s)) return false;
  return t.cap || (t.e - t.s >= 2 && upper(input.text, t));
}


/**
 * Only blanks and at most one line break between two tokens: a sentence wrapped onto the next line
 * ("lives in\nDunmarrow") still reads on, where a blank line or punctuation ends it.
 */
export function wrappedAdjacent(text: string, a: WordToken, b: WordToken): boolean {
  if (b.s - a.e > 6) return false;
  let breaks = 0;
  for (let i = a.e; i < b.s; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) breaks++;
    else if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return breaks <= 1;
}
