// The review queue's place reading: capitalised words where a place goes. Shared by review.place-position and the
// finding rule promoted from it (rules/place-cue-titles.ts), which takes the runs after "at", "from" or "near".
// One pass over the word tokens, each run at most three words: linear in the note.
import type { ReviewHit, ReviewInput } from './rule';
import { adjacent, capitalised, englishLike, lineStartBefore, nameable, PLACE_AFTER, PLACE_BEFORE, sentenceStart, unknownWord, wrappedAdjacent } from './word-shape';

/** What the walk reads at one token: whether a word there may be a place, and the run (if any) a hit starts there. */
interface PlaceReader {
  readonly placeLike: (k: number) => boolean;
  /** The hit whose run starts at token k, and the run's last token; undefined where none does. */
  readonly runAt: (k: number) => { readonly hit: ReviewHit; readonly last: number } | undefined;
}

function placeReader(input: ReviewInput): PlaceReader {
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
  const runAt = (k: number): { hit: ReviewHit; last: number } | undefined => {
    const t = tokens[k]!;
    if (!placeLike(k)) return undefined;
    const prev = tokens[k - 1];
    // "lives in\nDunmarrow": a line wrapped after the cue; a capital there is still evidence.
    const wrapped = prev !== undefined && PLACE_BEFORE.has(prev.low) && lineStartBefore(text, t.s) && wrappedAdjacent(text, prev, t);
    if (!wrapped && (lineStartBefore(text, t.s) || sentenceStart(text, t))) return undefined;
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
    if (!(prevPlace || placeWord)) return undefined;
    // An English word after "at" or "to" is mostly prose ("at Rest", "to Floor"): it needs a place word or "from".
    const allEnglish = !inside && tokens.slice(k, end + 1).every((w) => englishLike(input, w.low));
    if (!placeWord && allEnglish && prev?.low !== 'from') return undefined;
    return { hit: { start: t.s, end: placeWord && !inside && after ? after.e : tokens[end]!.e, type: 'LOCATION-OTHER' }, last: end };
  };
  return { placeLike, runAt };
}

/** Capitalised words where a place goes: "from Tullymore", "at CALVERT", "on North Campus", "U Maryland scale". */
export function detectPlacePositions(input: ReviewInput, out: ReviewHit[]): void {
  const { runAt } = placeReader(input);
  for (let k = 0; k < input.tokens.length; k++) {
    const run = runAt(k);
    if (run === undefined) continue;
    out.push(run.hit);
    k = run.last;
  }
}

/**
 * The hits of `detectPlacePositions` that start at the tokens `wanted` (indices, ascending), without the walk over
 * every token. The walk visits every token but those inside a run it took (the second and third words of a hit's
 * run), and a run's inner words are all place-like; so a token that is not place-like is always visited, and from
 * the last such token at or before a wanted one the walk is read as it goes, up to the wanted token: it either
 * visits it (and reads the same run there) or has taken it into a run (no hit starts there). Each token is read at
 * most twice (once looking back for where to start, once walking on), however many tokens are wanted: linear.
 */
export function placePositionsAt(input: ReviewInput, wanted: readonly number[], out: ReviewHit[]): void {
  const { placeLike, runAt } = placeReader(input);
  // Every token before `known` is read; the walk visits `known`.
  let known = 0;
  for (const j of wanted) {
    if (j < known) continue;
    let k = j;
    while (k > known && placeLike(k - 1)) k--;
    for (; k < j; k++) {
      const run = runAt(k);
      if (run !== undefined) k = run.last;
    }
    known = k;
    if (k > j) continue;
    const run = runAt(j);
    if (run === undefined) {
      known = j + 1;
      continue;
    }
    out.push(run.hit);
    known = run.last + 1;
  }
}
