// Places in the shapes notes from other countries and other note kinds write them, which the address and
// residence rules miss:
// - the towns, county and postcode that follow a street address on its line ("27 Lisheen Park, Navan,
//   Co. Meath", "17 Kowhai Crescent, Ngaruawahia 3720", "Apt. 12 Aalborg 9100"): the street vouches for them;
// - a town after a residence or travel cue, in any letter case ("lives alone in east pembroke", "drove up
//   from lakemont", "home is in Pottersville", "up near Ely", a writer's "I'm in Sarasota until March"): a
//   word no English list knows, or a place phrase ending in a place noun ("white marsh", "cedar rapids");
// - a county after a comma ("..., Co. Meath", ", County Kerry");
// - a campus ("the Cedar Crest campus") and a named building with a floor after "on" ("on Whitford 5");
// - Philippine and Indian address parts and European streets (abroad-addresses.ts, euro-streets.ts);
// - a town after a facility's name ending its line ("Kaveri Heart Institute, Mysuru"), and a street named
//   without its number after "on" ("the pharmacy on Falls Pointe Rd"), and two streets at a corner ("the corner
//   of Main and Elm").
// Every separator is bounded and every pattern is anchored by a cue or a shape, so the scan stays linear.
import type { PhiRuleId } from '../../../deid/phi-rules';
import { byRule, push, sticky, matchAt, type Candidate } from '../core/scan';
import { COMMA_CAPITAL, matchAllBeforeAnchor } from '../core/anchored';
import { numberlessStreets, STREET_WORD } from './numberless-streets';
import { wordGate, type GateWords } from '../core/word-gate';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { NOT_PLACE_AFTER_CUE, NOT_TOWN_FIELD } from '../vocab/place-words';
import { bankedKindWords } from '../vocab/org-words';
import { euroStreets, type Span } from './euro-streets';
import { ABROAD_GATES, BLOCK_LOT, crossMainStreets, internationalStreets, STAGE_AT } from './abroad-addresses';
import { WordAnchor } from '../core/word-anchors';
import { cueTowns } from './cue-towns';
import { boxSpans, leadStreetSpans } from './world-addresses';
import { allMatches } from '../core/all-matches';
import { detectPersonOfTown } from './person-of-town';
import { detectCaselessKinTowns, detectKinTowns } from './kin-town';
import { caselessFacilityTowns } from './caseless-facility-towns';

/** Scores, in one place (the lead maps them onto the named tiers). */
const SCORE = {
  addressTown: TIER.placeWord,
  addressPostcode: TIER.uncuedShape,
  county: TIER.addressPart,
  addressState: TIER.townState,
  campus: TIER.facilityCue,
  buildingOn: TIER.weakCue,
  afterFacility: TIER.placeWord,
  streetOn: TIER.placeWord,
  corner: TIER.placeShape,
  country: TIER.placeWord,
} as const;

/**
 * A US state's or Canadian province's code closing the field after a town of a street address, without a ZIP code
 * ("1907 Old Mill Lane, Glen Carbon, IL"). After a street every code is a state, even those that are credentials or
 * clinical words elsewhere (MD, PA, ME, IN, OR): the street vouches for the line.
 */
const ADDRESS_STATE = new RegExp(
  String.raw`[ \t]{0,2},?[ \t]{1,2}(A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY]|ON|QC|BC|AB|MB|SK|NB|NL|NS|PE|YT|NT|NU)` +
    String.raw`(?=[ \t]{0,3}(?:\r?\n|$|[,;.)]|\d{5}(?!\d)|[A-Z]\d[A-Z]))`,
  'y',
);

