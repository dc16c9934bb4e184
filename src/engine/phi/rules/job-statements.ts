// PROFESSION stated without "works as": a social history's list names the job as one bare item ("Social: married,
// 2 kids, plumber, no EtOH"; "SH: night-shift warehouse picker at a depot"), and a career is told by its trade
// ("a tailor by trade", "mechanic by profession"). Both ask for a known occupation as the item's last word, so
// "Social: lives with wife, son at bedside" and "by trade agreement" stay untouched.
import { push, type Candidate } from '../core/scan';
import { firstWords, WordAnchor, type AnchorRuns } from '../core/word-anchors';
import { wordGate, type GateWords } from '../core/word-gate';
import { TIER } from '../core/tiers';
import { CLINICIAN_ROLES } from '../vocab/occupation-words';
import { RELATIVE_SHORTHAND, RELATIVES, wordAlternation } from '../vocab/people-words';
import { isOccupation, PASTIME } from './profession';

/** A social-history field at the start of a line; its items run to the end of the line. */
const SOCIAL_FIELD = /^[ \t]{0,4}(?:social(?:[ \t]{1,2}(?:history|hx))?|soc[ \t]{1,2}hx|sh|shx|s\/h)[ \t]{0,2}:[ \t]{0,4}([^\n]{1,400})/gim;
// Searched at every position, the line-start pattern cost more than the rest of the family: it is tried only at its
// label's first word, up to four blanks after a line's start (core/word-anchors.ts).
const SOCIAL_FIELD_AT = new WordAnchor(SOCIAL_FIELD, 'social soc sh shx s', 4);
/** One item: up to two words before the job's head, an optional ex-/retired/former, then an optional clause tail. */
const ITEM = /^(?:(?:ex-|retired[ \t]{1,2}|former[ \t]{1,2}))?((?:[A-Za-z][A-Za-z-]{0,20}[ \t]{1,2}){0,2}[A-Za-z][A-Za-z-]{1,20})(?:[ \t]{1,2}(?:at|for|with|in|since)[ \t]{1,2}[^,;]{0,80})?[ \t]{0,2}\.?$/i;
/** Words that make an item something other than a job: people, places, habits, the note's own staff. */
// A bare item that names a service the patient receives is no job of theirs: "home health aide", "carers bd", "social worker".
const NOT_AN_ITEM_WORD = new Set(['aide', 'aides', 'carer', 'carers', 'caregiver', 'attendant', 'cleaner', 'sitter', 'companion', 'helper',
  'social', 'case', 'health', 'home', 'hospice', 'palliative', 'community', 'services', 'wife', 'husband', 'son', 'daughter', 'kids', 'children', 'lives', 'no', 'not', 'pt', 'patient', 'smoker', 'etoh', 'the', 'a', 'an', 'his', 'her', 'their', 'family', 'friend', 'neighbor', 'neighbour', 'visiting', 'aware', 'updated', 'following', 'consulted', 'contacted', 'to', 'and', 'or']);

/**
 * Where the job starts among its words (the head last): the word before the head with it ("warehouse picker"), unless
 * that word says when or how the job is held ("retired teacher", "former miner"), which is no part of the job.
 */
function firstJobWord(words: readonly string[]): number {
  if (words.length < 2) return 0;
  return NOT_OF_THE_JOB.has(words.at(-2)!.toLowerCase()) ? words.length - 1 : words.length - 2;
}
const NOT_OF_THE_JOB = new Set(['retired', 'former', 'previous', 'prior', 'current', 'currently', 'now', 'was', 'is', 'as', 'self-employed', 'full-time', 'part-time', 'unemployed']);

