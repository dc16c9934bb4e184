// LOCATION-OTHER: capitalised words in title case right after "at", "from" or "near" where the review queue's
// place reading put them ("bloods drawn at Harrowgate", "records faxed from Pellbrook", "a fall near Dunmarrow
// Quay"), promoted from the review queue (review.place-position, promo16):
// on every set we may read, a title-case run that far inside a sentence was a place or a facility nearly every
// time. The queue keeps the rest: after "in" and "to" it is as often a ward or a service ("to Floor", "in
// Recovery"), in capitals a capital is no evidence ("AT 5 MCG"), and a cue in capitals is a heading's or a query's
// word ("SELECT * FROM Users").
import { detectPlacePositions } from '../review/place-positions';
import { shoutingLines } from '../review/rule';
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
 * The note holds at least one cue in small letters or title case before a title-case word: without one no run can be
 * a finding, and the place reading (a walk over every token) is skipped.
 */
const ANY_CUE_TITLE = /(?:^|[^A-Za-z&'])(?:[aA]t|[fF]rom|[nN]ear)[^A-Za-z\n]{0,3}[A-Z]/;

export function detectPlaceCueTitles(text: string, tokens: readonly WordToken[], words: WordClasses, out: Candidate[]): void {
  if (!words.hasDictionaries || !ANY_CUE_TITLE.test(text)) return;
  const hits: ReviewHit[] = [];
  detectPlacePositions({ text, tokens, words, shouting: shoutingLines(text), nameEnds: new Set() }, hits);
  for (const h of hits) if (placeCueTitle(text, h)) push(out, h.start, h.end, 'LOCATION-OTHER', TIER.reviewKind);
}
