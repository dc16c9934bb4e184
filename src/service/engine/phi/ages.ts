// AGE, per HIPAA Safe Harbor: only ages over 89 are PHI. "A 45-year-old", "age 72", "72 yo" are not PHI,
// cue or no cue (the team's decision, stricter than "ages stated with a cue"). The span is the number
// (or number words) itself, as in the i2b2 annotation convention.
import { lineBefore, push, type Candidate } from './scan';

const UNIT = '(?:-|\\s)?(?:years?|yrs?|y\\.?o\\.?|y/o|yo|year-old|yr-old)(?:[-\\s]old)?(?![\\p{L}])';
/** "92-year-old", "93 y/o", "93M", "age 95", "aged 101", "Age: 93", "turned 91", "in her 90s". */
const NUMERIC_AGE = new RegExp(
  `(?<![\\w.,/-])(\\d{2,3})(?:(?=${UNIT})|([MF])(?![\\p{L}\\d]))` +
    `|\\b(?:age|aged|ages)\\s*(?:of\\s+)?[:=]?\\s*(\\d{2,3})(?![\\d.])` +
    `|\\b(?:turned|turns|turning)\\s+(\\d{2,3})(?![\\d.])` +
    `|\\b(?:in|into)\\s+(?:his|her|their)\\s+(?:early\\s+|mid-?\\s*|late\\s+)?(\\d0)(?=['’]?s\\b)`,
  'giu',
);
/** "ninety-two years old", "one hundred and one years of age". */
const WORD_AGE =
  /\b(?:ninety(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|one\s+hundred(?:\s+and\s+(?:one|two|three|four|five|six|seven|eight|nine|ten))?)(?=[-\s](?:years?|yrs?)[-\s]?old|\s+years?\s+of\s+age)/gi;
const AGE_WORD = /\b(?:nonagenarian|centenarian|supercentenarian)s?\b/gi;
/** "Temp 99F", "T 100F", "fever to 102F" are temperatures, not "a 99-year-old female". */
const TEMPERATURE_CUE = /(?:temp|tmax|\bt\b|fever|febrile|°|deg)[^a-z]*$/;

export function detectAges(text: string, out: Candidate[]): void {
  for (const m of text.matchAll(NUMERIC_AGE)) {
    const value = m[1] ?? m[3] ?? m[4] ?? m[5]!;
    const n = Number(value);
    if (n < 90 || n > 125) continue;
    if (m[2] !== undefined && TEMPERATURE_CUE.test(lineBefore(text, m.index, 16))) continue;
    const start = m[1] !== undefined ? m.index : m.index + m[0].lastIndexOf(value);
    push(out, start, start + value.length, 'AGE', m[1] !== undefined ? 0.93 : 0.9);
  }
  for (const m of text.matchAll(WORD_AGE)) push(out, m.index, m.index + m[0].length, 'AGE', 0.85);
  for (const m of text.matchAll(AGE_WORD)) push(out, m.index, m.index + m[0].length, 'AGE', 0.7);
}
