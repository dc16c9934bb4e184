// person.role-holder: a staff member named right after the role a ward note gives them, then what they do ("RT Oduya
// aware", "CM VENN TO CALL FAMILY", "case mgmt oduya to see re: rehab", "sw (mirelle) following", "Cards
// (Oyelaran-Webb) following"). Nurses, RTs and case managers write the team this way in every letter case, and the
// names are often words no list holds, so the slot has to carry them: the role word before, a staff action after
// ("aware", "notified", "to see", "at bedside"). The role words are ambiguous alone ("rt" is also right, "cm"
// centimetres, "pa" the pulmonary artery), which is why the action is required and a name word may be no clinical,
// stop or role word, nor an English word no name list holds: "rt arm following commands", "3 cm wound aware", "RN
// STAFFING AWARE" stay untouched (and so does a surname that is only an English word, "rt larch aware").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { CLINICAL_ENDING } from './note-people-context';
import { AMBIGUOUS_ROLE_CREDENTIALS, BRACKET_ROLES, CLERGY, COMMA_CREDENTIALS, CONSULT_SERVICES, RELATIVES, ROLE_CREDENTIALS, STAFF_ROLES, SUPPORT_ROLES, UNIT_ROLES } from '../vocab/people-words';

/** Roles a ward note writes before a colleague's name: the role credentials, speech therapy, case management. */
// "pharm" is how a ward note shortens the pharmacist ("vanc trough per pharm X.", "PHARM X AWARE"; fix16d).
const ROLE_WORDS = [...new Set([...ROLE_CREDENTIALS, ...AMBIGUOUS_ROLE_CREDENTIALS, ...COMMA_CREDENTIALS.filter((c) => c === 'SLP').map((c) => c.toLowerCase()), ...UNIT_ROLES, 'pharm'])];
const CASE_ROLES = ['mgmt', 'management', ...SUPPORT_ROLES.filter((r) => r === 'mgr' || r === 'manager')];
const ROLES = String.raw`${ROLE_WORDS.sort((a, b) => b.length - a.length).join('|')}|case[ \t]{1,2}(?:${CASE_ROLES.join('|')})`;
/** Services and roles a note writes before a colleague's name in brackets ("renal (X) aware", "chaplain (X) in to see"). */
const SERVICE_WORDS = [...new Set([...CONSULT_SERVICES, ...BRACKET_ROLES, ...CLERGY.filter((c) => c === 'chaplain')])].filter((w) => !ROLE_WORDS.includes(w));
const SERVICES = String.raw`${ROLES}|${SERVICE_WORDS.sort((a, b) => b.length - a.length).join('|')}`;
/** A name word: letters, an inner apostrophe, one hyphen joining two parts ("Okwuosa-Trent", "o'dwyer"). */
const NAME = String.raw`([\p{L}][\p{L}'’]{1,20}(?:-[\p{L}][\p{L}'’]{1,20})?)`;
/**
 * What a colleague does in the note, or that they are away ("CM Roe on vacation"). "following" only where the clause
 * ends, so that "rt hand following commands" is not read; "to" takes the verbs of a visit or a call.
 */
// What a colleague did, told after the fact, and what they will do: "rt X did abg", "CM X SENT REFERRALS", "cnm X called
// report", "case mgr X will f/u" (fix15d).
// A bare "f/u" ("SW X F/U RE LODGING") and the colleague's extension after the name ("CASE MGR X x6623 re rehab")
// are the same slot's ends (fix16d).
const ACTION = String.raw`(?:aware|plans|f\/u(?=[ \t]{1,2}(?:re|with|on|w\/|about|regarding)\b)|x[ \t]?\d{4,5}(?!\d)|notified|consulted|contacted|contacts|calls|updated|paged|sending|started|referred|arranging|sent|did|saw|met|spoke|called[ \t]{1,2}(?:report|family|back|pharmacy|md|dr)|will[ \t]{1,2}(?:f\/u|follow|see|call|check|arrange|eval|evaluate|assess|visit|meet|contact|update)|working[ \t]{1,2}(?:on|with)|following[ \t]{1,2}up|(?:is[ \t]{1,2})?(?:on|off)[ \t]{1,2}(?:vacation|vaca|leave)|following(?=[ \t]{0,2}(?:[.,;:)&\n]|$|and\b|re\b|for\b|pt\b))|to[ \t]{1,2}(?:see|call|f\/u|check|discuss|review|follow|cover|eval|evaluate|assess|reassess|visit|meet|contact|speak|talk|screen|start|arrange|round|update)|in[ \t]{1,2}to[ \t]{1,2}see|at[ \t]{1,2}(?:the[ \t]{1,2})?bedside|@[ \t]{0,2}bedside)\b`;