/** A house number, one to four capitalised words and a street word: where an address line starts. */
const STREET = new RegExp(String.raw`\b\d{1,5}[A-Za-z]?,?[ \t]{1,2}(?:\p{Lu}[\p{L}'’-]{1,20}[ \t]{1,2}){1,4}${STREET_WORD}\b\.?`, 'gu');
/** The same in capitals, as an ALL-CAPS note or form writes it ("88 OSPREY HOLLOW RD, WEXBURN"). */
const STREET_CAPS = /\b\d{1,5}[A-Z]?,?[ \t]{1,2}(?:[A-Z][A-Z'’-]{1,20}[ \t]{1,2}){1,4}(?:STREET|ST|ROAD|RD|AVENUE|AVE|LANE|LN|DRIVE|DR|WAY|COURT|CT|PLACE|PL|BOULEVARD|BLVD|HIGHWAY|HWY|PARKWAY|PKWY|TERRACE|CIRCLE|CIR)\b\.?/g;
/** An apartment, suite or unit after the street ("app." and "appt" in Quebec). */
const UNIT = /,?[ \t]{1,3}(?:Apt|Apartment|Suite|Ste|Unit|Flat|[Aa]pp|[Aa]ppt)\.?[ \t]{0,2}#?[A-Za-z0-9-]{1,6}/uy;
/** What separates the parts of an address line: a comma, a blank, a "-" or ">"; or the break to the next line. */
const SEPARATOR = /(?:[ \t]{0,2},?[ \t]{0,2}\r?\n[ \t]{0,4}|[ \t]{0,2}[,>][ \t]{0,3}|[ \t]{1,3}-?[ \t]{0,2})/y;
/** A postcode of any country we read, as it may close a town: digits, UK, Canadian or Irish. */
const ANY_POSTCODE = String.raw`(?:\d{3,6}(?:[ -]\d{2,4})?|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d|(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ \t]?[0-9AC-FHKNPRTV-Y]{4})(?![\p{L}\d])`;
/** A province, state or region code between a town and its postcode ("Montréal QC H2L 3Y7", "Frankston VIC 3199"). */
const REGION_CODE = new RegExp(String.raw`[ \t]{1,2}(\p{Lu}{2,3})[ \t]{1,2}(?=${ANY_POSTCODE})`, 'uy');
/** What must follow a town that stands on a line of its own: its postcode, or on the next line a postcode or a region code alone or before one. */
// A UK town line is followed by its county and postcode ("Thornwick\nLancashire LA7 9QX").
const TOWN_LINE_CLOSES = new RegExp(String.raw`^[ \t]{0,2},?[ \t]{0,2}(?:[ \t]{1,2}${ANY_POSTCODE}|\r?\n[ \t]{0,4}(?:${ANY_POSTCODE}|\p{Lu}{2,3}(?:[ \t]{1,2}${ANY_POSTCODE}|[ \t]{0,2}(?:\r?\n|$))|\p{Lu}\p{Ll}{2,20}(?:[ \t]\p{Lu}\p{Ll}{2,20})?,?[ \t]{1,2}${ANY_POSTCODE}))`, 'u');
/** A postcode of four to six digits (NZ, South Africa, Nordic, India), a Polish or Portuguese one, or an Eircode. */
const POSTCODE = /(?:\d{4,6}|\d{2}-\d{3}|\d{4}-\d{3}|(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ \t]?[0-9AC-FHKNPRTV-Y]{4})(?![\p{L}\d-])/uy;
/** An Irish county: "Co. Meath", "County Kerry". */
const COUNTY = /(?:Co\.|County)[ \t]{1,2}\p{Lu}\p{Ll}{2,15}(?![\p{L}])/uy;
/** A town: one to three capitalised (or ALL-CAPS) words, a district number allowed ("Dublin 9"). */
const TOWN = /(?:\p{Lu}[\p{Ll}'’-]{1,20}|\p{Lu}{3,20})(?:[ \t](?:\p{Lu}[\p{Ll}'’-]{1,20}|\p{Lu}{3,20}|\d{1,2}(?![\d:/.-]))){0,2}(?![\p{L}\d])/uy;

/** "San Isidro Medical Center, Quezon City", "Kaveri Heart Institute, Mysuru", "Lakeview Outreach Lab, Kelso": the town
 * after a facility's name, ending its line or its clause; in a letterhead or form in capitals too ("NGALA HOSPITAL,
 * KWAMBO"), where afterFacility asks more of the town; before a postcode ("ASHVILLE HEALTH CENTRE, LEEDS LS6 3JA",
 * a state code first allowed), as a UK notification's addressee line writes it. A note typed in lower case is read by
 * caseless-facility-towns.ts. */
export const AFTER_FACILITY = new RegExp(String.raw`\b(?:Hospital|Medical[ \t]Cent(?:er|re)|Health[ \t]Cent(?:er|re)|Clinic|Institute|Infirmary|Hospice|Surgery|Practice|Nursing[ \t]Home|Rest[ \t]Home|Care[ \t]Home|Rehab|Manor|Lodge|Laboratory|Laboratories|Pavilion|Care[ \t]Cent(?:er|re)|Imaging[ \t]Cent(?:er|re)|Surgical[ \t]Cent(?:er|re)|Lab|Labs|Suites|Dental|Pharmacy|Eyecare|Physiotherapy|Drug|Drugs|Apothecary|Chemist|Chemists|Pathology|Medical[ \t]Group|Family[ \t]Medicine|HOSPITAL|MEDICAL[ \t]CENT(?:ER|RE)|HEALTH[ \t]CENT(?:ER|RE)|CLINIC|INSTITUTE|INFIRMARY|HOSPICE|PRACTICE|NURSING[ \t]HOME|PHARMACY|LABORATORY)(?:[ \t]{1,2}#\d{1,5})?,[ \t]{1,2}((?:(?:\p{Lu}\p{Ll}{1,2}[ \t])?\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20})(?:[ \t](?:\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20})){0,2})(?=[ \t]{0,2}(?:\r?\n|$|[,;.)])|[ \t]{1,2}[-–][ \t]|(?:[ \t]{1,2}[A-Z]{2,3})?[ \t]{1,2}${ANY_POSTCODE})`, 'gu');
/** "on Falls Pointe Rd", "off Lindell Blvd": a street named without its number after "on"/"off". */
export const STREET_ON = /\b(?:on|off|along|onto)[ \t]{1,2}((?:\p{Lu}\p{Ll}{2,15}[ \t]){1,3}(?:Rd|Road|Blvd|Boulevard|Ave|Avenue|St|Street|Ln|Lane|Pike|Hwy|Highway|Pkwy|Parkway|Turnpike|Terrace|Crescent))\b\.?/gu;
/** "on Route 9", "off Hwy 41": a numbered road after "on"/"off"/"along". */
export const ROUTE_ON = /\b(?:on|off|along|onto|near)[ \t]{1,2}((?:Route|Rte\.?|Highway|Hwy\.?|Interstate|County[ \t]Road|State[ \t]Road)[ \t]\d{1,3}[A-Z]?)(?![\w/.-]|\.\d)/gu;

// Both are tried only just before their rarer part (matchAllBeforeAnchor, core/anchored.ts), not at every capital
// or every "o": a comma and a capital at most 24 code units after the facility word ("Family Medicine #12345"), and a street
// word at most 110 after "along" (three words of up to 33 code units, astral letters counted twice).
export const AFTER_FACILITY_ANCHOR = COMMA_CAPITAL;
export const AFTER_FACILITY_WINDOW = 24;
const AFTER_FACILITY_AT = new RegExp(AFTER_FACILITY.source, 'uy');
export const STREET_ON_ANCHOR = /(?:Rd|Road|Blvd|Boulevard|Ave|Avenue|St|Street|Ln|Lane|Pike|Hwy|Highway|Pkwy|Parkway|Turnpike|Terrace|Crescent)\b/gu;
export const STREET_ON_WINDOW = 110;
const STREET_ON_AT = new RegExp(STREET_ON.source, 'uy');
export const startsWithOorA = (text: string, s: number): boolean => text.charCodeAt(s) === 111 || text.charCodeAt(s) === 97;

/** "the corner of Main and Elm", "corner of Lindevej 4 and Harbour Road": two streets at a corner, one span. */
const CORNER_STREET = String.raw`(?:\p{Lu}[\p{L}\d.'’-]{0,25}|\d{1,5}[\p{L}]{0,2})`;
const CORNER = new RegExp(
  String.raw`\b(?:the[ \t]{1,2})?[Cc]orner[ \t]{1,2}of[ \t]{1,2}(?:${CORNER_STREET}|[\p{Ll}]{2,4}\.)(?:[ \t]{1,2}(?:${CORNER_STREET}|[\p{Ll}]{1,12}\.?)){0,4}?[ \t]{1,2}(?:and|&)[ \t]{1,2}${CORNER_STREET}(?:[ \t]{1,2}(?:${CORNER_STREET}|[\p{Ll}]{2,12}(?=[ \t]{0,2}(?:[,.?!;)]|\r?\n|$)))){0,3}`,
  'gu',
);

/**
 * A country after a place preposition in any letter case ("RECENTLY IN PORTUGAL", "flew in from peru"). Written
 * without the `i` flag, which made V8 scan twice as slowly: the cue words spell out their letter cases, and what
 * `iu` added is spelt out too (test/unit/engine/phi/caseless.test.ts compares both forms): "ſ" (U+017F) is an
 * "s" and, with the Kelvin sign, a word character for `\b`; U+0345 folds to a letter.
 */
export const COUNTRY_CUE =
  /(?<![A-Za-z0-9_\u017F\u212A])(?:[Ii][Nn]|[Ff][Rr][Oo][Mm]|[Tt][Oo]|[Vv][Ii][Ss\u017F][Ii][Tt](?:[Ii][Nn][Gg]|[Ee][Dd])|[Oo][Ff])[ \t]{1,2}([\p{L}\u0345][\p{L}\u0345'’-]{2,20}(?:[ \t][\p{L}\u0345][\p{L}\u0345'’-]{1,20}){0,2})/gu;

