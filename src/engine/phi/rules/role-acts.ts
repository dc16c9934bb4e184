// DOCTOR: a member of the care team named right after their role, where what follows the name says a person was named
// (fix22c): the clause ends there ("REFERRED TO TRAUMA SW ISEULT.", "per EEG tech Zorvane;", "OT Quarnby - LB dressing"),
// or the name is the subject of what a person does: a verb in the past or the progressive ("SW Roewicz completed the
// packet", "RT Zorvane doing PEP"), a verb of reporting or care in the present ("RT Zorvane reports 14 hrs"), or "to" and
// a verb ("MSW Zorvane Quarnby to assist"). person.role-name (people-cues.ts) reads a role and a name with a cue before
// or a short list of verbs after; this reads the slot itself, for any name no English or clinical list holds, in every
// letter case, two name words at most. PT is left out (the patient: "pt Zorvane reports pain" names the patient).
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { blanksBetween, type WordClasses, type WordToken } from '../core/tokens';
import { AMBIGUOUS_ROLE_CREDENTIALS, CARE_TEAM_ROLES, lowerSet, ROLE_CREDENTIALS, STAFF_ROLES, SUPPORT_ROLES, UNIT_ROLES } from '../vocab/people-words';
import { CLINICAL_ENDING, CREDENTIALS, PROCEDURE_ENDING } from './note-people-context';
import { DRUG_STEM } from '../core/case-restore';

/** Every role of the care team written before a colleague's name (people-words.ts), never PT. */
const ROLES: ReadonlySet<string> = lowerSet(ROLE_CREDENTIALS, AMBIGUOUS_ROLE_CREDENTIALS, STAFF_ROLES, SUPPORT_ROLES, CARE_TEAM_ROLES, UNIT_ROLES);
/** Roles that are also clinical abbreviations: pulmonary artery, house officer, right, social work, case management. */
const AMBIGUOUS: ReadonlySet<string> = lowerSet(AMBIGUOUS_ROLE_CREDENTIALS);
/** What a colleague reports or does, said in the present after their name (general English verbs of reporting and care). */
const PRESENT_ACTS: ReadonlySet<string> = new Set([
  'reports', 'states', 'says', 'notes', 'recommends', 'recs', 'agrees', 'requests', 'wants', 'feels', 'plans', 'thinks', 'asks',
  'suggests', 'confirms', 'believes', 'advises', 'documents', 'writes', 'orders', 'follows', 'assists', 'sees', 'manages',
  'aware', 'updated', 'notified', 'informed',
]);
/** Verbs in the past that do not end in "ed": what a person did. */
const IRREGULAR_PAST: ReadonlySet<string> = new Set([
  'wrote', 'saw', 'gave', 'took', 'came', 'spoke', 'met', 'held', 'told', 'brought', 'drew', 'sent', 'made', 'went', 'found',
  'heard', 'kept', 'said', 'put', 'set', 'left', 'ran', 'got', 'began', 'thought',
  // Not "did", an auxiliary as often as an act ("did not", "did abg": person.role-holder's).
]);

/** Combining forms of anatomy and physiology that open a clinical word no list holds ("hemidiaphragm", "periportal"). */
const MEDICAL_PREFIX = /^(?:hemi|hyper|hypo|peri|para|intra|inter|infra|supra|sub|trans|retro|endo|epi|cardio|gastro|neuro|pneumo|nephro|hepato|osteo|arthro|broncho|laryngo|pharyngo|thoraco|abdomino|pancrea|colo|recto|uro|cysto|myo|angio|veno|pleur|pulmo|cerebr|spleno|chole)/;

/**
 * The name word at a token: a name the lists hold and no English list does, or a word no list holds (nor as shorthand, a
 * typo or a word with an ending of English inflection or medicine); the second word of a name may be any Title-case word
 * no English, clinical or stop list holds ("Hurd", which the lists read as the start of "hurdle"). Written as a name is in
 * its line.
 */
