// Review rules by kind of word rather than by cue: a given name beside a word no dictionary knows, and any
// capitalised word inside a sentence. Broad on purpose: a name or place the finding rules missed is most
// often a capitalised word or a word no list knows, and a reviewer's queue has room for a few plausible
// words a note. WordToken scans, linear in the note.
import type { WordToken } from '../core/tokens';
import type { ReviewHit, ReviewInput, ReviewRule } from './rule';
import { englishLike, nameable, PLACE_AFTER, sentenceStart } from './word-shape';

/** An unknown word that is no typo of an English word either: "rixford", "Kilnsey", "godric". */
function strangeWord(input: ReviewInput, t: WordToken): boolean {
  return t.low.length >= 4 && nameable(input, t) && input.words.isUnknown(t.low) && !englishLike(input, t.low) && !input.words.isMisspelt(t.low);
}

/** Only blanks between two tokens, on one line: "Marlow Heath", not "Heath, Marlow" nor across a break. */
function blanksBetween(text: string, a: WordToken, b: WordToken): boolean {
  if (b.s - a.e < 1 || b.s - a.e > 2) return false;
  for (let i = a.e; i < b.s; i++) if (text.charCodeAt(i) !== 32 && text.charCodeAt(i) !== 9) return false;
  return true;
}

/** A given name of the name lists, in any case, beside an unknown word: "pat rixford", "Quilty ambrose". */
export const namePairRule: ReviewRule = {
  id: 'review.name-pair',
  score: 0.3,
  detect(input, out: ReviewHit[]) {
    const { text, tokens, words } = input;
    for (let k = 0; k + 1 < tokens.length; k++) {
      const a = tokens[k]!;
      const b = tokens[k + 1]!;
      if (!blanksBetween(text, a, b)) continue;
      const givenFirst = nameable(input, a) && words.isGiven(a.low) && strangeWord(input, b);
      const givenSecond = nameable(input, b) && words.isGiven(b.low) && strangeWord(input, a);
      if (givenFirst || givenSecond) out.push({ start: a.s, end: b.e, type: 'PATIENT' });
    }
  },
};

/** Title-case words in a row inside a sentence, one of them no English word: "Greystoke Lodge", "Marlow Heath". */
export const capitalisedRunRule: ReviewRule = {
  id: 'review.capitalised-run',
  score: 0.3,
  detect(input, out: ReviewHit[]) {
    const { text, tokens, words } = input;
    if (!words.hasDictionaries) return;
    const titled = (t: WordToken): boolean => t.cap && t.e - t.s >= 3 && nameable(input, t) && !input.shouting(t.s);
    for (let k = 0; k + 1 < tokens.length; k++) {
      const first = tokens[k]!;
      if (!titled(first) || sentenceStart(text, first)) continue;
      let end = k;
      while (end + 1 < tokens.length && end - k < 2 && titled(tokens[end + 1]!) && blanksBetween(text, tokens[end]!, tokens[end + 1]!)) end++;
      if (end > k && !tokens.slice(k, end + 1).every((t) => words.isEnglish(t.low) && !PLACE_AFTER.has(t.low))) out.push({ start: first.s, end: tokens[end]!.e, type: 'LOCATION-OTHER' });
      k = end;
    }
  },
};

/** A capital after these marks starts a clause: "Resp; Remains intubated", "A/P - Wean". */
function clauseStart(text: string, t: WordToken): boolean {
  let i = t.s - 1;
  while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  return i >= 0 && (text.charCodeAt(i) === 59 || text.charCodeAt(i) === 47);
}

/**
 * A title-case word inside a sentence that no clinical list knows ("went to Harbor", "Cross" of "Holy
 * Cross"): the capital is the only evidence, so it scores lowest. Headers ("Review of Systems:"), the
 * first word of a clause and ALL-CAPS lines stay out.
 */
export const capitalisedWordRule: ReviewRule = {
  id: 'review.capitalised-word',
  score: 0.15,
  detect(input, out: ReviewHit[]) {
    const { text, tokens } = input;
    // Without the dictionaries every word is "unknown": a capital alone is too little to go on.
    if (!input.words.hasDictionaries) return;
    for (let k = 1; k < tokens.length; k++) {
      const t = tokens[k]!;
      if (!t.cap || t.e - t.s < 3 || !nameable(input, t) || input.shouting(t.s) || sentenceStart(text, t) || clauseStart(text, t)) continue;
      if (/^[ \t]{0,2}:/.test(text.slice(t.e, t.e + 3))) continue;
      out.push({ start: t.s, end: t.e, type: 'LOCATION-OTHER' });
    }
  },
};

export const BROAD_RULES: readonly ReviewRule[] = [namePairRule, capitalisedRunRule, capitalisedWordRule];
