// Facilities, employers, places and accession numbers in the shapes the older rules miss: a saint's or a
// religious name written in lower case ("st agnes hospital", "at holy name"), a city's VA ("Dunmore VA"), a
// hospital's initials after a transfer cue ("back to SMH"; "OSH" is the generic outside hospital), a named
// building with a floor after a transfer cue ("transfer to Kellogg 4"), an employer after a work cue ("works
// for Vista Health", "laid off from Tri-County Freight"), a lower-case town with its state ("from hampton,
// nh") and an accession number after its cue. Each is anchored by a cue or a shape of its own; every
// separator is bounded, so the scan stays linear.
import { byRule, push, type Candidate } from '../core/scan';
import { HOSPITAL_WORDS } from '../vocab/place-words';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { matchAllBeforeAnchor, mayStartAsciiLetter } from '../core/anchored';
import { WordAnchor } from '../core/word-anchors';
import { allMatches } from '../core/all-matches';

const FACILITY_WORD = String.raw`(?:${[...HOSPITAL_WORDS, 'clinic'].join('|')}|medical[ \t]{1,3}cente?re?|med[ \t]{1,3}ctr|med[ \t]{1,3}center|health[ \t]{1,3}cent(?:er|re))`;
/** "st agnes hospital", "saint luke's medical center": the saint, the name and the facility word, one span. */
export const SAINT_FACILITY = new RegExp(String.raw`\b(?:st\.?|saint)[ \t]{1,3}[a-z]{3,15}(?:'?s)?[ \t]{1,3}${FACILITY_WORD}\b`, 'gi');
// Tried only in the 32 code units before a facility word ("saint", three blanks, fifteen letters and "'s", three
// blanks: matchAllBeforeAnchor, core/anchored.ts), where an "s" starts the match, not at every word of the note.
export const SAINT_FACILITY_ANCHOR = new RegExp(String.raw`${FACILITY_WORD}\b`, 'gi');
export const SAINT_FACILITY_WINDOW = 32;
// Fewer tries still: the saint's word starts a run of letters (core/word-anchors.ts), a few a note, where the facility
// words are many. The anchored form above stays exported: anchored.test.ts compares it with the one pattern.
const SAINT_FACILITY_WORDS = new WordAnchor(SAINT_FACILITY, 'st saint');
export const startsWithS = (text: string, s: number): boolean => (text.charCodeAt(s) | 32) === 115;
/** "at holy name", "to sacred heart", "from good samaritan": a religious hospital name in lower case after a place
 * preposition (the capitalised name is the older rules' business, which also see what follows it). */