function socialItems(text: string, out: Candidate[], seen: AnchorRuns): void {
  for (const m of SOCIAL_FIELD_AT.matchAll(text, seen)) {
    const line = m[1]!;
    const lineStart = m.index + m[0].length - line.length;
    let from = 0;
    for (const part of line.split(/[,;]/)) {
      const partStart = lineStart + from;
      from += part.length + 1;
      const lead = part.length - part.trimStart().length;
      const item = ITEM.exec(part.trim());
      if (!item) continue;
      const words = item[1]!.split(/[ \t]{1,2}/);
      const head = words.at(-1)!.toLowerCase();
      // A bare staff role in the list is the note's own ("SH: per RN", "nurse"), and a short word may be an abbreviation.
      if (!isOccupation(head) || CLINICIAN_ROLES.has(head) || head.length < 4) continue;
      if (words.some((w) => NOT_AN_ITEM_WORD.has(w.toLowerCase()) || PASTIME.has(w.toLowerCase()))) continue;
      const first = firstJobWord(words);
      const phrase = words.slice(first).join(' ');
      const start = partStart + lead + item[0].indexOf(item[1]!) + item[1]!.length - phrase.length;
      if (text.slice(start, start + phrase.length) !== phrase) continue;
      push(out, start, start + phrase.length, 'PROFESSION', TIER.occupation);
    }
  }
}

/** "<job> by trade": the trade is the one or two words before the cue, the last a known occupation. */
const BY_TRADE = /\bby[ \t]{1,2}(?:trade|profession|occupation)\b/gi;
/** Every match holds one of these words (core/word-gate.ts); most notes hold none. */
const BY_TRADE_GATE = wordGate('trade profession occupation');
const JOB_BEFORE = /(?:^|[^A-Za-z-])((?:[A-Za-z][A-Za-z-]{0,20}[ \t]{1,2})?[A-Za-z][A-Za-z-]{1,20})[ \t]{1,2}$/;
const NOT_BEFORE_TRADE = new Set(['a', 'an', 'the', 'is', 'was', 'and', 'or']);

function byTrade(text: string, out: Candidate[], seen: GateWords): void {
  if (!BY_TRADE_GATE.open(seen)) return;
  for (const m of text.matchAll(BY_TRADE)) {
    const before = JOB_BEFORE.exec(text.slice(Math.max(0, m.index - 48), m.index));
    if (!before) continue;
    let words = before[1]!.split(/[ \t]{1,2}/);
    if (!isOccupation(words.at(-1)!)) continue;
    if (words.length > 1 && NOT_BEFORE_TRADE.has(words[0]!.toLowerCase())) words = words.slice(1);
    const phrase = words.join(' ');
    const end = m.index - (before[0].length - before[0].indexOf(before[1]!) - before[1]!.length);
    const start = end - phrase.length;
    if (text.slice(start, end) !== phrase) continue;
    push(out, start, end, 'PROFESSION', TIER.knownOccupation);
  }
}

/**
 * The job a matched value ends with, from its first job word on; undefined where its last word is no job, where a word
 * of care or a pastime stands in it, or, for slots the note's own staff also fill (`notStaff`), where the last word is a
 * clinician's role or shorter than four letters.
 */
function jobPhrase(value: string, notStaff: boolean): string | undefined {
  const words = value.split(/[ \t]{1,2}/);
  const head = words.at(-1)!.toLowerCase();
  if (!isOccupation(head)) return undefined;
  if (notStaff && (CLINICIAN_ROLES.has(head) || head.length < 4)) return undefined;
  if (words.some((w) => NOT_AN_ITEM_WORD.has(w.toLowerCase()) || PASTIME.has(w.toLowerCase()))) return undefined;
  return words.slice(firstJobWord(words)).join(' ');
}

/**
 * A history that opens on the patient's job as its subject: "HPI: Boda boda rider brought in after a fall", "CC: 52M
 * roofer presents with", "45M welder fell from". The job follows the field label or an age and sex, and a presenting verb follows the job, so a
 * staff role that acts ("HPI: Nurse called re: fever") is no subject of this kind.
 */
