// LOCATION-OTHER: capitalised words in title case right after "at", "from" or "near" where the review queue's
// place reading put them ("bloods drawn at Harrowgate", "records faxed from Pellbrook", "a fall near Dunmarrow
// Quay"), promoted from the review queue (review.place-position, promo16):
// on every set we may read, a title-case run that far inside a sentence was a place or a facility nearly every
// time. The queue keeps the rest: after "in" and "to" it is as often a ward or a service ("to Floor", "in
// Recovery"), in capitals a capital is no evidence ("AT 5 MCG"), and a cue in capitals is a heading's or a query's
// word ("SELECT * FROM Users").
import { placePositionsAt } from '../review/place-positions';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { shoutingAt } from '../core/shouting';
import type { ReviewHit } from '../review/rule';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses, WordToken } from '../core/tokens';

/**
 * "at", "from" or "near" ends the line before the run, at most three blanks or marks between them. Written in small
 * letters or title case: in capitals the cue is a heading's or a query's word ("SELECT * FROM Users"), no sentence's.
 */
const CUE_BEFORE = /(?:^|[^A-Za-z&'])(?:[aA]t|[fF]rom|[nN]ear)[^A-Za-z\n]{0,3}$/;

/** A run of the place reading that is a finding: title case (a capital, then small letters), after "at", "from" or "near". */
export function placeCueTitle(text: string, hit: ReviewHit): boolean {
  const first = text.charCodeAt(hit.start);
  if (!(first >= 65 && first <= 90) || !/[a-z]/.test(text.slice(hit.start, hit.end))) return false;
  return CUE_BEFORE.test(text.slice(Math.max(0, hit.start - 12), hit.start));
}

/**
 * Where a cue in small letters or title case stands before a capital: the end of each match is where a run of the place
 * reading must start to be a finding (`placeCueTitle`'s own test, read forwards). A match holds no letter after its
 * cue, and a capital follows it, so no cue can start inside one or right after it: the search finds every such cue.
 * Tried only where "at", "from" or "near" starts a run of letters (core/word-anchors.ts), not at every position.
 */
export const CUE_TITLE = /(?<![A-Za-z&'])(?:[aA]t|[fF]rom|[nN]ear)[^A-Za-z\n]{0,3}(?=[A-Z])/g;
const CUE_TITLE_AT = new WordAnchor(CUE_TITLE, 'at* from* near*');

/** The index of the token that starts at `s`, or -1 (tokens are in order). */
function tokenAt(tokens: readonly WordToken[], s: number): number {
  let lo = 0;
  let hi = tokens.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const t = tokens[mid]!.s;
    if (t === s) return mid;
    if (t < s) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * The place reading's runs that start right after a cue (placePositionsAt: the walk read only up to those tokens from
 * the last token before each that is no place-like word), not a walk over every token of a note that holds one cue
 * before a capital: each run is the one the whole walk reads there, so the findings are the same.
 */
export function detectPlaceCueTitles(text: string, tokens: readonly WordToken[], words: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!words.hasDictionaries) return;
  const wanted: number[] = [];
  for (const m of CUE_TITLE_AT.matchAll(text, seen)) {
    const k = tokenAt(tokens, m.index + m[0].length);
    if (k >= 0) wanted.push(k);
  }
  if (wanted.length === 0) return;
  const hits: ReviewHit[] = [];
  placePositionsAt({ text, tokens, words, shouting: shoutingAt(seen.memo.shoutingOf(text)), nameEnds: new Set() }, wanted, hits);
  for (const h of hits) if (placeCueTitle(text, h)) push(out, h.start, h.end, 'LOCATION-OTHER', TIER.reviewKind);
}
