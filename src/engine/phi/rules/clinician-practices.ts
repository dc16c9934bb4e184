// A GP's or referrer's practice after the clinician's name and its comma, as letters, referral lines, hospice and
// physiotherapy notes write it: "GP Dr X Roe, Orchard Park Surgery.", "Ref: Dr X Roe, Kirwan Family Medical",
// "gp: dr x roe, golden square medical centre." The suffix rules leave these where the name's words are English
// ("Park Surgery") or the note is in lower case, where the practice is in brackets after the clinician ("Oncologist: Dr
// X (Y Oncology)", "Dr X (Y Family Medical)") or is named for its specialty ("Dr X, Y Pulmonary & Sleep, 12/8"),
// where "Surgery" closes on a full stop (a surgical history's "Bowel Surgery." does too), and where the practice is
// named the Australian way with "Medical" as its last word ("X Family Medical"), which alone is an adjective. Here the
// title, the clinician's name and the comma or the bracket say a practice follows;
// the name must still hold a word that is no specialty, service, clinical, generic or stop word, so that a department
// after a clinician ("Dr Roe, Vascular Surgery", "dr roe, pain clinic", "Dr Roe, General Medical") stays unread.
import { codeAt, push, type Candidate } from '../core/scan';
import { spanIndex, type SpanIndex } from '../core/span-index';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import { wordGate, type GateWords } from '../core/word-gate';
import { SERVICE_OR_MEASURE_HEADS } from '../vocab/clinical-words';
import { CREDENTIALS } from '../vocab/people-words';
import { GENERIC_LEFT } from '../vocab/org-words';
import { CLINIC_SERVICES, SURGERY_QUALIFIERS, SURGICAL_SPECIALTIES } from '../vocab/place-words';

/** A letter of a name: Latin letters as a range, without the `u` flag, so that a case-blind try stays cheap. */
const L = 'A-Za-z\\u00C0-\\u024F';
/**
 * A specialist practice's last words: its specialty, every specialty a practice is commonly named for ("X Valley
 * Oncology", "X Y Pediatric Endocrinology", "X Family Vision"), or two kinds of care joined by "&" ("X Pulmonary &
 * Sleep", "X Heart & Vascular", "X Pain & Palliative", "X Ear, Nose & Throat"; fix22a).
 */
const SPECIALTY_WORDS = (
  'allergy anesthesiology anaesthesiology audiology cardiology dermatology endocrinology gastroenterology geriatrics ' +
  'gynecology gynaecology hematology haematology hepatology immunology nephrology neurology neurosurgery neurodiagnostics ' +
  'obstetrics oncology ophthalmology optometry orthopaedics orthopedics otolaryngology pediatrics paediatrics pathology ' +
  'physiatry podiatry psychiatry pulmonology radiology rheumatology urology dentistry orthodontics periodontics endodontics ' +
  'chiropractic vision imaging'
).split(' ');
const SPECIALTIES = String.raw`${SPECIALTY_WORDS.join('|')}|ob\/gyn|eye[ \t]care|women['’]?s[ \t](?:care|health)`;
/** A kind of care that forms a practice's name with another after "&": organs, conditions and ways of care. */
const CARE_WORDS = (
  'heart vascular vein pain palliative infusion diabetes endocrine sleep pulmonary lung respiratory spine sports kidney ' +
  'hypertension wellness rehabilitation rehab retina ear nose throat head neck foot ankle hand skin laser weight surgery ' +
  'hearing balance cancer blood breast bone joint eye fertility asthma'
).split(' ');
const CARE = String.raw`(?:${SPECIALTIES}|${CARE_WORDS.join('|')})`;
const SPECIALTY_KINDS = String.raw`${CARE}(?:,[ \t]${CARE})?[ \t]&[ \t]${CARE}|${SPECIALTIES}`;
/**
 * The title, one to four words of the clinician's name, the comma, one to three words of the practice's name and its
 * kind, closed by a comma, a bracket, a full stop before a blank, the line's end, a column gap or a dash.
 */
