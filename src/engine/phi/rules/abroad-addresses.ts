// Philippine and Indian address parts, and the European streets euro-streets.ts finds, as the rule
// street.international of the place-cues family: barangays ("Brgy. Malinis"), block and lot ("Blk 7 Lot 12"),
// cross and main roads ("No. 48, 3rd Cross, 5th Main"), stages and phases of an extension ("Vijayanagar 2nd
// Stage") and a city with its four-digit postcode ("Marikina City 1800"). A block and lot or a cross road also
// ends a street address whose town follows (place-cues.ts, place.address-town), which is why they are exported.
import { matchAllBeforeAnchor } from '../core/anchored';
import { matchAllBehind } from '../core/lookbehind';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import type { Span } from './euro-streets';
import { allMatches } from '../core/all-matches';

const SCORE = {
  intlStreet: TIER.placeShape,
  intlArea: TIER.addressPart,
  cityPostcode: TIER.townState,
} as const;

/** Philippine and Indian address parts. */
const BARANGAY = /\b(?:Brgy\.?|Barangay)[ \t]{1,2}\p{Lu}[\p{L}'-]{2,20}(?:[ \t]\p{Lu}[\p{L}'-]{2,20})?/gu;
export const BLOCK_LOT = /\b(?:Blk|Block)\.?[ \t]{0,2}\d{1,4}[A-Z]?,?[ \t]{1,3}Lot[ \t]{0,2}\d{1,4}[A-Z]?(?:,[ \t]{0,2}(?:\p{Lu}[\p{L}-]{2,20}[ \t]){1,2}(?:St|Street|Ave|Avenue|Rd|Road)\b\.?)?/gu;
export const CROSS_MAIN = /\b(?:(?:No\.?|#)[ \t]{0,2}\d{1,4}[A-Z]?(?:\/\d{1,4})?,[ \t]{0,2})?\d{1,2}(?:st|nd|rd|th)[ \t](?:Cross|Main)(?:[ \t](?:Road|Rd))?(?:,[ \t]{0,2}\d{1,2}(?:st|nd|rd|th)[ \t](?:Cross|Main)(?:[ \t](?:Road|Rd))?)?\b/g;
// Its gate's "main" is in many notes: the pattern is tried only before its first "Cross" or "Main"
// (matchAllBeforeAnchor, core/anchored.ts), where a house number ("No. 1234A/5678, "), the ordinal's digits and the
// ordinal's suffix and blank take at most 3 + 2 + 4 + 1 + 5 + 1 + 2 + 2 + 3 code units; it starts with a digit, "N"
// or "#". The road word alone is searched: a literal is found faster than the ordinal before it ("th Main"), and a
// road word after no ordinal only adds positions to try. "Cross" and "Main" cannot overlap, so no anchor hides another.
export const CROSS_MAIN_ANCHOR = /Cross|Main/g;
export const CROSS_MAIN_WINDOW = 23;
const CROSS_MAIN_AT = new RegExp(CROSS_MAIN.source, 'y');
export const startsCrossMain = (text: string, s: number): boolean => {
  const c = text.charCodeAt(s);
  return (c >= 48 && c <= 57) || c === 78 || c === 35;
};

/**
 * Where CROSS_MAIN_ANCHOR matches, in order: every "Cross" and every "Main" (neither overlaps itself or the other),
 * found by `indexOf`, which searches a literal faster than the pattern's alternation.
 */
export function roadWords(text: string): { index: number }[] {
  const at: { index: number }[] = [];
  let c = text.indexOf('Cross');
  let m = text.indexOf('Main');
  while (c >= 0 || m >= 0) {
    if (m < 0 || (c >= 0 && c < m)) {
      at.push({ index: c });
      c = text.indexOf('Cross', c + 5);
    } else {
      at.push({ index: m });
      m = text.indexOf('Main', m + 4);
    }
  }
  return at;
}

/** `text.matchAll(CROSS_MAIN)`, tried only before its anchors (test/unit/engine/phi/anchored.test.ts compares both). */
export function crossMainStreets(text: string): RegExpExecArray[] {
  return matchAllBeforeAnchor(text, roadWords(text), CROSS_MAIN_WINDOW, undefined, CROSS_MAIN_AT, startsCrossMain);
}
export const STAGE_AT = /\p{Lu}\p{Ll}{3,20}[ \t]{1,2}\d(?:st|nd|rd|th)[ \t](?:Stage|Phase|Block|Sector)\b/uy;
/** Found from its tail ("2nd Stage"), then the name before it. */
const STAGE_NAME_BEFORE = /(?<=\p{Lu}\p{Ll}{3,20}[ \t]{1,2})/uy;
const STAGE_TAIL = /\d(?:st|nd|rd|th)[ \t](?:Stage|Phase|Block|Sector)\b/gu;
const CITY_POSTCODE = /\b((?:\p{Lu}\p{Ll}{2,20}[ \t]){1,2}City),?[ \t]{1,2}(\d{4})(?![\d-])/gu;

/** The words every match of these shapes holds (core/word-gate.ts): most notes hold none. */
export const ABROAD_GATES = {
  barangay: wordGate('brgy barangay'),
  lot: wordGate('lot'),
  crossMain: wordGate('cross main'),
  stage: wordGate('stage phase block sector'),
  city: wordGate('city'),
};

/** `crossMain`: `crossMainStreets(text)` where its gate is open (place-cues.ts reads them once for both of its rules). */
export function internationalStreets(text: string, euro: readonly Span[], crossMain: readonly RegExpExecArray[], out: Candidate[], seen: GateWords): void {
  for (const [start, end] of euro) push(out, start, end, 'STREET', SCORE.intlStreet);
  // Each rarer shape only where its anchor word occurs.
  if (ABROAD_GATES.barangay.open(seen)) for (const m of allMatches(text, BARANGAY)) push(out, m.index, m.index + m[0].length, 'LOCATION-OTHER', SCORE.intlArea);
  if (ABROAD_GATES.lot.open(seen)) for (const m of allMatches(text, BLOCK_LOT)) push(out, m.index, m.index + m[0].length, 'STREET', SCORE.intlStreet);
  for (const m of crossMain) push(out, m.index, m.index + m[0].length, 'STREET', SCORE.intlStreet);
  if (ABROAD_GATES.stage.open(seen)) {
    for (const m of matchAllBehind(text, STAGE_NAME_BEFORE, STAGE_TAIL)) {
      const name = /\p{Lu}\p{Ll}{3,20}[ \t]{1,2}$/u.exec(text.slice(Math.max(0, m.index - 24), m.index))!;
      push(out, m.index - name[0].length, m.index + m[0].length, 'LOCATION-OTHER', SCORE.intlArea);
    }
  }
  if (ABROAD_GATES.city.open(seen)) {
    for (const m of allMatches(text, CITY_POSTCODE)) {
      push(out, m.index, m.index + m[1]!.length, 'CITY', SCORE.cityPostcode);
      push(out, m.index + m[0].length - m[2]!.length, m.index + m[0].length, 'ZIP', SCORE.cityPostcode);
    }
  }
}
