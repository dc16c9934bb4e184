// DATE: every element of a date except a bare year is PHI (HIPAA Safe Harbor). Decision: a bare year
// ("in 2021") is NOT tagged — the year alone is the one element Safe Harbor lets through, and tagging it
// would redact every "since 2019" in a history. Month + year ("March 2024", "3/2024") IS tagged, as are
// numeric, ISO and written dates, with an optional time of day ("3/16/25 at 10:30"), and month/day without a
// year when zero-padded or after a temporal cue ("on 01/23", "since 6/9").
// Not dates: fractions, ratios and scores ("1/2 tab", "2/3 of", "120/80", "pain 7/10"): no year, no padding, no cue.
import { codeAt, isSpace, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor, type AnchorRuns } from '../core/word-anchors';
import { allMatches, allMatchesAt, stickyOf } from '../core/all-matches';

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|' +
  'JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|APR(?:IL)?|MAY|JUNE?|JULY?|AUG(?:UST)?|SEP(?:T(?:EMBER)?)?|OCT(?:OBER)?|NOV(?:EMBER)?|DEC(?:EMBER)?|' +
  'january|february|april|june|july|august|september|october|november|december|jan|feb|apr|jun|jul|aug|sept?|oct|nov)';
// The ordinal in either case: notes written in capitals write "OCTOBER 5TH" as the rest of the line.
const DAY = '(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th|ST|ND|RD|TH)?';
const YEAR = "(?:(?:19|20)\\d\\d|'\\d\\d)";
const TIME = '(?:,?\\s*(?:at\\s+)?(?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d)?(?:\\s*[AaPp]\\.?[Mm]\\.?)?)?';

const WEEKDAY = '(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)';

/** Month-name dates: "March 3, 2024", "Mar. 3rd", "March 2024", "3 March 2024", "3rd of March", "03-Mar-2024". */
export const NAMED = new RegExp(
  `\\b(?:` +
    // Weekday prefix is part of the date when present.
    `(?:${WEEKDAY}(?:day)?\\.?,?\\s+)?` +
    `(?:${MONTH}\\.?\\s+${DAY}(?:,?\\s+${YEAR})?` +
    `|${DAY}\\s+(?:[Oo][Ff]\\s+)?${MONTH}\\.?(?:,?\\s+${YEAR})?` +
    `|${MONTH}\\.?,?\\s+(?:[Oo][Ff]\\s+)?${YEAR}` +
    `|\\d{1,2}-${MONTH}-(?:\\d{4}|\\d\\d)` +
    `))${TIME}(?![\\p{L}\\d])`,
  'gu',
);
const NAMED_AT = new RegExp(NAMED.source, 'uy');
// Searched at every position, NAMED cost near a hundredth of identify-phi. A match starts with a weekday or a month
// (a word after no ASCII letter or digit: it starts a run of letters, core/word-anchors.ts), or with the day's
// digits before blanks (and "of") or a hyphen, then a month: every match holds a month or weekday word, and the
// positions it can start at are read from those words (namedDates).
const NAMED_WORDS = new WordAnchor(
  new RegExp(`\\b(?:${WEEKDAY}|${MONTH})`, 'gu'),
  'mon* tue* wed* thu* fri* sat* sun* jan* feb* mar* apr* may* jun* jul* aug* sep* oct* nov* dec*',
);

function isDigit(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
}

/** Where a day of one or two digits, and perhaps "st", "nd", "rd" or "th", that ends at `last` (inclusive) may start. */
function dayStarts(text: string, last: number, into: number[]): void {
  const ordinal = last >= 2 && /^(?:st|nd|rd|th)$/i.test(text.slice(last - 1, last + 1));
  for (const end of ordinal ? [last, last - 2] : [last]) {
    if (end < 0 || !isDigit(text, end)) continue;
    into.push(end);
    if (end >= 1 && isDigit(text, end - 1)) into.push(end - 1);
  }
}

