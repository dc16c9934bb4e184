// A ward note signed with the writer's initials and credential alone on its last line ("B.K. RN", "-lw rn", "MP RN",
// "j.t. rrt"): nursing, respiratory and case-management notes close this way in every letter case, and the sign-off
// rule of the note family (note-sign-off.ts) wants a name word beside the credential. Part of the staff-cues family
// (person.initials-sign-off). Only the note's last line is read, so the rule costs one short match a note.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { AMBIGUOUS_ROLE_CREDENTIALS, DOCTOR_TITLES, PERSON_TITLES, ROLE_CREDENTIALS, SIGNING_CREDENTIALS } from '../vocab/people-words';

const CREDENTIAL = `(?:${SIGNING_CREDENTIALS.join('|')})`;
/**
 * The whole last line: a dash or tilde perhaps, two or three initials (dotted, or letters run together in one case),
 * a comma perhaps, one or two credentials. The credential must close the line: "MP RN AWARE" is a sentence.
 */
const LINE = new RegExp(
  String.raw`^[ \t]*[-–~/]{0,2}[ \t]*((?:[A-Za-z]\.[ \t]?){1,2}[A-Za-z]\.?|[a-z]{2,3}|[A-Z]{2,3})[ \t]{0,3},?[ \t]{0,3}${CREDENTIAL}\.?(?:[ \t]{0,3}[,/]?[ \t]{0,3}${CREDENTIAL}\.?)?[ \t]*$`,
  'i',
);
/**
 * Letters before a credential that name a unit, a shift, a service or a reader, not a writer ("ICU RN", "noc rn",
 * "per rn", "HH RN") or a role or title ("MD RN", "Dr RN"): a stop word or a clinical or English word is checked too,
 * these are the short ones lists lack.
 */
const NOT_INITIALS = new Set([
  ...ROLE_CREDENTIALS, ...AMBIGUOUS_ROLE_CREDENTIALS, ...PERSON_TITLES, ...DOCTOR_TITLES,
  'icu', 'ccu', 'ed', 'er', 'or', 'pm', 'am', 'nt', 'noc', 'eve', 'day', 'hh', 'ltc', 'snf', 'vna', 'pcu', 'tcu', 'sdu', 'pca',
  'per', 'see', 'pt', 'pts', 'dw', 'fyi', 'cc', 'ct', 'cxr', 'hr', 'bp', 'nn', 'fm', 'lm', 'tx', 'and', 'ob', 'gi',
]);
/** A sign-off is short; a longer last line is no sign-off and is not matched. */
const MAX_LINE = 32;

export function detectInitialsSignOff(text: string, wc: WordClasses, out: Candidate[]): void {
  let end = text.length;
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  const start = text.lastIndexOf('\n', end - 1) + 1;
  // A one-line text is a phrase, not a note with a sign-off.
  if (start === 0 || end - start > MAX_LINE) return;
  const m = LINE.exec(text.slice(start, end));
  if (!m) return;
  const initials = m[1]!;
  const letters = initials.replace(/[.\s]/g, '').toLowerCase();
  if (NOT_INITIALS.has(letters)) return;
  // Letters run together must be no word ("ask", "bed"); letters with no vowel are read as initials even where a list
  // holds them as shorthand ("mp", metacarpophalangeal, signs a note as often as any), the units among them set aside above.
  if (!initials.includes('.') && /[aeiouy]/.test(letters) && (wc.isStop(letters) || wc.isEnglish(letters) || wc.isClinical(letters))) return;
  const from = start + m.index + m[0].indexOf(initials);
  push(out, from, from + initials.trimEnd().length, 'DOCTOR', TIER.cueUnknownWord);
}