/** "the Cedar Crest campus": one to three capitalised words before "campus". */
export const CAMPUS = /\b((?:\p{Lu}[\p{Ll}'’-]{2,15}[ \t]{1,2}){1,3})[Cc]ampus\b/gu;
// Tried only in the 110 code units before "campus" (three words of up to 34 code units: matchAllBeforeAnchor,
// core/anchored.ts), not at every capital of the note.
export const CAMPUS_ANCHOR = /[Cc]ampus\b/gu;
export const CAMPUS_WINDOW = 110;
const CAMPUS_AT = new RegExp(CAMPUS.source, 'uy');
/** Words that lead a campus without naming it; compass words name one when "Campus" is capitalised ("North Campus"). */
const GENERIC_CAMPUS = new Set(['Main', 'New', 'Old', 'Medical', 'Hospital', 'The', 'Our', 'This', 'That', 'University', 'College', 'School', 'Satellite', 'Outpatient', 'Inpatient']);
const COMPASS = new Set(['North', 'South', 'East', 'West', 'Central', 'Downtown']);
/** "on Whitford 5", "off Brandt 6A": a named building and its floor after "on"/"off"/"up to". */
const BUILDING_ON = /\b(?:on|off|up[ \t]{1,2}to|onto)[ \t]{1,2}(\p{Lu}\p{Ll}{3,15}[ \t]{1,2}(?:1[0-2]|[1-9])[A-Z]?)(?![\w/%:-]|[.,]\d|[ \t]{0,2}(?:mg|mcg|g|ml|mL|units?|u|days?|hours?|hrs?|h|weeks?|wks?|months?|am|pm|AM|PM|times|x|daily|bid|BID|tid|TID|qd|QD|qhs|prn|PRN|q\d|L|lpm|LPM|liters?|%|mmHg|cm|mm|kg|lbs?|years?|yrs?|min|minutes?|\/)\b)/dgu;
const BUILDING_ON_AT = new WordAnchor(BUILDING_ON, 'on off up onto');
const ROUTE_ON_AT = new WordAnchor(ROUTE_ON, 'on off along onto near');

/** The words every match of a rarer anchor's pattern holds (core/word-gate.ts): most notes hold none. */
const GATES = {
  campus: wordGate('campus'),
  corner: wordGate('corner'),
};

/** `only`: the rules to run (none: all); each reads the text alone. */
export function detectPlaceCues(text: string, wc: WordClasses, out: Candidate[], seen: GateWords, only?: readonly PhiRuleId[]): void {
  const want = (id: PhiRuleId): boolean => only === undefined || only.includes(id);
  const streets = want('place.address-town') || want('street.international');
  const euro = streets ? euroStreets(text, seen) : [];
  // Both street-ending rules read the cross and main roads ("3rd Cross, 5th Main"): found once.
  const crossMain = streets && ABROAD_GATES.crossMain.open(seen) ? crossMainStreets(text) : [];
  const rules: readonly [PhiRuleId, () => void][] = [
    ['place.address-town', () => addressTowns(text, euro, crossMain, wc, out, seen)],
    ['place.cue-town', () => cueTowns(text, wc, out, seen)],
    ['facility.campus', () => { if (GATES.campus.open(seen)) campuses(text, out); }],
    ['facility.building-on', () => buildingsOn(text, wc, out, seen)],
    ['street.international', () => internationalStreets(text, euro, crossMain, out, seen)],
    ['place.after-facility', () => afterFacility(text, wc, out, seen)],
    ['street.named-on', () => streetsOn(text, out, seen)],
    ['place.country-cue', () => countries(text, wc, out, seen)],
    ['street.corner', () => { if (GATES.corner.open(seen)) corners(text, wc, out); }],
    ['place.person-of', () => detectPersonOfTown(text, wc, out, seen)],
    ['place.kin-in', () => detectKinTowns(text, wc, out, seen)],
    ['place.kin-in', () => detectCaselessKinTowns(text, wc, out, seen)],
  ];
  for (const [id, rule] of rules) if (want(id)) byRule(out, id, rule);
}

/** Sticky copies of the address parts' patterns, made once: `matchAt` sets where each starts before every try. */
const ADDRESS_PARTS_AT = {
  unit: sticky(UNIT), sep: sticky(SEPARATOR), postcode: sticky(POSTCODE), county: sticky(COUNTY), town: sticky(TOWN), stage: sticky(STAGE_AT),
  region: sticky(REGION_CODE),
};

/** After a street address, its comma- or blank-separated parts up to the line's end: towns, a county, a postcode. */
function addressTowns(text: string, euro: readonly Span[], crossMain: readonly RegExpExecArray[], wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of numberlessStreets(text, seen.memo.commaCapitals(text))) {
    const [street, town, code] = [m[1]!, m[2]!, m[4]!];
    if (NOT_TOWN_FIELD.has(town.split(/[ \t]/)[0]!.toLowerCase()) || NOT_PLACE_AFTER_CUE.has(street.split(/[ \t]/)[0]!.toLowerCase())) continue;
    // In capitals a run such as "TROPONIN RISE, REPEAT 0600" has the shape: there the postcode must hold letters (or
    // follow its region code) and the town be one the gazetteers hold or words no list holds.
    if (/^\p{Lu}{2}/u.test(town) && ((/^\d{4}$/.test(code) && m[3] === undefined) || !capsTown(town, wc))) continue;
    const s0 = m.index + m[0].indexOf(street);
    push(out, s0, s0 + street.length, 'STREET', SCORE.addressTown);
    const t0 = m.index + m[0].indexOf(town, s0 - m.index + street.length);
    push(out, t0, t0 + town.length, 'CITY', SCORE.addressTown);
    push(out, m.index + m[0].length - code.length, m.index + m[0].length, 'ZIP', SCORE.addressPostcode);
    const region = m[3];
    if (region !== undefined) {
      const r0 = m.index + m[0].lastIndexOf(region, m[0].length - code.length);
      push(out, r0, r0 + region.length, 'STATE', SCORE.addressTown);
    }
  }
  const { unit, sep, postcode, county, town, stage, region } = ADDRESS_PARTS_AT;
  // Pushed, not spread from `map` results: an empty `map` result is a holey array and a spread of a new mix of
  // kinds de-optimised this function (V8 "wrong map") on each of its first few notes; so did reading a `map`
  // result that was packed on one note and holey on another.
  const starts: number[] = [];
  const streets = [allMatches(text, STREET), allMatches(text, STREET_CAPS), crossMain, ABROAD_GATES.lot.open(seen) ? allMatches(text, BLOCK_LOT) : []];
  for (const found of streets) for (let k = 0; k < found.length; k++) starts.push(found[k]!.index + found[k]![0].length);
  const world = [...leadStreetSpans(text, wc, seen), ...boxSpans(text, wc, seen)];
  for (let k = 0; k < euro.length; k++) starts.push(euro[k]![1]);
  for (let k = 0; k < world.length; k++) starts.push(world[k]![1]);
  for (const end of starts) {
    let at = end;
    const u = matchAt(unit, text, at);
    if (u) at += u[0].length;
    // An address closed by its postcode ends there: the next line, or the next column after a gap of blanks, is a field,
    // a label or a number ("... MS 38863<newline>Health Office 662-...", "... TAS 7256<newline>Medicare 2947 ..."), not
    // the town.
    let closed = false;
    for (let part = 0; part < 4; part++) {
      const s = matchAt(sep, text, at);
      if (!s || s[0].length === 0) break;
      const from = at + s[0].length;
      const newLine = s[0].includes('\n');
      if (closed && (newLine || /[ \t]{2}/.test(s[0]))) break;
      const commaBefore = /[,>]/.test(s[0]) && !newLine;
      const p = matchAt(postcode, text, from);
      if (p) {
        push(out, from, from + p[0].length, 'ZIP', SCORE.addressPostcode);
        at = from + p[0].length;
        closed = true;
        continue;
      }
      const c = matchAt(county, text, from);
      if (c && commaBefore) {
        push(out, from, from + c[0].length, 'STATE', SCORE.county);
        at = from + c[0].length;
        continue;
      }
      const st = matchAt(stage, text, from);
      if (st) {
        // The extension itself is street.international's finding; the line goes on after it.
        at = from + st[0].length;
        continue;
      }
      const t = matchAt(town, text, from);
      if (!t || NOT_TOWN_FIELD.has(t[0].split(/[ \t]/)[0]!.toLowerCase())) break;
      // "12 Harbour Road, Blood Bank, Tarbet": a hospital's department named by what it keeps, no town; the line goes on.
      if (bankNamedByKind(t[0])) {
        at = from + t[0].length;
        continue;
      }
      const end = from + t[0].length;
      // A town on a line of its own ("18 Kestrel Road\nSwansea\nSA1 4QT") needs its postcode or a region code
      // after it, on its line or the next: a name or a heading after an address is no town.
      if (newLine && !TOWN_LINE_CLOSES.test(text.slice(end, end + 40))) break;
      // A blank alone joins a town only when a postcode, a comma or the line's end follows it.
      if (!commaBefore && !/^(?:[ \t]{0,2}[,>]|[ \t]{0,3}(?:\r?\n|$)|[ \t]{1,3}-?[ \t]{0,2}(?:\p{Lu}{2,3}[ \t]{1,2})?\d{3,6}(?![\d:/.]))/u.test(text.slice(end, end + 14))) break;
      // "WEXBURN FOR 79 YOM": in capitals the words after the town run on; a stop word ends it ("Dublin 9" stays).
      const words = t[0].split(/[ \t]/);
      const stop = words.findIndex((w, k) => k > 0 && wc.isStop(w.toLowerCase()));
      const keep = stop > 0 ? stop : words.length;
      const townEnd = from + words.slice(0, keep).join(' ').length;
      const state = townEnd === end && commaBefore ? matchAt(ADDRESS_STATE, text, end) : null;
      push(out, from, townEnd, 'CITY', state ? SCORE.addressState : SCORE.addressTown);
      if (state) push(out, end + state[0].length - state[1]!.length, end + state[0].length, 'STATE', SCORE.addressState);
      if (townEnd < end) break;
      at = state ? end + state[0].length : end;
      const r = matchAt(region, text, at);
      if (r && !NOT_TOWN_FIELD.has(r[1]!.toLowerCase())) {
        push(out, at + r[0].indexOf(r[1]!), at + r[0].indexOf(r[1]!) + r[1]!.length, 'STATE', SCORE.county);
        at += r[0].trimEnd().length;
      }
    }
  }
}

function afterFacility(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of matchAllBeforeAnchor(text, seen.memo.commaCapitals(text), AFTER_FACILITY_WINDOW, undefined, AFTER_FACILITY_AT)) {
    // "HEALTH CENTRE, KINGSWOOD NSW 2747": a state code of three capitals before the postcode is no word of the town.
    const end = m.index + m[0].length;
    const town = /^[ \t]{1,2}(?:\d|[A-Z]{1,2}\d)/.test(text.slice(end, end + 6)) ? m[1]!.replace(/[ \t]\p{Lu}{3}$/u, '') : m[1]!;
    const first = town.split(/[ \t]/)[0]!.toLowerCase();
    // "Reference Laboratory, Hematology": a section of the facility after its comma, not its town.
    if (NOT_TOWN_FIELD.has(first) || NOT_PLACE_AFTER_CUE.has(first) || wc.isClinical(first)) continue;
    // In capitals the comma may start the facility's own section or site ("HOSPITAL, MAIN SITE", "CLINIC, NHS"):
    // a town the gazetteers hold, or words no English list or shorthand holds.
    if (/^[A-Z]{2}/.test(m[0]) && !capsTown(town, wc)) continue;
    const start = end - m[1]!.length;
    push(out, start, start + town.length, 'CITY', SCORE.afterFacility);
  }
  caselessFacilityTowns(text, wc, out, seen, SCORE.afterFacility);
}

/** "Blood Bank", "CORD BLOOD BANK": a bank and what it keeps, every word of a would-be town. */
function bankNamedByKind(town: string): boolean {
  const words = town.split(/[ \t]+/);
  return words.length > 1 && words.at(-1)!.toLowerCase() === 'bank' && bankedKindWords(words.slice(0, -1)) === words.length - 1;
}

function capsTown(town: string, wc: WordClasses): boolean {
  const low = town.toLowerCase();
  if (wc.dicts.cities.has(low)) return true;
  return low.split(/[ \t]/).every((w) => !wc.isEnglish(w) && !wc.isShorthand(w) && !wc.isStop(w) && !wc.isClinical(w) && !wc.isMisspelt(w));
}

function streetsOn(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of ROUTE_ON_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'STREET', SCORE.streetOn);
  for (const m of matchAllBeforeAnchor(text, STREET_ON_ANCHOR, STREET_ON_WINDOW, undefined, STREET_ON_AT, startsWithOorA)) {
    const name = m[1]!;
    if (NOT_PLACE_AFTER_CUE.has(name.split(/[ \t]/)[0]!.toLowerCase())) continue;
    const start = m.index + m[0].length - (m[0].endsWith('.') ? 1 : 0) - name.length;
    push(out, start, start + name.length, 'STREET', SCORE.streetOn);
  }
}