// Groups: the role and what stands before the name, the first name word, the blanks between, the second word.
// An initial may stand before the surname ("CASE MGR R. X x6623"); it stays outside the span the rule marks.
const PLAIN = new RegExp(String.raw`\b((?:${ROLES})[ \t]{1,2}(?:\p{L}\.[ \t]{0,2})?)${NAME}(?:([ \t]{1,2})${NAME})?[ \t]{1,2}${ACTION}`, 'giu');
const BRACKETED = new RegExp(String.raw`\b((?:${SERVICES})[ \t]{0,2}\([ \t]{0,2})${NAME}(?:([ \t]{1,2})${NAME})?[ \t]{0,2}\)[ \t]{1,2}${ACTION}`, 'giu');
/**
 * A colleague named after a preposition and the role, where the clause ends ("cervix 4 cm per cnm Roe.", "epidural by
 * crna Lee.", "PNC WITH CNM ANN ROE."): what they did stands before them, so no action follows.
 */
// The clause may join the colleague to another ("w/ dr X + sw Y,") or name the service before the role ("per nsgy pa
// X."): the service is a short word of letters only (fix16d).
const AFTER_WORD = new RegExp(String.raw`\b(?<=(?:\b(?:per|by|with|w\/)|[+&])[ \t]{1,2}(?:\p{L}{2,6}[ \t]{1,2})?)((?:${ROLES})[ \t]{1,2})${NAME}(?:([ \t]{1,2})${NAME})?(?=[ \t]{0,2}(?:[.,;)]|\r?\n|$))`, 'giu');
/**
 * A therapist named before the session they give or the disposition they advise ("PT X TO EVAL", "PT X AMBULATED 15 FT",
 * "pt x rec tcu", "speech x to do fees"; fix17d). "pt" is also the patient, so only a therapist's acts follow: a visit
 * to come, a walk done, a placement advised; and every name word is a given name or a word no English list holds
 * ("speech clear to do" names no one).
 */
const THERAPY_ACTION = String.raw`(?:to[ \t]{1,2}(?:do|eval|evaluate|see|assess|treat|work[ \t]{1,2}with)|ambulated|walked|gait[ \t]{1,2}trained|rec(?:s|ommends)?[ \t]{1,2}(?:tcu|snf|ltach|irf|ar|acute|inpatient|home|rehab|d\/c|dc|discharge|placement))\b`;
const THERAPIST = new RegExp(String.raw`\b((?:pt|physio|speech|slp)[ \t]{1,2}(?:\p{L}\.[ \t]{0,2})?)${NAME}(?:([ \t]{1,2})${NAME})?[ \t]{1,2}${THERAPY_ACTION}`, 'giu');
const THERAPIST_AT = new WordAnchor(THERAPIST, 'pt physio speech slp');
/**
 * A consulting service and one surname, bare, then what the colleague does or the end of the clause ("NSURG X FOLLOWING,",
 * "(IMN 11/28, ortho X)", "cards X aware"; fix19a). A service word stands before a name as a role does, but it also
 * stands before its own findings ("ortho spine", "neuro checks"), so the surname must be a name no English list holds.
 */
const SERVICE_PLAIN = new RegExp(String.raw`\b((?:${[...SERVICE_WORDS].sort((a, b) => b.length - a.length).join('|')})[ \t]{1,2})${NAME}(?:[ \t]{1,2}${ACTION}|(?=[ \t]{0,2}[),;]))`, 'giu');
const SERVICE_PLAIN_AT = new WordAnchor(SERVICE_PLAIN, SERVICE_WORDS.join(' '));
/**
 * A colleague or a desk's holder named between the role and their own number (fix19a): "SW NAME X5-3362 SPOKE W/",
 * "transplant coordinator Name (x5-1182)", "admissions Name 256-383-7410", "their clerk name (505-287-6613 x2240)". The
 * number right after a name says a person answers it. Roles of people only: the ward's roles, the support roles and the
 * desks a person sits at, not a service that is a place ("pharmacy", "nursing", "team"), which is named with its number too.
 */