/**
 * `text.matchAll(NAMED)`, tried only where a match can start: at each weekday or month word, and before each at the
 * digits of a day that blanks (and "of" and blanks) or a hyphen join to it. Those are all the positions where NAMED
 * can match, tried left to right from the end of the last match, as the global search does
 * (test/unit/engine/phi/anchored.test.ts compares both). Each run of blanks is read back from the one word after it.
 */
export function namedDates(text: string, seen: AnchorRuns): RegExpExecArray[] {
  const starts: number[] = [];
  for (const w of NAMED_WORDS.matchAll(text, seen)) {
    const m = w.index;
    starts.push(m);
    if (m >= 1 && text.charCodeAt(m - 1) === 45) {
      dayStarts(text, m - 2, starts);
      continue;
    }
    let k = m - 1;
    while (k >= 0 && isSpace(text.charCodeAt(k))) k--;
    if (k === m - 1) continue;
    dayStarts(text, k, starts);
    if (k >= 2 && (text.charCodeAt(k) | 32) === 102 && (text.charCodeAt(k - 1) | 32) === 111 && isSpace(text.charCodeAt(k - 2))) {
      let j = k - 2;
      while (j >= 0 && isSpace(text.charCodeAt(j))) j--;
      dayStarts(text, j, starts);
    }
  }
  starts.sort((a, b) => a - b);
  const found: RegExpExecArray[] = [];
  let from = 0;
  for (const s of starts) {
    if (s < from) continue;
    NAMED_AT.lastIndex = s;
    const m = NAMED_AT.exec(text);
    if (!m) continue;
    found.push(m);
    from = s + m[0].length;
  }
  return found;
}

/** Numeric dates: M/D/YYYY, MM-DD-YY, D.M.YYYY, YYYY-MM-DD, YYYY/MM/DD, optional time. */
export const NUMERIC = /(?<![\d/.])(?<![^A-Za-z]-)(?<!^-)(?:(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})|(\d{4})([/-])(\d{1,2})\6(\d{1,2}))(?:(?:[T ]|,?[ \t]+at[ \t]+)(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?:[ \t]?[AaPp]\.?[Mm]\.?)?)?(?![\d/]|\.\d|-\d)/g;

/**
 * Month/day without a year: "on 01/23", "(7/22)", "extubated 3/8". Notes write dates this way all the time,
 * and write counts, scores, fractions and ventilator settings the same way ("1/2 NS", "pain 7/10", "CPAP
 * 5/5", "PSV 10/5", "2/6 murmur", "crackles 1/3 up"). So an unpadded month/day is a date unless its shape
 * or its neighbours say otherwise (see notMonthDay); a temporal cue right before it ("since 1/2",
 * "on 3/3") overrides the shape checks.
 */
export const MONTH_DAY = /(?<![\d/.-])(?<!\d:)(0[1-9]|1[0-2]|[1-9])\/(0[1-9]|[12]\d|3[01]|[1-9])(?![\d/]|\.\d|-\d|:\d)/g;
/** Month and two-digit year in a history: "MI 7/81", "echo 8/87". */
export const MONTH_YY = /(?<![\d/.:-])(0?[1-9]|1[0-2])\/([3-9]\d)(?![\d/%]|\.\d|-\d|:\d)/g;
// "adm 7/7", "admit 4/4": nursing notes shorten "admitted"; "extubated 1/2", "intubated 4/4": a tube comes out or
// goes in on a day, never in a fraction or a setting; "d/c planning for 4/4", "scheduled for 9/9": a plan is
// for a day (not "set for": "PS set for 5/5" is a setting). Either lets a pair of equal numbers be a date, which
// a setting ("CPAP 5/5") otherwise is.
const MONTH_DAY_CUE =
  /\b(?:on|since|through|thru|until|till|dated|as\s+of|effective|starting|beginning|discharged|admitted|adm|admit|dob|d\.o\.b\.|extubat(?:ed|ion)|(?:re-?)?intubated|(?:planning|planned|scheduled|booked)[ \t]{1,2}for)[ \t:]*$/i;
