// place.town-before-county: the town before an Irish county in an address or a sentence ("Main Street, Abbeyleix, Co.
// Laois", "Mill Lane, Durrow, Co. Laois R32 KX71", "lives in Durrow, Co. Laois"). Irish addresses close with the town,
// a comma and the county, whatever comes before; the county ("Co. X", "County X") is place.county's, and the words
// before its comma are the town unless they are a street, a facility or a sentence's words.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { FACILITY, NOT_PLACE_AFTER_CUE, STREET_WORDS } from '../vocab/place-words';

/**
 * The county that closes the address: "Co. Laois", "County Kerry", and "Co Cork" without its period (the comma before it,
 * which TOWN_BEFORE asks for, says an address; capitals "CO." is a cardiac output: not read).
 */
const COUNTY = /\b(?:Co\.?|County|COUNTY)[ \t]{1,2}(?:\p{Lu}\p{Ll}{2,15}|\p{Lu}{3,15})(?![\p{L}\d])/gu;
const COUNTY_AT = new WordAnchor(COUNTY, 'co county');
/** One to three Title-case or capitalised words, a comma and a blank, closing the text before the county. */
const TOWN_BEFORE = /(?:^|[,\n>:;][ \t]{0,3}|\b(?:in|of|near|from|at|IN|OF|NEAR|FROM|AT)[ \t]{1,2})((?:\p{Lu}\p{Ll}[\p{L}'’-]{1,20}|\p{Lu}{3,20})(?:[ \t](?:\p{Lu}\p{Ll}[\p{L}'’-]{1,20}|\p{Lu}{3,20})){0,2}),[ \t]{1,2}$/u;
const WINDOW = 72;

export function detectCountyTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of COUNTY_AT.matchAll(text, seen)) {
    // "Brennan, Co Ltd": a firm's ending, not a county.
    if (/^Co[ \t]{1,2}(?:Ltd|Limited|Inc|LTD)\b/.test(m[0])) continue;
    const before = TOWN_BEFORE.exec(text.slice(Math.max(0, m.index - WINDOW), m.index));
    if (before === null) continue;
    const town = before[1]!;
    const words = town.toLowerCase().split(/[ \t]/);
    if (words.some((w) => STREET_WORDS.has(w) || FACILITY.has(w) || NOT_PLACE_AFTER_CUE.has(w) || wc.isStop(w) || wc.isClinical(w))) continue;
    const start = m.index - before[0].length + before[0].lastIndexOf(town);
    push(out, start, start + town.length, 'CITY', TIER.placeWord);
  }
}
