// IDNUM: a code after any noun and its number word ("membership no. UMS 11047723", "Service no. RA 12 847 361",
// "FOLDER NO: EZC 019 442", "hospice no. HH-20418", "Biopsy No: HP/6217/26"): forms and letters of every country label a
// number by what it numbers, and no list of cue nouns holds them all (fix20b). The noun is any word but one that numbers
// a phone, a place in a building or an address, or a count ("tel no.", "room no.", "bed #", "no. of"); the value is a
// code, not a count, a date or a measure: a letter prefix before its digits, or digits in groups, or six digits or more,
// four digits at least in all; after the prefix only digits, in groups parted by a blank or a hyphen, or a slash's
// serial and year after a prefix and its slash ("HP/6217/26"), so a pressure after a catheter's letters ("# PA 70/38") is
// no code. The cued rules, which know their nouns, read the same span at a higher tier. Codes with letters inside or
// after their digits, or a prefix of two parts, are read by a second pattern (detectLetteredCodes; fix23c).
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { matchAllBeforeAnchor, mayStartAsciiLetter } from '../core/anchored';
import { CREDENTIALS } from './note-people-context';

/** The noun, its number word and the code. Groups: the noun, the code. */
export const NUMBER_WORD = new RegExp(
  String.raw`\b([A-Za-z]{3,16})[ \t]{1,2}(?:no|No|NO|number|Number|NUMBER|#)(?![A-Za-z])\.?[ \t]{0,2}:?[ \t]{0,3}` +
    String.raw`((?:[A-Z]{1,5}[ -]?(?=\d)|[A-Z]{1,4}\/(?=\d{3,}\/\d))?\d{2,12}(?:(?<=\/\d{3,12})\/\d{2,4}|(?:[ -]\d{2,8}){0,4}))(?![\w@/-]|\.\d)`,
  'g',
);

const NUMBER_WORD_AT = new RegExp(NUMBER_WORD.source, 'y');
/**
 * Every match holds a blank, its number word and, after at most a period, a colon, blanks and a prefix of capitals (and a
 * blank, a hyphen or a slash), a digit; the blank before the number word is at most seventeen code units after the
 * match's start (a noun of sixteen letters and a blank). NUMBER_WORD is tried only there (core/anchored.ts), not at
 * every word of the note. An anchor starts at a blank, which no anchor holds after its first code unit: none hides the next.
 */
export const NUMBER_WORD_ANCHOR = /[ \t](?:no|No|NO|number|Number|NUMBER|#)(?![A-Za-z])(?=\.?[ \t]{0,2}:?[ \t]{0,3}[A-Z]{0,5}[ /-]?\d)/g;
export const NUMBER_WORD_WINDOW = 17;

/** Nouns whose number is a phone, a place in a building or an address, a count or a step, never an identifier. */
const NOT_IDENTIFIER_NOUNS: ReadonlySet<string> = new Set([
  'phone', 'telephone', 'tel', 'cell', 'mobile', 'mob', 'fax', 'pager', 'beeper', 'contact', 'home', 'work', 'office', 'direct',
  'landline', 'whatsapp', 'call', 'callback', 'helpline', 'hotline', 'emergency', 'room', 'rm', 'bed', 'bay', 'ward', 'floor', 'suite', 'apt',
  'apartment', 'flat', 'house', 'door', 'street', 'box', 'building', 'bldg', 'block', 'plot', 'lot', 'gate', 'platform',
  'route', 'exit', 'highway', 'road', 'page', 'step', 'item', 'question', 'dose', 'cycle', 'day', 'week', 'visit', 'version',
  'size', 'gauge', 'bus', 'flight', 'train', 'table', 'figure', 'chapter', 'section', 'line', 'level', 'grade', 'stage', 'type',
  'total', 'the', 'and', 'with', 'for', 'of', 'on', 'at', 'in', 'to', 'is', 'was', 'has', 'had', 'have', 'not', 'yes', 'serial',
]);

export function detectNumberWords(text: string, out: Candidate[]): void {
  for (const m of matchAllBeforeAnchor(text, NUMBER_WORD_ANCHOR, NUMBER_WORD_WINDOW, undefined, NUMBER_WORD_AT, mayStartAsciiLetter)) {
    const noun = m[1]!.toLowerCase();
    // "RRT #4-5120", "MD # 6-2281": after a credential the number is the writer's pager.
    if (NOT_IDENTIFIER_NOUNS.has(noun) || CREDENTIALS.has(noun)) continue;
    const value = m[2]!;
    const digits = value.replace(/\D/g, '').length;
    if (digits < 4) continue;
    // A pager's, an extension's or a phone's shape is theirs ("#4-5120", "no. 617 555 0142").
    if (/^\d{1,3}-\d{4}$/.test(value) || /^\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}$/.test(value)) continue;
    // A date in any order of its parts is a date.
    if (/^\d{1,4}[/. -]\d{1,2}[/. -]\d{1,4}$/.test(value)) continue;
    // A bare run of digits is a code at six digits or more; a letter prefix or digits in groups are a code's shape.
    if (/^\d+$/.test(value) && digits < 6) continue;
    const end = m.index + m[0].length;
    push(out, end - value.length, end, 'IDNUM', TIER.genericLabel);
  }
  detectLetteredCodes(text, out);
}

