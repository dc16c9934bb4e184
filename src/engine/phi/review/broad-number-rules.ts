// Review rules for numbers and dates by their kind rather than by a cue: a local phone number ("555-0182"),
// a day named by a weekday, an ordinal or a hyphen ("Sun 9th", "on the 12th because", "on 7-8"), and a
// month named without a day ("since March"). Each regex starts on a digit or a word boundary and has bounded
// quantifiers, so the scan stays linear.
import type { ReviewHit, ReviewRule } from './rule';
import { allMatches } from '../core/all-matches';

/** Three digits, a hyphen or dot, four digits: a local number ("555-0182", "555.0182"); not inside a longer chain. */
const LOCAL_PHONE = /(?<![\w.\-/])\d{3}[-.]\d{4}(?![\w\-/]|\.\d)/g;

export const localPhoneRule: ReviewRule = {
  id: 'review.local-phone',
  score: 0.3,
  detect({ text }, out: ReviewHit[]) {
    for (const m of allMatches(text, LOCAL_PHONE)) {
      // A range of values: a unit after it ("800-1200 cc"), or round numbers growing ("100-1200", "150-1000").
      const [a, b] = m[0].split(/[-.]/).map(Number) as [number, number];
      const end = m.index + m[0].length;
      if (UNIT_AFTER.test(text.slice(end, end + 10)) || (b > a && a % 10 === 0 && b % 10 === 0)) continue;
      out.push({ start: m.index, end: m.index + m[0].length, type: 'PHONE' });
    }
  },
};

/** A weekday with a day of the month: "Sun 9th", "Tues the 14th", "Friday 3/7" without a year. */
const WEEKDAY_DAY = /\b(?:mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?\.?,?[ \t]{1,2}(?:the[ \t]{1,2})?(?:[12]\d|3[01]|[1-9])(?:st|nd|rd|th)\b/gi;
/** An ordinal day after "the", where prose follows: "on the 12th because", "since the 3rd and". */
const ORDINAL_THEN_WORD = /\b(?:the|on|since|by|until|before|after)[ \t]{1,2}((?:[12]\d|3[01]|[1-9])(?:st|nd|rd|th))(?=[ \t]{1,2}(?:because|and|but|or|when|as|at|for|with|so|until|after|before|she|he|they|we|i|per|in|of|which|was|is)\b|[.,;)])/gi;
/** A month named without a day, after a word of time: "since March", "in early Oct", "last december". */
const MONTH_ALONE = /\b(?:since|in|during|from|until|till|by|last|next|early|mid|late|end[ \t]of|beginning[ \t]of)[ \t]{1,2}(?:early[ \t]|mid[ \t-]|late[ \t])?(january|february|april|june|july|august|september|october|november|december|jan|feb|apr|aug|sept?|oct|nov|dec)\b\.?(?![ \t]{0,2}[-/]?[ \t]{0,2}\d)/gi;

/** Units and counts after a number make a hyphen a range: "on 2-3 L", "since 3-4 days". */
const UNIT_AFTER = /^[ \t]{0,2}(?:m?l\b|cc|mls?\b|mg|mcg|g\b|gm|units?\b|u\b|liters?|litres?|x\b|times|hrs?\b|hours?|min|days?|weeks?|wks?|months?|mos?\b|years?|yrs?|pts?\b|points|per\b|\/|%|mmhg|cm|mm\b|breaths?|beats?|mcg)/i;

/** A month and day joined by a hyphen after a word of time: "on 7-8", "since 3-14" (a range needs a unit). */
const HYPHEN_DAY = /\b(?:on|since|until|till|dated?)[ \t]{1,2}((?:1[0-2]|0?[1-9])-(?:[12]\d|3[01]|0?[1-9]))(?![\w/.%-]|[ \t]{0,2}(?:to|-)[ \t]{0,2}\d)/gi;

export const dayNamedRule: ReviewRule = {
  id: 'review.day-named',
  score: 0.3,
  detect({ text }, out: ReviewHit[]) {
    for (const m of allMatches(text, WEEKDAY_DAY)) out.push({ start: m.index, end: m.index + m[0].length, type: 'DATE' });
    for (const m of allMatches(text, ORDINAL_THEN_WORD)) {
      const end = m.index + m[0].length;
      out.push({ start: end - m[1]!.length, end, type: 'DATE' });
    }
    for (const m of allMatches(text, HYPHEN_DAY)) {
      const end = m.index + m[0].length;
      if (UNIT_AFTER.test(text.slice(end, end + 10))) continue;
      out.push({ start: end - m[1]!.length, end, type: 'DATE' });
    }
    for (const m of allMatches(text, MONTH_ALONE)) {
      const start = m.index + m[0].lastIndexOf(m[1]!);
      out.push({ start, end: start + m[1]!.length, type: 'DATE' });
    }
  },
};

export const BROAD_NUMBER_RULES: readonly ReviewRule[] = [localPhoneRule, dayNamedRule];