/** COUNTRY_CUE tried only where its prepositions start a run of letters (core/word-anchors.ts). */
const COUNTRY_CUE_AT = new WordAnchor(COUNTRY_CUE, 'in from to visiting visited of');

function countries(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  const d = wc.dicts;
  if (d.countries.size === 0) return;
  for (const m of COUNTRY_CUE_AT.matchAll(text, seen)) {
    const words = m[1]!.split(/[ \t]/);
    // Most cues are followed by a word that starts no place ("to the", "of pain"): one look-up, no key built.
    if (!wc.startsPlace(words[0]!.toLowerCase())) continue;
    for (let n = words.length; n >= 1; n--) {
      const key = words.slice(0, n).join(' ').toLowerCase();
      if (!d.countries.has(key)) continue;
      // A one-word country that is also an English word ("turkey", "chad", "china") needs its capital.
      if (n === 1 && (wc.isEnglish(key) || wc.isClinical(key) || wc.isStop(key))) break;
      const start = m.index + m[0].length - m[1]!.length;
      push(out, start, start + words.slice(0, n).join(' ').length, 'COUNTRY', SCORE.country);
      break;
    }
  }
}

function corners(text: string, wc: WordClasses, out: Candidate[]): void {
  for (const m of allMatches(text, CORNER)) {
    const end = m.index + m[0].length - (m[0].endsWith('.') ? 1 : 0);
    push(out, m.index, end, 'STREET', SCORE.corner);
  }
  for (const m of allMatches(text, CORNER_CASELESS)) {
    const streets = [m[1]!, m[2]!];
    const words = streets.join(' ').toLowerCase().split(/[ \t]+/);
    // "corner of the bed and the wall", "CORNER OF MOUTH AND EYE": no stop or clinical word, and an ordinal or a word
    // no English list holds on one side ("24th and alabama", "dunmore and pike").
    if (words.some((w) => wc.isStop(w) || wc.isClinical(w))) continue;
    if (!words.some((w) => ORDINAL.test(w) || (wc.hasDictionaries && !wc.isEnglish(w) && !wc.isShorthand(w)))) continue;
    const start = m.index + m[0].length - m[0].replace(/^(?:the|THE)?[ \t]{0,2}(?:corner|CORNER)[ \t]{1,2}(?:of|OF)[ \t]{1,2}/, '').length;
    push(out, start, m.index + m[0].length, 'STREET', SCORE.corner);
  }
}

