// PROFESSION and ORGANIZATION: a job and its employer told together without a verb, as histories, forms and
// letters of many styles write a person's work: "HPI: Teacher at Ruiru Township Primary School", "Social: 48 year
// old software engineer at Infosys", "52 YO M LINEMAN WITH BRAZOS VALLEY ELECTRIC CO-OP", "trader at balogun
// market", "jayden kowalski, apprentice electrician with sparkright electrical pty ltd". The pair holds itself up: a
// job the lists know, then at/with/for and a name that names (capitalised, or with a word no list knows, or a
// business noun at its end). So that a sentence's own job words ("nurse at bedside", "caregiver for her mother",
// "case manager with the family") stay alone, the job must open its clause (a line, a label, a comma, an age or a
// sex before it), must not be the note's own staff, and the name must not be a common noun. Two forms hold up
// otherwise: a job and its employer as one item after a comma, the name closing the item with a firm's word
// ("FLOORHAND, X DRILLING"); and a job no list knows, in a frame that says it is work, before an employer closed by a
// firm's word ("works as baggage handler for X Ground Services"): the frame stands for the lists and the opening, and
// only the employer is tagged.
import type { PhiRuleId } from '../../../deid/phi-rules';
import { push, sticky, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords, type WordGate } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { wordsAt } from '../core/word-walk';
import { CLINICIAN_ENDING, CLINICIAN_ROLES, COMPOUND_JOBS } from '../vocab/occupation-words';
import { BUSINESS_NOUNS, NOT_EMPLOYER } from './org-cues';
import { isJobAt, isOccupation, PASTIME } from './profession';
import { framedJob } from './framed-jobs';

/**
 * The preposition between the job and its employer, then a letter. Lower-case ED and nursing notes clip "with" to
 * "w/" ("underground miner w/ X contracting", "forestry worker w/ scierie Y"; own53, own58, own60).
 */
const PREPOSITION = new WordAnchor(/\b(?:at|with|for|w\/|At|With|For|W\/|AT|WITH|FOR)[ \t]{1,2}(?=\p{L})/gu, 'at with for w');
const GATE = wordGate('at with for w');
/**
 * A job told as what someone is or works as opens its clause after its article: "works as a lineman for X", "He is a
 * bus driver with X", "im a truck driver for X" (portal messages, letters and social histories of many writers). A
 * bare "a" is no opener: "saw a nurse at the clinic" has no verb of being before it.
 */
// So does a history's next step: "then a welder at X", "before that a welder's helper at X" (fix14c).
const ARTICLE_OPENS = /(?:^|[^\p{L}'’])(?:as|is|am|was|i['’]?m|(?:he|she)['’]s|AS|IS|AM|WAS|I['’]?M|then|THEN|(?:before|after|BEFORE|AFTER)[ \t](?:that|THAT))[ \t]{1,2}(?:an?|AN?)[ \t]{1,2}$/u;

