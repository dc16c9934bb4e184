// street.on-after-cue: the street a pharmacy, a shop or a home is on, named without its house number after "on" ("meds to
// X Pharmacy on N Main St", "rx to x on n webb rd", "LIVES W/ COUSIN ON OLD OCEAN CITY RD", "filled at x's pharmacy
// on north st"). Ward notes and triage logs say where a prescription went or where a patient lives this way. The
// street words of such names are often English words ("Main", "North", "Old Ocean City") or open on a compass letter,
// which street.any-case (place-kinds.ts) leaves, since "on" is a preposition of every kind; here a shop's, a
// prescription's or a dwelling's word earlier in the clause says that a place follows, and the street word closes it.
// fix23b widened it to "off" ("lives off x rd", "a camper off county road 9") and to every kind of place a person stays,
// works or gathers at before the street (a shelter, a motel or an inn, a farm or a ranch, a school, a church, a bar or a
// restaurant, a plant or a yard: "staying at x inn on grand ave", "shelter on canal st", "TAVERN ON QUINBY RD"), a
// street named by an ordinal ("preschool on 3rd Street") and a road's number after its word ("off county road 19").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';

const DIRECTION = String.raw`(?:n|s|e|w|ne|nw|se|sw|north|south|east|west|old|upper|lower)\.?`;
const WORD = String.raw`(?:[A-Za-z][A-Za-z'’-]{1,20}|\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH))`;
const STREET = String.raw`(?:street|st|road|rd|avenue|ave|boulevard|blvd|lane|ln|highway|hwy|pike|parkway|pkwy)`;
/** A road's number after its word ("county road 19", "Hwy 12"). */
const ROAD_NUMBER = String.raw`(?:(?<=road|rd|highway|hwy)[ \t]\d{1,4}(?![\d/:.]\d))?`;
/** "on" or "off", a compass or "old" word (optional), one to three words and a street word, in one letter case (checked below). */
const ON_STREET = new WordAnchor(
  new RegExp(String.raw`\b(?:on|off)[ \t]{1,2}((?:${DIRECTION}[ \t])?${WORD}(?:[ \t]${WORD}){0,2}[ \t]${STREET}${ROAD_NUMBER})(?![A-Za-z\d'’-])`, 'gi'),
  'on off',
);
/**
 * Where a person stays, works or gathers, as any writer names the kind of place (fix23b): staying and moving, lodging
 * and shelter, farms, schools, places of worship, places to eat and drink, workplaces and gathering places.
 */
const STAY_PLACES = [
  'stay', 'stays', 'staying', 'stayed', 'moved', 'sleeps', 'sleeping', 'camped', 'camping',
  'shelter', 'mission', 'motel', 'hotel', 'inn', 'lodge', 'hostel', 'camper', 'camp', 'cabin', 'rv', 'mobile', 'boarding',
  'farm', 'ranch', 'dairy', 'orchard', 'vineyard', 'feedlot',
  'school', 'preschool', 'daycare', 'college', 'academy',
  'church', 'chapel', 'parish', 'mosque', 'temple', 'synagogue',
  'bar', 'tavern', 'pub', 'saloon', 'restaurant', 'diner', 'cafe', 'bakery', 'deli', 'salon', 'barbershop',
  'office', 'plant', 'mill', 'factory', 'warehouse', 'garage', 'yard', 'depot', 'shipyard', 'works',
  'club', 'gym', 'hall', 'park',
].join('|');
/** A shop's, a prescription's or a dwelling's word in the clause before "on". */
const CUE_BEFORE = new RegExp(String.raw`\b(?:pharmacy|pharm|drug|drugs|drugstore|store|shop|market|grocery|rx|meds|prescriptions?|filled|lives|living|live|lived|resides|house|home|apt|apartment|trailer|duplex|condo|${STAY_PLACES})\b[^.;:\n]{0,40}$`, 'i');
const COMPASS: ReadonlySet<string> = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'old', 'upper', 'lower']);
/** Words that describe a road's kind or surface ("dirt road", "county road"): a road so named needs its number. */
const ROAD_KINDS: ReadonlySet<string> = new Set([
  'dirt', 'gravel', 'paved', 'unpaved', 'private', 'back', 'country', 'county', 'logging', 'farm', 'forest', 'forestry', 'access',
  'service', 'side', 'state', 'mountain', 'ranch', 'rural', 'busy', 'quiet', 'toll',
]);
/** Words that follow "on" in a sentence of care, never a street's name. */
const NOT_NAME: ReadonlySet<string> = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'my', 'our', 'this', 'that', 'way', 'its', 'same', 'long']);

export function detectShopStreets(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of ON_STREET.matchAll(text, seen)) {
    const street = m[1]!;
    // One letter case throughout: capitals, small letters, or a capital opening each word ("N Main St").
    // A number or an ordinal ("3rd", "19") has no case of its own.
    const lettered = street.split(/[ \t]/).filter((w) => !/^\d/.test(w));
    const titled = lettered.every((w) => /^[A-Z][a-z'’-]*\.?$/.test(w) || /^[A-Z]{1,2}\.?$/.test(w));
    const plain = lettered.join(' ');
    if (plain !== plain.toUpperCase() && plain !== plain.toLowerCase() && !titled) continue;
    const words = street.toLowerCase().replace(/\./g, '').split(/[ \t]/).filter((w) => !/^\d+$/.test(w)).slice(0, -1).filter((w) => !COMPASS.has(w));
    if (words.length === 0 || words.some((w) => NOT_NAME.has(w) || wc.isClinical(w) || wc.isStop(w))) continue;
    // A road described by its kind or surface, with no number, names no road ("lives off dirt road", "on gravel road").
    if (!/\d/.test(street) && /(?:road|rd|highway|hwy)$/i.test(street) && words.every((w) => ROAD_KINDS.has(w))) continue;
    if (!CUE_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    const at = m.index + m[0].length - street.length;
    push(out, at, at + street.length, 'STREET', TIER.addressPart);
  }
}