const PRACTICE_AFTER_CLINICIAN = new RegExp(
  String.raw`\b(?:dr|doctor)\.?[ \t]{1,2}([${L}][${L}'’.-]{0,25}(?:[ \t][${L}][${L}'’.-]{0,25}){0,3})(?:,[ \t]{1,2}|[ \t]{0,2}\()` +
    String.raw`((?:[${L}][${L}'’-]{1,20}[ \t]){1,3}(medical[ \t]cent(?:re|er)|health[ \t]cent(?:re|er)|medical[ \t]practice|family[ \t]practice|family[ \t]medicine|family[ \t]doctors|medical[ \t]clinic|medical|surgery|clinic|${SPECIALTY_KINDS}))` +
    String.raw`(?=[ \t]?(?:[,;()]|\.(?:[ \t]|\r?\n|$)|\r?\n|$)|[ \t]{2}|[ \t][-–][ \t])`,
  'gi',
);
const PRACTICE_AT = new WordAnchor(PRACTICE_AFTER_CLINICIAN, 'dr doctor');
/** The practice's name and kind, as after the title's clinician (a capture of the name, one of its kind). */
const PRACTICE_NAME = PRACTICE_AFTER_CLINICIAN.source.slice(PRACTICE_AFTER_CLINICIAN.source.indexOf(')(?:,') + 1);
/**
 * A clinician named with a credential and no title, the credentials, the comma or bracket and the practice
 * ("Prescriber: X Roe, MD, Y Z Pain & Palliative", "Referred to: X Roe, MD, Y Valley Orthopaedics, 14 Mill Rd", "X Roe,
 * MD (Y Z Cardiology)"; fix22a): the credential, written as the lists write it, says a clinician's name is before it.
 */
