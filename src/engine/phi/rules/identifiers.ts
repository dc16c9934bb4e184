// IDENTIFIER category: MEDICALRECORD (MRN cues), HEALTHPLAN (member/policy/insurance cues), DEVICE
// (serial/device cues), BIOID (biometric cues), IDNUM (SSN shapes, account/licence/ID cues, card numbers
// passing the Luhn check, IBANs, and long bare digit runs). A value must contain a digit, so "MRN: unknown"
// or "ID: pending" stays untouched.
import { byRule, lineStartFrom, push, type Candidate } from '../core/scan';
import type { KnownPhiType } from '../../../deid/phi-types';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords, type WordGate } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { matchAllBeforeAnchor } from '../core/anchored';
import { allMatches } from '../core/all-matches';
import { matchAllBehind } from '../core/lookbehind';
import { detectNumberWords } from './number-words';

/** The value after a cue: letters, digits and inner separators, at least one digit. */
const VALUE = '((?:[A-Z]{2,5} (?=\\d))?(?=[A-Za-z0-9#-]{0,12}\\d)[A-Za-z0-9][A-Za-z0-9]*(?:[-#./][A-Za-z0-9]+|[ ]\\d{2,}(?![A-Za-z])){0,4})';
/** Between a cue and its value: "#", "no.", "number", ":", "is", "of". */
// Cue and value share a line, or the value is on the line after a label's colon ("MRN:\nA123"); a header
// without a colon ("PLAN") never reaches into the next line.
// Each blank run has one owner and a bound (two quantifiers sharing blanks are polynomial in the run).
// The value may stand in brackets or after "here" ("wrong MRN (0077-3311)", "MRN here 0318-22-7745"; fix23c, own130
// micu-admit-mixed and ccu-addendum-mixed).
const JOIN = '[ \\t]{0,40}(?:(?:#|no\\.?|num(?:ber)?\\.?|nbr|is|was|of|here|:|=|-|\\(|\\[)[ \\t]{0,40}){0,3}(?::[ \\t]{0,40}\\r?\\n[ \\t]{0,40}|(?:[:#][ \\t]{0,40})?)';

function cued(cues: string): RegExp {
  return new RegExp(`\\b(?:${cues})(?![a-z])${JOIN}${VALUE}(?![\\w@])`, 'gi');
}

