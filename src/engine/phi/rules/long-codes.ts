// IDNUM: a number or letter-number code with a run of five digits or more that no other rule read ("FOLDER
// 4471220", "HMC# U4481732", "(Raj.) 313001"), promoted from the review queue (review.code-number, promo16)
// because on every set we may read each one left over was a record, folder or registration number or a postal
// code. Ranges ("80-100", "400-500") have no such run, and a decimal, a slash, a per cent or a hyphen before
// more digits after it makes it a measure or a date, so the rule waits for a whole code; a small-letter word after it
// makes it a dose or a count ("heparin 25000 units", "250000 platelets"). It yields to every other reading: a phone,
// date or postcode rule's type wins the span (TIER.reviewKind), and a bare run of eight digits or more is
// identifier.shaped's.
import { allMatches } from '../core/all-matches';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';

/** Codes with five digits or more: "CT25-0048812", "S24-11873", "#4471923". Bounded quantifiers: linear. */
const CODE = /(?<![\w/.-])(?:[A-Za-z]{1,4}[-#]?)?\d[\d-]{4,14}\d(?![\w/.%]|-\d)/g;
const FIVE_DIGITS = /\d{5}/;
const COUNT_AFTER = /^[ \t]{0,2}[a-z]/;
const BARE_LONG_RUN = /^\d{8,}$/;

export function detectLongCodes(text: string, out: Candidate[]): void {
  for (const m of allMatches(text, CODE)) {
    const end = m.index + m[0].length;
    if (!FIVE_DIGITS.test(m[0]) || BARE_LONG_RUN.test(m[0]) || COUNT_AFTER.test(text.slice(end, end + 4))) continue;
    push(out, m.index, end, 'IDNUM', TIER.reviewKind);
  }
}
