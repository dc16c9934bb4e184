// PATIENT (CITY after a place cue): in a note written wholly in lower case, a word of six letters or more that the name lists hold and
// no English or clinical list does ("son lives in dorrance", "pa ingeborg to see pt"), promoted from the review
// queue (review.known-name in a lower-case note): such a note has lost the capital every other name rule reads,
// and on the sets we may read such words were names or places nearly every time. Short name-list words in
// such notes are shorthand and typos ("ada diet", "mai c/d/i", "tod"), and a word that a drug's route, form or
// an eponym's word follows is a brand ("allegra po", "destin lotion"), so both stay review candidates.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses, WordToken } from '../core/tokens';
import { englishByShape, PLACE_BEFORE } from '../review/word-shape';
import { EPONYM_FOLLOWERS } from '../vocab/name-guards';

const MIN_LETTERS = 6;
/** Lower-case letters per capital above which a note counts as written in lower case (a stray "I" or "MICU" allowed). */
const LOWER_PER_CAPITAL = 30;

/** True when the text is written in lower case: letters enough, and capitals a rare accident. */
export function writtenInLowerCase(text: string): boolean {
  let upper = 0;
  let lower = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      // Most notes are mixed case: once the capitals are too many for any count of small letters, stop reading.
      if (++upper * LOWER_PER_CAPITAL >= text.length) return false;
    } else if (c >= 97 && c <= 122) lower++;
  }
  return lower >= 200 && lower > LOWER_PER_CAPITAL * upper;
}

function lowerAsWritten(text: string, t: WordToken): boolean {
  for (let i = t.s; i < t.e; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) return false;
  }
  return true;
}

export function detectCaselessNames(text: string, tokens: readonly WordToken[], words: WordClasses, out: Candidate[]): void {
  if (!words.hasDictionaries || !writtenInLowerCase(text)) return;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.low.length < MIN_LETTERS || !lowerAsWritten(text, t)) continue;
    if (words.isStop(t.low) || words.isClinical(t.low) || englishByShape(words, t.low) || !words.isKnownName(t.low)) continue;
    // A surname-list word that is an English word by its inflection ("records", "kept") is not evidence.
    if (!words.isGiven(t.low) && words.isEnglish(t.low.replace(/s$/, ''))) continue;
    // A typo or a participle of an English word is the writer's English, not a name: "deines", "fallen".
    if (words.isMisspelt(t.low) || (t.low.endsWith('en') && words.isEnglish(t.low.slice(0, -2)))) continue;
    const next = tokens[k + 1];
    if (next !== undefined && (words.isClinical(next.low) || EPONYM_FOLLOWERS.has(next.low))) continue;
    // "lives in dorrance", "from winnett": where a place goes, a place.
    const prev = tokens[k - 1];
    push(out, t.s, t.e, prev !== undefined && PLACE_BEFORE.has(prev.low) ? 'CITY' : 'PATIENT', TIER.reviewKind);
  }
}
