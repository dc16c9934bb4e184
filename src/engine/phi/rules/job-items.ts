// profession.particulars-item: a job told as a bare item of a person's particulars, with no verb and no "works as":
// after a titled name and its comma ("w/o mr. ashish roe, software engineer, infosys", "Mrs Ode, retired postmistress,
// lives alone") and as the first item of the bracket after "at work" ("laceration from an angle grinder at work
// (boilermaker, Quarry Steel)"). Discharge summaries, ED notes and letters of several countries write the job so
// (pool49: an Indian discharge summary, an Australian ED discharge, a UK letter's age item with "a", which
// profession.cued's age item now reads). The job's last word must be an occupation the lists know, and no clinician's
// role: "Mr Roe, physiotherapist, reviewed" is the note's own staff.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { CLINICIAN_ENDING, CLINICIAN_ROLES } from '../vocab/occupation-words';
import { INDIAN_HONORIFICS, PERSON_TITLES, wordAlternation } from '../vocab/people-words';
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
/** "at work (" and one or two words closing the bracket's first item, or before "at"/"with"/"for" and the workplace. */
const WORK_BRACKET_JOB = new WordAnchor(
  /\bat[ \t]{1,2}work[ \t]{0,2}\([ \t]{0,2}((?:[a-z-]{2,20}[ \t]{1,2})?[a-z-]{2,20})(?=[ \t]{0,2}(?:[,;)])|[ \t]{1,2}(?:at|with|for)[ \t])/gi,
  'at',
);
/** Words before the job's head that say when or how it is held, or that it is no job. */
const NOT_OF_THE_JOB = new Set(['retired', 'former', 'ex', 'part-time', 'full-time', 'self-employed', 'the', 'and', 'or', 'his', 'her', 'a', 'an']);
/** Modifiers that make the head the note's own staff or a service: "social worker", "care assistant". */
const STAFF_MODIFIERS = new Set(['social', 'case', 'care', 'support', 'key', 'link', 'ward', 'staff', 'charge', 'practice', 'district', 'community', 'health']);

function pushJob(text: string, out: Candidate[], valueStart: number, value: string): void {
  const words = value.split(/[ \t]+/);
  const head = words.at(-1)!.toLowerCase();
  if (!isOccupation(head) || CLINICIAN_ROLES.has(head) || CLINICIAN_ENDING.test(head) || head.length < 4) return;
  const mod = words.length === 2 ? words[0]!.toLowerCase() : '';
  if (STAFF_MODIFIERS.has(mod) || PASTIME.has(mod)) return;
  const keepMod = mod !== '' && !NOT_OF_THE_JOB.has(mod);
  const start = keepMod ? valueStart : valueStart + value.length - words.at(-1)!.length;
  const end = valueStart + value.length;
  if (text.slice(start, end) !== (keepMod ? value : words.at(-1))) return;
  push(out, start, end, 'PROFESSION', TIER.occupation);
}

export function detectParticularsJobs(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of TITLED_NAME_JOB.matchAll(text, seen)) pushJob(text, out, m.index + m[0].length - m[1]!.length, m[1]!);
  for (const m of WORK_BRACKET_JOB.matchAll(text, seen)) pushJob(text, out, m.index + m[0].length - m[1]!.length, m[1]!);
}