function nameWord(text: string, t: WordToken, wc: WordClasses, second: boolean): boolean {
  const low = t.low;
  if (low.length < 4 || !/^\p{L}+$/u.test(low) || ROLES.has(low) || CREDENTIALS.has(low)) return false;
  if (wc.isEnglish(low) || wc.isStop(low) || wc.isClinical(low) || wc.isClinicalShorthand(low)) return false;
  if (CLINICAL_ENDING.test(low) || PROCEDURE_ENDING.test(low) || DRUG_STEM.test(low) || MEDICAL_PREFIX.test(low)) return false;
  const ev = wc.nameEvidence(low);
  const unknown = ev.unknown || (!ev.known && wc.isUnknown(low) && !wc.isMisspelt(low) && !/(?:ed|ing|ly)$/.test(low));
  if (!ev.knownNotEnglish && !unknown && !(second && t.cap)) return false;
  const raw = text.slice(t.s, t.e);
  if (t.cap) return true;
  // In capitals only in a line of capitals (an acronym otherwise); in small letters only in a line with no capital.
  const line = lineAround(text, t);
  return raw === raw.toUpperCase() ? !/[a-z]/.test(line) : !/[A-Z]/.test(line);
}

/** Up to 60 characters of the token's line either side of it: a bounded look, so a line of any length costs the same. */
function lineAround(text: string, t: WordToken): string {
  const window = text.slice(Math.max(0, t.s - 60), Math.min(text.length, t.e + 60));
  const at = t.s - Math.max(0, t.s - 60);
  const s = window.lastIndexOf('\n', at - 1) + 1;
  const e = window.indexOf('\n', at);
  return window.slice(s, e < 0 ? window.length : e);
}

/** After the name: its clause ends there. */
function clauseEnds(text: string, toks: readonly WordToken[], k: number): boolean {
  const end = toks[k]!.e;
  return /^[ \t]{0,2}(?:[.;,)](?![A-Za-z0-9])|\r?\n|$)|^[ \t]{1,2}[-\u2013][ \t]/.test(text.slice(end, end + 4));
}

/** After the name: what a person does follows. */
function actAfter(text: string, toks: readonly WordToken[], k: number, wc: WordClasses): boolean {
  const n = toks[k + 1];
  if (n === undefined || !blanksBetween({ text, toks }, k, k + 1, 1)) return false;
  const w = n.low;
  if (PRESENT_ACTS.has(w) || IRREGULAR_PAST.has(w)) return true;
  if (/^[a-z]{2,}(?:ed|ing)$/.test(w) && wc.isEnglish(w) && !wc.isClinical(w)) return true;
  const v = toks[k + 2];
  return w === 'to' && v !== undefined && blanksBetween({ text, toks }, k + 1, k + 2, 1) && wc.isEnglish(v.low) && !wc.isClinical(v.low) && !wc.isStop(v.low);
}

export function detectRoleActs(text: string, tokens: readonly WordToken[], wc: WordClasses, out: Candidate[]): void {
  if (!wc.hasDictionaries) return;
  const ctx = { text, toks: tokens };
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!ROLES.has(tokens[i]!.low) || !blanksBetween(ctx, i, i + 1, 1)) continue;
    const j = i + 1;
    if (!nameWord(text, tokens[j]!, wc, false)) continue;
    // A second name word, written as the first is ("Zorvane Quarnby").
    const k = j + 1 < tokens.length && blanksBetween(ctx, j, j + 1, 1) && nameWord(text, tokens[j + 1]!, wc, true) ? j + 1 : j;
    const ev = wc.nameEvidence(tokens[j]!.low);
    // After a role that is also a clinical abbreviation (PA, HO, RT, SW, CM, OT, PCP) a clause's end vouches only for a
    // name the name lists hold ("TRAUMA SW ISEULT."), not for a word no list knows ("PA LINE INTACT.", "HO ZORB.").
    const ends = clauseEnds(text, tokens, k) && (!AMBIGUOUS.has(tokens[i]!.low) || ev.knownNotEnglish);
    if (!ends && !actAfter(text, tokens, k, wc)) continue;
    push(out, tokens[j]!.s, tokens[k]!.e, 'DOCTOR', ev.knownNotEnglish ? TIER.cueName : TIER.cueUnknownWord);
  }
}