// A gate (core/word-gate.ts) names the words one of which every match of its cue holds, glued as `\s*` lets them be
// written ("serialnumber"; "s/n" holds "n"): most notes hold none.
// `anchor`: the first word of each cue (core/word-anchors.ts); a star where `\s*` may glue the next word to it.
// "MR#" is how a community hospital's discharge form labels the record number (pool49's b2); "Mr" alone is a title.
const RULES: readonly { re: RegExp; type: KnownPhiType; score: number; gate?: WordGate; anchor: string }[] = [
  {
    re: cued(
      'mrn|m\\.r\\.n\\.?|mr[ \\t]?#|medical\\s+record(?:\\s+(?:number|no|#))?|med\\s*rec(?:ord)?|chart(?:\\s+(?:number|no|#))|' +
        'record\\s+(?:number|no|#)|hospital\\s+(?:number|no|#)|unit\\s+(?:number|no)|patient\\s+(?:id|identifier|number|no|#)|pt\\.?\\s+(?:id|#)|' +
        'encounter\\s+(?:id|number|no)|visit\\s+(?:id|number)|admission\\s+(?:id|number)|acc(?:ession)?\\s*(?:#|no|number)',
    ),
    type: 'MEDICALRECORD',
    score: TIER.recordLabel,
    anchor: 'mrn m mr medical* med* chart* record* hospital* unit* patient* pt encounter* visit* admission* acc*',
  },
  {
    re: cued(
      'member\\s*(?:id|identifier|number|no|#)|subscriber\\s*(?:id|number|no|#)|policy(?:\\s*(?:id|number|no|#|holder\\s+id))?|' +
        'insurance(?:\\s+(?:id|number|no|#|policy|member\\s+id|card))?|(?:health\\s*)?plan\\s*(?:id|number|no|#)|' +
        'group\\s*(?:id|number|no|#)|medicaid(?:\\s*(?:id|number|no|#))?|medicare(?:\\s*(?:id|number|no|#|beneficiary\\s+identifier))?|' +
        'ins|health\\s*plan|hbn|mbi|beneficiary\\s*(?:id|number|no|#)|hicn|coverage\\s*(?:id|number)',
    ),
    type: 'HEALTHPLAN',
    score: TIER.planLabel,
    anchor: 'member* subscriber* policy* insurance* health* plan* group* medicaid* medicare* ins hbn mbi beneficiary* hicn coverage*',
  },
  {
    re: cued(
      'serial(?:\\s*(?:number|no|#))?|s/n|device\\s*(?:id|identifier|number|serial|#)|udi|implant\\s*(?:id|serial|number)|' +
        'model\\s*(?:number|no|#)|lot(?:\\s*(?:number|no|#))?|(?:pacemaker|defibrillator|icd|pump|stimulator)\\s+(?:serial|id|model)(?:\\s*(?:number|no|#))?',
    ),
    type: 'DEVICE',
    score: TIER.labelledValue,
    anchor: 'serial* s device* udi implant* model* lot* pacemaker* defibrillator* icd* pump* stimulator*',
    gate: wordGate(
      'serial serialnumber serialno n device deviceid deviceidentifier devicenumber deviceserial udi implant implantid implantserial implantnumber ' +
        'model modelnumber modelno lot lotnumber lotno pacemaker defibrillator icd pump stimulator',
    ),
  },
  {
    re: cued(
      'biometric(?:\\s{0,3}(?:id|identifier|template))?|finger\\s*print(?:\\s*(?:id|hash|code))?|retina(?:l)?\\s*scan(?:\\s*id)?|' +
        'iris\\s*scan(?:\\s*id)?|voice\\s*print(?:\\s*id)?|face\\s*(?:print|template)(?:\\s*id)?|dna\\s*(?:id|profile|sample\\s+id)',
    ),
    type: 'BIOID',
    score: TIER.labelledValue,
    anchor: 'biometric* finger* retina* iris* voice* face* dna*',
    gate: wordGate(
      'biometric biometricid biometricidentifier biometrictemplate finger fingerprint fingerprintid fingerprinthash fingerprintcode ' +
        'retina retinal retinascan retinalscan retinascanid retinalscanid iris irisscan irisscanid voice voiceprint voiceprintid ' +
        'face faceprint facetemplate faceprintid facetemplateid dna dnaid dnaprofile dnasample',
    ),
  },
  {
    re: cued(
      // A clinician's licence or registration under their signature, its word shortened with a period ("NH Lic. SLP-0287",
      // "TX Lic. No. M2231", "Regn 38114", "WCB Auth. IME-P-3038"; fix21b).
      'ssn|ss#|social\\s+security(?:\\s+(?:number|no|#))?|s\\.s\\.n\\.?|account|acct|license|licence|lic\\.|lic|regn\\.?|registration|auth\\.|driver\'?s\\s+license|dl|' +
        'passport|certificate|cert|npi|dea|tax\\s*id|ein|tin|employee\\s*(?:id|number|no)|badge|student\\s*id|case|claim|' +
        'reference|ref|id|identifier|identification|vin|plate|rx\\s*(?:#|no|number)|prescription\\s*(?:#|no|number)',
    ),
    type: 'IDNUM',
    score: TIER.genericLabel,
    anchor:
      'ssn ss social* s account acct license licence lic regn registration auth driver* dl passport certificate cert npi dea tax* ein tin employee* badge student* ' +
      'case claim reference ref id identifier identification vin plate rx* prescription*',
  },
];

const RULE_ANCHORS = RULES.map((r) => new WordAnchor(r.re, r.anchor));

/**
 * A health plan's group number written after a bare "Group" on the plan's own line, beside the member, subscriber or
 * policy number ("Member ID: X   Group: AB-1234", "Policy X  Group G-4031"; fix17d). Alone, "Group" is a prostate's
 * grade group, a driving licence's class or a therapy session ("Grade Group 2", "DVLA Group 2"), so the plan's cue must
 * stand before it on that line or the line above.
 */