/** A street's name at a corner written in lower case or capitals: an ordinal ("24th", "9TH") or a word. */
const CASELESS_STREET = String.raw`(?:\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)|[a-z][a-z'’-]{2,20}|[A-Z][A-Z'’-]{2,20})`;
/** "the corner of 24th and alabama", "CORNER OF 9TH AND BIRCH": two streets at a corner in one letter case. */
const CORNER_CASELESS = new RegExp(
  String.raw`\b(?:the[ \t]{1,2}corner[ \t]{1,2}of|corner[ \t]{1,2}of|CORNER[ \t]{1,2}OF)[ \t]{1,2}(${CASELESS_STREET}(?:[ \t]${CASELESS_STREET})?)[ \t]{1,2}(?:and|AND|&)[ \t]{1,2}(${CASELESS_STREET}(?:[ \t](?:st|street|ave|avenue|rd|road|blvd|ST|STREET|AVE|AVENUE|RD|ROAD|BLVD))?)(?![\p{L}\d'’-])`,
  'gu',
);
const ORDINAL = /^\d{1,3}(?:st|nd|rd|th)$/;

function campuses(text: string, out: Candidate[]): void {
  for (const m of matchAllBeforeAnchor(text, CAMPUS_ANCHOR, CAMPUS_WINDOW, undefined, CAMPUS_AT)) {
    // Generic leading words ("the Main campus", "North Cedar Crest campus") are not the campus's name.
    const compass = m[0].endsWith('Campus') ? new Set<string>() : COMPASS;
    const first = allMatches(m[1]!, /\S+/g).find((w) => !GENERIC_CAMPUS.has(w[0]) && !compass.has(w[0]));
    if (first === undefined) continue;
    push(out, m.index + first.index, m.index + m[0].length, 'HOSPITAL', SCORE.campus);
  }
}

function buildingsOn(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of BUILDING_ON_AT.matchAll(text, seen)) {
    const low = m[1]!.split(/[ \t]/)[0]!.toLowerCase();
    if (wc.isEnglish(low) || wc.isClinical(low) || wc.isStop(low) || NOT_PLACE_AFTER_CUE.has(low)) continue;
    const [start, end] = m.indices![1]!;
    push(out, start, end, 'HOSPITAL', SCORE.buildingOn);
  }
}