const HISTORY_SUBJECT = /(?:\b(?:hpi|hx|cc|pc|presenting[ \t]{1,2}complaint|history[ \t]{1,2}of[ \t]{1,2}presenting[ \t]{1,2}(?:complaint|illness))[ \t]{0,2}:[ \t]{0,3}(?:an?[ \t]{1,2})?(?:\d{1,3}[ \t]{0,2}(?:y\/?o|yrs?|years?[ \t-]{1,2}old)?[ \t]{0,2}[MFmf]?[ \t]{1,2})?|\b\d{1,3}[ \t]{0,2}(?:y\/?o|yo|yrs?|years?[ \t-]{1,2}old)?[ \t-]{0,2}(?:[MF]|male|female|man|woman)[ \t]{1,2})((?:[A-Za-z][A-Za-z-]{0,20}[ \t]{1,2}){0,2}[A-Za-z][A-Za-z-]{1,20})(?=,?[ \t]{1,2}(?:brought|presents|presenting|presented|c\/o|complaining|admitted|referred|on[ \t]{1,2}vacation|on[ \t]{1,2}leave|here[ \t]{1,2}(?:with|for)|who[ \t]{1,2}(?:presents|was|is|fell|sustained)|sustained|fell)\b)/gi;

/**
 * The same subject told as an item after the age and sex, with no verb: "hpi: 29f, underground miner w/ X contracting",
 * "HPI: 62 M, pipeline welder, on rotation", "58M, a long-haul trucker for X Freight". Here the age and sex are asked
 * for (a label alone opens too many lists), and the job ends at a comma or at w/, with, for, at: where its employer or
 * the next item starts. A road-traffic role is no job ("45M, restrained driver, ...", "22M, rider with helmet").
 */