const PLACE_SERVICES = new Set(['pharmacy', 'nutrition', 'nursing', 'chaplaincy', 'desk', 'team', 'staff', 'residents', 'fellows', 'nurses']);
const PERSON_ROLES = [...new Set([...ROLE_WORDS, ...SUPPORT_ROLES, ...BRACKET_ROLES.filter((w) => !PLACE_SERVICES.has(w))])].filter((w) => /^[a-z]+$/.test(w));
const OWN_NUMBER = String.raw`\(?[ \t]{0,2}(?:x[ \t]?\d{1,2}-?\d{3,5}|\(?\d{3}\)?[-. \t]{0,2}\d{3}[-. ]\d{4})(?!\d)`;
const NUMBER_AFTER = new RegExp(String.raw`\b((?:${[...PERSON_ROLES].sort((a, b) => b.length - a.length).join('|')})[ \t]{1,2})${NAME}(?:([ \t]{1,2})${NAME})?[ \t]{1,2}${OWN_NUMBER}`, 'giu');
const NUMBER_AFTER_AT = new WordAnchor(NUMBER_AFTER, PERSON_ROLES.join(' '));
/**
 * A ward role and one word written as a name, whatever follows ("RT BRANNIGAN ON VENT", "w/ SW Ruiz and chaplain",
 * "NOTIFIED BY TRAUMA SW NDLOVU @ 0300", "PCP Wendeline Cray,"; fix23c, own118 event-note-code-caps, own132
 * micu-ards-mixed, own130 tsicu-admit-caps, own121 vt-wound-hyperbaric): a name a list holds and no English list does,
 * or a word no list knows in Title case among lower-case words or of five letters or more in a line of capitals. The
 * name's own evidence stands for the action the plain slot asks. Not a town, a state or a country ("SW Virginia", "MD
 * Baltimore": a region and a state's code).
 */
const KNOWN_AFTER_ROLE = new RegExp(String.raw`\b((?:${ROLES})[ \t]{1,2})${NAME}(?![\p{L}'’-])`, 'giu');
const ROLE_ANCHORS = [...ROLE_WORDS, 'case'].join(' ');
const KNOWN_AFTER_ROLE_AT = new WordAnchor(KNOWN_AFTER_ROLE, ROLE_ANCHORS);
const AFTER_WORD_AT = new WordAnchor(AFTER_WORD, ROLE_ANCHORS);
const PLAIN_AT = new WordAnchor(PLAIN, ROLE_ANCHORS);
const BRACKETED_AT = new WordAnchor(BRACKETED, [ROLE_ANCHORS, ...SERVICE_WORDS].join(' '));

/** Words that stand in the name's place after a role and are no one's name ("CM team to call", "RN also aware"). */
const NOT_NAMES = new Set([
  ...ROLE_WORDS, ...STAFF_ROLES, ...SUPPORT_ROLES, ...BRACKET_ROLES, ...CONSULT_SERVICES, ...RELATIVES, 'dept', 'department', 'office',
  'consults', 'student', 'students', 'night', 'nights', 'day', 'days', 'evening', 'am', 'pm', 'on', 'call', 'covering', 'primary',
  'charge', 'float', 'here', 'also', 'now', 'again', 'already', 'still', 'made', 'not', 'was', 'is', 'are', 'has', 'have', 'will',
  'who', 'and', 'patient', 'family', 'fyi', 'dr', 'drs', 'mds',
  // The pulmonary artery's line after "with PA" ("decreased mobility with PA line,").
  'line', 'lines', 'cath', 'catheter', 'port', 'pressures',
  // What the pharmacy's word stands before when it is the service, not a colleague ("per pharm dosing.", "per pharm recs.").
  'dosing', 'dose', 'protocol', 'rec', 'recs', 'recommendations', 'policy', 'note', 'consult', 'review', 'verification', 'today',
  // A ventilator's readiness check after the therapist's word ("vent settings and RT screen)").
  'screen', 'screening',
]);

