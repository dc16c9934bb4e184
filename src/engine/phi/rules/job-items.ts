// profession.particulars-item: a job told as a bare item of a person's particulars, with no verb and no "works as":
// after a titled name and its comma ("w/o mr. ashish roe, software engineer, infosys", "Mrs Ode, retired postmistress,
// lives alone") and as the first item of the bracket after "at work" ("laceration from an angle grinder at work
// (boilermaker, Quarry Steel)"). Discharge summaries, ED notes and letters of several countries write the job so
// (pool49: an Indian discharge summary, an Australian ED discharge, a UK letter's age item with "a", which
// profession.cued's age item now reads). The job's last word must be an occupation the lists know, and no clinician's
// role: "Mr Roe, physiotherapist, reviewed" is the note's own staff.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { firstWords, WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { CLINICIAN_ENDING, CLINICIAN_ROLES } from '../vocab/occupation-words';
import { INDIAN_HONORIFICS, PERSON_TITLES, RELATIVES, wordAlternation } from '../vocab/people-words';
import { isOccupation, PASTIME } from './profession';

/**
 * A person's title, one to three name words, a comma, then one or two words closing the item, with more of the
 * sentence after it: a name and a role closing their line are an address or signature block ("ms aoife roe,
 * solicitor\n"), whose role is the writer's or the addressee's, not a patient's job.
 */
const TITLES = [...PERSON_TITLES, ...INDIAN_HONORIFICS];
const TITLED_NAME_JOB = new WordAnchor(
  new RegExp(
    String.raw`\b(?:${wordAlternation(TITLES)})\.?[ \t]{1,2}(?:[\p{L}'’-]{1,20}[ \t]{1,2}){0,2}[\p{L}'’-]{2,20},[ \t]{1,2}(?:an?[ \t]{1,2})?((?:[a-z-]{2,20}[ \t]{1,2})?[a-z-]{2,20})(?=[ \t]{0,2}(?:[,;)]|\.[ \t]{1,2}\S))`,
    'giu',
  ),
  TITLES.join(' '),
);
/**
 * The same item after a relative and their name with no title, as an Indian discharge summary's attendant line or a
 * school card's parent field writes it ("son Ravi Kumar Das, teacher, mobile ...", "Father: Anil Rao, Junior Engineer,
 * X Ltd"): the name in capitals first (a lower-case run there is a sentence, "son and daughter, farmers"), the job in
 * lower or Title case, with more of the line after it (fix13g: own61 h2, own76 r9).
 */
const KIN_CASES = RELATIVES.flatMap((r) => [r, r[0]!.toUpperCase() + r.slice(1), r.toUpperCase()]);
const KIN_NAME_JOB = new WordAnchor(
  new RegExp(
    String.raw`\b(?:${wordAlternation(KIN_CASES)})(?:[ \t]{0,2}:)?[ \t]{1,2}(?:\p{Lu}[\p{L}'’-]{1,20}[ \t]{1,2}){0,2}\p{Lu}[\p{L}'’-]{1,20},[ \t]{1,2}(?!an?[ \t])((?:[A-Za-z-]{2,20}[ \t]{1,2})?[A-Za-z-]{2,20})(?=[ \t]{0,2}(?:[,;)]|\.[ \t]{1,2}\S))`,
    'gu',
  ),
  firstWords(RELATIVES),
);
const TITLE_CASES = TITLES.flatMap((t) => [t, t[0]!.toUpperCase() + t.slice(1), t.toUpperCase()]);
/**
 * A letter's subject line naming the patient with their job as its last item ("Re: Mr X, plater"): the one line where a
 * titled name and a role closing it are the patient's, not a signature's. The line may end CRLF.
 */
const RE_LINE_JOB = new RegExp(String.raw`\bR[Ee]:[ \t]{1,2}(?:${wordAlternation(TITLE_CASES)})\.?[ \t]{1,2}(?:[\p{L}'’-]{1,20}[ \t]{1,2}){0,2}[\p{L}'’-]{2,20},[ \t]{1,2}(?:an?[ \t]{1,2})?((?:[a-z-]{2,20}[ \t]{1,2})?[a-z-]{2,20})[ \t]{0,2}\r?$`, 'gmu');
/** "at work (" and one or two words closing the bracket's first item, or before "at"/"with"/"for" and the workplace. */
const WORK_BRACKET_JOB = new WordAnchor(
  /\bat[ \t]{1,2}work[ \t]{0,2}\([ \t]{0,2}((?:[a-z-]{2,20}[ \t]{1,2})?[a-z-]{2,20})(?=[ \t]{0,2}(?:[,;)])|[ \t]{1,2}(?:at|with|for)[ \t])/gi,
  'at',
);
/** Words before the job's head that say when or how it is held, or that it is no job. */
const NOT_OF_THE_JOB = new Set(['retired', 'former', 'ex', 'part-time', 'full-time', 'self-employed', 'the', 'and', 'or', 'his', 'her', 'a', 'an']);
/** Modifiers that make the head the note's own staff or a service: "social worker", "care assistant". */
const STAFF_MODIFIERS = new Set(['social', 'case', 'care', 'support', 'key', 'link', 'ward', 'staff', 'charge', 'practice', 'district', 'community', 'health']);

function pushJob(text: string, out: Candidate[], valueStart: number, value: string, tier: number = TIER.occupation): void {
  const words = value.split(/[ \t]+/);
  const head = words.at(-1)!.toLowerCase();
  if (!isOccupation(head) || CLINICIAN_ROLES.has(head) || CLINICIAN_ENDING.test(head) || head.length < 4) return;
  const mod = words.length === 2 ? words[0]!.toLowerCase() : '';
  if (STAFF_MODIFIERS.has(mod) || PASTIME.has(mod)) return;
  const keepMod = mod !== '' && !NOT_OF_THE_JOB.has(mod);
  const start = keepMod ? valueStart : valueStart + value.length - words.at(-1)!.length;
  const end = valueStart + value.length;
  if (text.slice(start, end) !== (keepMod ? value : words.at(-1))) return;
  push(out, start, end, 'PROFESSION', tier);
}

export function detectParticularsJobs(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of TITLED_NAME_JOB.matchAll(text, seen)) pushJob(text, out, m.index + m[0].length - m[1]!.length, m[1]!);
  for (const m of WORK_BRACKET_JOB.matchAll(text, seen)) pushJob(text, out, m.index + m[0].length - m[1]!.length, m[1]!);
  if (/\bR[Ee]:/.test(text)) {
    for (const m of text.matchAll(RE_LINE_JOB)) {
      const end = m.index + m[0].trimEnd().length;
      pushJob(text, out, end - m[1]!.length, m[1]!);
    }
  }
}

/**
 * profession.kin-name-item: a known job after a relative's name outranks the same words read as a town and its region
 * ("Father: X, Junior Engineer, Y"), so it has its own rule and tier.
 */
export function detectKinNameJobs(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of KIN_NAME_JOB.matchAll(text, seen)) pushJob(text, out, m.index + m[0].length - m[1]!.length, m[1]!, TIER.knownOccupation);
}
