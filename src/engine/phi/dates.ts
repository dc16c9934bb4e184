// DATE: every element of a date except a bare year is PHI (HIPAA Safe Harbor). Decision: a bare year
// ("in 2021") is NOT tagged — the year alone is the one element Safe Harbor lets through, and tagging it
// would redact every "since 2019" in a history. Month + year ("March 2024", "3/2024") IS tagged, as are
// numeric, ISO and written dates, with an optional time of day ("3/16/25 at 10:30"), and month/day without a
// year when zero-padded or after a temporal cue ("on 01/23", "since 6/9").
// Not dates: fractions, ratios and scores ("1/2 tab", "2/3 of", "120/80", "pain 7/10"): no year, no padding, no cue.
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
const NUMERIC = /(?<![\d/.-])(?:(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})|(\d{4})([/-])(\d{1,2})\6(\d{1,2}))(?:(?:[T ]|,?[ \t]+at[ \t]+)(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?:[ \t]?[AaPp]\.?[Mm]\.?)?)?(?![\d/]|\.\d|-\d)/g;

/**
 * Month/day without a year: "on 01/23", "(01/21)", "01/22 to 01/26". Counts, scores and ratios ("2/2 sets",
 * "pain 7/10", "strength 4/5") share the shape, so a zero-padded part ("01/23", "12/05") is required, or a
 * temporal cue right before it ("since 1/23", "through 2/6", "as of 3/1").
 */
const MONTH_DAY = /(?<![\d/.:-])(0[1-9]|1[0-2]|[1-9])\/(0[1-9]|[12]\d|3[01]|[1-9])(?![\d/]|\.\d|-\d|:\d|[ \t]*(?:mg|mcg|ml|mL|units?|cm|mm)\b)/g;
const MONTH_DAY_CUE = /\b(?:since|through|thru|until|till|dated|as\s+of|effective|starting|beginning|discharged|admitted|dob|d\.o\.b\.)[ \t:]*$/i;

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
  for (const m of text.matchAll(MONTH_DAY)) {
    const padded = m[1]!.startsWith('0') || m[2]!.startsWith('0');
    if (!padded && !MONTH_DAY_CUE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    push(out, m.index, m.index + m[0].length, 'DATE', 0.8);
  }
  for (const m of text.matchAll(MONTH_ALONE)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'DATE', 0.6);
}
