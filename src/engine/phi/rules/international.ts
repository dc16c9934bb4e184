// Postcodes and health identifiers of the UK, Canada, India and Australia, each anchored by its own shape
// and, where the shape alone is common, by the state or cue that comes with it: a UK postcode ("BS1 4QA",
// "SW1A 1AA"), a Canadian one ("P7B 6V4"), an Indian six-digit PIN after a state or city and comma, an
// Australian four-digit postcode after a state abbreviation ("NSW 2576"); NHS numbers ("485 777 3456"
// after "NHS"), OHIP numbers, UHID, Aadhaar, ABHA and hospital/IP/URN numbers after their cue; PPS, PHN and NRIC numbers
// by label and shape; and the parts of an Indian
// address no gazetteer of towns holds: the state, the town before its mandal or taluk, the house number after
// "H.No" or "D.No" with its locality.
import { byRule, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { firstWords, WordAnchor } from '../core/word-anchors';
import { INDIAN_STATE_CODES, INDIAN_STATES } from '../vocab/gazetteers';
import { matchAllBeforeAnchor } from '../core/anchored';
import { allMatches } from '../core/all-matches';

/** UK postcodes: outward code (area letters, district digit(s), optional letter), blank, inward code. */
const UK_POSTCODE = /\b(?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?)[ \t](?:\d[ABD-HJLNP-UW-Z]{2})\b/g;
/** Canadian postal codes: letter digit letter, blank, digit letter digit (no D, F, I, O, Q, U). */
const CA_POSTCODE = /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ \t]?\d[ABCEGHJ-NPRSTV-Z]\d\b/gi;
/** A coma score's parts in a Canadian code's shape, and the score's name before them. */
const GCS_PARTS = /^E[1-4]V[1-5]M[1-6]$/i;
const GCS_BEFORE = /\b(?:gcs|glasgow|coma)\b/i;
/** An obstetric history written unbroken, gravida, para, then living or abortions ("G2P1L1", "G3P2A1"; fix23b). */
const OBSTETRIC_SCORE = /^G\dP\d[LA]\d$/i;
/** Australian state or territory then a four-digit postcode: "NSW 2576", "Vic 3000". */
const AU_POSTCODE = /\b(?:NSW|VIC|Vic|QLD|Qld|SA|WA|TAS|Tas|NT|ACT)[ \t]{1,3}(\d{4})(?![\d-])/g;
/** An Indian PIN: six digits (first 1-8) after a place name and comma or blank, or after "PIN"/"Pincode". */
// Found from the digits (rare) and then checked leftwards, so the capital letters of a text cost nothing.
const SIX_DIGITS = /(?<![\w-])[1-8]\d{2}[ \t]?\d{3}(?![\d-])/g;
const PIN_BEFORE = /(?:\b(?:[Pp]in(?:code)?|PIN(?:CODE)?|[Pp]in[ \t][Cc]ode|[Pp]ostal[ \t][Cc]ode)[ \t]{0,3}[:-]?[ \t]{0,3}|\p{Lu}\p{Ll}+,?[ \t]{1,3}(?:-[ \t]{0,2})?)$/u;
/** A state's code, a hyphen and the PIN unbroken: "AP - 521457", "TN-600042" (never "HR 110 120", a heart rate). */
const CODE_PIN = new RegExp(String.raw`\b(?:${INDIAN_STATE_CODES.join('|')})[ \t]{0,2}-[ \t]{0,2}([1-8]\d{5})(?![\d-])`, 'g');
const CODE_PIN_AT = new WordAnchor(CODE_PIN, INDIAN_STATE_CODES.join(' ').toLowerCase(), 0, false, 'caps');
/** An NHS number: 3-3-4 digits after its cue. */
const NHS = /\bNHS[ \t]{0,3}(?:No\.?|Number|#)?[ \t]{0,3}:?[ \t]{0,3}(\d{3}[ -]?\d{3}[ -]?\d{4})(?![\d-])/gi;
/**
 * Health-card and hospital numbers after their cue: OHIP, UHID, URN, "Hosp No", "IP No", "CR No", Medicare (AU), Aadhaar
 * and ABHA (India). Corporate hospital chains print the UHID with the site's letters and a full stop before the digits
 * ("UHID: ABCD.0012345678"), so letters and a full stop may open the value when four digits follow; a hospital's
 * letters and a blank open it before five to ten digits ("URN RDH 0661932"; fix12b, twelfth round).
 */
const CUED = /\b(?:OHIP(?:[ \t]{0,3}(?:No\.?|#|number))?|UHID|URN|CR[ \t]No\.?|IP[ \t]No\.?|Hosp(?:ital)?[ \t]{1,3}(?:No\.?|number|#)|Medicare(?:[ \t]{0,3}(?:No\.?|#|number))?(?:[ \t]{0,2}\((?:MBI|HICN?)\))?|Aadhaa?r(?:[ \t]{0,3}(?:No\.?|#|number))?|ABHA(?:[ \t]{0,3}(?:No\.?|ID|#|number))?)[ \t]{0,3}:?[ \t]{0,3}((?:[A-Z]{2,6}\.(?=\d{4})|[A-Z]{2,4}[ \t](?=\d{5,10}(?![\w/-])))?[A-Z0-9][A-Z0-9/-]{2,20}(?:[ \t]\d{1,6}){0,3})(?![\w/-])/gi;

/**
 * National numbers by their label and their own shape, where the label alone is also an abbreviation (PHN is
 * post-herpetic neuralgia): Ireland's PPS number (seven digits, one or two letters), British Columbia's personal
 * health number (ten digits, often grouped; "phn 9876 543 210" in a note typed in lower case, where ten digits still say
 * it is no neuralgia) and Singapore's NRIC (a letter, seven digits, a check letter). The US Medicare beneficiary
 * identifier after "Medicare (MBI)" is read by CUED.
 */
const NATIONAL =
  /\b(?:(PPSN?|PPS[ \t]No\.?|NRIC)|(PHN|phn))[ \t]{0,2}(?:No\.?|number|#)?[ \t]{0,2}:?[ \t]{0,3}(\d{7}[A-Z]{1,2}|[STFGM]\d{7}[A-Z]|\d(?:[ \t]?\d){9})(?![\w-])/g;
const NATIONAL_AT = new WordAnchor(NATIONAL, 'pps* nric* phn*');

/**
 * An Indian state by name, in Title case, where an address puts it: after a town and its comma, closing the line,
 * before the PIN, or before a letterhead's or an address line's next field after a gap of blanks or a bar
 * ("Kondapalle, Andhra Pradesh", "Guntur, Andhra Pradesh - 522002", "X Dist., Kerala  Ph: ...", "Dist Y, Bihar  Mob ...");
 * and after a government's "of" on a government hospital's letterhead ("Govt. of Odisha, Dept. of Health"). Some
 * names are given names or words of their own, so the address shape is asked for. Found by the names (a capital
 * first: most positions fail at once), what stands before them checked after.
 */
const INDIA_STATE = new RegExp(
  String.raw`\b(?:${INDIAN_STATES.map((n) => n.replace(/ /g, '[ \\t]')).join('|')})(?=[ \t]{0,2}(?:[,;|\r\n]|$|-?[ \t]{0,2}\d{6}(?!\d))|[ \t]{2,}\S)`,
  'g',
);
/** What stands before a state in an address: a comma, or a letterhead's "Govt. of" / "Government of". */
const BEFORE_STATE = /(?:,[ \t]{0,2}|\b(?:Govt\.?|GOVT\.?|Government|GOVERNMENT)[ \t]{1,2}(?:of|OF)[ \t]{1,2})$/;
/** A town or district with its sub-district word: "Peddakondur Mandal", "Hosur Taluk", "Krishna Dist.". */
const SUB_DISTRICT = /\p{Lu}\p{Ll}{2,20}(?:[ \t]\p{Lu}\p{Ll}{2,20})?[ \t](?:Mandal|Taluk|Taluka|Tehsil|Tahsil|Dist\.)/uy;
// Tried only in the 45 code units before its sub-district word (core/anchored.ts): two words of up to 21 letters.
const SUB_DISTRICT_ANCHOR = /(?:Mandal|Taluka?|Tehsil|Tahsil|Dist\.)/g;
const SUB_DISTRICT_WINDOW = 45;
const NOT_AFTER_WORD = /(?<![\p{L}\p{N}_])/uy;
/** "H.No 4-12/B, Gandhi Nagar", "D. No. 12-3-45": a house or door number and the locality after its comma. */
const HOUSE_NUMBER =
  /\b[HD]\.?[ \t]?No\.?[ \t]{0,2}:?[ \t]{0,2}((?=[\dA-Z/-]{0,12}\d)[\dA-Z]{1,6}(?:[-/][\dA-Z]{1,6}){0,3}(?:,[ \t]{0,2}\p{Lu}\p{Ll}{2,20}(?:[ \t]\p{Lu}\p{Ll}{2,20}){0,2})?)/gu;
/** Both tried only where their first words start a run of letters (core/word-anchors.ts); INDIA_GATE is open on most notes ("no"). */
const INDIA_STATE_AT = new WordAnchor(INDIA_STATE, firstWords(INDIAN_STATES), 0, false, 'capital');
const HOUSE_NUMBER_AT = new WordAnchor(HOUSE_NUMBER, 'h d hno* dno*', 0, false, 'capital');
const INDIA_GATE = wordGate('mandal taluk taluka tehsil tahsil dist no pradesh assam bihar chhattisgarh goa gujarat haryana jharkhand karnataka kerala maharashtra manipur meghalaya mizoram nagaland odisha orissa punjab rajasthan sikkim nadu telangana tripura uttarakhand bengal kashmir puducherry');

/** The words every match of AU_POSTCODE and of NHS holds (core/word-gate.ts): most notes hold none. */
const AU_GATE = wordGate('nsw vic qld sa wa tas nt act');
const NHS_GATE = wordGate('nhs');
const AU_POSTCODE_AT = new WordAnchor(AU_POSTCODE, 'nsw vic qld sa wa tas nt act');

export function detectInternational(text: string, out: Candidate[], seen: GateWords): void {
  byRule(out, 'postcode.international', () => detectPostcodes(text, out, seen));
  byRule(out, 'identifier.international', () => detectHealthNumbers(text, out, seen));
  byRule(out, 'place.india-address', () => {
    if (INDIA_GATE.open(seen)) detectIndianAddressParts(text, out, seen);
  });
}

function detectPostcodes(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of allMatches(text, UK_POSTCODE)) push(out, m.index, m.index + m[0].length, 'ZIP', TIER.checkedShape);
  for (const m of allMatches(text, CA_POSTCODE)) {
    // All capitals, or all lower case with its blank ("v2x 2t8" in a note typed in lower case): a mixed word ("A1c 5b7")
    // and "a1c" (HbA1c shorthand) are a lab value.
    if (m[0] !== m[0].toUpperCase() && (m[0] !== m[0].toLowerCase() || !/[ \t]/.test(m[0]) || m[0].startsWith('a1c'))) continue;
    // A Glasgow Coma Scale's eye, verbal and motor parts written together ("GCS 13 (E3V4M6)") have a postal code's shape.
    if (GCS_PARTS.test(m[0]) && GCS_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    // Nor is an obstetric history, gravida and para, in the code's shape unbroken ("G2P1L1 at 34 weeks").
    if (OBSTETRIC_SCORE.test(m[0])) continue;
    push(out, m.index, m.index + m[0].length, 'ZIP', TIER.checkedShape);
  }
  if (AU_GATE.open(seen)) for (const m of AU_POSTCODE_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'ZIP', TIER.addressPart);
  for (const m of CODE_PIN_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'ZIP', TIER.uncuedShape);
  for (const m of allMatches(text, SIX_DIGITS)) {
    if (PIN_BEFORE.test(text.slice(Math.max(0, m.index - 32), m.index))) push(out, m.index, m.index + m[0].length, 'ZIP', TIER.uncuedShape);
  }
}

/** CUED tried only where its cue words start a run of letters (core/word-anchors.ts); a value may be glued to one. */
const CUED_AT = new WordAnchor(CUED, 'ohip* uhid* urn* cr ip hosp hospital medicare* aadhar* aadhaar* abha*');

function detectHealthNumbers(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of NATIONAL_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[3]!.length, m.index + m[0].length, m[2] !== undefined ? 'HEALTHPLAN' : 'IDNUM', TIER.labelledValue);
  if (NHS_GATE.open(seen)) for (const m of allMatches(text, NHS)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'IDNUM', TIER.labelledValue);
  for (const m of CUED_AT.matchAll(text, seen)) {
    let value = m[1]!;
    if (!/\d/.test(value)) continue;
    // The flag reads the hospital's letters in any case; a lower-case word before the digits is prose ("is 40912").
    if (/^[a-z]{2,4}[ \t]/.test(value)) value = value.slice(value.search(/[ \t]/) + 1);
    // India's national identity number is no record number; its health account (ABHA) is a plan's.
    const type = /^(?:ohip|medicare|abha)/i.test(m[0]) ? 'HEALTHPLAN' : /^aadhaa?r/i.test(m[0]) ? 'IDNUM' : 'MEDICALRECORD';
    push(out, m.index + m[0].length - value.length, m.index + m[0].length, type, TIER.labelledValue);
  }
}

function detectIndianAddressParts(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of INDIA_STATE_AT.matchAll(text, seen)) {
    if (BEFORE_STATE.test(text.slice(Math.max(0, m.index - 20), m.index))) push(out, m.index, m.index + m[0].length, 'STATE', TIER.gazetteer);
  }
  for (const m of matchAllBeforeAnchor(text, SUB_DISTRICT_ANCHOR, SUB_DISTRICT_WINDOW, NOT_AFTER_WORD, SUB_DISTRICT)) push(out, m.index, m.index + m[0].length, 'CITY', TIER.placeWord);
  for (const m of HOUSE_NUMBER_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'STREET', TIER.labelledValue);
}
