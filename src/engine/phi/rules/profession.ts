// PROFESSION, kept precise: only after an explicit cue ("works as a", "occupation:", "employed as",
// "retired <profession>", "is a <profession> by trade") and, for the looser "is a/an <x>" form, only when
// the head noun is in our list of occupations. "She is a smoker" or "is a poor historian" stay untouched.
import { codeAt, isSpace, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { GateWords } from '../core/word-gate';
import { COMPOUND_JOBS, OCCUPATIONS } from '../vocab/occupation-words';
import { WORDNET_OCCUPATIONS } from '../vocab/occupation-wordnet';
import { WordAnchor } from '../core/word-anchors';
import { RELATIVE_SHORTHAND, RELATIVES, wordAlternation } from '../vocab/people-words';
import { WORK_TIMES } from './org-cues';



/**
 * A school's grade before the job it qualifies ("retired 4th grade teacher", "IS A 3RD GRADE TEACHER", "a fifth grade
 * aide"): the ordinal in digits is read as a word of the job when "grade" follows it (fix20b); an ordinal in letters
 * already is one. Only a job word after it makes it a job ("in 3rd grade at X" names a pupil, not a job).
 */
const GRADE_ORDINAL = String.raw`\d{1,2}(?:st|nd|rd|th)`;
const GRADE_ORDINAL_WORD = /^(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)$/i;
/** The first word of a job read from `first`: one word earlier when it is "grade" after an ordinal ("3rd grade teacher"). */
function withGrade(words: readonly string[], first: number): number {
  return first > 0 && /^grade$/i.test(words[first]!) && GRADE_ORDINAL_WORD.test(words[first - 1]!) ? first - 1 : first;
}

/** Strong cues: what follows is the profession, up to punctuation or a clause word. */
// "used to be", "self-employed" and "ex-" are cues only before a known occupation (below), as "retired" and "former" are.
const CUED =
  new RegExp(String.raw`\b(?:(?:works?|worked|working)(?:[ \t]{1,2}(?:${WORK_TIMES}|overnights|pt|ft|casual|seasonally))?\s+as|employed\s+as|(?:work(?:s|ed|ing)?|employed)[ \t]+(?:for|at|with|by|in)[ \t]+(?:[\w&'’.-]+[ \t]+){1,5}?as|(?:former|previous|prior|past|usual|last)[ \t]{1,2}(?:occupation|job|employment)(?=[ \t]{0,2}:)|job\s+as|job[ \t]{1,2}(?:is|was)|promoted[ \t]{1,2}to|career\s+as|occupation|profession|job\s+title|trained\s+as|retired|retd\.?|former|used\s+to\s+be|self[ -]employed|ex(?=-)|(?:job|employment|occ|work|vocation|position|designation|(?:occupational|work|employment)[ \t]{1,2}(?:history|hx))(?=[ \t]{0,2}:))(?![a-z])[ \t]*(?:\((?:former|previous|prior|past|usual|last)\)[ \t]{0,2}(?=:))?(?:is[ \t]+|was[ \t]+)?[:-]?[ \t]*(?:(?:is|was)[ \t]+)?(?:an?[ \t]+|the[ \t]+)?((?:${GRADE_ORDINAL}[ \t]+(?=grade\b))?[A-Za-z][A-Za-z-]*(?:[ \t]+[A-Za-z][A-Za-z-]*){0,3})`, 'gi');
const CUED_AT = new WordAnchor(CUED, 'work* worked working employed job career occupation occupational profession trained retired retd former previous prior past usual last employment occ used self ex promoted vocation position designation');
/** "is a retired teacher", "was a nurse for 20 years", "a former coal miner": head noun must be known. */
// A job of four words is read to its head ("IS A LONG HAUL TRUCK DRIVER FOR", "is a middle school science teacher with"; fix20b).
// Letters introduce a patient by age then job ("a 44 year old plasterer", "a 36 y.o. FIFO electrician", "a 45-year-old
// male firefighter": the sex is not the job) and a relative by apposition after the name ("lives with Callum, a tree surgeon"); the head noun is asked for as above.
// A writer of a letter or a portal message names their own job ("I'm a flight attendant", "I am a bus driver"), a
// relative's by "he's a"/"she's a"; a referral letter opens on "this 57 year old <job>" as often as on "a".
export const IS_A =
  /(?:\b(?:is|was|as|am|previously|formerly|later|(?<=\b[Ii][’'])m|(?<=\b(?:[Hh]e|[Ss]he)[’'])s)\s+an?\s+(?:retired\s+|former\s+)?|\b(?:a|an|is|was)\s+(?:retired|former)\s+|\b(?:a|an|this|the)[ \t]{1,2}\d{1,3}[ \t-]{0,2}(?:years?[ \t-]{1,2}old|yrs?[ \t-]{1,2}old|y\.?o\.?|y\/o|yo)[ \t]{1,2}(?:(?:male|female|man|woman)[ \t]{1,2})?(?:retired[ \t]{1,2}|former[ \t]{1,2})?|(?<=[\p{L}'’-]{2},[ \t]{1,2})(?:a|an)[ \t]{1,2}(?:retired[ \t]{1,2}|former[ \t]{1,2})?)(?:part-time\s+|full-time\s+|licensed\s+|registered\s+|certified\s+|senior\s+|junior\s+|head\s+|chief\s+)?((?:\d{1,2}(?:st|nd|rd|th)[ \t]+(?=grade\b))?(?:[a-z-]+[ \t]+){0,3}[a-z-]+)(?![\w-])/giu;
const IS_A_AT = new WordAnchor(IS_A, 'is was as am previously formerly later m s a an this the');

/** The run of ASCII letters at `p`, lower-cased. */
function runAt(text: string, p: number): string {
  let e = p;
  for (let c = codeAt(text, e) | 32; c >= 97 && c <= 122; c = codeAt(text, ++e) | 32);
  return text.slice(p, e).toLowerCase();
}

/**
 * Where IS_A may match at a run of letters `p`: "is", "was" or "as" before "a", "an", "retired" or "former"; "am",
 * "previously", "formerly", "later", or "m" and "s" after an apostrophe, before "a" or "an"; "this" or "the" before a digit; "a" or "an" before "retired",
 * "former" or a digit, or after a comma and blanks. Each alternative starts with one of those
 * words alone, blanks (\s) after it; most "a", "is", "was" of a note are none of these (anchored.test.ts compares).
 */
export function mayBeIsA(text: string, p: number): boolean {
  const word = runAt(text, p);
  const contracted = (word === 'm' || word === 's') && (codeAt(text, p - 1) === 39 || codeAt(text, p - 1) === 0x2019);
  // "later a lineman for ...": a career told in order names each job after its own time word.
  const sinceWhen = word === 'previously' || word === 'formerly' || word === 'later';
  if (!contracted && !sinceWhen && word !== 'is' && word !== 'was' && word !== 'as' && word !== 'am' && word !== 'a' && word !== 'an' && word !== 'this' && word !== 'the') return false;
  let q = p + word.length;
  if (!isSpace(codeAt(text, q))) return false;
  while (isSpace(codeAt(text, q))) q++;
  const c = codeAt(text, q);
  if (word === 'this' || word === 'the') return c >= 48 && c <= 57;
  const next = runAt(text, q);
  if (contracted || sinceWhen || word === 'am') return next === 'a' || next === 'an';
  if (next === 'retired' || next === 'former') return true;
  if (word === 'is' || word === 'was' || word === 'as') return next === 'a' || next === 'an';
  if (c >= 48 && c <= 57) return true;
  const b = codeAt(text, p - 1);
  const bb = codeAt(text, p - 2);
  return (b === 32 || b === 9) && (bb === 44 || ((bb === 32 || bb === 9) && codeAt(text, p - 3) === 44));
}
const NAME_BEFORE_COMMA = /(?<![\p{L}'’-])\p{Lu}[\p{Ll}'’-]{1,20},[ \t]{1,2}$/u;
/** A relative named by kinship alone stands in apposition as a name does: "his wife, a school teacher". */
const KIN_BEFORE_COMMA = new RegExp(String.raw`(?<![\p{L}'’-])(?:${wordAlternation([...RELATIVES, ...RELATIVE_SHORTHAND])}),[ \t]{1,2}$`, 'iu');
const ADJECTIVES = new Set(['very', 'good', 'great', 'young', 'old', 'local', 'new', 'experienced', 'busy', 'successful', 'former', 'retired', 'self-employed', 'full-time', 'part-time', 'active', 'practicing', 'practising']);
/** Before a job word, these make it a role in an event, not an occupation: "a restrained driver". */
const NOT_JOB_BEFORE = new Set(['restrained', 'unrestrained', 'belted', 'unbelted', 'intoxicated', 'impaired', 'helmeted', 'unhelmeted']);
/** Before a job word, these make it a pastime: "a keen gardener", "an avid runner", "an amateur boxer". */
export const PASTIME: ReadonlySet<string> = new Set(['keen', 'avid', 'amateur', 'recreational', 'hobby', 'weekend', 'enthusiastic', 'passionate', 'competitive']);
/** After a job word, these make it a modifier: "a pilot study", "a driver education course". */
const NOT_JOB_AFTER = new Set(['study', 'studies', 'trial', 'program', 'programme', 'project', 'phase', 'test', 'license', 'licence', 'education', 'training', 'visit', 'note', 'station', 'shift', 'seat', 'side', 'mutation', 'mutations', 'gene', 'genes', 'lesion', 'lead', 'leads']);
const STOP = new Set(['at', 'for', 'in', 'and', 'with', 'who', 'since', 'until', 'but', 'from', 'on', 'by', 'to', 'of', 'the', 'a', 'an', 'is', 'was', 'she', 'he', 'they', 'when', 'while', 'where', 'because', 'after', 'before', 'years', 'year', 'now', 'currently']);
const NOT_A_JOB = new Set(['smoker', 'nonsmoker', 'patient', 'historian', 'unemployed', 'disabled', 'none', 'n/a', 'na', 'unknown', 'student', 'homemaker', 'retiree', 'retired', 'from']);
/**
 * How someone works, not what at: a schedule before the bare word "worker" ("former shift worker", "a night worker",
 * "part-time employee"; hardneg23). "night nurse" and "shift supervisor" keep their job word.
 */
const SCHEDULE_ONLY_WORK = /^(?:(?:shift|night|nights|evening|weekend|rotating|part-time|full-time|casual|temp|temporary)[ \t]{1,2}){1,2}(?:workers?|employees?)$/i;
/** After "works as", how a treatment works, not a job: "inhaler works as needed", "works as expected". */
const NOT_A_JOB_AFTER_WORKS = new Set(['needed', 'directed', 'prescribed', 'expected', 'intended', 'tolerated', 'usual', 'well', 'before', 'advertised']);

/** A known occupation's head noun: ours, or WordNet's trades and professions ("steamfitter", "longshoreman"). */
export function isOccupation(word: string): boolean {
  const w = word.toLowerCase();
  return OCCUPATIONS.has(w) || WORDNET_OCCUPATIONS.has(w) || SHORT_JOBS.has(w) || (tradeShaped(w) && TRADE_ENDING.test(w) && !NOT_TRADE.has(w));
}
/**
 * Word `k` of `words` is a job's head: a known occupation, or a person's noun after what they work at or train for
 * ("ranch hand", "RIG HAND", "dinner lady", "nursing student": COMPOUND_JOBS, fix20b).
 */
export function isJobAt(words: readonly string[], k: number): boolean {
  const w = words[k];
  if (w === undefined) return false;
  return isOccupation(w) || (k > 0 && COMPOUND_JOBS.get(w.toLowerCase())?.has(words[k - 1]!.toLowerCase()) === true);
}
/**
 * Closed compounds name trades by their last part ("farmworker", "autoworker", "silversmith", "shipwright",
 * "stonemason"); no list holds them all. "-maker" is left out: a pacemaker is a device.
 */
const TRADE_ENDING = /^[a-z]{3,12}(?:worker|smith|wright|mason|monger)$/;
/**
 * What TRADE_ENDING needs of a word's length (8 to 18) and last letter ("r", "h", "t", "n"), read first: most words
 * asked about (every word before "at", "with", "for") are no such compound, and then the pattern is not run.
 */
function tradeShaped(w: string): boolean {
  if (w.length < 8 || w.length > 18) return false;
  const c = w.charCodeAt(w.length - 1);
  return c === 114 || c === 104 || c === 116 || c === 110;
}
const NOT_TRADE: ReadonlySet<string> = new Set(['coworker', 'fellowworker', 'wordsmith', 'warmonger', 'scaremonger', 'rumourmonger', 'rumormonger', 'fearmonger']);
/**
 * Clipped job nouns a social history writes after its own cue ("a retired HVAC tech", "is a lab tech"). Kept out of
 * the shared list, which also reads a signature's title line, where "Radiology Tech" is the writer's own role.
 */
const SHORT_JOBS: ReadonlySet<string> = new Set(['tech']);

/**
 * An introduction's list: a name, the age between commas, then the job ("jarrah coulthurst, 31, fifo boilermaker,",
 * "Mr Ode, 58, retired postman.", a UK letter's "Miss Roe, 29, a hairdresser, attended"). The job is the whole item up to the next comma or stop, its last word a known job;
 * a lab row's numbers between commas ("140, 4.1, 102,") are followed by no job word.
 */
const AGE_ITEM_JOB = /,[ \t]{1,2}\d{1,3}[ \t]{0,2}(?:y\/?o|yrs?|years?(?:[ \t-]{1,2}old)?|[MFmf])?,[ \t]{1,2}(?:an?[ \t]{1,2})?(?:retired[ \t]{1,2}|former[ \t]{1,2})?((?:[A-Za-z-]{2,20}[ \t]{1,2}){0,2}[A-Za-z-]{2,20})(?=[ \t]{0,2}(?:[,.;)\n]|$))/g;

/** A second job joined to the first ("a taxi driver and a lay preacher"): its head noun is asked for as above. */
// A career told in order names the next job after "then" or "and later", often after the first job's time ("was a
// welder for 12 years, then a pipefitter", "a cook until 2015 and later a baker").
const AND_A_JOB = /^(?:[ \t]{1,2}(?:for|until|till|since|in)[ \t]{1,2}[\w-]{1,12}(?:[ \t]{1,2}(?:years?|yrs?|months?))?)?(?:[ \t]{1,2}and|,?[ \t]{1,2}then|,?[ \t]{1,2}and[ \t]{1,2}(?:then|later))[ \t]{1,2}an?[ \t]{1,2}((?:[a-z-]+[ \t]{1,2}){0,2}[a-z-]+)(?![\w-])/i;

/** A form's own job field: "Job:", "Employment:", "Occ:", "Former occupation:" (fix16d). */
const FIELD_LABEL = /^(?:(?:former|previous|prior|past|usual|last)[ \t]{1,2})?(?:job|employment|occ|occupation)[ \t]{0,2}:/i;
/**
 * In a form's job field, a job title no list holds ("Job: loom fixer - medium", "Employment: was railroad signalman
 * for X", "Former occupation: tobacco grader."): one to three lower-case words, the last an agent noun (-er, -or,
 * -ist), and the field's value closes after it (a dash, a bracket, a stop, "for" or "at" the employer). A schedule, a
 * state or a person's habit in that place is no job ("Job: full time", "Employment: unemployed", "Occ: smoker").
 */
function fieldJob(phrase: readonly string[], text: string, start: number): boolean {
  if (phrase.length > 3 || !phrase.every((w) => /^[a-z][a-z-]{1,20}$/.test(w))) return false;
  const last = phrase.at(-1)!;
  if (!/^[a-z-]{3,}(?:er|or|ist)$/.test(last) || NOT_AGENT_JOBS.has(last)) return false;
  const after = text.slice(start + phrase.join(' ').length, start + phrase.join(' ').length + 8);
  return /^(?:[ \t]{0,2}(?:[-–(.;,]|\r?\n|$)|[ \t]{1,2}(?:for|at|with)\b)/.test(after);
}
/** Agent nouns that are no one's job in a job field. */
const NOT_AGENT_JOBS: ReadonlySet<string> = new Set([
  'smoker', 'nonsmoker', 'drinker', 'user', 'abuser', 'other', 'never', 'either', 'neither', 'after', 'over', 'under', 'later',
  'better', 'water', 'center', 'centre', 'number', 'order', 'disorder', 'monitor', 'donor', 'tumor', 'error', 'factor', 'sleeper',
  'walker', 'caller', 'member', 'minor', 'major', 'senior', 'junior', 'prior', 'per', 'poor', 'fewer', 'floor', 'door', 'floater',
]);

function headIndex(words: readonly string[]): number {
  let n = 0;
  while (n < words.length && !STOP.has(words[n]!.toLowerCase())) n++;
  return n;
}

export function detectProfession(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of CUED_AT.matchAll(text, seen)) {
    const value = m[1]!;
    const words = value.split(/[ \t]+/);
    const n = headIndex(words);
    // "Occupation: retired electrician": the job is what follows "retired" or "former".
    let skip = 0;
    while (skip + 1 < n && /^(?:retired|former)$/i.test(words[skip]!)) skip++;
    if (n === 0 || NOT_A_JOB_AFTER_WORKS.has(words[0]!.toLowerCase())) continue;
    // "Occupation: Works as an X technician": a cue of its own after the label, which reads the job itself (fix18d).
    if (/^(?:works?|worked|working|employed)$/i.test(words[0]!)) continue;
    let phrase = words.slice(skip, n);
    // "retired postal worker admitted on...": the job ends at its last occupation word.
    const lastJob = phrase.findLastIndex((_w, k) => isJobAt(phrase, k));
    if (lastJob >= 0) phrase = phrase.slice(0, lastJob + 1);
    const last = phrase.at(-1)!.toLowerCase();
    const lastIsJob = lastJob >= 0 && lastJob === phrase.length - 1;
    if (NOT_A_JOB.has(phrase[0]!.toLowerCase()) || (NOT_A_JOB.has(last) && !lastIsJob)) continue;
    if (phrase.some((w) => PASTIME.has(w.toLowerCase())) || SCHEDULE_ONLY_WORK.test(phrase.join(' '))) continue;
    // "retired" alone is a cue only when an occupation follows: "retired teacher", not "retired in 2010".
    // So is "former" ("Former Marine", not "former smoker"), and a short label ("Job:", "Employment:", "Occ:"),
    // after which a schedule or an employer is as likely as a job ("Employment: full time").
    // So are a past and a trade of one's own ("used to be a bricklayer", "self-employed builder", "ex-miner", not "ex-smoker").
    const known = lastIsJob || (FIELD_LABEL.test(m[0]) && fieldJob(phrase, text, m.index + m[0].length - value.length + value.indexOf(phrase.join(' '))));
    if (/^(?:retired|retd|former(?![ \t]{1,2}(?:occupation|job|employment))|job[ \t]{0,2}:|job[ \t]{1,2}(?:is|was)|promoted|employment|occ[ \t]{0,2}:|occupational|work[ \t]{0,2}:|work[ \t]{1,2}h|vocation|position|designation|used|self|ex)/i.test(m[0]) && !known) continue;
    const start = m.index + m[0].length - value.length + (skip === 0 ? 0 : value.indexOf(words[skip]!, words.slice(0, skip).join(' ').length));
    const end = start + phrase.join(' ').length;
    if (text.slice(start, end) !== phrase.join(' ')) continue;
    push(out, start, end, 'PROFESSION', lastIsJob ? TIER.knownOccupation : TIER.weakCue);
    if (lastIsJob) secondJob(text, end, out);
  }
  for (const m of text.matchAll(AGE_ITEM_JOB)) {
    const words = m[1]!.split(/[ \t]+/);
    const head = words.length - 1;
    if (!isOccupation(words[head]!) || words.some((w) => STOP.has(w.toLowerCase()))) continue;
    const first = head > 0 && !ADJECTIVES.has(words[head - 1]!.toLowerCase()) ? head - 1 : head;
    const valueStart = m.index + m[0].length - m[1]!.length;
    const start = valueStart + words.slice(0, first).reduce((len, w) => len + w.length + 1, 0);
    const phrase = words.slice(first).join(' ');
    if (text.slice(start, start + phrase.length) !== phrase) continue;
    push(out, start, start + phrase.length, 'PROFESSION', TIER.occupation);
  }
  for (const m of IS_A_AT.matchAll(text, seen, mayBeIsA)) {
    // An apposition stands after a capitalised name ("Camille, a teacher"), never after a clause ("stable, a nurse").
    const apposition = /^an?[ \t]/i.test(m[0]) && !/\d/.test(m[0]) && /,[ \t]{1,2}$/.test(text.slice(Math.max(0, m.index - 3), m.index));
    const before = text.slice(Math.max(0, m.index - 26), m.index);
    if (apposition && !NAME_BEFORE_COMMA.test(before) && !KIN_BEFORE_COMMA.test(before)) continue;
    const value = m[1]!;
    const valueStart = m.index + m[0].length - value.length;
    const words = value.split(/[ \t]+/);
    const n = headIndex(words);
    // The occupation is the last known job word before any clause word: "nurse at", "coal miner for".
    let head = -1;
    for (let k = 0; k < n; k++) if (isJobAt(words, k)) head = k;
    if (head < 0) continue;
    if (head + 1 < n && NOT_JOB_AFTER.has(words[head + 1]!.toLowerCase())) continue;
    if (head > 0 && (NOT_JOB_BEFORE.has(words[head - 1]!.toLowerCase()) || PASTIME.has(words[head - 1]!.toLowerCase()) || SCHEDULE_ONLY_WORK.test(`${words[head - 1]!} ${words[head]!}`))) continue;
    let first = head;
    // "a Toronto-based engineer": where the worker is based is a place of its own (place.town-based), not a word of the job.
    if (head > 0 && !ADJECTIVES.has(words[head - 1]!.toLowerCase()) && !/-based$/i.test(words[head - 1]!)) first = head - 1;
    first = withGrade(words, first);
    const start = valueStart + words.slice(0, first).reduce((len, w) => len + w.length + 1, 0);
    const end = valueStart + words.slice(0, head + 1).reduce((len, w) => len + w.length + 1, 0) - 1;
    if (text.slice(start, end) !== words.slice(first, head + 1).join(' ')) continue;
    push(out, start, end, 'PROFESSION', TIER.occupation);
    secondJob(text, end, out);
  }
}

/** The job joined by "and a" after a job just found, when its last word is a known occupation. */
function secondJob(text: string, at: number, out: Candidate[]): void {
  const m = AND_A_JOB.exec(text.slice(at, at + 90));
  if (!m) return;
  const words = m[1]!.split(/[ \t]+/);
  const n = headIndex(words);
  let head = -1;
  for (let k = 0; k < n; k++) if (isOccupation(words[k]!)) head = k;
  if (head < 0 || (head + 1 < n && NOT_JOB_AFTER.has(words[head + 1]!.toLowerCase()))) return;
  const first = head > 0 && !ADJECTIVES.has(words[head - 1]!.toLowerCase()) ? head - 1 : head;
  const valueStart = at + m[0].length - m[1]!.length;
  const start = valueStart + words.slice(0, first).reduce((len, w) => len + w.length + 1, 0);
  const phrase = words.slice(first, head + 1).join(' ');
  if (text.slice(start, start + phrase.length) !== phrase) return;
  push(out, start, start + phrase.length, 'PROFESSION', TIER.occupation);
}
