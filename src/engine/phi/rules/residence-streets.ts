// A street named without its house number where a social-work or case-management note says where the patient lives
// ("lives w/ mother in apt on S 144th St, Tukwila", "apt off dixie hwy in shively", "house on E 17th Ave, Aurora").
// Such notes give the street and its town but seldom the number, so no address rule (which needs a number, a
// letterhead's comma or a postcode) reads them. The home noun and "on"/"off" vouch for the street, the street word
// (an abbreviation, or a full word after a name) ends it, and the town is the field after its comma or "in".
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { namesTown } from './street-town-caseless';
import { STREET_ABBREVIATIONS, STREET_SUFFIXES } from '../vocab/street-words';

/**
 * The kinds of street read here, of the address rules' suffixes. Without a house number the street word after "on" or
 * "off" is the only mark of a street, so only the common kinds are read: a "place", a "way", a "run" or a "green"
 * after "home on" is as often a word of the sentence.
 */
const HOME_STREET_KINDS = new Set('street avenue road highway boulevard drive lane pike parkway court circle'.split(' '));
const FULL = STREET_SUFFIXES.filter((w) => HOME_STREET_KINDS.has(w.toLowerCase())).join('|').toLowerCase();
/** Each kind's usual abbreviation, which the suffix list puts right after it ("Avenue", "Ave"; not "Av"). */
const ABBREVIATED = STREET_SUFFIXES.filter((w, i) => i > 0 && STREET_ABBREVIATIONS.has(w) && HOME_STREET_KINDS.has(STREET_SUFFIXES[i - 1]!.toLowerCase()))
  .join('|')
  .toLowerCase();
/**
 * A home and "on" or "off", then the street: a compass letter, an ordinal or one to three name words, and its street
 * word; then a comma or "in" and one or two words of the town before the field's end. Groups: street, name words, street
 * word, town.
 */
const HOME_STREET = new RegExp(
  String.raw`\b(?:apt|apartment|house|home|trailer|duplex|condo|lives|living|resides)[ \t]{1,2}(?:on|off)[ \t]{1,2}((?:[NSEW]\.?[ \t]{1,2})?(\d{1,3}(?:st|nd|rd|th)|[A-Za-z][A-Za-z'’-]{1,20}(?:[ \t][A-Za-z][A-Za-z'’-]{1,20}){0,2})[ \t]{1,2}(${ABBREVIATED}|${FULL})\b\.?)(?:[ \t]{0,2},[ \t]{1,2}|[ \t]{1,2}in[ \t]{1,2})([A-Za-z][A-Za-z'’-]{1,20}(?:[ \t][A-Za-z][A-Za-z'’-]{1,20})?)(?=[ \t]{0,2}(?:[,.;)]|\r?\n|$))`,
  'dgi',
);
const HOME_STREET_AT = new WordAnchor(HOME_STREET, 'apt apartment house home trailer duplex condo lives living resides');
const ABBREVIATION = new RegExp(`^(?:${ABBREVIATED})$`, 'i');

export function detectResidenceStreets(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of HOME_STREET_AT.matchAll(text, seen)) {
    const [, , name, kind, town] = m;
    if (!streetName(name!, kind!, wc)) continue;
    if (!namesTown(town!, wc)) continue;
    const [s0, s1] = m.indices![1]!;
    const [t0, t1] = m.indices![4]!;
    push(out, s0, text.charCodeAt(s1 - 1) === 46 ? s1 - 1 : s1, 'STREET', TIER.placeWord);
    push(out, t0, t1, 'CITY', TIER.placeWord);
  }
}

/**
 * The street's name words name rather than describe: no stop or clinical word ("on the road", "off iv rd"), and after
 * a full street word in lower case or capitals not English words alone ("lives off dirt road"); an ordinal stands.
 */
function streetName(name: string, kind: string, wc: WordClasses): boolean {
  if (/^\d/.test(name)) return true;
  const words = name.toLowerCase().split(/[ \t]/);
  if (words.some((w) => wc.isStop(w) || wc.isClinical(w))) return false;
  const titled = /^[A-Z][a-z]/.test(name) && /^[A-Z]/.test(kind);
  return titled || ABBREVIATION.test(kind) || words.some((w) => !wc.isEnglish(w));
}
