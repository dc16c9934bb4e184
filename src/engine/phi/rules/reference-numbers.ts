// IDNUM, DEVICE, MEDICALRECORD and HEALTHPLAN numbers after the labels letters and forms of many countries give
// them, which the generic cues of identifiers.ts miss: a correspondence reference ("Our ref: BOM/4471/KT",
// "your ref: ab/pi/2291"), authorisation and claim references ("Auth # PA-55017293", "AL No. 11930288"), a
// court's or police station's number ("Case No. 112 of 2026", "OB No. 44/03/02/2026"), a worker's staff numbers
// ("Emp ID: HF-20931", "BADGE NO 7719"), a clinician's register outside the big ones ("NMC PIN 09H3321E",
// "MMC NO 58812", "Reg. No. TNMC 78114"), an implant's serial and batch ("SN FS-99120457"), an Australian UR
// number, a Malaysian IC. A value needs four digits, so "case 2 of 3", "ref range 130-170" and "Lot of pain"
// leave nothing behind; a label that is also a word ("case", "claim", "approval") needs "No."/"number"/"#".
import { byRule, push, type Candidate } from '../core/scan';
import type { KnownPhiType } from '../../../deid/phi-types';
import { TIER } from '../core/tiers';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';

/** Labels that say "this is a number" alone, and labels that are words of prose until a number word follows. */
const LABEL = String.raw`(?:(?:our|your|call|claim|form|perkeso|court|file)[ \t]{1,2}ref(?:erence)?\.?|ref(?:erence)?\.?|(?:pre-?)?auth(?:ori[sz]ation)?|approval|req(?:uisition)?|incident|notification|consult|denial|ob|al|claim|case|file|(?:court[ \t]{1,2})?record|billing|reg(?:istration)?\.?|ppsn?|nhif|nhis|certificate|(?:driving|driver'?s)[ \t]{1,2}licen[cs]e|permit|passport|badge|emp(?:loyee)?|staff|payroll|personnel|socso|epf|mmc|kmpdc[ \t]{1,2}reg\.?|imc[ \t]{1,2}reg\.?|nmc[ \t]{1,2}pin|batch|(?:stent|valve|lens|graft|mesh|stem|cup)[ \t]{1,2}serial)`;
const NUMBER_WORD = String.raw`(?:no\.?|number|num\.?|nbr|id|#)`;
/** A code of letters and digits (a digit within its first 26 characters, so a label's word of prose is passed over), with slashes or hyphens inside, a form's capitals before it ("RQ 2026-118406"), or a court's "112 of 2026". */
const VALUE = String.raw`((?=[A-Za-z]{0,5}[ \t]?[A-Za-z0-9/-]{0,20}\d)(?:[A-Za-z]{2,5}[ \t](?=\d))?[A-Za-z0-9]{1,14}(?:[/-][A-Za-z0-9]{1,14}){0,5}(?:[ \t]of[ \t](?:19|20)\d\d)?)`;
const LABELLED = new RegExp(
  String.raw`\b${LABEL}(?![a-z])(?:[ \t]{0,2}${NUMBER_WORD}){0,2}[ \t]{0,2}(?:(?:is|was|as|:|#)[ \t]{0,3}){0,2}${VALUE}(?![\w/-]|\.\w)`,
  'gi',
);
const LABELLED_AT = new WordAnchor(
  LABELLED,
  'our your call claim* form* perkeso court* file* ref* reference* pre* auth* authorisation* authorization* approval* req* requisition* ' +
    'incident* notification* consult* denial* ob* al* case* record* billing* certificate* driving driver* reg* pps* nhif* nhis* permit* passport* badge* emp* employee* staff* payroll* ' +
    'personnel* socso* epf* mmc* kmpdc* imc* nmc* batch* stent* valve* lens* graft* mesh* stem* cup*',
);
/** Labels whose word is prose without a number word after it ("the case 4471 cohort", "approval 2026"). */
const NEEDS_NUMBER_WORD = /^(?:approval|req|requisition|incident|notification|consult|denial|ob|al|claim|case|file|record|court|billing|certificate|driving|driver|permit|passport|staff|payroll|personnel|epf|mmc|reg|registration)\b/i;
const HAS_NUMBER_WORD = new RegExp(String.raw`[ \t#]${NUMBER_WORD}(?![a-z])|#`, 'i');
/**
 * A code that is a file's or a case's number by its shape alone: capitals, a hyphen, perhaps a year or a period and a
 * hyphen, then five digits or more ("K-4471928", "PA-88120437", "NC-2026-004417"). After a label that is also a word
 * ("VAC file K-...", "appeal of denial PA-...") it stands without "No." or "#" (fix15d); a drug's or a gene's code
 * ("HLA-B27", "CA-125") has fewer digits.
 */
