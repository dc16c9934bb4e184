// PROFESSION: a job told with no article and no cue word, as terse ward notes, Indian discharge summaries and letters
// write a patient's or a relative's work (fix14c): the subject then the job, "is" or nothing between ("PT A CATTLE
// RANCHER.", "HUSBAND IS HANDLOOM WEAVER.", "Husband brick kiln labourer.", "he is forklift operator at X"), and a
// letter's "this" before the job ("I saw this sheep farmer today", "this pleasant nursery nurse with"). The head must
// be a job the lists know and the job must close its clause, so that "pt is full code", "wife is caregiver", "pt was
// driver in MVC" and "this nurse" (the note's own staff) stay alone.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { CLINICIAN_ENDING, CLINICIAN_ROLES } from '../vocab/occupation-words';
import { RELATIVE_SHORTHAND, RELATIVES, wordAlternation } from '../vocab/people-words';
import { isOccupation, PASTIME } from './profession';

// Relatives written in ASCII letters alone: an anchor word is one run of them ("fiancé", "step-son" are left).
const SUBJECTS = ['pt', 'patient', 'he', 'she', ...RELATIVES, ...RELATIVE_SHORTHAND].filter((w) => /^[a-z]+$/.test(w));
/**
 * The subject and what joins it to the job: "is"/"was", a colon, nothing (a relative's clipped line), or "a" after the
 * patient ("PT A RANCHER"); then up to three words, the job. A relative's "a" is profession.cued's apposition.
 */
const SUBJECT_JOB = new WordAnchor(
  new RegExp(String.raw`\b(?:${wordAlternation(SUBJECTS)})(?:[ \t]{1,2}(?:is|was|IS|WAS|Is|Was)[ \t]{1,2}|[ \t]{0,2}:[ \t]{1,2}|[ \t]{1,2})((?:[A-Za-z][A-Za-z'’-]{1,20}[ \t]{1,2}){0,2}[A-Za-z][A-Za-z-]{2,20})(?![\p{L}\d'’-])`, 'giu'),
  SUBJECTS.join(' '),
);
const PT_A_JOB = new WordAnchor(/\b(?:pt|PT|Pt|patient|PATIENT|Patient)[ \t]{1,2}(?:a|A|an|AN)[ \t]{1,2}((?:[A-Za-z][A-Za-z'’-]{1,20}[ \t]{1,2}){0,2}[A-Za-z][A-Za-z-]{2,20})(?![\p{L}\d'’-])/gu, 'pt patient');
/** A letter's "this", a describing word allowed, then the job: "saw this sheep farmer", "this pleasant nursery nurse". */
const THIS_JOB = new WordAnchor(/\b(?:this|This)[ \t]{1,2}(?:(?:pleasant|lovely|delightful|charming|young|elderly|busy|fit|active|retired|former|self-employed)[ \t]{1,2})?((?:[A-Za-z][A-Za-z'’-]{1,20}[ \t]{1,2}){0,2}[A-Za-z][A-Za-z-]{2,20})(?![\p{L}\d'’-])/gu, 'this');
const GATE = wordGate(`${SUBJECTS.join(' ')} this`);

/** Words after which the job has closed its clause: where, for whom, since when, and what the letter goes on to. */
const AFTER_JOB = /^(?:[ \t]{0,2}(?:[.,;:)\n]|$)|[ \t]{1,2}(?:at|for|with|w\/|in|on|since|until|and|who|today|from|AT|FOR|WITH|IN|ON|SINCE|UNTIL|AND|WHO|TODAY|FROM)(?![\p{L}]))/u;
/** Heads that are a role in the family, a favour, an event or a ward, not the subject's work. */
const NOT_HERE = new Set([
  'caregiver', 'carer', 'volunteer', 'aide', 'assistant', 'coordinator', 'passenger', 'student', 'homemaker', 'housewife', 'minister', 'model',
  'contact', 'spokesperson',
  // A visit the patient asks for ("pt requests priest"), and the note's own staff by their letters ("updated by this RN").
  'priest', 'chaplain', 'pastor', 'rabbi', 'imam', 'clergy', 'rn', 'lpn', 'lvn', 'np', 'cna', 'pa', 'md', 'rt', 'ot', 'emt', 'slp', 'tech',
]);
/** Heads that are a job only with a trade before them: "truck driver", not "pt was driver"; "lunchroom manager". */
const NEEDS_MODIFIER = new Set(['driver', 'rider', 'worker', 'manager', 'officer', 'director', 'guard', 'operator', 'owner']);
/** Modifiers that make the job the note's own staff or an event's role: "case manager", "restrained driver". */
const NOT_MODIFIER = new Set([
  'case', 'social', 'care', 'charge', 'staff', 'home', 'health', 'triage', 'ward', 'primary', 'bedside', 'covering', 'on-call', 'night',
  'day', 'team', 'restrained', 'unrestrained', 'the', 'his', 'her', 'their', 'my', 'our', 'a', 'an', 'not', 'no', 'now', 'also', 'still',
  'very', 'hard', 'good', 'full', 'main', 'sole', 'only', 'usual', 'legal', 'designated',
]);
/** A verb of being or a colon between the subject and the job ("sis is" holds no "is" of its own). */
const PRONOUN_SUBJECTS = new Set(['pt', 'patient', 'he', 'she']);
const JOINED = /(?:^|[^a-z])(?:is|was)[ \t]|:/i;

export function detectBareJobs(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of SUBJECT_JOB.matchAll(text, seen)) {
    const joined = JOINED.test(m[0].slice(0, m[0].length - m[1]!.length));
    // With nothing between, only a relative's clipped line holds a job: "pt requests X", "he needs X" are a verb's.
    if (!joined && PRONOUN_SUBJECTS.has(/^[A-Za-z]+/.exec(m[0])![0].toLowerCase())) continue;
    jobAt(text, m, wc, out, joined);
  }
  for (const m of PT_A_JOB.matchAll(text, seen)) jobAt(text, m, wc, out, true);
  for (const m of THIS_JOB.matchAll(text, seen)) jobAt(text, m, wc, out, true);
}

