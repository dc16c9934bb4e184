// Postcodes and health identifiers of the UK, Canada, India and Australia, each anchored by its own shape
// and, where the shape alone is common, by the state or cue that comes with it: a UK postcode ("BS1 4QA",
// "SW1A 1AA"), a Canadian one ("P7B 6V4"), an Indian six-digit PIN after a state or city and comma, an
// Australian four-digit postcode after a state abbreviation ("NSW 2576"); NHS numbers ("485 777 3456"
// after "NHS"), OHIP numbers, UHID and hospital/IP/URN numbers after their cue.
import { byRule, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';

/** UK postcodes: outward code (area letters, district digit(s), optional letter), blank, inward code. */
const UK_POSTCODE = /\b(?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?)[ \t](?:\d[ABD-HJLNP-UW-Z]{2})\b/g;
/** Canadian postal codes: letter digit letter, blank, digit letter digit (no D, F, I, O, Q, U). */
const CA_POSTCODE = /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ \t]?\d[ABCEGHJ-NPRSTV-Z]\d\b/g;
/** Australian state or territory then a four-digit postcode: "NSW 2576", "Vic 3000". */
const AU_POSTCODE = /\b(?:NSW|VIC|Vic|QLD|Qld|SA|WA|TAS|Tas|NT|ACT)[ \t]{1,3}(\d{4})(?![\d-])/g;
/** An Indian PIN: six digits (first 1-8) after a place name and comma or blank, or after "PIN"/"Pincode". */
// Found from the digits (rare) and then checked leftwards, so the capital letters of a text cost nothing.
const SIX_DIGITS = /(?<![\w-])[1-8]\d{2}[ \t]?\d{3}(?![\d-])/g;
const PIN_BEFORE = /(?:\b(?:[Pp]in(?:code)?|PIN(?:CODE)?|[Pp]in[ \t][Cc]ode|[Pp]ostal[ \t][Cc]ode)[ \t]{0,3}[:-]?[ \t]{0,3}|\p{Lu}\p{Ll}+,?[ \t]{1,3}(?:-[ \t]{0,2})?)$/u;
/** An NHS number: 3-3-4 digits after its cue. */
const NHS = /\bNHS[ \t]{0,3}(?:No\.?|Number|#)?[ \t]{0,3}:?[ \t]{0,3}(\d{3}[ -]?\d{3}[ -]?\d{4})(?![\d-])/gi;
/** Health-card and hospital numbers after their cue: OHIP, UHID, URN, "Hosp No", "IP No", "CR No", Medicare (AU). */
const CUED = /\b(?:OHIP(?:[ \t]{0,3}(?:No\.?|#|number))?|UHID|URN|CR[ \t]No\.?|IP[ \t]No\.?|Hosp(?:ital)?[ \t]{1,3}(?:No\.?|number|#)|Medicare(?:[ \t]{0,3}(?:No\.?|#|number))?)[ \t]{0,3}:?[ \t]{0,3}([A-Z0-9][A-Z0-9/-]{2,20}(?:[ \t]\d{1,6}){0,3})(?![\w/-])/gi;

/** The words every match of AU_POSTCODE and of NHS holds (core/word-gate.ts): most notes hold none. */
const AU_GATE = wordGate('nsw vic qld sa wa tas nt act');
const NHS_GATE = wordGate('nhs');
const AU_POSTCODE_AT = new WordAnchor(AU_POSTCODE, 'nsw vic qld sa wa tas nt act');

export function detectInternational(text: string, out: Candidate[], seen: GateWords): void {
  byRule(out, 'postcode.international', () => detectPostcodes(text, out, seen));
  byRule(out, 'identifier.international', () => detectHealthNumbers(text, out, seen));
}

function detectPostcodes(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of text.matchAll(UK_POSTCODE)) push(out, m.index, m.index + m[0].length, 'ZIP', TIER.checkedShape);
  for (const m of text.matchAll(CA_POSTCODE)) {
    // All capitals, or all lower case: a mixed word ("A1c 5b7") is a lab value.
    if (m[0] !== m[0].toUpperCase()) continue;
    push(out, m.index, m.index + m[0].length, 'ZIP', TIER.checkedShape);
  }
  if (AU_GATE.open(seen)) for (const m of AU_POSTCODE_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'ZIP', TIER.addressPart);
  for (const m of text.matchAll(SIX_DIGITS)) {
    if (PIN_BEFORE.test(text.slice(Math.max(0, m.index - 32), m.index))) push(out, m.index, m.index + m[0].length, 'ZIP', TIER.uncuedShape);
  }
}

/** CUED tried only where its cue words start a run of letters (core/word-anchors.ts); a value may be glued to one. */
const CUED_AT = new WordAnchor(CUED, 'ohip* uhid* urn* cr ip hosp hospital medicare*');

function detectHealthNumbers(text: string, out: Candidate[], seen: GateWords): void {
  if (NHS_GATE.open(seen)) for (const m of text.matchAll(NHS)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'IDNUM', TIER.labelledValue);
  for (const m of CUED_AT.matchAll(text, seen)) {
    const value = m[1]!;
    if (!/\d/.test(value)) continue;
    const type = /^(?:ohip|medicare)/i.test(m[0]) ? 'HEALTHPLAN' : 'MEDICALRECORD';
    push(out, m.index + m[0].length - value.length, m.index + m[0].length, type, TIER.labelledValue);
  }
}
