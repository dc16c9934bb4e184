// The review queue's place reading: capitalised words where a place goes. Shared by review.place-position and the
// finding rule promoted from it (rules/place-cue-titles.ts), which takes the runs after "at", "from" or "near".
// One pass over the word tokens, each run at most three words: linear in the note.
import type { ReviewHit, ReviewInput } from './rule';
import { adjacent, capitalised, englishLike, lineStartBefore, nameable, PLACE_AFTER, PLACE_BEFORE, sentenceStart, unknownWord, wrappedAdjacent } from './word-shape';

/** Capitalised words where a place goes: "from Tullymore", "at CALVERT", "on North Campus", "U Maryland scale". */
export function detectPlacePositions(input: ReviewInput, out: ReviewHit[]): void {
  const { text, tokens } = input;
  // In a shouting line every word is capitalised: there only an unknown word or a place word counts.
  const placeWordAfter = (k: number): boolean => {
    const next = tokens[k + 1];
    return next !== undefined && PLACE_AFTER.has(next.low) && adjacent(text, tokens[k]!, next);
  };
  const placeLike = (k: number): boolean => {
    const t = tokens[k]!;
    return nameable(input, t) && (input.shouting(t.s) ? unknownWord(input, t) || placeWordAfter(k) : capitalised(input, t));
  };
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (!placeLike(k)) continue;
    const prev = tokens[k - 1];
    // "lives in\nDunmarrow": a line wrapped after the cue; a capital there is still evidence.
    const wrapped = prev !== undefined && PLACE_BEFORE.has(prev.low) && lineStartBefore(text, t.s) && wrappedAdjacent(text, prev, t);
    if (!wrapped && (lineStartBefore(text, t.s) || sentenceStart(text, t))) continue;
    let prevPlace = wrapped || (prev !== undefined && PLACE_BEFORE.has(prev.low) && adjacent(text, prev, t));
    // "from the Eastern Shore"
    if (!prevPlace && prev?.low === 'the') {
      const before = tokens[k - 2];
      prevPlace = before !== undefined && PLACE_BEFORE.has(before.low) && adjacent(text, before, prev) && adjacent(text, prev, t);
    }
    let end = k;
    while (end + 1 < tokens.length && end - k < 2 && !PLACE_AFTER.has(tokens[end]!.low) && placeLike(end + 1) && adjacent(text, tokens[end]!, tokens[end + 1]!)) end++;
    const after = tokens[end + 1];
    const inside = end > k && PLACE_AFTER.has(tokens[end]!.low);
    const placeWord = inside || (after !== undefined && PLACE_AFTER.has(after.low) && adjacent(text, tokens[end]!, after));
    if (!(prevPlace || placeWord)) continue;
    // An English word after "at" or "to" is mostly prose ("at Rest", "to Floor"): it needs a place word or "from".
    const allEnglish = !inside && tokens.slice(k, end + 1).every((w) => englishLike(input, w.low));
    if (!placeWord && allEnglish && prev?.low !== 'from') continue;
    out.push({ start: t.s, end: placeWord && !inside && after ? after.e : tokens[end]!.e, type: 'LOCATION-OTHER' });
    k = end;
  }
}