/** The job in `m[1]`, pushed when its last word is a known job that closes the clause; `joined`: a verb or colon before it. */
function jobAt(text: string, m: RegExpExecArray, wc: WordClasses, out: Candidate[], joined: boolean): void {
  const value = m[1]!;
  const start = m.index + m[0].length - value.length;
  const spans = [...value.matchAll(/[^ \t]+/g)];
  const words = spans.map((w) => w[0]);
  // The job ends at its last known head; what follows must close the clause.
  let head = -1;
  for (let k = 0; k < words.length; k++) if (isOccupation(words[k]!.replace(/['’]s$/, ''))) head = k;
  if (head < 0) return;
  const low = words[head]!.toLowerCase();
  if (NOT_HERE.has(low) || CLINICIAN_ROLES.has(low) || CLINICIAN_ENDING.test(low) || (head === 0 && NEEDS_MODIFIER.has(low))) return;
  const mods = words.slice(0, head).map((w) => w.toLowerCase());
  if (mods.some((w) => NOT_MODIFIER.has(w) || PASTIME.has(w) || wc.isStop(w) || wc.isClinical(w))) return;
  // The job's words may stand two blanks or a tab apart ("husband is cattle  rancher"): its end is its head's end.
  const end = start + spans[head]!.index + words[head]!.length;
  if (!AFTER_JOB.test(text.slice(end, end + 8))) return;
  // A relative's line with nothing between: one Title-case word there is the relative's name ("son Mason", "wife Carpenter").
  if (!joined && words.slice(0, head + 1).some((w) => /^\p{Lu}\p{Ll}/u.test(w) || wc.isGiven(w.toLowerCase()))) return;
  if (head === 0 && wc.isKnownName(low) && !/^[\p{Ll}]+$/u.test(words[0]!)) return;
  push(out, start, end, 'PROFESSION', TIER.occupation);
}