const PLAN_GROUP = new RegExp(String.raw`\bgroup(?![a-z])[ \t]{0,3}(?:[:#][ \t]{0,3})?${VALUE}(?![\w@])`, 'gi');
const PLAN_GROUP_AT = new WordAnchor(PLAN_GROUP, 'group');
const PLAN_LINE_CUE = /\b(?:member|subscriber|policy|insurance|plan|medicaid|medicare)(?:[ \t]{0,2}(?:id|identifier|number|no|#))?\b/i;

export const SSN = /(?<![\w-])(?!000|666)(\d{3})-(?!00)\d{2}-(?!0000)\d{4}(?![\w-])/g;
export const CARD = /(?<![\w-])\d{4}(?:[ -]?\d{4}){2}[ -]?\d{1,7}(?![\w-])/g;
/**
 * SSN, CARD and LONG_DIGITS searched for their digits alone, each look-behind tested only where the digits match
 * (core/lookbehind.ts): a pattern opening with a look-behind tries it at every position of the note.
 */
export const NOT_AFTER_CODE = /(?<![\w-])/y;
export const SSN_BODY = new RegExp(SSN.source.slice(NOT_AFTER_CODE.source.length), 'g');
export const CARD_BODY = new RegExp(CARD.source.slice(NOT_AFTER_CODE.source.length), 'g');
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g;
/**
 * Specimen and surgical-pathology accessions: a department's letters, a two-digit year and a serial ("S25-10488",
 * "SP-25-004719"), or the year first with a block or part after it ("25-SP-4719-A1"). Capitals only, and four
 * digits or more in the serial, so vertebral levels ("C5-C6", "L4-5") and lab names ("CA19-9") are not read.
 */
// No look-behind: tried at every position it costs more than the rest of the family; the character before is
// checked after a match.
export const SPECIMEN = /(?:[A-Z]{1,3}-?\d{2}-\d{4,6}|\d{2}-[A-Z]{1,3}-\d{4,6}(?:-[A-Z0-9]{1,3})?)(?![\w-])/g;
// Every match holds a hyphen and four digits at most 6 code units after its start (three capitals, a hyphen, two
// digits; two digits, a hyphen, three capitals): SPECIMEN is tried only there (core/anchored.ts), at a capital or a
// digit, not at every capital and digit of the note. An anchor (a hyphen, then digits) cannot hide another.
export const SPECIMEN_ANCHOR = /-\d{4}/g;
export const SPECIMEN_WINDOW = 6;
const SPECIMEN_AT = new RegExp(SPECIMEN.source, 'y');
export const startsCapitalOrDigit = (text: string, s: number): boolean => {
  const c = text.charCodeAt(s);
  return (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
};
/** 8+ digits standing alone: accession, account or record numbers without a cue. */
export const LONG_DIGITS = /(?<![\w.,/-])\d{8,}(?![\w,/-]|\.\d)/g;
export const LONG_DIGITS_BEHIND = /(?<![\w.,/-])/y;
export const LONG_DIGITS_BODY = new RegExp(LONG_DIGITS.source.slice(LONG_DIGITS_BEHIND.source.length), 'g');

function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * The IBAN check (ISO 13616): the first four characters moved to the end, letters read as 10-35, the number mod 97
 * is 1. Every issued IBAN passes it; a ventilator line in capitals ("FI02 WEAN THIS SHIFT") has the shape and fails.
 */
function ibanValid(iban: string): boolean {
  const s = iban.replace(/ /g, '');
  const moved = s.slice(4) + s.slice(0, 4);
  let rest = 0;
  for (let i = 0; i < moved.length; i++) {
    const c = moved.charCodeAt(i);
    // Digits carry one decimal place, letters two (A = 10 ... Z = 35); the remainder is folded as it goes.
    rest = c <= 57 ? (rest * 10 + (c - 48)) % 97 : (rest * 100 + (c - 55)) % 97;
  }
  return rest === 1;
}

export function detectIdentifiers(text: string, out: Candidate[], seen: GateWords): void {
  byRule(out, 'identifier.cued', () => detectCuedIdentifiers(text, out, seen));
  byRule(out, 'identifier.number-word', () => detectNumberWords(text, out));
  byRule(out, 'identifier.shaped', () => detectShapedIdentifiers(text, out));
}

function detectCuedIdentifiers(text: string, out: Candidate[], seen: GateWords): void {
  for (let k = 0; k < RULES.length; k++) {
    const rule = RULES[k]!;
    if (rule.gate?.open(seen) === false) continue;
    for (const m of RULE_ANCHORS[k]!.matchAll(text, seen)) {
      let value = m[1]!;
      let end = m.index + m[0].length;
      // "MRN 30-118-462 79 y/o M": a number after the code is the next item (an age, a count), not the code's part.
      // A spaced value that opens with a word stays whole here and is dropped below ("range 3.5").
      const blank = value.indexOf(' ');
      if (blank > 0 && !/^[A-Z]{2,5} \d/.test(value) && /\d/.test(value.slice(0, blank)) && /[-./#]/.test(value.slice(0, blank))) {
        end -= value.length;
        value = value.slice(0, blank);
        end += value.length;
      }
      // "ID:" heads the infectious-disease section of a note ("ID: Tmax 100.4", "ID: vanco 1 gm"): after a
      // bare "id" the value must be one code with a digit in it.
      if (/^id\b/i.test(m[0]) && (/\s/.test(value) || !/\d/.test(value) || /^\d+(?:\.\d+)?$/.test(value))) continue;
      // A spaced value must start with a capitalised code ("MGH 7719-0044"), never a word ("range 3.5").
      if (value.includes(' ') && !/^[A-Z]{2,5} \d/.test(value)) continue;
      // A date after "ID" is a date; a dose after "case" is a dose.
      if (/^\d{1,2}\/\d{1,2}(?:\/\d{2,4})?$/.test(value) || (/^\d+(?:\.\d+)?$/.test(value) && value.length < 5)) continue;
      // "ref 4.0-6.0": a reference range of a lab value, not a reference number.
      if (/^\d{1,4}\.\d{1,3}-\d{1,4}(?:\.\d{1,3})?$/.test(value)) continue;
      // "a lot 3 days ago": after a bare "lot" the value is a lot code of five characters or more.
      if (/^lot(?![\s#]*(?:number|no|#))/i.test(m[0]) && value.length < 5) continue;
      push(out, end - value.length, end, rule.type, rule.score);
    }
  }
  for (const m of PLAN_GROUP_AT.matchAll(text, seen)) {
    const value = m[1]!;
    if (value.includes(' ') || (/^\d+$/.test(value) && value.length < 5)) continue;
    // The plan's cue on the same line before "Group", or on the line above it.
    // Both look-backs are bounded: asked per match of one long line, an unbounded one would read the whole line each time.
    const floor = m.index - 240;
    const lineStart = lineStartFrom(text, m.index, floor);
    const above = lineStart > 0 && lineStart > floor ? lineStartFrom(text, lineStart - 1, floor) : lineStart;
    if (!PLAN_LINE_CUE.test(text.slice(Math.max(above, floor, 0), m.index))) continue;
    const end = m.index + m[0].length;
    push(out, end - value.length, end, 'HEALTHPLAN', TIER.planLabel);
  }
}

function detectShapedIdentifiers(text: string, out: Candidate[]): void {
  for (const m of matchAllBehind(text, NOT_AFTER_CODE, SSN_BODY)) push(out, m.index, m.index + m[0].length, 'IDNUM', TIER.fullShape);
  for (const m of matchAllBehind(text, NOT_AFTER_CODE, CARD_BODY)) {
    const digits = m[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) {
      push(out, m.index, m.index + m[0].length, 'IDNUM', TIER.checkedShape);
    }
  }
  for (const m of allMatches(text, IBAN)) {
    // The spaced shape can run on into a word after the number ("... 1331 9268 19 THEN"): the longest prefix that
    // ends at a blank and passes the check is the IBAN.
    let v = m[0];
    while (!ibanValid(v) && v.lastIndexOf(' ') > 14) v = v.slice(0, v.lastIndexOf(' '));
    if (ibanValid(v)) push(out, m.index, m.index + v.length, 'IDNUM', TIER.checkedShape);
  }
  for (const m of matchAllBeforeAnchor(text, SPECIMEN_ANCHOR, SPECIMEN_WINDOW, undefined, SPECIMEN_AT, startsCapitalOrDigit)) {
    if (m.index > 0 && /[\w-]/.test(text.charAt(m.index - 1))) continue;
    push(out, m.index, m.index + m[0].length, 'IDNUM', TIER.looseShape);
  }
  for (const m of matchAllBehind(text, LONG_DIGITS_BEHIND, LONG_DIGITS_BODY)) push(out, m.index, m.index + m[0].length, 'IDNUM', TIER.bareNumber);
}