/** What stands just before a bed's or an acceptance's day: "for", "bed", "on", "by", a tilde. */
const BED_DAY_BEFORE = /(?:\b(?:for|bed|on|by)|~)[ \t]*$/i;
/** An acceptance or a bed earlier in the clause: "Accepted at X ... for", "bed need on X ~". */
const BED_CLAUSE = /\b(?:accept(?:ed|s)|beds?)\b[^.;\n]{0,80}$/i;
/** Common fractions: "1/2 NS", "crackles 1/3 up", "3/4 strength". */
const FRACTIONS: ReadonlySet<string> = new Set(['1/2', '1/3', '1/4', '2/3', '3/4']);
/** A pain score nearby: "c/o 6/10 chest pain", "CP 4/10", "#5/10". */
// fix18d: an ache or soreness names a pain score too ("aching 3/10"), and what a score is taken at follows it ("3/10 at
// rest, 6/10 with lifting"); own106 tsicu-mvc, own109 wc-ime.
const PAIN_BEFORE = /(?:pain|\bcp|c\/o|discomfort|angina|pressure|ache|aches|aching|achy|sore|soreness|rated|rates|scale|severe|mild|moderate|#)[^.;\n]{0,12}$/i;
const PAIN_AFTER =
  /^[^.;\n]{0,16}(?:pain|\bcp\b|discomfort|angina|scale|ache|at[ \t]{1,2}rest\b|at[ \t]{1,2}(?:its[ \t]{1,2})?(?:worst|best)\b|with[ \t]{1,2}(?:activity|activities|movement|motion|exertion|ambulation|walking|lifting|standing|sitting|bending|coughing|weight[ \t-]?bearing)\b)/i;
/**
 * A score out of ten set off by a comma or a colon after the pain it rates, in the same sentence, the pain named in
 * English or in the words patients use in other languages ("reports dolor in the abdomen, 8/10", "douleur au ventre: 6/10";
 * hardneg23).
 */
const PAIN_CLAUSE_BEFORE = /\b(?:pain|painful|hurts?|hurting|ache|aching|dolor|dolores|dolore|douleur|dor|schmerz|schmerzen|bolest|dard|pijn)\b[^.;\n]{0,40}[,:][ \t]{0,2}$/i;
/** A later reading of a pain score in the same sentence: "PAIN 8/10 -> DILAUDID PCA 0.2/10MIN, NOW 5/10" (fix18d). */
const PAIN_SERIES_BEFORE = /\b(?:pain|cp|ache|aching)[ \t:]{0,3}(?:score[ \t:]{0,2})?(?:of[ \t]{1,2})?(?:10|\d)\/10\b(?:[^.;\n]|\.(?=\d)){0,60}$/i;
/** Words right before a setting, score or measure written with a slash; or a sign glued to it ("x5/5", "#4/10"). */
const MEASURE_BEFORE =
  /(?:\b(?:c?pap|ps|psv|ipap|epap|bi-?pap|peep|imv|simv|a\/c|vent|ventilation|mask|trial|settings?|flowby|flow-by|co\/ci|ci|murmur|sem|crackles|rales|pain|cp|angina|strength|ratio|rate|tv|vt|fio2|grade|score|apgars?)[ \t:=-]{0,3}(?:of[ \t]+)?|[a-z#+~^*])$/i;
/** Words right after a setting, score or measure: "5/5 peep", "2/6 SEM", "1/2 way up", "4/10 pain", "1/2NS". */
const MEASURE_AFTER =
  /^(?:[a-z%]|[ \t]*(?:%|cm\b|mm\b|mg\b|mcg\b|ml\b|units?\b|peep|ps\b|cpap|bipap|murmur|sem\b|hsm\b|up\b|way\b|of\b|ns\b|n\.s|hrs?\b|hours?\b|amps?\b|str\b|strength|rate\b|bilat|fio2|pain|scale|x\b|[/]))/i;

/**
 * A limb, a muscle or a movement whose power is graded out of five just before the grade ("L grip 4/5", "RUE 3/5"); or
 * the weakness or drift it grades ("r hemiparesis 2/5", "R arm drift 3/5"; fix19d, own116 stroke-stepdown, own64
 * a5-neuro-icu, own96 a4-neuroicu).
 */
const MOTOR_BEFORE =
  /\b(?:(?:hemi)?pare(?:sis|tic)|hemiplegi[ac]|monoparesis|drift|weak(?:ness)?|grips?|hand|hands|arms?|legs?|[rlb]?[ul]e|[rlb]?[ul]es|extremit(?:y|ies)|limbs?|deltoids?|biceps|triceps|quads?|quadriceps|hamstrings?|hip[ \t]{1,2}flexors?|flexors?|extensors?|dorsiflexion|plantarflexion|plantar[ \t]{1,2}flexion|flexion|extension|abduction|adduction|motor|power|mae|moves[ \t]{1,2}all[ \t]{1,2}(?:extremities|ext|4|four))[ \t:=]{0,3}$/i;
/**
 * What a motor grade stands before: the weakness, the side or the movement ("3/5 prox weakness", "4/5 hip flexion"), or
 * the limb written short with its side ("1/5 rue, 2/5 rle"; not a limb's study or swelling, "3/5 LE doppler"); and
 * before it, "mae 4/5" (moves all extremities) (fix18d, own106 neuroicu-stroke, own110 micu-copd).
 */
const MOTOR_AFTER =
  /^[ \t,]{0,2}(?:(?:prox(?:imal)?|distal)[ \t]{1,2}(?:weakness|strength|muscles?)|weakness|power|motor|grip|hip[ \t]{1,2}flex|(?:dorsi|plantar[ \t]?)?flexion|extension|throughout|in[ \t]{1,2}all|=[ \t]{0,2}bilat|[rlb][ul]e(?![a-z])(?![ \t]{0,2}(?:doppler|duplex|us\b|u\/s|lenis?\b|edema|swelling|dvt|cellulitis|wound)))/i;

/** The lines of a metric Snellen chart below 6/6 that a month/day could be mistaken for. */
const SNELLEN_DENOMINATORS: ReadonlySet<number> = new Set([4, 5, 9, 12, 18, 24]);
/** What precedes an acuity: the eye (R, L, RE, LE, OD, OS, OU), the test, or another acuity ("6/9, L 6/24"). */
const SNELLEN_BEFORE = /(?:\b(?:va|bcva|ucva|acuity|vision|snellen|pinhole|ph|unaided|aided|corrected|cc|sc|r|l|re|le|od|os|ou|right|left)[ \t:.,=]{0,3}|\b6\/\d{1,2}[ \t,;]{1,3}(?:r|l|re|le|od|os)?[ \t:]{0,2})$/i;

/**
 * A ventilator mode or an oxygen percentage right after the pair: "on 10/5 BIPAP", "remained on 5/5, 40%". Read even
 * after a temporal cue, since "on" is how notes say a patient is on a setting as well as on a day.
 */
const VENT_AFTER = /^[ \t,]{0,3}(?:(?:bi-?pap|c?pap|peep|ps|psv|ipap|epap|simv|imv|a\/c|vent)\b|\d{2,3}[ \t]?%)/i;
/** The last pair of a list of ventilator settings in one clause: "SIMV/PS, 40%, 600X4, & 5/10", "AC 500/50 / 5/10". */
const VENT_LIST_BEFORE = /\b(?:simv|ps|psv|peep|c?pap|bi-?pap|a\/c|ac|imv|settings?|fio2|vent)\b[^.;\n]{0,40}(?:&|\band|,|\/)[ \t]{0,2}$/i;

/** What follows a count of equal numbers: "9/9 nodes", "12/12 cores", "10/10 ROS", "8/8 criteria", "7/7 days". */
const COUNT_AFTER = /^[ \t]{0,2}(?:days?\b|weeks?|months?|nodes?|lns?|cores?|criteria|points?|pt\b|systems?|ros\b|items?|words?|objects?|questions?|doses?|sessions?|tabs?|pills?|sets?|bottles?|cultures?|samples?|specimens?|fingers?|toes?|teeth|digits?|vision)/i;

/**
 * A pair of equal numbers is a score or a setting more often than a day ("5/5 strength", "2/2 pulses", "CPAP 5/5",
 * "4/4 extremities"), but a day from July to December falls on one every month ("admitted to hosp 12/12", "extubated
 * 10/10"), and scores of seven and more are written with their scale word ("10/10 pain", "20/20", "apgars 9/9") or
 * their count noun ("9/9 nodes"), which the measure checks and COUNT_AFTER read. So 7/7 to 12/12 is a date unless
 * a measure says otherwise; 1/1 to 6/6 stays a score unless after "post" or "s/p" (a day), as before.
 */
function equalPairNotDate(text: string, start: number, end: number, a: number, before: string): boolean {
  if (/\b(?:post|s\/p)[ \t]*$/i.test(before)) return false;
  if (a < 7) return true;
  return COUNT_AFTER.test(text.slice(end, end + 14)) || /\b(?:x|of|by)[ \t]*$/i.test(text.slice(Math.max(0, start - 6), start));
}

function notMonthDay(text: string, start: number, end: number, a: number, b: number): boolean {
  const before = text.slice(Math.max(0, start - 24), start);
  if (VENT_AFTER.test(text.slice(end, end + 12)) || VENT_LIST_BEFORE.test(text.slice(Math.max(0, start - 60), start))) return true;
  if (MONTH_DAY_CUE.test(before)) return false;
  // The day a facility's bed or acceptance is for (fix18d): "Accepted at X Rehab (XR) for 5/5", "accepted at X, bed 6/6",
  // "TELE BED NEED ON X 5 ~11/11"; a fraction or a measure after the pair keeps its reading.
  if (BED_DAY_BEFORE.test(before) && BED_CLAUSE.test(text.slice(Math.max(0, start - 96), start)) && !FRACTIONS.has(`${a}/${b}`) && !MEASURE_AFTER.test(text.slice(end, end + 10)) && !PAIN_AFTER.test(text.slice(end, end + 24))) return false;
  // British duration notation: "6/52" (weeks), "3/7" (days) after "in"/"for"/"clinic" are not dates.
  if ((b === 52 || b === 7 || b === 12) && /\b(?:in|for|clinic|review|x)[ \t]*$/i.test(before)) return true;
  // Weeks of gestation in the same notation ("booked at 8/40", "aspirin from 12/40"): a term is forty weeks.
  if (b === 40 && a <= 42 && /\b(?:in|for|at|from|by|to|after|before|x)[ \t]*$/i.test(before)) return true;
  // Snellen visual acuity in metres ("VA R 6/9, L 6/24", "pinhole 6/12"): the eye or the test names it.
  if (a === 6 && SNELLEN_DENOMINATORS.has(b) && SNELLEN_BEFORE.test(before)) return true;
  if (b === 10 && a <= 10 && (PAIN_BEFORE.test(before) || PAIN_AFTER.test(text.slice(end, end + 24)) || PAIN_SERIES_BEFORE.test(text.slice(Math.max(0, start - 84), start)) || PAIN_CLAUSE_BEFORE.test(text.slice(Math.max(0, start - 72), start)))) return true;
  // A muscle's power on the five-point scale after the limb, the grip or the movement tested, or before the weakness
  // it measures ("R grip 4/5", "R ARM 2/5, R LEG 3/5", "RLE 4/5 hip flexion", "3/5 prox weakness"; fix17d).
  if (b === 5 && a <= 5 && (MOTOR_BEFORE.test(before) || MOTOR_AFTER.test(text.slice(end, end + 16)))) return true;
  if (FRACTIONS.has(`${a}/${b}`) || (a === b && equalPairNotDate(text, start, end, a, before)) || (b <= 6 && a >= 5 && a <= 20 && b < a && /\b(?:ps|peep|c?pap|psv|imv|vent|ac|a\/c)\b/i.test(before))) return true;
  return MEASURE_BEFORE.test(before) || MEASURE_AFTER.test(text.slice(end, end + 10));
}

/** A month/day just before: "(9/13, 11/11)", "12/30 and 1/1", "1/10-1/2". */
const LIST_BEFORE = /(?<![\d/.])(\d{1,2})\/(\d{1,2})[ \t]*(?:,|-|to|thru|through|and|&)[ \t]*$/i;
/** A month/day just after, the end of a range: "rec'd 1/2 - 1/10", "2/3 to 2/14". */
const RANGE_AFTER = /^[ \t]*(?:-|to|thru|through)[ \t]*(\d{1,2})\/(\d{1,2})(?![\d/]|\.\d)/i;

/**
 * A pair the shape checks set aside (a fraction, equal numbers) is a day when a date stands next to it in a list or
 * a range: writers list days together ("MI x2 (9/13, 11/11)") and give courses as ranges ("ceftaz 1/2 - 1/10"). The
 * neighbour must be a date by its own shape and context, so "1/2 - 3/4 tab" and "strength 4/5, 5/5" stay scores.
 */
function inDateList(text: string, start: number, end: number): boolean {
  const isDay = (at: number, to: number, a: number, b: number): boolean =>
    a >= 1 && a <= 12 && b >= 1 && b <= 31 && !FRACTIONS.has(`${a}/${b}`) && a !== b && !notMonthDay(text, at, to, a, b);
  const before = LIST_BEFORE.exec(text.slice(Math.max(0, start - 16), start));
  if (before) {
    const at = start - before[0].length;
    if (isDay(at, at + before[1]!.length + 1 + before[2]!.length, Number(before[1]), Number(before[2]))) return true;
  }
  const after = RANGE_AFTER.exec(text.slice(end, end + 16));
  if (!after) return false;
  const to = end + after[0].length;
  return isDay(to - after[1]!.length - 1 - after[2]!.length, to, Number(after[1]), Number(after[2]));
}

/**
 * A day/month written day first, without a year (fix19d): "district nurse to revisit 22/01", "arrived 14/3 by road",
 * "accepts for ORIF 27/11", "HD between 20/10 and 28/10". Only a day from 13 to 31 shows the order (no month/day could
 * be written so), and the pair is read as MONTH_DAY is, with its checks (a setting, score or measure beside it). Not
 * over /7 or /12, the days and months of a span or an age in British notes ("abx 14/7", "aged 18/12"); not after a
 * pressure, a label of two measures ("BUN/Cr 24/1", "PA 28/10") or a door, plot or flat number ("H.No 14/3"); not before
 * a size, a term or a count ("16/8 Fr", "14/9 wks"); nor on a line that sets a ventilator near it ("on IMV 60% 15/10",
 * "on 13/10 ... lower peep"), where US notes write pressure support and PEEP so.
 */
export const DAY_MONTH = /(?<![\d/.-])(?<!\d:)(1[3-9]|2\d|3[01])\/(0[1-9]|1[0-2]|[1-9])(?![\d/]|\.\d|-\d|:\d)/g;
const DAY_MONTH_NOT_BEFORE =
  /(?:\b(?:pa|pap|pas|pad|rv|rvsp|ra|la|lv|bp|nbp|abp|art|a-?line|cvp|wedge|pcwp|pcw|cpp|icp|map|pip|plat|pplat|pressures?|rr|rate|hr|sbp|dbp|no|nos|flat|plot|door|house|block|sector|survey|khasra|apt|unit|suite)\b\.?[ \t:=#-]{0,3}|[a-z\d]+\/[a-z\d]+[ \t:=]{1,3}|#[ \t]?)$/i;
/** A ventilator's mode or setting, an oxygen percentage or a tube on the pair's line, 60 characters before or 80 after. */
const DAY_MONTH_VENT_NEAR = /\b(?:peep|ps|psv|c?pap|bi-?pap|simv|imv|ipap|epap|a\/c|ac|vent|vt|tv|fio2|trach|ett|(?:ex|in)tubat\w*)\b|\d[ \t]?%/i;
const DAY_MONTH_NOT_AFTER = /^[ \t]{0,2}(?:fr\b|french|g\b|ga\b|gauge|mm[ \t]?hg|wks?\b|weeks?|days?\b|d\b|yrs?\b|years?|mos?\b|months?|x\b|times|hrs?\b|hours?)/i;

function dayMonthNotDate(text: string, start: number, end: number, day: number, month: number): boolean {
  if (month === 7 || month === 12) return true;
  if (DAY_MONTH_NOT_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || DAY_MONTH_NOT_AFTER.test(text.slice(end, end + 12))) return true;
  const before = text.slice(Math.max(0, start - 60), start);
  const after = text.slice(end, end + 80);
  if (DAY_MONTH_VENT_NEAR.test(before.slice(before.lastIndexOf('\n') + 1)) || DAY_MONTH_VENT_NEAR.test(after.split('\n', 1)[0]!)) return true;
  return notMonthDay(text, start, end, day, month);
}

/** Month/year: "3/2024", "03/2024", "3-2024". Four-digit year only, so "1/2" or "2/3" never match. */
export const MONTH_YEAR = /(?<![\d/.-])(0?[1-9]|1[0-2])[/-]((?:19|20)\d\d)(?![\d/]|\.\d|-\d)/g;

/** A full month name standing alone after a temporal preposition: "seen in March". "May" is excluded. */
const MONTH_ALONE =
  /\b(?:in|since|during|until|till|by|from|early|late|mid|last|next|this)\s+(January|February|March|April|June|July|August|September|October|November|December|JANUARY|FEBRUARY|MARCH|APRIL|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER|january|february|april|june|july|august|september|october|november|december|sept)(?![A-Za-z\d])/gi;

const MONTH_ALONE_AT = new WordAnchor(MONTH_ALONE, 'in since during until till by from early late mid last next this');

function plausibleMonthDay(a: number, b: number): boolean {
  // Either M/D or D/M ordering is accepted; both parts must be plausible.
  return a >= 1 && b >= 1 && ((a <= 12 && b <= 31) || (b <= 12 && a <= 31));
}

/** Month-day with a dash after "on": "returned to OR on 7-8". Ranges ("on 2-3 L") have a unit after them. */
const ON_MONTH_DAY = /\bon[ \t]+((?:1[0-2]|0?[1-9])-(?:[12]\d|3[01]|0?[1-9]))(?![\d/.-]|[ \t]*(?:l\b|lpm|liters?|mg|mcg|units?|x\b|times|%|cm|hrs?|hours?|days?|weeks?))/gi;

const ON_MONTH_DAY_AT = new WordAnchor(ON_MONTH_DAY, 'on');

/** "on the 11th", "it's the 3rd.": a day of the month by its ordinal, at the end of a phrase. */
const ORDINAL_DAY = /\bthe[ \t]+((?:[12]?\d|3[01])(?:st|nd|rd|th))(?=[ \t]*(?:[.,;)!?]|\r?\n|$|of\b))/gi;

/** The words every match of ORDINAL_DAY and of MONTH_ALONE holds (core/word-gate.ts): many notes hold none. */
const ORDINAL_GATE = wordGate('st nd rd th');
const MONTH_ALONE_GATE = wordGate('january february march april june july august september october november december sept');

/**
 * NUMERIC, MONTH_YEAR, MONTH_DAY and MONTH_YY each start a match with a run of one, two or four digits (no digit before
 * it: each look-behind refuses one) and a "/", "." or "-" after it. `numericDateStarts` finds those runs once per note
 * (a search for a digit, where each pattern's own search tried its look-behinds at every position), and
 * `allMatchesAt` (core/all-matches.ts) tries a pattern only there, left to right from the end of its last match, as its global search
 * does: the matches are the same. A run longer than four digits matches DATE_HEAD only at its last four (a digit before
 * them): no pattern starts there.
 */
const DATE_HEAD = /\d{1,4}[/.-]/g;

export function numericDateStarts(text: string): number[] {
  const starts: number[] = [];
  DATE_HEAD.lastIndex = 0;
  for (let m = DATE_HEAD.exec(text); m !== null; m = DATE_HEAD.exec(text)) {
    const p = m.index;
    const b = p > 0 ? text.charCodeAt(p - 1) : 0;
    if (m[0].length !== 4 && (b < 48 || b > 57)) starts.push(p);
  }
  DATE_HEAD.lastIndex = 0;
  return starts;
}

const NUMERIC_AT = stickyOf(NUMERIC);
const MONTH_YEAR_AT = stickyOf(MONTH_YEAR);
const MONTH_DAY_AT = stickyOf(MONTH_DAY);
const MONTH_YY_AT = stickyOf(MONTH_YY);
const DAY_MONTH_AT = stickyOf(DAY_MONTH);

export function detectDates(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of ON_MONTH_DAY_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'DATE', TIER.weakCue);
  if (ORDINAL_GATE.open(seen)) for (const m of allMatches(text, ORDINAL_DAY)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'DATE', TIER.weakest);
  for (const m of namedDates(text, seen)) {
    const hasYear = /\d{4}|'\d\d/.test(m[0]);
    push(out, m.index, m.index + m[0].length, 'DATE', hasYear ? TIER.fullDate : TIER.checkedShape);
  }
  const starts = numericDateStarts(text);
  for (const m of allMatchesAt(text, NUMERIC_AT, starts)) {
    if (m[1] !== undefined) {
      const a = Number(m[1]);
      const b = Number(m[3]);
      if (!plausibleMonthDay(a, b)) continue;
      // "12/10/40%", "600x12/5/50%": ventilator settings (rate/PEEP/FiO2), not dates.
      if (codeAt(text, m.index + m[0].length) === 37 || /[xX]$/.test(text.slice(m.index - 1, m.index))) continue;
      // "1.2.10" is more likely a version or a list number than a date: dotted dates need a 4-digit year.
      if (m[2] === '.' && m[4]!.length !== 4) continue;
      // "H.No. 4-5-67", "D. No. 12-3-45": an Indian house or door number, not a date.
      if (/\b[HD]\.?[ \t]?No\.?[ \t]{0,2}:?[ \t]{0,2}$/.test(text.slice(Math.max(0, m.index - 10), m.index))) continue;
      push(out, m.index, m.index + m[0].length, 'DATE', TIER.fullDate);
    } else {
      const mo = Number(m[7]);
      const d = Number(m[8]);
      const y = Number(m[5]);
      if (y < 1900 || y > 2099 || mo < 1 || mo > 12 || d < 1 || d > 31) continue;
      push(out, m.index, m.index + m[0].length, 'DATE', TIER.fixedSyntax);
    }
  }
  for (const m of allMatchesAt(text, MONTH_YEAR_AT, starts)) push(out, m.index, m.index + m[0].length, 'DATE', TIER.partialDate);
  for (const m of allMatchesAt(text, MONTH_DAY_AT, starts)) {
    const padded = m[1]!.startsWith('0') || m[2]!.startsWith('0');
    const end = m.index + m[0].length;
    if (!padded && notMonthDay(text, m.index, end, Number(m[1]), Number(m[2])) && !inDateList(text, m.index, end)) continue;
    push(out, m.index, end, 'DATE', padded || MONTH_DAY_CUE.test(text.slice(Math.max(0, m.index - 24), m.index)) ? TIER.checkedShape : TIER.uncuedShape);
  }
  for (const m of allMatchesAt(text, DAY_MONTH_AT, starts)) {
    const end = m.index + m[0].length;
    if (dayMonthNotDate(text, m.index, end, Number(m[1]), Number(m[2]))) continue;
    const cued = m[2]!.startsWith('0') || MONTH_DAY_CUE.test(text.slice(Math.max(0, m.index - 24), m.index));
    push(out, m.index, end, 'DATE', cued ? TIER.checkedShape : TIER.uncuedShape);
  }
  for (const m of allMatchesAt(text, MONTH_YY_AT, starts)) {
    const end = m.index + m[0].length;
    if (notMonthDay(text, m.index, end, Number(m[1]), Number(m[2]))) continue;
    push(out, m.index, end, 'DATE', TIER.weakCue);
  }
  if (MONTH_ALONE_GATE.open(seen)) for (const m of MONTH_ALONE_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'DATE', TIER.weakest);
}