/**
 * Every name word is a word a name can be: no stop, clinical or role word, and a name list's word or one no English
 * list holds ("RN STAFFING AWARE", "rn report to follow", "nutrition (tube feeds) to follow" name no one).
 */
function nameWords(words: readonly string[], wc: WordClasses): boolean {
  return words.every((w) => {
    const parts = w.toLowerCase().replace(/’/g, "'").split('-');
    return parts.every((p) => p.length >= 2 && !NOT_NAMES.has(p) && !wc.isStop(p) && !wc.isClinical(p) && (!wc.isEnglish(p) || wc.nameEvidence(p).known));
  });
}

/**
 * In mixed-case text a name is written with its capital ("RN Tova aware", not "rn ok aware"); a line all in one
 * case gives no such sign, and the role and the action carry the slot alone.
 */
function writtenAsNames(text: string, at: number, words: readonly string[]): boolean {
  const around = text.slice(Math.max(0, at - 40), at + 60);
  if (!/[a-z]/.test(around) || !/[A-Z]/.test(around)) return true;
  return words.every((w) => /^\p{Lu}/u.test(w));
}

function readSlot(text: string, m: RegExpExecArray, wc: WordClasses, out: Candidate[]): void {
  const words = [m[2]!, m[4]].filter((w): w is string => w !== undefined);
  if (!nameWords(words, wc)) return;
  // "2 cm wound aware": a number before the role makes it a measure.
  if (/\d[ \t]{0,2}$/.test(text.slice(Math.max(0, m.index - 3), m.index))) return;
  const start = m.index + m[1]!.length;
  const end = start + m[2]!.length + (m[4] === undefined ? 0 : m[3]!.length + m[4].length);
  if (!writtenAsNames(text, start, words)) return;
  push(out, start, end, 'DOCTOR', TIER.weakCue);
}

/** Colleagues named after their role or service and before what they do, in any letter case. */
export function detectRoleHolders(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries) return;
  for (const m of PLAIN_AT.matchAll(text, seen)) readSlot(text, m, wc, out);
  for (const m of BRACKETED_AT.matchAll(text, seen)) readSlot(text, m, wc, out);
  for (const m of AFTER_WORD_AT.matchAll(text, seen)) readSlot(text, m, wc, out);
  for (const m of NUMBER_AFTER_AT.matchAll(text, seen)) readSlot(text, m, wc, out);
  for (const m of SERVICE_PLAIN_AT.matchAll(text, seen)) {
    if (m[2]!.toLowerCase().replace(/’/g, "'").split('-').every((p) => wc.nameEvidence(p).knownNotEnglish)) readSlot(text, m, wc, out);
  }
  for (const m of KNOWN_AFTER_ROLE_AT.matchAll(text, seen)) {
    const parts = m[2]!.toLowerCase().replace(/’/g, "'").split('-');
    // A word no list knows counts too when it is written as a name: Title case in mixed-case text, or five letters or
    // more in a line of capitals, with no procedure's or condition's ending ("MD Paracentesis", "NP THORACOSTOMY").
    const caps = m[2] === m[2]!.toUpperCase();
    const written = caps ? !/[a-z]/.test(text.slice(Math.max(0, m.index - 40), m.index + 60)) && parts.every((p) => p.length >= 5) : /^\p{Lu}\p{Ll}/u.test(m[2]!);
    // Not after "rt" or "pa", which are also a side and the pulmonary artery ("Rt Hemidiaphragm", "PA Wedge").
    const side = /^(?:rt|pa)[ \t]/i.test(m[1]!);
    const word = (p: string): boolean => wc.nameEvidence(p).knownNotEnglish || (written && !side && wc.nameEvidence(p).unknown && !CLINICAL_ENDING.test(p) && !wc.isClinicalShorthand(p));
    if (parts.every((p) => p.length >= 3 && word(p) && !wc.dicts.cities.has(p) && !wc.dicts.states.has(p) && !wc.dicts.countries.has(p))) readSlot(text, m, wc, out);
  }
  for (const m of THERAPIST_AT.matchAll(text, seen)) {
    const words = [m[2]!, m[4]].filter((w): w is string => w !== undefined).flatMap((w) => w.toLowerCase().split('-'));
    if (words.every((w) => !wc.isEnglish(w) || wc.isGiven(w))) readSlot(text, m, wc, out);
  }
}