const RELIGIOUS = new RegExp(String.raw`\b(?:at|to|from|into|via)[ \t]{1,3}((?:holy|sacred)[ \t]{1,3}(?:name|cross|family|redeemer|spirit|trinity|heart|innocents)|good[ \t]{1,3}samaritan|our[ \t]{1,3}lady[ \t]{1,3}of[ \t]{1,3}[a-z]{3,15})(?:[ \t]{1,3}${FACILITY_WORD})?\b`, 'gd');
/** "at Dunmore VA", "the Hines VA Medical Center": a capitalised place word before "VA", not visual acuity. */
const CITY_VA = /\b(?:at|to|from|the|via|into)[ \t]{1,3}((?:[A-Z][a-z]{2,15}[ \t]{1,3}){1,2}VA(?:[ \t]{1,3}(?:Medical[ \t]{1,3}Center|Hospital|Clinic|MC|HCS))?)\b(?![ \t]{0,3}[\d:=(])/g;
/** A hospital's initials after a transfer cue: "back to SMH", "transferred from BWMC", "tx to UPMC". */
const INITIALS = /\b(?:back[ \t]{1,3}to|(?:transfer(?:red)?|tx'?d?|xfer(?:red)?|sent|discharged|admitted|returned)[ \t]{1,3}(?:back[ \t]{1,3})?(?:to|from))[ \t]{1,3}([A-Z]{1,5}(?:H|MC|HC))\b(?![-/])/gi;
/** Initials of generic places ending like a hospital's: outside hospital, nursing home, long-term acute care. */
const GENERIC_INITIALS = new Set(['OSH', 'NH', 'LTCH', 'LTACH', 'LTAC', 'SNH', 'PH', 'BH', 'MH', 'IPH']);
/** "transfer to Kellogg 4", "moved to Brandt 6A": a named building and its floor after a transfer cue. */
// The cue may open its sentence ("Plan: Transfer to Kellogg 4") and the floor may close it ("will transfer to Kellogg
// 4."): a period counts against the match only before a digit, where it makes a dose or a decimal.
const BUILDING_FLOOR = /\b(?:[Tt]ransfer(?:red)?|[Tt]x'?d?|[Mm]oved|[Ss]ent|[Aa]dmitted|[Rr]eturned|[Bb]ack|[Xx]fer(?:red)?)[ \t]{1,3}to[ \t]{1,3}([A-Z][a-z]{3,15}[ \t]{1,3}\d{1,2}[A-Z]?)(?![\w/%-]|\.\d|[ \t]{1,3}(?:mg|mcg|g|ml|mL|units?|days?|hours?|hrs?|weeks?|am|pm)\b)/g;
// The cue patterns are tried only where their first words start a run of letters (core/word-anchors.ts).
const INITIALS_AT = new WordAnchor(INITIALS, 'back transfer* tx* xfer* sent discharged admitted returned');
const BUILDING_FLOOR_AT = new WordAnchor(BUILDING_FLOOR, 'transfer* tx* moved sent admitted returned back xfer*');
/** Capitalised words a building-with-floor is not: months, weekdays, generic units. */
const NOT_BUILDING = new Set([
  'January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Room', 'Bed', 'Floor', 'Unit', 'Ward',
  'Level', 'Stage', 'Step', 'Grade', 'Phase', 'Class', 'Zone', 'Pod', 'Bay', 'Suite', 'Station', 'West', 'East', 'North',
  'South', 'Tower', 'Page', 'Line', 'Dose', 'Week', 'Day', 'Cycle', 'Hour', 'Minute',
]);
/** "works for Vista Health", "laid off from Tri-County Freight", "employed by Acme": an employer after a work cue. */
const EMPLOYER = /\b(?:works?[ \t]{1,3}(?:for|at)|worked[ \t]{1,3}(?:for|at)|working[ \t]{1,3}(?:for|at)|employed[ \t]{1,3}(?:by|at)|laid[ \t]{1,3}off[ \t]{1,3}(?:from|by)|retired[ \t]{1,3}from|fired[ \t]{1,3}from|job[ \t]{1,3}(?:at|with)|employee[ \t]{1,3}(?:of|at))[ \t]{1,3}((?:[A-Z][\w&'.]{0,20}(?:-[A-Z][\w&']{0,20})?)(?:[ \t]{1,2}(?:&[ \t]{1,2})?[A-Z][\w&'.]{0,20}(?:-[A-Z][\w&']{0,20})?){0,3})/g;
const EMPLOYER_AT = new WordAnchor(EMPLOYER, 'work* worked working employed laid retired fired job employee');
/** Capitalised words after a work cue that are not an employer's name. */
const NOT_EMPLOYER = new Set([
  'Home', 'Night', 'Nights', 'Days', 'Part', 'Full', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday',
  'Sunday', 'The', 'A', 'An', 'His', 'Her', 'Their', 'Our', 'This', 'That', 'Times', 'Present', 'Age', 'Last', 'Work',
  'School', 'Church', 'Hospital', 'Disability', 'Injury', 'Illness', 'Covid', 'COVID', 'Construction', 'Retail',
  'Sales', 'Farming', 'Nursing', 'ED', 'ICU', 'OR', 'PT',
]);
/** "from hampton, nh", "lives in white marsh, md": lower-case town words, a comma and a state's postal code in lower
 * case (upper-case "MD", "PA" after a comma are credentials; capitalised towns are the address rules' business).
 * Codes that are also clinical abbreviations in lower case (tx, ca, mi, ms, nc, dc, sc, ct, va...) are left out. */
export const TOWN_STATE = /\b(?:from|in|near)[ \t]{1,3}((?:[a-z]{3,15}[ \t]{1,2}){0,2}[a-z]{3,15}),[ \t]{0,2}(ak|az|ar|ga|ia|il|ks|ky|md|mn|mt|nd|nh|nj|nm|nv|ny|ri|sd|tn|vt|wa|wi|wv|wy)\b/dg;
/** The comma and lower-case state TOWN_STATE ends in, rare in notes: the whole pattern is tried only in the
 * window before it ("near" 4, blanks 3, two words and their blanks 34, the last word 15). */
export const TOWN_STATE_ANCHOR = /,[ \t]{0,2}(?:ak|az|ar|ga|ia|il|ks|ky|md|mn|mt|nd|nh|nj|nm|nv|ny|ri|sd|tn|vt|wa|wi|wv|wy)\b/g;
export const TOWN_STATE_WINDOW = 56;
const TOWN_STATE_AT = new RegExp(TOWN_STATE.source, 'dy');
/** Lower-case words before ", xx" that are not a town: "from home, ct", "pain, ok". */
const NOT_TOWN = new Set(['home', 'work', 'school', 'pain', 'there', 'here', 'the', 'and', 'with', 'for', 'then', 'now', 'today', 'bed', 'room', 'floor', 'unit', 'place', 'situ']);
const TOWN = String.raw`([A-Z][a-z]{2,15}(?:[ \t][A-Z][a-z]{2,15})?),?[ \t]{1,3}`;
/** A town before an Australian state and postcode ("Bowral NSW 2576"), a Canadian province and postcode
 * ("Thunder Bay, ON P7B 6V4") or a UK postcode ("Portishead BS20 7QA"): the postcode vouches for the town. */
const TOWN_POSTCODE = [
  new RegExp(String.raw`\b${TOWN}(NSW|VIC|QLD|SA|WA|TAS|NT|ACT)[ \t]{1,3}\d{4}\b`, 'gd'),
  new RegExp(String.raw`\b${TOWN}(ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NU)[ \t]{1,3}[A-Z]\d[A-Z][ \t]?\d[A-Z]\d\b`, 'gd'),
  new RegExp(String.raw`\b${TOWN}()[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?[ \t]\d[ABD-HJLNP-UW-Z]{2}\b`, 'gd'),
];
// Its gate's "act", "sa" and "wa" are in many notes, so the Australian form is tried only before its state and
// postcode: no state starts inside another or its postcode ("SW", "IC", "LD", "AS", "CT" are none), so no anchor hides
// another; the town and its separator take at most 37 code units before it.
export const AU_TOWN_POSTCODE = TOWN_POSTCODE[0]!;
export const AU_POSTCODE_ANCHOR = /(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)[ \t]{1,3}\d{4}\b/g;
export const AU_POSTCODE_WINDOW = 37;
const AU_TOWN_POSTCODE_AT = new RegExp(AU_TOWN_POSTCODE.source, 'dy');
// The UK form holds no word to gate it: it is tried only before its postcode (matchAllBeforeAnchor, core/anchored.ts),
// not at every capital. The postcode follows a blank, so no postcode the anchor finds hides it (inside one a blank
// is followed by a digit); the town and its separator take at most 16 + 1 + 16 + 1 + 3 code units before it.
export const UK_TOWN_POSTCODE = TOWN_POSTCODE[2]!;
export const UK_POSTCODE_ANCHOR = /[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?[ \t]\d[ABD-HJLNP-UW-Z]{2}\b/g;
export const UK_POSTCODE_WINDOW = 37;
const UK_TOWN_POSTCODE_AT = new RegExp(UK_TOWN_POSTCODE.source, 'dy');
// Its gate's "on" is in most notes, so the Canadian form is tried only before its province and postcode too: the
// anchor starts with two capitals and its postcode holds no two letters in a row, so no anchor hides another; the town
// and its separator take at most 37 code units before it.
export const CA_TOWN_POSTCODE = TOWN_POSTCODE[1]!;
export const CA_POSTCODE_ANCHOR = /(?:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NU)[ \t]{1,3}[A-Z]\d[A-Z][ \t]?\d[A-Z]\d\b/g;
export const CA_POSTCODE_WINDOW = 37;
const CA_TOWN_POSTCODE_AT = new RegExp(CA_TOWN_POSTCODE.source, 'dy');
/**
 * "ACCESSION: S24-11873", "Accession No. CT24-0031877", "Accession #: SP-22-4417", and a radiology information system's
 * run of letters, year, month, day and serial ("RCT2611210447", up to sixteen characters a part). Report headers also
 * shorten the label to "ACC:" or "Acc #": only so written (capitals or Title case, a colon or number sign after it), since
 * "acc 145" in a lower-case note is a finger-stick glucose and "ACC/AHA" a college; the value then needs six digits.
 */
const ACCESSION = /\baccession[ \t]{0,3}(?:no\.?|number|num|#)?[ \t]{0,3}[:#]?[ \t]{0,3}([A-Z0-9]{1,16}(?:-[A-Z0-9]{1,16}){0,3})\b(?!-)/gi;
const ACC_SHORT = /\b(?:ACC|Acc)\.?[ \t]{0,2}(?:No\.?|NO\.?|#)?[ \t]{0,2}[:#][ \t]{0,3}([A-Z0-9]{1,16}(?:-[A-Z0-9]{1,16}){0,3})\b(?!-)/g;

/** The words every match of a pattern above holds (core/word-gate.ts): most notes hold none. The UK postcode
 * pattern holds no word. */
const GATES = {
  religious: wordGate('holy sacred samaritan lady'),
  cityVa: wordGate('va'),
  employer: wordGate('work works worked working employed laid retired fired job employee'),
  townPostcode: [wordGate('nsw vic qld sa wa tas nt act'), wordGate('on qc bc ab mb sk ns nb nl pe yt nu'), undefined],
  accession: wordGate('accession acc'),
};

export function detectFacilities(text: string, out: Candidate[], seen: GateWords): void {
  byRule(out, 'facility.saint-lower', () => {
    for (const m of SAINT_FACILITY_WORDS.matchAll(text, seen)) push(out, m.index, m.index + m[0].length, 'HOSPITAL', TIER.saintFacility);
    if (GATES.religious.open(seen)) for (const m of allMatches(text, RELIGIOUS)) push(out, m.indices![1]![0], m.index + m[0].length, 'HOSPITAL', TIER.facilityCue);
  });
  byRule(out, 'facility.city-va', () => {
    if (GATES.cityVa.open(seen)) for (const m of allMatches(text, CITY_VA)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'HOSPITAL', TIER.placeShape);
  });
  byRule(out, 'facility.initials-transfer', () => {
    for (const m of INITIALS_AT.matchAll(text, seen)) {
      const code = m[1]!;
      if (code !== code.toUpperCase() || code.length < 3 || GENERIC_INITIALS.has(code)) continue;
      push(out, m.index + m[0].length - code.length, m.index + m[0].length, 'HOSPITAL', TIER.facilityCue);
    }
  });
  byRule(out, 'facility.building-floor', () => {
    for (const m of BUILDING_FLOOR_AT.matchAll(text, seen)) {
      const span = m[1]!;
      if (NOT_BUILDING.has(span.split(/[ \t]/)[0]!)) continue;
      push(out, m.index + m[0].length - span.length, m.index + m[0].length, 'HOSPITAL', TIER.facilityCue);
    }
  });
  byRule(out, 'org.employer', () => {
    if (!GATES.employer.open(seen)) return;
    for (const m of EMPLOYER_AT.matchAll(text, seen)) {
      // A closing full stop ends the sentence, unless it closes a firm's abbreviation ("Acme Inc.").
      const name = /\b(?:Inc|Co|Corp|Ltd|Bros|Assoc)\.$/.test(m[1]!) ? m[1]! : m[1]!.replace(/[.']+$/, '');
      if (NOT_EMPLOYER.has(name.split(/[ \t-]/)[0]!)) continue;
      const start = m.index + m[0].length - m[1]!.length;
      push(out, start, start + name.length, 'ORGANIZATION', TIER.facilityCue);
    }
  });
  byRule(out, 'place.town-state', () => {
    for (const m of matchAllBeforeAnchor(text, TOWN_STATE_ANCHOR, TOWN_STATE_WINDOW, undefined, TOWN_STATE_AT, mayStartAsciiLetter)) {
      const town = m[1]!;
      if (town.split(/[ \t]+/).some((w) => NOT_TOWN.has(w))) continue;
      const [start, end] = m.indices![1]!;
      push(out, start, end, 'CITY', TIER.townState);
      const st = m[2]!;
      push(out, m.index + m[0].length - st.length, m.index + m[0].length, 'STATE', TIER.townState);
    }
  });
  byRule(out, 'place.town-postcode', () => {
    for (const [i, re] of TOWN_POSTCODE.entries()) {
      if (GATES.townPostcode[i]?.open(seen) === false) continue;
      const found = re === UK_TOWN_POSTCODE ? matchAllBeforeAnchor(text, UK_POSTCODE_ANCHOR, UK_POSTCODE_WINDOW, undefined, UK_TOWN_POSTCODE_AT)
        : re === CA_TOWN_POSTCODE ? matchAllBeforeAnchor(text, CA_POSTCODE_ANCHOR, CA_POSTCODE_WINDOW, undefined, CA_TOWN_POSTCODE_AT)
        : matchAllBeforeAnchor(text, AU_POSTCODE_ANCHOR, AU_POSTCODE_WINDOW, undefined, AU_TOWN_POSTCODE_AT);
      for (const m of found) {
        const [start, end] = m.indices![1]!;
        push(out, start, end, 'CITY', TIER.townState);
        const state = m.indices![2]!;
        if (state[1] > state[0]) push(out, state[0], state[1], 'STATE', TIER.townState);
      }
    }
  });
  byRule(out, 'identifier.accession', () => {
    if (!GATES.accession.open(seen)) return;
    for (const m of allMatches(text, ACCESSION)) {
      const value = m[1]!;
      if (!/\d{3}/.test(value)) continue;
      push(out, m.index + m[0].length - value.length, m.index + m[0].length, 'MEDICALRECORD', TIER.labelledValue);
    }
    for (const m of allMatches(text, ACC_SHORT)) {
      const value = m[1]!;
      if ((value.match(/\d/g) ?? []).length < 6) continue;
      push(out, m.index + m[0].length - value.length, m.index + m[0].length, 'MEDICALRECORD', TIER.labelledValue);
    }
  });
}
