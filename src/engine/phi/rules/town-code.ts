// CITY and STATE: a capitalised town no gazetteer holds, written with its state's or province's postal code
// after a residence cue ("from Little Ossory, VT", "lives in Sault Sainte-Rose, ON", "near Quillan Flats, NE"), the cue
// in capitals too in an ALL-CAPS note ("BROTHER IN KILLDEER, ND").
// The address rules want a known town or a ZIP code; a social history or a referral line has neither, yet
// the cue, the comma and the code together say "town, state". Codes that are also credentials or clinical
// abbreviations in capitals (MD, PA, MA, OR, CT, CA, MS, IN...) are left out: "seen by Roe, MD" is a doctor.
import { matchAllBeforeAnchor } from '../core/anchored';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { NOT_NAME_WORDS } from '../vocab/name-guards';

const CODES =
  'AK|AZ|AR|FL|IA|IL|KS|KY|MN|MT|ND|NE|NH|NJ|NM|NV|NY|RI|SD|TN|UT|VT|WA|WI|WV|WY|' + // US states, clinically unambiguous
  'ON|QC|BC|AB|MB|SK|NB|NL|PE|YT|NU'; // Canadian provinces and territories (NS, normal saline, left out)
export const TOWN_CODE = new RegExp(
  String.raw`(?:\b(?:from|in|near|of|to|moved[ \t]{1,3}to|lives[ \t]{1,3}in|FROM|IN|NEAR|OF|TO|MOVED[ \t]{1,3}TO|LIVES[ \t]{1,3}IN)[ \t]{1,3}|(\())((?:(?:\p{Lu}[\p{L}'’-]{1,20}|du|de|des|la|le|del)[ \t]){0,2}\p{Lu}[\p{L}'’-]{1,20}),[ \t]{1,2}(${CODES})(?![\p{L}\d])`,
  'gdu',
);
// Tried at every position, the pattern cost a hundredth of identify-phi: it is tried only before its comma and code
// (matchAllBeforeAnchor, core/anchored.ts), where a cue word or a bracket can start. The longest part before the
// comma: "moved", three blanks, "to", three blanks, and three words of a capital and twenty letters (astral
// letters counted twice) with a blank after the first two.
export const TOWN_CODE_ANCHOR = new RegExp(String.raw`,[ \t]{1,2}(?:${CODES})(?![\p{L}\d])`, 'gu');
export const TOWN_CODE_WINDOW = 13 + 3 * 42 + 2;
const TOWN_CODE_AT = new RegExp(TOWN_CODE.source, 'duy');

/** Where TOWN_CODE can match: a bracket, or the first letter (either case) of a cue word where no ASCII word character is before it. */
export function startsCueOrBracket(text: string, s: number): boolean {
  if (text.charCodeAt(s) === 40) return true;
  // f(rom), i(n), n(ear), o(f), t(o), m(oved), l(ives), in lower case or in capitals
  const c = text.charCodeAt(s) | 32;
  if (c !== 102 && c !== 105 && c !== 110 && c !== 111 && c !== 116 && c !== 109 && c !== 108) return false;
  if (s === 0) return true;
  const p = text.charCodeAt(s - 1);
  const l = p | 32;
  return !((l >= 97 && l <= 122) || (p >= 48 && p <= 57) || p === 95);
}

/** Codes that are also clinical abbreviations (blood culture, antibody, pulmonary embolism): only at the end of a field. */
const FIELD_END_ONLY = new Set(['BC', 'AB', 'PE']);
const FIELD_END = /^[ \t]{0,3}(?:$|\r?\n|[,;.)]|[A-Z]\d[A-Z])/;

export function detectTownCodes(text: string, out: Candidate[]): void {
  for (const m of matchAllBeforeAnchor(text, TOWN_CODE_ANCHOR, TOWN_CODE_WINDOW, undefined, TOWN_CODE_AT, startsCueOrBracket)) {
    // "(Rivière-Claire, QC)": in brackets after a facility's name, the bracket must close right after the code.
    if (m[1] !== undefined && text.charAt(m.index + m[0].length) !== ')') continue;
    const words = m[2]!.split(/[ \t]+/);
    // "from Dr Roe, ON call", "to Pt, AB": a title, a label or a clinical word is no town.
    if (words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase()))) continue;
    const fieldEnd = FIELD_END.test(text.slice(m.index + m[0].length, m.index + m[0].length + 6));
    if (FIELD_END_ONLY.has(m[3]!) && !fieldEnd) continue;
    // "SWAN IN PLACE, ON DOBUTAMINE": in a line of capitals "ON" is the word as often as Ontario; only a field's end
    // or a postcode after it says which.
    if (m[3] === 'ON' && !fieldEnd && !/[a-z]/.test(text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40))) continue;
    const [start, end] = m.indices![2]!;
    push(out, start, end, 'CITY', TIER.townState);
    const [s, e] = m.indices![3]!;
    push(out, s, e, 'STATE', TIER.townState);
  }
}
