// AGE, per HIPAA Safe Harbor: only ages over 89 are PHI. "A 45-year-old", "age 72", "72 yo" are not PHI,
// cue or no cue (the team's decision, stricter than "ages stated with a cue"). The span is the number
// (or number words) itself, as in the i2b2 annotation convention.
import { lineBefore, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { allMatches } from '../core/all-matches';

const UNIT = '(?:-|\\s)?(?:years?|yrs?|y\\.?o\\.?|y/o|yo|year-old|yr-old)(?:[-\\s]old)?(?![a-z])';
/** "92-year-old", "93 y/o", "93M", "age 95", "aged 101", "Age: 93", "turned 91", "in her 90s". */
// Only 90..125 can be PHI, so the number patterns start with 9 or 1: most digits are rejected at once.
const OVER_89 = '(?:9\\d|1[01]\\d|12[0-5])';
const NUMBER_AGE = new RegExp(`\\b(${OVER_89})(?:(?=${UNIT})|([MF])(?![A-Za-z\\d]))`, 'gi');
// Bounded blanks, each run with one owner: "age" + 8,000 blanks was quadratic.
const CUED_AGE = new RegExp(
  // A full stop after the number ends the sentence ("Age: 97."); only a decimal point ("age 93.5") refuses it.
  `\\b(?:age[sd]?(?:\\s{0,3}of)?(?:\\s{0,3}[:=])?|turn(?:ed|s|ing))\\s{0,3}(${OVER_89})(?!\\d|\\.\\d)` +
    `|\\bin(?:to)?\\s{1,3}(?:his|her|their)\\s{1,3}(?:early\\s{1,3}|mid-?\\s{0,3}|late\\s{1,3})?(90|100)(?=['’]?s\\b)`,
  'gi',
);
/** CUED_AGE tried only where its cue words start a run of letters (core/word-anchors.ts); "of" may be glued to "age". */
const CUED_AGE_AT = new WordAnchor(CUED_AGE, 'age* turn* in into');
const NUMBER_GLUE = /[\w.,/-]/;
/** "Age/Sex: 91 Y / M", "(91y)", "91Y, F": a bare Y after the number, closed by a slash, a bracket or a comma. */
const Y_AGE = new RegExp(`\\b(${OVER_89})[ \\t]?[Yy](?=[ \\t]{0,2}[/),])`, 'g');
/** "ninety-two years old", "one hundred and one years of age". */
const WORD_AGE =
  /\b(?:ninety(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|one\s+hundred(?:\s+and\s+(?:one|two|three|four|five|six|seven|eight|nine|ten))?)(?=[-\s](?:years?|yrs?)[-\s]?old|\s+years?\s+of\s+age)/gi;
/** "aged ninety-one", "Age: ninety two", "turned one hundred": number words after an age cue, without "years". */
const CUED_WORD_AGE =
  /\b(?:aged?|turn(?:ed|s|ing))[ \t]{0,2}:?[ \t]{0,2}(ninety[-\s](?:one|two|three|four|five|six|seven|eight|nine)|ninety(?![-\s](?:one|two|three|four|five|six|seven|eight|nine)\b)|one[ \t]hundred(?:[ \t]and[ \t](?:one|two|three|four|five|six|seven|eight|nine|ten))?)\b(?![ \t-]{1,2}(?:days?|weeks?|wks?|months?|mos?|hours?|minutes?)\b)/gi;
const AGE_WORD = /\b(?:nonagenarian|centenarian|supercentenarian)s?\b/gi;
/** The words every match of WORD_AGE and AGE_WORD holds (core/word-gate.ts): most notes hold none. */
const WORD_AGE_GATE = wordGate('ninety hundred');
const AGE_WORD_GATE = wordGate('nonagenarian nonagenarians centenarian centenarians supercentenarian supercentenarians');
/** "Temp 99F", "T 100F", "fever to 102F" are temperatures, not "a 99-year-old female". */
// "fever to 102F", "temp of 100F", "spiked to 101F": a linking word may stand between the cue and the number.
const TEMPERATURE_CUE = /(?:temp|tmax|\bt\b|fever|febrile|spiked|°|deg)[^a-z]*(?:(?:up\s)?to|of|at)?[^a-z]*$/;

export function detectAges(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of allMatches(text, NUMBER_AGE)) {
    // "38.96 years" or "1/95y" are not ages: the number must stand alone.
    if (m.index > 0 && NUMBER_GLUE.test(text.charAt(m.index - 1))) continue;
    if (m[2] !== undefined && TEMPERATURE_CUE.test(lineBefore(text, m.index, 16))) continue;
    push(out, m.index, m.index + m[1]!.length, 'AGE', TIER.ageOver89);
  }
  for (const m of CUED_AGE_AT.matchAll(text, seen)) {
    const value = m[1] ?? m[2]!;
    const start = m.index + m[0].lastIndexOf(value);
    push(out, start, start + value.length, 'AGE', TIER.fullShape);
  }
  for (const m of allMatches(text, Y_AGE)) {
    if (m.index > 0 && NUMBER_GLUE.test(text.charAt(m.index - 1))) continue;
    push(out, m.index, m.index + m[1]!.length, 'AGE', TIER.checkedShape);
  }
  if (WORD_AGE_GATE.open(seen)) for (const m of allMatches(text, WORD_AGE)) push(out, m.index, m.index + m[0].length, 'AGE', TIER.checkedShape);
  if (WORD_AGE_GATE.open(seen)) for (const m of allMatches(text, CUED_WORD_AGE)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'AGE', TIER.checkedShape);
  if (AGE_WORD_GATE.open(seen)) for (const m of allMatches(text, AGE_WORD)) push(out, m.index, m.index + m[0].length, 'AGE', TIER.weakCue);
}