/** The one or two words just before the preposition: a modifier and the job's head noun. */
const JOB_BEFORE = /(?:^|[^\p{L}'’-])((?:\p{L}[\p{L}-]{0,20}[ \t]{1,2})?(\p{L}[\p{L}-]{1,20}))[ \t]{1,2}$/u;
/** How far back the job may start: two words of up to 21 letters and their blanks. */
const JOB_WINDOW = 48;
/** Words before the job that open its clause: an age, a sex, a time of the job. */
const OPENS_JOB = new Set([
  'old', 'yo', 'y/o', 'yrs', 'm', 'f', 'male', 'female', 'man', 'woman', 'retired', 'former', 'current', 'currently', 'previously', 'formerly', 'now',
  // A job with no article after "as" or after the patient, as nursing and social-work notes clip it: "works nights as
  // corrections officer at X", "Pt pipefitter at X".
  'as', 'pt',
  // A work history told in order names each later job after "then" or a fly-in roster, with no article or verb
  // (fix14c): "laborer at X until it closed; then pipe welder for Y", "since then boilermaker at X", "FIFO
  // maintenance fitter for X".
  'then', 'fifo',
]);
/** Modifiers that make the job the note's own staff or a service the patient gets: "case manager", "social worker". */
const STAFF_MODIFIERS = new Set([
  'case', 'social', 'care', 'charge', 'staff', 'home', 'health', 'triage', 'ward', 'practice', 'district', 'community', 'clinical',
  'hospital', 'unit', 'floor', 'icu', 'nursing', 'hospice', 'bedside', 'covering', 'primary', 'on-call', 'night', 'day', 'team',
]);
/** Heads that are a role in the family, a favour or a congregation, not a job: "caregiver for her mother", "volunteer with", "deacon at". */
const NOT_A_JOB_HERE = new Set(['caregiver', 'carer', 'volunteer', 'deacon', 'babysitter', 'aide', 'assistant', 'coordinator', 'model', 'minister', 'coach', 'director', 'guard']);
/** A name word in Title case or capitals: letters, an apostrophe, "&", a hyphen, a stop inside. */
const NAME_WORD = sticky(/(?:\p{Lu}[\p{L}'’&.-]{0,24}|&)/u);
const LOWER_WORD = sticky(/(?:[a-z][a-z'’&-]{0,20}|&)/);

/** The end of the employer named at `at`, or -1: the name must name, in the letter case it is written in. */
export function employerEnd(text: string, at: number, wc: WordClasses): number {
  const caps = /^\p{Lu}{2}/u.test(text.slice(at, at + 2));
  const title = !caps && /^\p{Lu}/u.test(text.charAt(at));
  const words = wordsAt(text, at, title || caps ? NAME_WORD : LOWER_WORD, 5);
  // In capitals or lower case a clause goes on after the name ("... SINCE 2019", "... for 30 yrs"): stop words end it.
  let n = 0;
  for (; n < words.length; n++) {
    const low = words[n]!.text.toLowerCase();
    // In lower case "and" more often goes on to the next clause ("for nb power and lives alone") than names a firm.
    if (n > 0 && ((low === 'and' && (title || caps)) || low === 'of' || low === '&')) continue;
    if (!title && !caps && low === 'and') break;
    if (caps && !/^[\p{Lu}&'’.-]+$/u.test(words[n]!.text)) break;
    if (!title && (wc.isStop(low) || NAME_ENDS.has(low))) break;
  }
  while (n > 0 && /^(?:of|and|&)$/i.test(words[n - 1]!.text)) n--;
  if (n === 0) return -1;
  // "hygienist with HLA-B27 positive ...": a word that runs into digits is a gene's, an antigen's or a lab's code.
  if (words.slice(0, n).some((w) => { const c = text.charCodeAt(w.end); return c >= 48 && c <= 57; })) return -1;
  const lows = words.slice(0, n).map((w) => w.text.toLowerCase().replace(/[.'’]+$/, ''));
  if (NOT_EMPLOYER.has(lows[0]!) || wc.isStop(lows[0]!) || wc.isClinical(lows[0]!) || wc.isClinicalShorthand(lows[0]!)) return -1;
  const naming = lows.filter((w) => w !== 'and' && w !== 'of' && w !== '&');
  const unknown = wc.hasDictionaries && naming.some((w) => w.length >= 3 && !wc.isEnglish(w) && !wc.isStop(w) && !wc.isMisspelt(w) && !wc.isShorthand(w) && !wc.isClinical(w));
  const noun = naming.length > 1 && (BUSINESS_NOUNS.has(naming.at(-1)!) || FIRM_FORMS.has(naming.at(-1)!) || FIRM_HEADS.has(naming.at(-1)!));
  // Title case names by its capitals, but a lone English word may open the next clause ("Teacher at Home").
  if (title && !(naming.length === 1 && wc.isEnglish(naming[0]!) && !wc.isKnownName(naming[0]!))) return words[n - 1]!.end;
  // A firm's "trade & trade" form after a word of its own name, in any letter case ("X Y POWER & LIGHT", "x y tool & die",
  // "x roofing & gutter"; fix22a): "&" between two words closing a name is how firms, not clauses, are named.
  const ampersand = lows.length >= 4 && lows.at(-2) === '&' && !wc.isStop(lows.at(-1)!) && !wc.isStop(lows.at(-3)!);
  return unknown || noun || ampersand ? words[n - 1]!.end : -1;
}
/** A firm's legal or family form, the last word of its name in any letter case ("kellerman bros", "sparkright pty ltd"). */
const FIRM_FORMS = new Set(['bros', 'brothers', 'sons', 'pty', 'ltd', 'llc', 'inc', 'plc', 'gmbh', 'co-op', 'coop', 'corp', 'limited']);
/** Words after which a name in lower case or capitals does not go on. */
const NAME_ENDS = new Set(['since', 'until', 'x', 'for', 'as', 'when', 'while', 'where', 'who', 'but', 'then', 'today', 'now', 'daily', 'nights', 'days', 'years', 'yrs', 'eta', 'presents', 'presented', 'with', 'at']);

/** Each finding names its own rule: the job and the employer are read in one pass. */
function pushAs(out: Candidate[], rule: PhiRuleId, start: number, end: number, type: 'PROFESSION' | 'ORGANIZATION', score: number): void {
  const before = out.length;
  push(out, start, end, type, score);
  if (out.length > before) out[before]!.rule = rule;
}

export function detectJobEmployers(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (COMMA_GATE.open(seen) || FIELD_GATE.open(seen)) detectCommaEmployers(text, wc, out, COMMA_GATE.open(seen));
  // A note with no firm's word names no employer the lists' jobs do not hold up.
  const firmWords = FRAMED_GATE.open(seen);
  if (!GATE.open(seen)) return;
  for (const m of PREPOSITION.matchAll(text, seen)) {
    // Most prepositions follow no job: the word before is read from the character codes and asked of the job lists
    // first, and only a job's is read again with its modifier.
    const head0 = wordBefore(text, m.index);
    // "hand", "lady" and "student" are a job only after their work ("ranch hand for X"): that pair is read again below.
    if (head0 === undefined || !(isOccupation(head0) || COMPOUND_JOBS.has(head0.toLowerCase()))) {
      if (firmWords) framedEmployer(text, m.index, m.index + m[0].length, wc, out);
      // The job no list holds in the frame of work before a named employer (profession.framed-job, fix22c).
      const before = out.length;
      framedJob(text, m.index, m.index + m[0].length, wc, out);
      if (out.length > before) out[before]!.rule = 'profession.framed-job';
      continue;
    }
    const before = JOB_BEFORE.exec(text.slice(Math.max(0, m.index - JOB_WINDOW), m.index));
    if (!before) continue;
    const head = before[2]!.toLowerCase();
    const pair = before[1]!.split(/[ \t]+/);
    if (!isJobAt(pair, pair.length - 1) || CLINICIAN_ROLES.has(head) || CLINICIAN_ENDING.test(head) || NOT_A_JOB_HERE.has(head) || head.length < 4) continue;
    // The prepositions' letter case follows the job's: "Teacher at", "LINEMAN WITH", "trader at".
    const words = before[1]!.split(/[ \t]+/);
    let jobWords = words;
    let opened = false;
    if (words.length === 2) {
      const mod = words[0]!.toLowerCase();
      if (STAFF_MODIFIERS.has(mod) || PASTIME.has(mod)) continue;
      if (OPENS_JOB.has(mod)) {
        jobWords = words.slice(1);
        opened = true;
      } else if ((mod === 'a' || mod === 'an') && articleOpens(text, m.index - before[0].length + before[0].indexOf(words[0]!) + words[0]!.length)) {
        jobWords = words.slice(1);
        opened = true;
      } else if ((wc.isStop(mod) && !(/^\p{Lu}/u.test(words[0]!) && gradeStart(text, m.index - (before[0].length - before[0].trimEnd().length) - before[1]!.length, words[0]!) >= 0)) || /\d/.test(mod)) {
        // A subject written as its language ("a 7th grade English teacher") is a stop word only as a language.
        continue;
      }
    }
    const trailing = before[0].length - before[0].trimEnd().length;
    let phraseStart = m.index - trailing - before[1]!.length;
    // A school's grade before a teacher's job is a word of the job ("a 3rd grade teacher at X", "(4th grade teacher at
    // X)", "a 7th grade English teacher at X", fix18b): the job starts at the grade, and opens its clause there.
    const grade = opened ? -1 : gradeStart(text, phraseStart, words.length === 2 ? words[0]! : '');
    if (grade >= 0) {
      phraseStart = grade;
      jobWords = words;
    }
    const jobStart = jobWords.length === words.length ? phraseStart : m.index - trailing - before[2]!.length;
    let extraStart = phraseStart;
    if (!opened && !opensClause(text, phraseStart, wc) && !articleOpens(text, phraseStart)) {
      // A job of three words opens its clause before its first ("fish plant worker at", "otr truck driver for").
      extraStart = words.length === 2 ? thirdJobWord(text, phraseStart, wc) : -1;
      if (extraStart < 0) continue;
    }
    const nameAt = m.index + m[0].length;
    const end = employerEnd(text, nameAt, wc);
    if (end < 0) continue;
    // A job before "w/" is an item after the age and sex, profession.history-subject's (job-statements.ts).
    if (text.charAt(m.index + 1) !== '/') pushAs(out, 'profession.before-employer', jobWords.length === words.length ? extraStart : jobStart, m.index - trailing, 'PROFESSION', TIER.knownOccupation);
    pushAs(out, 'org.after-job', nameAt, end, 'ORGANIZATION', TIER.facilitySuffix);
  }
}

/**
 * A job, a comma and its employer as one item, as report histories and forms write a work injury or an occupation
 * field: "(FLOORHAND, X DRILLING)", "Occupation: Junior Engineer, X Nigam.". A town takes the same slot ("(software
 * engineer, Hyderabad)"), so the name must end in a business noun or a firm's form and close the item.
 */
function detectCommaEmployers(text: string, wc: WordClasses, out: Candidate[], firmWords: boolean): void {
  for (let at = text.indexOf(', '); at >= 0; at = text.indexOf(', ', at + 2)) {
    // The job's head is read first, from the character codes: most commas follow no job, and most jobs' items end in
    // no business noun.
    const head0 = lettersBefore(text, at);
    if (head0 === undefined || !isOccupation(head0) || CLINICIAN_ROLES.has(head0) || CLINICIAN_ENDING.test(head0) || NOT_A_JOB_HERE.has(head0)) continue;
    if (fieldEmployer(text, at, wc, out) || !firmWords) continue;
    let close = at + 2;
    const limit = Math.min(text.length, at + 66);
    while (close < limit && !ITEM_CLOSE.has(text.charCodeAt(close))) close++;
    if (close === limit && limit !== text.length) continue;
    const closing = lettersBefore(text, close);
    if (closing === undefined || !isFirmWord(closing)) continue;
    const before = JOB_BEFORE.exec(text.slice(Math.max(0, at - JOB_WINDOW), at) + ' ');
    if (!before) continue;
    const words = before[1]!.split(/[ \t]+/);
    if (words.length === 2 && (STAFF_MODIFIERS.has(words[0]!.toLowerCase()) || PASTIME.has(words[0]!.toLowerCase()))) continue;
    if (!opensClause(text, at - before[1]!.length, wc) && (words.length < 2 || thirdJobWord(text, at - before[1]!.length, wc) < 0)) continue;
    const nameAt = at + 2;
    const end = employerEnd(text, nameAt, wc);
    if (end < 0 || !/^[ \t]*(?:[).,;\n]|$)/.test(text.slice(end, end + 3))) continue;
    const last = /[\p{L}-]+$/u.exec(text.slice(nameAt, end))?.[0].toLowerCase() ?? '';
    if (!isFirmWord(last)) continue;
    pushAs(out, 'org.after-job', nameAt, end, 'ORGANIZATION', TIER.facilitySuffix);
  }
}
/**
 * A form's occupation field holds the job, a comma and the employer and nothing else ("Occupation: dragline operator,
 * X Coal - fly-in fly-out", "Occupation: Assistant Manager, X Tea Estate"): the label stands for the firm's word the
 * bare item needs. The employer is two to five words in Title case or capitals that close the field, no town or region
 * the lists know ("Occupation: teacher, Town" is where), no clinical word.
 */
function fieldEmployer(text: string, at: number, wc: WordClasses, out: Candidate[]): boolean {
  let line = at;
  // The field's label ends in a colon between the line's start and the job (OCCUPATION_FIELD): most items have none.
  let colon = false;
  while (line > 0 && at - line < 60 && text.charCodeAt(line - 1) !== 10) colon = text.charCodeAt(--line) === 58 || colon;
  if (!colon) return false;
  const job = JOB_BEFORE.exec(text.slice(line, at) + ' ');
  if (!job || !OCCUPATION_FIELD.test(text.slice(line, at - job[1]!.length))) return false;
  const nameAt = at + 2;
  if (!/^\p{Lu}/u.test(text.charAt(nameAt))) return false;
  const end = employerEnd(text, nameAt, wc);
  if (end < 0 || !/^[ \t]*(?:[).;\n]|[ \t]-[ \t]|$)/.test(text.slice(end, end + 4))) return false;
  const words = text.slice(nameAt, end).split(/[ \t]+/).map((w) => w.toLowerCase().replace(/[.'’]+$/, ''));
  // A firm's word closing it is the bare item's reading, at its own tier.
  if (isFirmWord(words.at(-1)!)) return false;
  if (words.length < 2 || wc.dicts.cities.has(words.join(' ')) || wc.dicts.states.has(words.join(' ')) || words.some((w) => wc.isClinical(w) || wc.dicts.cities.has(w))) return false;
  pushAs(out, 'org.after-job', nameAt, end, 'ORGANIZATION', TIER.weakCue);
  return true;
}
/** An occupation field's label at a line's start, a past or present in brackets allowed: "Occupation (former):", "Occ:". */
const OCCUPATION_FIELD = /^[ \t]*(?:[-*•][ \t]*)?(?:occupation|occ|job|employment|employer|work|profession|designation)(?:[ \t]{0,2}\((?:former|previous|prior|past|usual|last|current)\))?[ \t]{0,2}:[ \t]{0,2}(?:(?:retired|former|ex-)[ \t]{1,2})?(?:[a-z-]{2,20}[ \t]{1,2})?$/i;
/** A note with no occupation field's word holds no field item. */
const FIELD_GATE = wordGate('occupation occ job employment employer work profession designation');
/** The run of ASCII letters and hyphens ending at `at`, lower-cased, if it is 4 to 21 long: read from the character codes, as most commas follow no job. */
function lettersBefore(text: string, at: number): string | undefined {
  let p = at;
  while (p > 0 && at - p <= 21) {
    const c = text.charCodeAt(p - 1) | 32;
    if (!((c >= 97 && c <= 122) || text.charCodeAt(p - 1) === 45)) break;
    p--;
  }
  return at - p >= 4 && at - p <= 21 ? text.slice(p, at).toLowerCase() : undefined;
}
/** Firms' heads of the countries the notes come from beyond the employer rules' business nouns: India's public corporations ("Nigam", "Udyog"). */
const FIRM_HEADS = new Set([
  'nigam', 'udyog', 'corporation', 'mines', 'mine', 'railways', 'utilities', 'cooperative', 'contracting', 'contractors',
  // The industries a work history names its employer by, as the last word of the firm's name in any letter case
  // (fix15a): "at x river seafoods", "for x line carriers", "pipe welder, X Drydock", "engineer, X Infotech".
  'seafoods', 'seafood', 'fisheries', 'poultry', 'packers', 'packing', 'processors', 'carriers', 'haulage', 'transportation',
  'drydock', 'shipyard', 'shipyards', 'infotech', 'infosystems', 'exploration', 'timber', 'forestry', 'aquaculture', 'orchards',
  'growers', 'excavating', 'excavation', 'paving', 'welding', 'machining', 'castings', 'garments', 'exports', 'traders',
  // The primary industries a ward note's social line names its employer by, in capitals or lower case (fix16a): "RETIRED
  // SHIPPING CLERK AT X NORTHERN PAPER", "drives truck for x hill grain", "lineman for nb power", "TECH FOR X RENEWABLES".
  'paper', 'pulp', 'grain', 'renewables', 'power', 'ore', 'copper', 'petroleum', 'minerals', 'metals',
]);
/**
 * The words that close a firm's name in an item or a frame: business nouns, firms' forms and heads. "health" and
 * "healthcare" are left out: a clinical word closes a clinic's or a service's name as often as a firm's.
 */
const FIRM_WORDS: ReadonlySet<string> = new Set([...BUSINESS_NOUNS, ...FIRM_FORMS, ...FIRM_HEADS].filter((w) => w !== 'health' && w !== 'healthcare'));
function isFirmWord(word: string): boolean {
  return FIRM_WORDS.has(word);
}
/** A gate knows runs of letters only: "co-op" is left out. */
function firmGate(words: Iterable<string>): WordGate {
  return wordGate([...words].filter((w) => /^[a-z]+$/.test(w)).join(' '));
}
/** A note with no business noun or firm's word holds no such item: its commas are not read. */
const COMMA_GATE = firmGate(FIRM_WORDS);
/** The framed employer's gate: the firm's words and "management", a forestry or property firm's last word. */
const FRAMED_GATE = firmGate([...FIRM_WORDS, 'management']);
/** ")", ".", ",", ";" and a line's end close an item. */
const ITEM_CLOSE = new Set([41, 46, 44, 59, 10]);

/** The word of ASCII letters and hyphens that ends one or two blanks before `at`, lower-cased, or none. */
function wordBefore(text: string, at: number): string | undefined {
  let p = at;
  let blanks = 0;
  while (p > 0 && blanks < 3 && (text.charCodeAt(p - 1) === 32 || text.charCodeAt(p - 1) === 9)) {
    p--;
    blanks++;
  }
  return blanks === 0 || blanks > 2 ? undefined : lettersBefore(text, p);
}

/**
 * The start of a third word before a two-word job at `at` where the clause opens before it ("49 m, fish plant worker
 * at", "pt is 55 yo m, otr truck driver for"), or -1: a word of letters, no stop, staff or pastime word.
 */
function thirdJobWord(text: string, at: number, wc: WordClasses): number {
  const w = /(?:^|[^\p{L}'’-])(\p{L}{2,15})[ \t]{1,2}$/u.exec(text.slice(Math.max(0, at - 18), at));
  if (!w) return -1;
  const low = w[1]!.toLowerCase();
  if (wc.isStop(low) || STAFF_MODIFIERS.has(low) || PASTIME.has(low) || OPENS_JOB.has(low)) return -1;
  const start = at - w[0].length + w[0].indexOf(w[1]!);
  return opensClause(text, start, wc) ? start : -1;
}

/** An ordinal of a school grade, in figures or words. */
const ORDINAL = String.raw`(?:\d{1,2}(?:st|nd|rd|th|ST|ND|RD|TH)|[Ff]irst|[Ss]econd|[Tt]hird|[Ff]ourth|[Ff]ifth|[Ss]ixth|[Ss]eventh|[Ee]ighth|[Nn]inth|[Tt]enth|[Ee]leventh|[Tt]welfth|FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SEVENTH|EIGHTH|NINTH|TENTH|ELEVENTH|TWELFTH)`;
/** The ordinal before a job's first word "grade" ("4th grade teacher"). */
const ORDINAL_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}\d])(${ORDINAL})[ \t-]{1,2}$`, 'u');
/** A school's grade before a job's first word ("3rd grade teacher", "7th grade English teacher", "grade 5 teacher"). */
const GRADE_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}\d])((?:${ORDINAL}[ \t-]{1,2}(?:grade|Grade|GRADE))|(?:grade|Grade|GRADE)[ \t]{1,2}\d{1,2})[ \t-]{1,2}$`, 'u');

/**
 * Where a school's grade before the job at `at` starts, or -1: the ordinal before `first` when the job's first word is
 * "grade" ("4th grade teacher"), or the ordinal and "grade" before the job's first word ("3rd grade English teacher").
 */
function gradeStart(text: string, at: number, first: string): number {
  const slice = text.slice(Math.max(0, at - 24), at);
  const m = (first.toLowerCase() === 'grade' ? ORDINAL_BEFORE : GRADE_BEFORE).exec(slice);
  return m ? at - slice.length + m.index + m[0].indexOf(m[1]!) : -1;
}

/** The article ending at or before `at` (blanks between) follows a verb of being or "as": the job opens its clause. */
function articleOpens(text: string, at: number): boolean {
  let p = at;
  while (p > 0 && (text.charCodeAt(p - 1) === 32 || text.charCodeAt(p - 1) === 9)) p--;
  return ARTICLE_OPENS.test(text.slice(Math.max(0, p - 16), p) + ' ');
}

/** The job at `at` opens its clause: a line's or a label's start, a comma, a semicolon, a full stop or a bracket before it. */
function opensClause(text: string, at: number, wc: WordClasses): boolean {
  let p = at;
  let blanks = 0;
  while (p > 0 && blanks < 3 && (text.charCodeAt(p - 1) === 32 || text.charCodeAt(p - 1) === 9)) {
    p--;
    blanks++;
  }
  if (p === 0) return true;
  const c = text.charAt(p - 1);
  if (c === '\n' || c === ':' || c === ',' || c === ';' || c === '(' || c === '.' || c === '-') return true;
  // A word that opens the job: "52 YO M LINEMAN", "his wife, retired".
  const word = /([\p{L}/]{1,8})$/u.exec(text.slice(Math.max(0, p - 8), p));
  return word !== null && OPENS_JOB.has(word[1]!.toLowerCase()) && !wc.isClinical(word[1]!.toLowerCase());
}

/**
 * A job no list holds, told in a frame that says it is work, then its employer closed by a firm's word: "works as
 * baggage handler for X Ground Services", "FIFO with X Iron Services", "PT IS A ROOF BOLTER AT X MINE", "36M faller
 * with X Forest Management", "pt drives long haul truck for x freight". Trades are too many for the lists; the frame
 * (work, a fly-in roster, a verb of being and its article, an age and sex) and the firm's closing word hold the pair up
 * without them, and only the employer is tagged.
 */
function framedEmployer(text: string, prep: number, nameAt: number, wc: WordClasses, out: Candidate[]): void {
  // The clause back to its full stop, semicolon or line's end, found from the character codes: a regex for it would try
  // every start in the window, and this runs at most prepositions of a note with a firm's word.
  const from = Math.max(0, prep - FRAME_WINDOW);
  let p = prep;
  while (p > from && !CLAUSE_END.has(text.charCodeAt(p - 1))) p--;
  const clause = text.slice(p, prep);
  // Right after the work word itself ("works for X") the name is org.employer-cue's.
  if (!WORK_FRAME.test(clause) || CUE_RIGHT_BEFORE.test(clause)) return;
  let end = employerEnd(text, nameAt, wc);
  if (end < 0) return;
  // "mine" is a stop word too, so the name stops before it: "X MINE" takes it back.
  const tail = /^[ \t]{1,2}(mines?)\b/i.exec(text.slice(end, end + 10));
  if (tail) end += tail[0].length;
  const words = text.slice(nameAt, end).toLowerCase().split(/[ \t]+/);
  const last = words.at(-1)!.replace(/[.'’]+$/, '');
  if (words.length < 2 || NOT_A_FIRM.has(words[0]!) || !(isFirmWord(last) || last === 'management')) return;
  pushAs(out, 'org.after-job', nameAt, end, 'ORGANIZATION', TIER.facilitySuffix);
}
/** How far back the frame may start, within the clause: a full stop, a semicolon or a line's end closes it. */
const FRAME_WINDOW = 50;
/** ".", ";" and a line's end close the clause a frame is read in. */
const CLAUSE_END = new Set([46, 59, 10]);
const CUE_RIGHT_BEFORE = /\b(?:works?|worked|working|employed|employment|job)[ \t]{1,2}$/i;
/**
 * Work said in so many words ("works as", "employed", "drives truck"), a fly-in roster, a verb of being with its article
 * and up to three words ("is a roof bolter"), or an age and sex and one word ("36M faller").
 */
const WORK_FRAME =
  /(?:\b(?:works?|worked|working|employed|employment|job|drives|drove|fifo|dido)\b|\b(?:is|was|am|i['’]?m)[ \t]{1,2}an?[ \t]{1,2}(?:[\p{L}-]+[ \t]{1,2}){0,2}[\p{L}-]+[ \t]*$|\b\d{1,3}[ \t]?(?:yo|y\/o|m|f)[ \t]{1,2}[\p{L}-]+[ \t]*$)/iu;
/** Public and care services, not firms: "Social Services", "Adult Protective Services", "Home Care Services". */
const NOT_A_FIRM = new Set([
  'social', 'protective', 'adult', 'child', 'children', "children's", 'family', 'home', 'health', 'mental', 'community', 'emergency', 'medical',
  'human', 'legal', 'support', 'financial', 'customer', 'care', 'patient', 'guest', 'environmental', 'food', 'nursing', 'hospice', 'case',
]);