const CODE_SHAPE = /^[A-Z]{1,4}-(?:\d{2,4}-)?\d{5,10}$/;

/** Capitals-only labels: an implant's SN, an Australian UR, a Malaysian RN or IC, a South African MP number. */
const CAPS = /\b(SN|UR|RN|IC|NRIC|MP|HSN|MHSC)(?:[ \t]{0,2}(?:NO\.?|No\.?|#))?[ \t]{0,2}:?[ \t]{0,3}([A-Z]{0,3}-?\d[\dA-Z-]{4,14}|\d{3}[ \t]\d{3}[ \t]\d{3})(?![\w/-]|\.\w)/g;
const CAPS_AT = new WordAnchor(CAPS, 'sn* ur* rn* ic* nric* mp* hsn* mhsc*', 0, false, 'caps');
/**
 * An Australian UR (unit record) number in a note typed in lower case ("ur: 0045521", "urn 0045521" is read by
 * international.ts): "ur" is also texting for "your", so the colon and five digits or more are asked for.
 */
const UR_LOWER = /\bur[ \t]{0,2}(?:no\.?|#)?[ \t]{0,2}:[ \t]{0,3}(\d{5,10})(?![\w/-]|\.\w)/g;
const UR_LOWER_AT = new WordAnchor(UR_LOWER, 'ur*', 0, false, 'small');
const CAPS_TYPE: Readonly<Record<string, KnownPhiType>> = { SN: 'DEVICE', UR: 'MEDICALRECORD', RN: 'MEDICALRECORD', IC: 'IDNUM', NRIC: 'IDNUM', MP: 'IDNUM', HSN: 'HEALTHPLAN', MHSC: 'HEALTHPLAN' };

const digits = (s: string): number => s.replace(/\D/g, '').length;
/** A date, a range ("130-170"), a phone number ("555-0187", "212-555-0187") is not a reference. */
const NOT_A_REFERENCE = /^(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,4}-\d{1,4}|\d{3}-\d{4}|\d{4}-\d{2}-\d{2}|1?-?\d{3}-\d{3}-\d{4})$/;

/** Kenya's and Ghana's national health insurance numbers are plan numbers; an implant's, a device's. */
const labelType = (label: string): KnownPhiType =>
  /^(?:batch|stent|valve|lens|graft|mesh|stem|cup)/i.test(label) ? 'DEVICE' : /^nhi[fs]/i.test(label) ? 'HEALTHPLAN' : 'IDNUM';

export function detectReferenceNumbers(text: string, out: Candidate[], seen: GateWords): void {
  byRule(out, 'identifier.reference', () => detectLabelled(text, out, seen));
  byRule(out, 'identifier.caps-label', () => detectCapsLabels(text, out, seen));
}

function detectLabelled(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of LABELLED_AT.matchAll(text, seen)) {
    let value = m[1]!;
    const label = m[0].slice(0, m[0].length - value.length);
    // A bare "reference" is prose ("the reference 1998 study") unless a colon or number word marks the value.
    if (/^ref(?:erence)?\b/i.test(label) && !/[:#]/.test(label) && !HAS_NUMBER_WORD.test(label.slice(label.search(/[ \t.]|$/)))) continue;
    if (NEEDS_NUMBER_WORD.test(label) && !/^(?:claim|court|file|form)[ \t]{1,2}ref/i.test(label) && !HAS_NUMBER_WORD.test(label.slice(label.search(/[ \t#]|$/))) && !CODE_SHAPE.test(value)) continue;
    // A form's capitals belong to the number ("TNMC 78114"); a word of prose before it does not.
    if (/[ \t]/.test(value) && !/ of /.test(value) && !/^[A-Z]{2,5}[ \t]/.test(value)) value = value.slice(value.search(/[ \t]/) + 1);
    if (digits(value) < 4 || NOT_A_REFERENCE.test(value)) continue;
    const end = m.index + m[0].length;
    push(out, end - value.length, end, labelType(label), TIER.labelledValue);
  }
}

function detectCapsLabels(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of CAPS_AT.matchAll(text, seen)) {
    const value = m[2]!;
    // "MP 0892341": a register's number is long; "RN 55012" may be a pager.
    if (digits(value) < (m[1] === 'MP' || m[1] === 'RN' ? 6 : 5) || NOT_A_REFERENCE.test(value)) continue;
    push(out, m.index + m[0].length - value.length, m.index + m[0].length, CAPS_TYPE[m[1]!]!, TIER.labelledValue);
  }
  for (const m of UR_LOWER_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'MEDICALRECORD', TIER.labelledValue);
}