/**
 * The codes the shape above leaves: letters inside or after the digits, or a prefix of two parts ("Docket No.
 * 2025-MH-41-0277", "Matric no. 2291047K", "enrolee No.: NHIS/ON/0482117/02", "IRB # PSU-IRB-2025-1472"; fix23c, own124
 * singapore-polyclinic-memo and nigeria-teaching-hospital, own128 court-psych-southcarolina and sports-physio-glasgow,
 * own132 nigeria-discharge and research-sae-ca). Five digits or more with a letter among them, or in three hyphened parts;
 * a bare "no" only before a colon ("she had no 2B-4471"); not digits with small letters after them (an amount, "12500cc")
 * nor the nouns above, a credential, or a thing that is no one's (a form, a model, a part, a unit of blood).
 */
const NUMBER_MARK = /\b(?:no|nr|num|number)\b\.?|#/gi;
const LETTERED_CODE = /([A-Za-z][A-Za-z'’-]{1,19})[ \t]{1,2}(?:(?:number|num\.?|nr\.?|no\.|no(?=[ \t]{0,2}:))(?![A-Za-z])|#)[ \t]{0,2}(?::[ \t]{0,3})?([A-Za-z0-9]{1,14}(?:[/-][A-Za-z0-9]{1,14}){0,5})(?![\w/-]|\.\w)/iy;
/** The noun's longest run before its number word: twenty letters and two blanks. */
const LETTERED_WINDOW = 22;
const NOT_IN_WORD = /(?<![A-Za-z'’-])/y;
const NO_ONES = new Set(['form', 'model', 'part', 'cat', 'catalog', 'catalogue', 'product', 'sku', 'rev', 'revision', 'ver', 'pg', 'fig', 'bpr', 'unit', 'units', 'bag', 'bottle', 'ext', 'extension', 'no', 'or', 'a']);
const PLAN_NOUN = /^(?:enrol+(?:l?ee|ment)|insur\w*|policy|member|subscriber|beneficiary|nhi[afs])$/i;

function detectLetteredCodes(text: string, out: Candidate[]): void {
  for (const m of matchAllBeforeAnchor(text, NUMBER_MARK, LETTERED_WINDOW, NOT_IN_WORD, LETTERED_CODE, mayStartAsciiLetter)) {
    const noun = m[1]!.toLowerCase();
    const value = m[2]!;
    if (NOT_IDENTIFIER_NOUNS.has(noun) || NO_ONES.has(noun) || CREDENTIALS.has(noun) || value.replace(/\D/g, '').length < 5) continue;
    // Digits and slashes alone are a pressure or a setting ("120/80"); a date is a date in any order of its parts.
    if ((!/[A-Za-z]/.test(value) && value.split('-').length < 3) || /^\d+[a-z]+$/.test(value) || /^\d{1,4}-\d{1,2}-\d{1,4}$/.test(value)) continue;
    const end = m.index + m[0].length;
    push(out, end - value.length, end, PLAN_NOUN.test(noun) ? 'HEALTHPLAN' : 'IDNUM', TIER.genericLabel);
  }
}