const CREDENTIAL_RUN = [...CREDENTIALS].sort((a, b) => b.length - a.length).map((c) => c.replace(/-/g, '\\-')).join('|');
export const PRACTICE_AFTER_CREDENTIAL = new RegExp(String.raw`\b((?:${CREDENTIAL_RUN})(?:,[ \t]{1,2}(?:${CREDENTIAL_RUN}))*)` + PRACTICE_NAME, 'gi');
const CREDENTIAL_AT = new WordAnchor(PRACTICE_AFTER_CREDENTIAL, CREDENTIALS.map((c) => c.toLowerCase().replace(/-.*/, '')).join(' '));
/** A clinician's name closing on its comma right before the credential: a capitalised word of two letters or more. */
const NAME_BEFORE = /\p{Lu}[\p{L}'’.-]+,[ \t]{1,2}$/u;
/** The kinds' words: a note without one holds no such practice. */
const KIND_GATE = wordGate(
  `medical surgery clinic centre center practice medicine doctors gyn care health ${SPECIALTY_WORDS.join(' ')} ${CARE_WORDS.join(' ')}`,
);

/** A clinician's post before the kind ("Dr X, Consultant Surgery") and the kinds of care a department is named for. */
const KINDS_OF_CARE: ReadonlySet<string> = new Set([
  ...SURGICAL_SPECIALTIES, ...SURGERY_QUALIFIERS, ...CLINIC_SERVICES,
  'consultant', 'registrar', 'resident', 'fellow', 'attending', 'locum', 'trainee', 'head', 'chief', 'director', 'lead', 'senior', 'junior',
]);

export function detectClinicianPractices(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!KIND_GATE.open(seen)) return;
  const institutions: { index?: SpanIndex } = {};
  for (const m of PRACTICE_AT.matchAll(text, seen, commaSoon)) {
    const clinician = m[1]!.toLowerCase().split(/[ \t]/);
    // "Dr on call, general surgery": the words after the title are no one's name.
    if (clinician.some((w) => wc.isStop(w) || wc.isClinical(w))) continue;
    readPractice(m, wc, out, institutions);
  }
  for (const m of practicesAfterCredentials(text, seen)) {
    // The credentials as the lists write them ("MD", "PA-C", "PhD"; not "md" or "Pa"), after a clinician's name.
    if (!m[1]!.split(/,[ \t]{1,2}/).every((c) => CREDENTIAL_WRITTEN.has(c))) continue;
    if (!NAME_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    readPractice(m, wc, out, institutions);
  }
}

/** The matches of PRACTICE_AFTER_CREDENTIAL, tried only where a credential's run has its comma or bracket after it. */
export function practicesAfterCredentials(text: string, seen: GateWords): RegExpExecArray[] {
  return CREDENTIAL_AT.matchAll(text, seen, commaAfterCredential);
}

/**
 * Where PRACTICE_AFTER_CREDENTIAL may match at the run of letters at `p`: a credential is ASCII letters and hyphens, and
 * a comma, or up to two blanks and a bracket, follows it, so they follow the run of those that starts at `p` (a
 * credential ends where no letter or hyphen follows). Most credential-shaped runs ("do", "ms", "pa") are words.
 */
function commaAfterCredential(text: string, p: number): boolean {
  let i = p;
  let c = codeAt(text, i);
  while (i - p <= 12 && (((c | 32) >= 97 && (c | 32) <= 122) || c === 45)) c = codeAt(text, ++i);
  if (c === 44 || c === 40) return true;
  for (let blanks = 0; blanks < 2 && (c === 32 || c === 9); blanks++) c = codeAt(text, ++i);
  return c === 40;
}

/** The credentials as written in the lists. */
const CREDENTIAL_WRITTEN: ReadonlySet<string> = new Set(CREDENTIALS);

/** The practice of a match (its name in group 2, its kind in group 3), if its words name one no rule read yet. */
function readPractice(m: RegExpExecArray, wc: WordClasses, out: Candidate[], institutions: { index?: SpanIndex }): void {
  const practice = m[2]!;
  const words = practice.split(/[ \t]/);
  if (!oneCase(words.filter((w) => w !== '&'))) return;
  const own = words.slice(0, words.length - m[3]!.split(/[ \t]/).length).map((w) => w.toLowerCase());
  // "X Y Pediatric Endocrinology", "X Cardiothoracic Surgery": a kind of care may stand between the name and its
  // specialty (fix22a); the words before it must still name the practice.
  while (own.length > 1 && KINDS_OF_CARE.has(own[own.length - 1]!)) own.pop();
  // "Kirwan Family Medical", "Hannan Street Medical": a generic word may stand beside a word of the practice's own.
  if (own.some((w) => !namesPractice(w, wc) && !(GENERIC_LEFT.has(w) && !KINDS_OF_CARE.has(w))) || !own.some((w) => namesPractice(w, wc) && !GENERIC_LEFT.has(w))) return;
  const start = m.index + m[0].length - practice.length;
  // A practice the suffix or lower-case rules read already keeps their reading and type ("X Family Practice"). The
  // earlier families' institutions are indexed once, not searched once a match: a note dense with practices is long.
  // What this rule pushes afterwards need not be in the index: the anchored search goes on after each match, and a
  // practice lies inside its match.
  institutions.index ??= spanIndex(out.filter((c) => c.type === 'HOSPITAL' || c.type === 'ORGANIZATION'));
  if (institutions.index.holds(start, start + practice.length)) return;
  push(out, start, start + practice.length, 'HOSPITAL', TIER.facilitySuffix);
}

/**
 * Most titles in a note begin a sentence, not an address ("Dr X saw the patient"): the pattern is tried only where a
 * comma follows the title on its line within the length of a clinician's name, found by a bounded walk.
 */
function commaSoon(text: string, p: number): boolean {
  const end = Math.min(text.length, p + 112);
  for (let i = p; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 44 || c === 40) return true;
    if (c === 10 || c === 13) return false;
  }
  return false;
}

/** Every word in Title case, or every word in capitals, or every word in lower case: one writer's way of naming. */
function oneCase(words: readonly string[]): boolean {
  const caps = words.every((w) => w === w.toUpperCase());
  const low = words.every((w) => w === w.toLowerCase());
  const titled = words.every((w) => /^\p{Lu}/u.test(w) && w.slice(1) !== w.slice(1).toUpperCase());
  return caps || low || titled;
}

/** A word of a practice's own name: no specialty, qualifier, clinic service, post, clinical, stop or shorthand word. */
function namesPractice(low: string, wc: WordClasses): boolean {
  return !KINDS_OF_CARE.has(low) && !SERVICE_OR_MEASURE_HEADS.has(low) &&
    !wc.isStop(low) && !wc.isClinical(low) && !wc.isClinicalShorthand(low) &&
    // An English adjective names a kind of care ("Colorectal", "Bariatric"); a name no list holds may end so ("Kooringal").
    !(wc.isEnglish(low) && /(?:ic|al|ive|ary|ics|logy|ous)$/.test(low));
}
