// Dates in the shapes other institutions and countries write them, beside dates.ts's: "Jan-14-2025",
// "14/Jan/2025", "14Jan2025", ranges of month/day ("3/8-3/14", "6/2-6/4": both ends are dates), an ordinal
// day after "on the" ("on the 28th"), "may"/"mar"/"dec" in lower case with a temporal cue ("since may
// 15"), and an apostrophe year after a procedure or event ("CABG '98",
// "MI in '07"), and a date of eight digits after a date label ("Collected: 20251014"). Bare years stay untagged (HIPAA keeps the year); a lone apostrophe year needs its event.
import { codeAt, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { matchAllBeforeAnchor } from '../core/anchored';
import { startsWithDigit } from './euro-streets';
import { allMatches } from '../core/all-matches';

const MON = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)';
/** "Jan-14-2025", "JAN/14/25": month name, day, year joined by one separator kind. */
const MONTH_DAY_YEAR = new RegExp(`\\b${MON}([-/.])(?:[12]\\d|3[01]|0?[1-9])\\1(?:(?:19|20)\\d\\d|\\d\\d)(?![\\w/-])`, 'gi');
/** A month's abbreviation or its full name: "9 march 2026" in a note typed in lower case, which dates.ts leaves. */
const MON_OR_NAME = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** "14/Jan/2025", "14Jan2025", "14-JAN-25", "9 march 2026": day, month, year, joined or glued. */
export const DAY_MONTH_YEAR = new RegExp(`(?<![\\w/-])(?:[12]\\d|3[01]|0?[1-9])([-/ ]?)${MON_OR_NAME}\\1(?:(?:19|20)\\d\\d|\\d\\d)(?![\\w/-])`, 'gi');
/** "3/8-3/14", "6/2 - 6/4": a range of month/day; each end is a date. */
const RANGE = /(?<![\d/.-])(1[0-2]|0?[1-9])\/(3[01]|[12]\d|0?[1-9])[ \t]{0,2}-[ \t]{0,2}(1[0-2]|0?[1-9])\/(3[01]|[12]\d|0?[1-9])(?![\d/]|\.\d)/g;
/**
 * "on the 28th", "by the 3rd": the day of a month in running text. Not an ordinal before what it counts ("on the 5th
 * floor", "on the 3rd attempt", "from the 2nd cycle", "at the 4th ICS": hardneg23), which names no day of a month.
 */
const ORDINAL_AFTER_CUE =
  /\b(?:on|by|since|until|from|before|after)[ \t]{1,3}the[ \t]{1,3}((?:[12]\d|3[01]|[1-9])(?:st|nd|rd|th))\b(?![ \t]{1,2}(?:floors?|levels?|stor(?:ey|y|ies|eys)|grades?|percentiles?|centiles?|ribs?|ics|intercostal|toes?|fingers?|digits?|metatarsals?|cycles?|doses?|attempts?|times?|tries|try|days?|weeks?|months?|years?|decades?|sessions?|visits?|rounds?|lines?|pages?|rows?|beds?|bays?|rooms?|wards?|wings?|trimesters?|stages?|infusions?|fractions?|courses?|generation)\b)/gi;