// A coast or a farm history places the job after it ("44M lobster fisherman out of X", "71 m, grain farmer nw of X"), and a
// rural ED note puts the home town first ("49 m from X, fish plant worker at Y"): fix15d.
const HISTORY_ITEM = /\b\d{1,3}[ \t]{0,2}(?:y\/?o|yo|yrs?|years?[ \t-]{1,2}old)?[ \t-]{0,2}(?:[MFmf]|male|female|man|woman)(?:[ \t]{0,2},)?[ \t]{1,2}(?:from[ \t]{1,2}(?:[A-Za-z][A-Za-z'-]{1,20}[ \t]{1,2}){0,2}[A-Za-z][A-Za-z'-]{1,20},[ \t]{1,2})?(?:an?[ \t]{1,2})?((?:[A-Za-z][A-Za-z-]{0,20}[ \t]{1,2}){0,2}[A-Za-z][A-Za-z-]{1,20})(?=[ \t]{0,2},|[ \t]{1,2}(?:w\/|with|for|at|out[ \t]{1,2}of|(?:[nsew]|[ns][ew]|north|south|east|west)[ \t]{1,2}of)[ \t]{1,2}\S)/gi;
/** Heads that name a part in a crash or a ride, not a job, unless a word before them says whose vehicle it is. */
const ROAD_ROLES = new Set(['driver', 'rider']);
const ROAD_MODIFIERS = new Set(['restrained', 'unrestrained', 'helmeted', 'unhelmeted', 'belted', 'unbelted', 'motorcycle', 'motorbike', 'bike', 'bicycle', 'pillion', 'quad', 'atv', 'car', 'drunk', 'impaired']);

function historyItems(text: string, out: Candidate[]): void {
  for (const m of text.matchAll(HISTORY_ITEM)) {
    const phrase = jobPhrase(m[1]!, true);
    if (phrase === undefined) continue;
    const words = phrase.toLowerCase().split(/[ \t]{1,2}/);
    if (ROAD_ROLES.has(words.at(-1)!) && (words.length === 1 || ROAD_MODIFIERS.has(words[0]!))) continue;
    const end = m.index + m[0].length;
    const start = end - phrase.length;
    if (text.slice(start, end) !== phrase) continue;
    push(out, start, end, 'PROFESSION', TIER.occupation);
  }
}

function historySubjects(text: string, out: Candidate[]): void {
  historyItems(text, out);
  for (const m of text.matchAll(HISTORY_SUBJECT)) {
    const phrase = jobPhrase(m[1]!, true);
    if (phrase === undefined) continue;
    const end = m.index + m[0].length;
    const start = end - phrase.length;
    if (text.slice(start, end) !== phrase) continue;
    push(out, start, end, 'PROFESSION', TIER.occupation);
  }
}

/**
 * A relative's job in brackets after them: "wife Lorna (teaching assistant)", "son (paramedic) at bedside", and with
 * where they are after a comma, as discharge summaries of India and letters write an attender: "son X (software
 * engineer, Pune)", "son X (a ship's engineer, at sea)" (fixF: own56 h1, own59 h2).
 */
const KIN_BRACKET = new RegExp(String.raw`\b(?:${wordAlternation([...RELATIVES, ...RELATIVE_SHORTHAND])})(?:[ \t]{1,2}[A-Z][A-Za-z'-]{1,20}){0,2}[ \t]{0,2}\((?:an?[ \t]{1,2}|works[ \t]{1,2}as[ \t]{1,2}an?[ \t]{1,2})?((?:[A-Za-z][A-Za-z-]{0,20}(?:['’]s)?[ \t]{1,2}){0,2}[A-Za-z][A-Za-z-]{1,20})(?:[ \t]{1,2}(?:at|for|with|in)[ \t]{1,2}[^()\n]{1,60}|,[ \t]{0,2}[^()\n]{1,60})?\)`, 'gi');

// The relative words are in most notes: the pattern is tried only where one starts (core/word-anchors.ts).
const KIN_BRACKET_AT = new WordAnchor(KIN_BRACKET, firstWords([...RELATIVES, ...RELATIVE_SHORTHAND]));

function kinBrackets(text: string, out: Candidate[], seen: AnchorRuns): void {
  for (const m of KIN_BRACKET_AT.matchAll(text, seen)) {
    const phrase = jobPhrase(m[1]!, false);
    if (phrase === undefined) continue;
    const valueStart = m.index + m[0].indexOf('(') + 1 + m[0].slice(m[0].indexOf('(') + 1).indexOf(m[1]!);
    const start = valueStart + m[1]!.length - phrase.length;
    if (text.slice(start, start + phrase.length) !== phrase) continue;
    push(out, start, start + phrase.length, 'PROFESSION', TIER.occupation);
  }
}

/** A relative's job as the whole value of their field: "Father: retired farmer.", "MOTHER: SEAMSTRESS". */
const KIN_FIELD = new RegExp(String.raw`\b(?:${wordAlternation([...RELATIVES, ...RELATIVE_SHORTHAND])})[ \t]{0,2}:[ \t]{0,3}(?:(?:retired|former)[ \t]{1,2}|ex-)?(?:an?[ \t]{1,2})?((?:[A-Za-z][A-Za-z-]{0,20}[ \t]{1,2}){0,2}[A-Za-z][A-Za-z-]{1,20})(?=[ \t]{0,2}(?:[,.;(\n]|$))`, 'gi');

const KIN_FIELD_AT = new WordAnchor(KIN_FIELD, firstWords([...RELATIVES, ...RELATIVE_SHORTHAND]));

function kinFields(text: string, out: Candidate[], seen: AnchorRuns): void {
  for (const m of KIN_FIELD_AT.matchAll(text, seen)) {
    const phrase = jobPhrase(m[1]!, false);
    if (phrase === undefined) continue;
    const end = m.index + m[0].length;
    if (text.slice(end - phrase.length, end) !== phrase) continue;
    push(out, end - phrase.length, end, 'PROFESSION', TIER.occupation);
  }
}

/**
 * A job told with its length at the start of an item, as a social history abbreviates it: "Welder x 30 yrs, retired.",
 * "married; long-haul trucker for 12 years". A drug, a habit or an illness for years has no job word as its head.
 */
const JOB_FOR_YEARS = /(?:^|[.;:,(][ \t]{0,2})(?:an?[ \t]{1,2})?((?:[A-Za-z][A-Za-z-]{0,20}[ \t]{1,2}){0,2}[A-Za-z][A-Za-z-]{1,20})[ \t]{1,2}(?:for|x)[ \t]{0,2}(?:\d{1,2}|several|many|over[ \t]{1,2}\d{1,2})\+?[ \t]{0,2}(?:years?|yrs?|y|decades?)\b/gim;

/**
 * The length every match of JOB_FOR_YEARS ends with, a blank before its "for" or "x": a note without it (most notes)
 * is not searched for the whole pattern, which tries the words after every line start and punctuation mark.
 */
const FOR_YEARS = /\b(?:for|x)[ \t]{0,2}(?:\d{1,2}|several|many|over[ \t]{1,2}\d{1,2})\+?[ \t]{0,2}(?:years?|yrs?|y|decades?)\b/i;

function jobsForYears(text: string, out: Candidate[]): void {
  if (!FOR_YEARS.test(text)) return;
  for (const m of text.matchAll(JOB_FOR_YEARS)) {
    const phrase = jobPhrase(m[1]!, true);
    if (phrase === undefined) continue;
    const valueEnd = m.index + m[0].indexOf(m[1]!) + m[1]!.length;
    if (text.slice(valueEnd - phrase.length, valueEnd) !== phrase) continue;
    push(out, valueEnd - phrase.length, valueEnd, 'PROFESSION', TIER.occupation);
  }
}

/** Relatives' jobs in the plural: "both parents are farmers", "his brothers were fishermen", "sons are electricians". */
const KIN_PLURAL = new RegExp(String.raw`\b(?:${wordAlternation([...RELATIVES, 'parents', 'brothers', 'sisters'])})[ \t]{1,2}(?:are|were)[ \t]{1,2}(?:both[ \t]{1,2}|all[ \t]{1,2})?((?:[A-Za-z][A-Za-z-]{0,20}[ \t]{1,2})?[A-Za-z][A-Za-z-]{2,20})(?![\w-])`, 'gi');

/** The singular of a plural job word, or '' where the word is no plural: "fishermen", "secretaries", "nurses". */
function singular(word: string): string {
  const w = word.toLowerCase();
  if (w.endsWith('men')) return `${w.slice(0, -3)}man`;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return '';
}

const KIN_PLURAL_AT = new WordAnchor(KIN_PLURAL, firstWords([...RELATIVES, 'parents', 'brothers', 'sisters']));

function kinPlurals(text: string, out: Candidate[], seen: AnchorRuns): void {
  for (const m of KIN_PLURAL_AT.matchAll(text, seen)) {
    const words = m[1]!.split(/[ \t]{1,2}/);
    let head = words.at(-1)!;
    const one = singular(head);
    // "are farmers"; a two-word value whose last word is no job ("are both aware") may still hold one first ("are nurses too").
    if (!one || !isOccupation(one)) {
      if (words.length < 2 || !singular(words[0]!) || !isOccupation(singular(words[0]!))) continue;
      words.pop();
      head = words[0]!;
    }
    if (words.some((w) => NOT_AN_ITEM_WORD.has(w.toLowerCase()) || PASTIME.has(w.toLowerCase()))) continue;
    const phrase = words.slice(firstJobWord(words)).join(' ');
    const valueStart = m.index + m[0].length - m[1]!.length;
    const end = valueStart + words.join(' ').length;
    if (text.slice(end - phrase.length, end) !== phrase) continue;
    // "the nurses here", "nurses at bedside": relatives who are here, not what they do.
    if (CLINICIAN_ROLES.has(singular(head)) && /^[ \t]{1,2}(?:here|at[ \t]{1,2}(?:the[ \t]{1,2})?bedside|present|aware)\b/i.test(text.slice(end, end + 24))) continue;
    push(out, end - phrase.length, end, 'PROFESSION', TIER.occupation);
  }
}

export function detectHistoryJobs(text: string, out: Candidate[]): void {
  historySubjects(text, out);
}
export function detectKinBracketJobs(text: string, out: Candidate[], seen: AnchorRuns): void {
  kinBrackets(text, out, seen);
}
export function detectYearsJobs(text: string, out: Candidate[]): void {
  jobsForYears(text, out);
}
export function detectKinPluralJobs(text: string, out: Candidate[], seen: AnchorRuns): void {
  kinPlurals(text, out, seen);
}
export function detectKinFieldJobs(text: string, out: Candidate[], seen: AnchorRuns): void {
  kinFields(text, out, seen);
}
export function detectSocialListJobs(text: string, out: Candidate[], seen: AnchorRuns): void {
  socialItems(text, out, seen);
}
export function detectTradeJobs(text: string, out: Candidate[], seen: GateWords): void {
  byTrade(text, out, seen);
}
