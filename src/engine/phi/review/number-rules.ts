// Review rules that read numbers: digit groups that could be a phone number (long groups, or short ones next
// to a contact word), and month-like tokens, ordinals and apostrophe years next to numbers. Each regex is
// anchored on a digit or a month word with bounded quantifiers, so the scan stays linear.
import type { ReviewHit, ReviewRule } from './rule';
import { allMatches } from '../core/all-matches';

/** Seven or more digits in groups joined by blanks, hyphens, dots, slashes or brackets: "(301 273 45166)". */
const DIGIT_GROUPS = /(?<![\w.])\(?\d{2,6}\)?(?:[ \t]?[-./]?[ \t]?\(?\d{2,6}\)?){1,3}(?![\w]|\.\d)/g;
/** A short number after a contact word: "pager 4-1187", "x4471", "beeper #2231", "ext. 12". */
const CONTACT_NUMBER = /\b(?:pager|page|pgr|beeper|bpr|ext|extension|x|cell|phone|tel|ph|mobile|fax|vocera|call|callback|contact|#)\.?[ \t]{0,3}#?[ \t]{0,2}(\d{1,3}-?\d{3,5})(?![\d/])/gi;

function digitsIn(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) n++;
  return n;
}

/**
 * Groups a phone number is written in: three groups ("301 273 45166"), or two with one of five digits or more
 * ("240444-1243"); a slash only between groups of three or more ("212/555/0147"), which keeps blood
 * pressure ranges ("100-120/50") and time ranges ("1900-0700") out.
 */
function phoneShaped(s: string): boolean {
  const groups = s.split(/[^\d]+/).filter((g) => g.length > 0);
  if (groups.length < 2 || groups.some((g) => g.length < 2)) return false;
  if (s.includes('/') && groups.some((g) => g.length < 3)) return false;
  return groups.length >= 3 || groups.some((g) => g.length >= 5);
}

export const contactNumberRule: ReviewRule = {
  id: 'review.contact-number',
  score: 0.4,
  detect({ text }, out: ReviewHit[]) {
    for (const m of allMatches(text, DIGIT_GROUPS)) {
      const d = digitsIn(m[0]);
      // Decimal numbers and plain measurements have no separators or fewer digits.
      if (d < 7 || d > 13 || !phoneShaped(m[0])) continue;
      out.push({ start: m.index, end: m.index + m[0].length, type: 'PHONE' });
    }
    for (const m of allMatches(text, CONTACT_NUMBER)) {
      const start = m.index + m[0].length - m[1]!.length;
      out.push({ start, end: m.index + m[0].length, type: 'PHONE' });
    }
  },
};

/** Month names, their usual abbreviations and misspellings: "febr", "sept", "jun". */
const MONTH = '(?:jan(?:uary)?|febr?(?:uary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** A month word within a few characters of a number: "oct 9", "9-Oct", "JUNE 21", "Sept '23". */
const MONTH_NEAR_NUMBER = new RegExp(`\\b(?:${MONTH}[ \\t,/-]{0,2}(?:the[ \\t])?'?\\d{1,4}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?[ \\t/-]{0,2}(?:of[ \\t])?${MONTH}(?:[ \\t,/-]{0,2}'?\\d{2,4})?)(?![\\w])`, 'gi');
/** Holidays name a date: "over christmas", "on Thanksgiving", "July 4th". */
const HOLIDAY = /\b(?:christmas(?:[ \t]eve)?|xmas|thanksgiving|easter|hanukkah|chanukah|passover|new[ \t]years?(?:[ \t]eve|[ \t]day)?|labor[ \t]day|memorial[ \t]day|independence[ \t]day|valentine'?s[ \t]day|halloween|mother'?s[ \t]day|father'?s[ \t]day|diwali|eid|ramadan|yom[ \t]kippur|rosh[ \t]hashanah)\b/gi;
/** An ordinal day: "on the 28th", "the 11th". */
const ORDINAL_DAY = /\b(?:the|on|since|by|until)[ \t]{1,2}((?:[12]\d|3[01]|[1-9])(?:st|nd|rd|th))\b(?![ \t]{1,2}(?!of\b)[a-z])/gi;
/** An apostrophe year after a word: "CVA 74'", "CABG '98". */
const APOSTROPHE_YEAR = /(?<=[A-Za-z][ \t]{1,2})(?:'\d{2}|\d{2}')(?![\w'])/g;
/** Chains of numbers and slashes the date rules did not take: "10/03/10/04", "6/2-6/4". */
const SLASH_CHAIN = /(?<![\w./-])(\d{1,2})\/(\d{1,2})[/-](\d{1,2})\/(\d{1,2})(?![\w/.-])/g;
/**
 * Two dates in a row, the second not before the first; joined by a slash only with a two-digit part
 * ("10/03/10/04"), so motor strength ("4/5/5/5") stays out.
 */
function dateChain(m: RegExpMatchArray): boolean {
  const [a, b, c, d] = [m[1]!, m[2]!, m[3]!, m[4]!];
  if (!isMonthDay(a, b) || !isMonthDay(c, d)) return false;
  if (Number(c) * 100 + Number(d) < Number(a) * 100 + Number(b)) return false;
  return m[0].includes('-') || [a, b, c, d].some((x) => x.length === 2);
}
const isMonthDay = (m: string, d: string): boolean => Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= 31;

export const dateLikeRule: ReviewRule = {
  id: 'review.date-like',
  score: 0.35,
  detect({ text }, out: ReviewHit[]) {
    for (const m of allMatches(text, MONTH_NEAR_NUMBER)) {
      // "may 2" is as often "may 2 days"; a bare "may" counts only with a day or year that looks like one.
      if (/^may\b/i.test(m[0]) && !/\d{4}|'\d\d/.test(m[0]) && /[ \t]+(?:days?|weeks?|hours?|times|mg|of)\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8))) continue;
      out.push({ start: m.index, end: m.index + m[0].length, type: 'DATE' });
    }
    for (const m of allMatches(text, ORDINAL_DAY)) {
      const start = m.index + m[0].length - m[1]!.length;
      out.push({ start, end: m.index + m[0].length, type: 'DATE' });
    }
    for (const m of allMatches(text, HOLIDAY)) out.push({ start: m.index, end: m.index + m[0].length, type: 'DATE' });
    for (const m of allMatches(text, APOSTROPHE_YEAR)) out.push({ start: m.index, end: m.index + m[0].length, type: 'DATE' });
    for (const m of allMatches(text, SLASH_CHAIN)) if (dateChain(m)) out.push({ start: m.index, end: m.index + m[0].length, type: 'DATE' });
  },
};

// A number over 89 where an age goes was review.old-age: it is a finding now (rules/old-ages.ts, age.said-of-person).
// A code with five digits or more in a row was review.code-number: it is a finding now (rules/long-codes.ts, identifier.long-code).
export const NUMBER_RULES: readonly ReviewRule[] = [contactNumberRule, dateLikeRule];