/** "CABG '98", "MI in '07", "appy 2/'03": an apostrophe year after a procedure, event or "in". */
const APOSTROPHE_YEAR = /(?<![\w'’])['’]\d\d(?![\w'’])/g;
const EVENT_BEFORE =
  /\b(?:cabg|mi|stemi|nstemi|pci|stent|ptca|appy|appendectomy|chole|cholecystectomy|tah|bso|thr|tkr|avr|mvr|cva|tia|dx|dx'd|diagnosed|surgery|repair|resection|transplant|in|since)[ \t]{1,3}$/i;

/**
 * "Collected: 20251014", "DOB 19330719": a year, month and day written without separators, after a date label
 * (laboratory and interface reports write them so). Without its label eight digits are a record number.
 */
export const COMPACT_AFTER_LABEL =
  /\b(?:collected|received|reported|resulted|verified|dated?|dob|d\.o\.b\.?|doa|dod|admitted|discharged|drawn|performed|signed)\b[ \t]{0,2}[:=]?[ \t]{0,2}((?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))(?![\w/.-])/gi;

/** "June the 3rd", "on March the 21st": a month named in full, "the" and an ordinal day, as speech writes it. */
const MONTH_THE_ORDINAL =
  /\b(?:January|February|March|April|June|July|August|September|October|November|December)[ \t]{1,2}the[ \t]{1,2}(?:[12]\d|3[01]|[1-9])(?:st|nd|rd|th)\b/gi;
const FULL_MONTH_GATE = wordGate('january february march april june july august september october november december');

/** "DOA: 4.8.25", "seen on 3.6.25": day, month and two-digit year with full stops, after a date cue only (versions
 * and doses are written so too). */
export const DOTTED_AFTER_CUE =
  /\b(?:doa|dod|dob|on|dated?|seen|admitted|discharged|since|from|until|till|reviewed)[ \t]{0,2}:?[ \t]{0,2}((?:[12]\d|3[01]|0?[1-9])\.(?:1[0-2]|0?[1-9])\.\d{2})(?![\d.]\d|[\w-]|[ \t]{0,2}(?:mg|mcg|ml|g|units?|%))/gi;

const FRACTIONS: ReadonlySet<string> = new Set(['1/2', '1/3', '1/4', '2/3', '3/4']);

/**
 * "since may 15", "on mar 3", "on march 28", "dec 5th": the month words that are also English or clinical words (may,
 * mar, march, dec = decreased; dates.ts reads "March" only when capitalised) only with a temporal cue before them, an ordinal
 * day or a four-digit year after the day ("f/u may 3 2024"), and never before a unit or a count ("may 15 mg", "dec 2 doses").
 */
const AMBIGUOUS_MONTH =
  /\b(?:(since|on|until|till|from|by|before|after|dated|of)[ \t]{1,3})?(?:may|march|mar|dec)\.?[ \t]{1,3}(?:[12]\d|3[01]|0?[1-9])(st|nd|rd|th)?(,?[ \t]{1,3}(?:19|20)\d\d(?![\w/-]))?(?![\w./%-]|[ \t]{0,2}(?:mg|mcg|ml|units?|doses?|tabs?|times|x\b|%|hours?|hrs?|days?|weeks?|wks?|min|pts?|points?))/gi;

/** The words every match of a pattern above holds (core/word-gate.ts): many notes hold none. */
const MONTH_GATE = wordGate('jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august september october november december');
const AMBIGUOUS_MONTH_GATE = wordGate('may mar march dec');
const ORDINAL_GATE = wordGate('st nd rd th');

function plausible(month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

const ORDINAL_AFTER_CUE_AT = new WordAnchor(ORDINAL_AFTER_CUE, 'on by since until from before after');
const AMBIGUOUS_MONTH_AT = new WordAnchor(AMBIGUOUS_MONTH, 'since on until till from by before after dated of may mar march dec');
const MONTH_THE_ORDINAL_AT = new WordAnchor(MONTH_THE_ORDINAL, 'january february march april june july august september october november december');
export const DOTTED_AFTER_CUE_AT = new WordAnchor(DOTTED_AFTER_CUE, 'doa dod dob on date dated seen admitted discharged since from until till reviewed');
/**
 * Whether a digit follows the run of ASCII letters at `p` after at most two blanks, one of `marks` perhaps and at most two
 * blanks more: what DOTTED_AFTER_CUE and COMPACT_AFTER_LABEL hold after their cue word, a whole run (the pattern's first
 * part after it is a blank, a mark or a digit, no letter). Greedy reading loses nothing: blanks and marks are apart. Most
 * "on", "from" and "since" of a note have a word after them; the patterns were tried at each (`WordAnchor`'s `mayMatch`).
 */
function digitAfterRun(text: string, p: number, marks: string): boolean {
  let i = p;
  while (isAsciiLetter(codeAt(text, i))) i++;
  for (let b = 0; b < 2 && isBlank(codeAt(text, i)); b++) i++;
  if (i < text.length && marks.includes(text.charAt(i))) i++;
  for (let b = 0; b < 2 && isBlank(codeAt(text, i)); b++) i++;
  const c = codeAt(text, i);
  return c >= 48 && c <= 57;
}
const isAsciiLetter = (c: number): boolean => (c | 32) >= 97 && (c | 32) <= 122;
const isBlank = (c: number): boolean => c === 32 || c === 9;
export const dottedMayMatch = (text: string, p: number): boolean => digitAfterRun(text, p, ':');
/** "d" of "d.o.b." is followed by its period: the pattern decides there. */
export const compactMayMatch = (text: string, p: number): boolean => ((text.charCodeAt(p) | 32) === 100 && !isAsciiLetter(codeAt(text, p + 1))) || digitAfterRun(text, p, ':=');

// "d" is the first word of "d.o.b.".
export const COMPACT_AFTER_LABEL_AT = new WordAnchor(
  COMPACT_AFTER_LABEL,
  'collected received reported resulted verified date dated dob d doa dod admitted discharged drawn performed signed',
);

// DAY_MONTH_YEAR's month stands between the day's digits or a separator and the same separator or the year's digits,
// so it is a run of letters of its own, 1 to 3 code units after the match's start (one or two digits, a separator):
// the pattern is tried only there (core/anchored.ts), at the month runs the gate scan files (core/word-anchors.ts).
export const MONTH_RUN_AT = new WordAnchor(
  new RegExp(`(?<![A-Za-z])${MON_OR_NAME}(?![A-Za-z])`, 'gi'),
  'jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august september october november december',
);
export const DAY_MONTH_YEAR_WINDOW = 3;
const DAY_MONTH_YEAR_AT = new RegExp(DAY_MONTH_YEAR.source, 'iy');

/** MONTH_DAY_YEAR tried only where a month's abbreviation is a run of its own (core/word-anchors.ts): a separator follows it. */
const MONTH_DAY_YEAR_AT = new WordAnchor(MONTH_DAY_YEAR, 'jan feb mar apr may jun jul aug sep sept oct nov dec');

export function detectWrittenDates(text: string, out: Candidate[], seen: GateWords): void {
  if (MONTH_GATE.open(seen)) {
    for (const m of MONTH_DAY_YEAR_AT.matchAll(text, seen)) push(out, m.index, m.index + m[0].length, 'DATE', TIER.fullShape);
    for (const m of matchAllBeforeAnchor(text, MONTH_RUN_AT.matchAll(text, seen), DAY_MONTH_YEAR_WINDOW, undefined, DAY_MONTH_YEAR_AT, startsWithDigit)) push(out, m.index, m.index + m[0].length, 'DATE', TIER.fullShape);
  }
  for (const m of allMatches(text, RANGE)) {
    if (!plausible(Number(m[1]), Number(m[2])) || !plausible(Number(m[3]), Number(m[4]))) continue;
    // A range runs forward in time ("3/8-3/14") and is no pair of fractions ("1/2-3/4 tab").
    if (FRACTIONS.has(`${Number(m[1])}/${Number(m[2])}`) || FRACTIONS.has(`${Number(m[3])}/${Number(m[4])}`)) continue;
    if (Number(m[3]) * 40 + Number(m[4]) <= Number(m[1]) * 40 + Number(m[2])) continue;
    const dash = m[0].indexOf('-');
    const startEnd = m.index + m[0].slice(0, dash).trimEnd().length;
    const secondStart = m.index + dash + 1 + (m[0].slice(dash + 1).length - m[0].slice(dash + 1).trimStart().length);
    push(out, m.index, startEnd, 'DATE', TIER.partialDate);
    push(out, secondStart, m.index + m[0].length, 'DATE', TIER.partialDate);
  }
  if (AMBIGUOUS_MONTH_GATE.open(seen)) for (const m of AMBIGUOUS_MONTH_AT.matchAll(text, seen)) {
    if (m[1] === undefined && m[2] === undefined && m[3] === undefined) continue;
    const start = m[1] === undefined ? m.index : m.index + m[0].search(/(?:may|mar|dec)/i);
    push(out, start, m.index + m[0].length, 'DATE', TIER.weakCue);
  }
  if (ORDINAL_GATE.open(seen)) for (const m of ORDINAL_AFTER_CUE_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'DATE', TIER.weakCue);
  if (FULL_MONTH_GATE.open(seen) && ORDINAL_GATE.open(seen)) for (const m of MONTH_THE_ORDINAL_AT.matchAll(text, seen)) push(out, m.index, m.index + m[0].length, 'DATE', TIER.partialDate);
  for (const m of DOTTED_AFTER_CUE_AT.matchAll(text, seen, dottedMayMatch)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'DATE', TIER.partialDate);
  for (const m of COMPACT_AFTER_LABEL_AT.matchAll(text, seen, compactMayMatch)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'DATE', TIER.fullShape);
  // From the apostrophe (rare) leftwards to its event.
  for (const m of allMatches(text, APOSTROPHE_YEAR)) {
    if (EVENT_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index))) push(out, m.index, m.index + m[0].length, 'DATE', TIER.weakCue);
  }
}
