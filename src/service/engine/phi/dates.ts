// DATE: every element of a date except a bare year is PHI (HIPAA Safe Harbor). Decision: a bare year
// ("in 2021") is NOT tagged — the year alone is the one element Safe Harbor lets through, and tagging it
// would redact every "since 2019" in a history. Month + year ("March 2024", "3/2024") IS tagged, as are
// numeric, ISO and written dates, with an optional time of day.
// Not dates: fractions and ratios ("1/2 tab", "2/3 of", "120/80"), which have no valid year part.
import { push, type Candidate } from './scan';

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|' +
  'JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|APR(?:IL)?|MAY|JUNE?|JULY?|AUG(?:UST)?|SEP(?:T(?:EMBER)?)?|OCT(?:OBER)?|NOV(?:EMBER)?|DEC(?:EMBER)?|' +
  'january|february|april|june|july|august|september|october|november|december)';
const DAY = '(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?';
const YEAR = "(?:(?:19|20)\\d\\d|'\\d\\d)";
const TIME = '(?:,?\\s*(?:at\\s+)?(?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d)?(?:\\s*[AaPp]\\.?[Mm]\\.?)?)?';

/** Month-name dates: "March 3, 2024", "Mar. 3rd", "March 2024", "3 March 2024", "3rd of March", "03-Mar-2024". */
const NAMED = new RegExp(
  `\\b(?:` +
    // Weekday prefix is part of the date when present.
    `(?:(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(?:day)?\\.?,?\\s+)?` +
    `(?:${MONTH}\\.?\\s+${DAY}(?:,?\\s+${YEAR})?` +
    `|${DAY}\\s+(?:of\\s+)?${MONTH}\\.?(?:,?\\s+${YEAR})?` +
    `|${MONTH}\\.?,?\\s+${YEAR}` +
    `|\\d{1,2}-${MONTH}-(?:\\d{4}|\\d\\d)` +
    `))${TIME}(?![\\p{L}\\d])`,
  'gu',
);

/** Numeric dates: M/D/YYYY, MM-DD-YY, D.M.YYYY, YYYY-MM-DD, YYYY/MM/DD, optional time. */
const NUMERIC = /(?<![\d/.-])(?:(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})|(\d{4})([/-])(\d{1,2})\6(\d{1,2}))(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?(?![\d/]|\.\d|-\d)/g;

/** Month/year: "3/2024", "03/2024", "3-2024". Four-digit year only, so "1/2" or "2/3" never match. */
const MONTH_YEAR = /(?<![\d/.-])(0?[1-9]|1[0-2])[/-]((?:19|20)\d\d)(?![\d/]|\.\d|-\d)/g;

/** A full month name standing alone after a temporal preposition: "seen in March". "May" is excluded. */
const MONTH_ALONE =
  /\b(?:in|since|during|until|till|by|from|early|late|mid|last|next|this)\s+(January|February|March|April|June|July|August|September|October|November|December)(?![A-Za-z\d])/g;

function plausibleMonthDay(a: number, b: number): boolean {
  // Either M/D or D/M ordering is accepted; both parts must be plausible.
  return a >= 1 && b >= 1 && ((a <= 12 && b <= 31) || (b <= 12 && a <= 31));
}

export function detectDates(text: string, out: Candidate[]): void {
  for (const m of text.matchAll(NAMED)) {
    const hasYear = /\d{4}|'\d\d/.test(m[0]);
    push(out, m.index, m.index + m[0].length, 'DATE', hasYear ? 0.95 : 0.85);
  }
  for (const m of text.matchAll(NUMERIC)) {
    if (m[1] !== undefined) {
      const a = Number(m[1]);
      const b = Number(m[3]);
      if (!plausibleMonthDay(a, b)) continue;
      // "1.2.10" is more likely a version or a list number than a date: dotted dates need a 4-digit year.
      if (m[2] === '.' && m[4]!.length !== 4) continue;
      push(out, m.index, m.index + m[0].length, 'DATE', 0.95);
    } else {
      const mo = Number(m[7]);
      const d = Number(m[8]);
      const y = Number(m[5]);
      if (y < 1900 || y > 2099 || mo < 1 || mo > 12 || d < 1 || d > 31) continue;
      push(out, m.index, m.index + m[0].length, 'DATE', 0.97);
    }
  }
  for (const m of text.matchAll(MONTH_YEAR)) push(out, m.index, m.index + m[0].length, 'DATE', 0.8);
  for (const m of text.matchAll(MONTH_ALONE)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'DATE', 0.6);
}
