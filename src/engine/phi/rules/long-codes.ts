// IDNUM: a number or letter-number code with a run of five digits or more that no other rule read ("FOLDER
// 4471220", "HMC# U4481732", "(Raj.) 313001"), promoted from the review queue (review.code-number, promo16)
// because on every set we may read each one left over was a record, folder or registration number or a postal
// code. Ranges ("80-100", "400-500") have no such run, and a decimal, a slash, a per cent or a hyphen before
// more digits after it makes it a measure or a date, so the rule waits for a whole code; a small-letter word after it
// makes it a dose or a count ("heparin 25000 units", "250000 platelets"). It yields to every other reading: a phone,
// date or postcode rule's type wins the span (TIER.reviewKind), and a bare run of eight digits or more is
// identifier.shaped's.
import { matchAllBeforeAnchor } from '../core/anchored';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';

/** Codes with five digits or more: "CT25-0048812", "S24-11873", "#4471923". Bounded quantifiers: linear. */
export const CODE = /(?<![\w/.-])(?:[A-Za-z]{1,4}[-#]?)?\d[\d-]{4,14}\d(?![\w/.%]|-\d)/g;
const CODE_AT = new RegExp(CODE.source, 'y');
const FIVE_DIGITS = /\d{5}/;
const COUNT_AFTER = /^[ \t]{0,2}[a-z]/;
const BARE_LONG_RUN = /^\d{8,}$/;

/**
 * Where CODE's digits may start, as anchors for matchAllBeforeAnchor (core/anchored.ts), not a search with a look-behind
 * at every position of the note. The first digit of a match's number follows a non-digit (the look-behind refuses a digit
 * before the match, and within it a letter, "-" or "#" comes before the number), and six digits or hyphens start there.
 * The anchor is put one past that digit (an anchor stands after the start of its match) and the window reaches back over
 * the four letters and the "-" or "#" a code may open with: the positions tried are all where CODE can match.
 */
export function codeAnchors(text: string): { index: number }[] {
  const anchors: { index: number }[] = [];
  // Every position where a digit and five digits or hyphens stand, overlapping ones too (a scan for a digit is
  // several times faster than CODE's own search); kept where no digit comes before.
  const run = DIGIT_RUN;
  run.lastIndex = 0;
  for (let m = run.exec(text); m !== null; m = run.exec(text)) {
    const p = m.index;
    const b = p > 0 ? text.charCodeAt(p - 1) : 0;
    if (b < 48 || b > 57) anchors.push({ index: p + 1 });
    run.lastIndex = p + 1;
  }
  run.lastIndex = 0;
  return anchors;
}

const DIGIT_RUN = /\d[\d-]{5}/g;
export const CODE_WINDOW = 6;

/** CODE starts with an ASCII letter or a digit. */
export function startsLetterOrDigit(text: string, s: number): boolean {
  const c = text.charCodeAt(s);
  const l = c | 32;
  return (l >= 97 && l <= 122) || (c >= 48 && c <= 57);
}

export function detectLongCodes(text: string, out: Candidate[]): void {
  for (const m of matchAllBeforeAnchor(text, codeAnchors(text), CODE_WINDOW, undefined, CODE_AT, startsLetterOrDigit)) {
    const end = m.index + m[0].length;
    if (!FIVE_DIGITS.test(m[0]) || BARE_LONG_RUN.test(m[0]) || COUNT_AFTER.test(text.slice(end, end + 4))) continue;
    push(out, m.index, end, 'IDNUM', TIER.reviewKind);
  }
}
