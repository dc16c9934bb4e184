// People whose names no list knows, found by the slot a note puts them in rather than by the word itself:
// - a name before its role, service or relation in brackets ("Oyelo (pharmacy)", "Zorbek (neuro resident)", "Ann
//   (front desk)", "Quell (daughter)"), or names in brackets after a team ("trauma team (Zorbek, Quell)");
// - the clinician a patient is handed to or covered by ("signed out to Zorbek", "covering zorbek tonight");
// - the patient named opening a nursing note's story (story-openings.ts);
// - a clinician named after a staff label and its colon, in any case ("Operator: Zorbek", "ATTENDING: ZORBEK, TAM"),
//   the patient after a header label ("PATIENT: ZORBEK-QUELL, TAM"), and a role's holder between commas ("our
//   device nurse, Kwabena, will");
// - a name beside the relative it is, and a consultant in brackets after the service (apposition-slots.ts).
// Every slot here also takes common words ("(pharmacy to dose)", "covering MD", "Night Float arrived"): each rule
// wants a word no English or clinical list holds, or a name no English list holds, written as a name.
import type { PhiRuleId } from '../../../deid/phi-rules';
import { byRule, codeAt, type Candidate } from '../core/scan';
import { blanksBetween, type WordClasses, type WordToken } from '../core/tokens';
import { spanIndex, type SpanIndex } from '../core/span-index';
import { TIER } from '../core/tiers';
import { tokenCue } from '../core/token-cues';
import { CARE_TEAM_ROLES, FORM_ROLE_LABELS, HANDOFF_CUES, lowerSet, PATIENT_LABELS, STAFF_LABELS } from '../vocab/people-words';
import { CONTACT_AFTER, CREDENTIALS, type Ctx, emit, gap, isCapsWord, isInitial, KIN, nameGap, NOT_PERSON_AFTER, repeatFound, nameGapBetween } from './note-people-context';
import { censusEntry, kinApposition, serviceBracket } from './apposition-slots';
import { ROLE_WORDS, slotName } from './slot-name';
import { CONTACT_SLOT_RULES } from './contact-slots';
import { sisterTitles } from './sister-titles';
import { worldNameSlots } from './world-name-slots';
import { doctorLists } from './doctor-lists';
import { credentialClosedName, kinNameFields, sawInClinic } from './labelled-people';
import { demographicRows } from './demographic-rows';
import { arrivalOpening } from './story-openings';

/** Hand-over cues as token sequences ("signed out to" -> signed, out, to). */
const HANDOFFS: readonly (readonly string[])[] = HANDOFF_CUES.map((c) => c.split(/[ -]/));
const HANDOFF_FIRST: ReadonlySet<string> = new Set(HANDOFFS.map((c) => c[0]!));
/** "Oyelo (pharmacy)", "Zorbek (neuro resident)": one or two name words, then a bracket of role words only. */
function nameBracketRole(ctx: Ctx): void {
  const { toks, text } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    // Most tokens are not followed by a bracket: one code unit tells, before any slice.
    if (text.charCodeAt(toks[i + 1]!.s - 1) !== 40 || !/^[ \t]{0,2}\($/.test(gap(ctx, i, i + 1))) continue;
    const close = bracketEnd(ctx, i + 1);
    if (close < 0) continue;
    const inside = toks.slice(i + 1, close + 1);
    // "(neuro resident)", "(front desk)": the last word a role, the others services or roles.
    const last = inside.at(-1)!.low;
    if (inside.length > 3 || !(ROLE_WORDS.has(last) || KIN.has(last))) continue;
    if (!slotName(ctx, i)) continue;
    let first = i;
    if (i >= 1 && nameGapBetween(ctx, i - 1, i) && slotName(ctx, i - 1)) first = i - 1;
    // The name opens its clause or its item of a list: "Present: Roe (SW), Lee (PT)", "present - roe (attending)".
    if (!/(?:^|[\n.;:,(&-]|\band|\bwith|\bper|\bby)[ \t]{0,3}$/i.test(text.slice(Math.max(0, toks[first]!.s - 6), toks[first]!.s))) continue;
    // "Quell (daughter)": a relative in the bracket names family.
    // As weak as a contact cue: "Zorbek (HO) aware" stays person.contact's.
    emit(ctx, first, i, KIN.has(last) ? 'PATIENT' : 'DOCTOR', TIER.weakCue, true);
  }
  teamList(ctx);
}

/** The index of the last token inside a bracket opened before token `from`, closed right after it on the line; -1 when none. */
function bracketEnd(ctx: Ctx, from: number): number {
  for (let k = from; k < ctx.toks.length && k < from + 4; k++) {
    if (codeAt(ctx.text, ctx.toks[k]!.e) === 41) return k;
    if (k + 1 >= ctx.toks.length || !blanksBetween(ctx, k, k + 1)) return -1;
  }
  return -1;
}

/** "trauma team (Zorbek, Quell)", "Ortho (Zorbek/Quell)": every word in the bracket after a team or role is a name. */
function teamList(ctx: Ctx): void {
  const { toks, text, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & CUE.roleOrNurse) === 0 || !ROLE_WORDS.has(toks[i]!.low) || !/^[ \t]{0,2}\($/.test(gap(ctx, i, i + 1))) continue;
    const names: number[] = [];
    let k = i + 1;
    for (; k < toks.length && names.length < 5; k++) {
      if (!slotName(ctx, k) && toks[k]!.low !== 'and') break;
      if (toks[k]!.low !== 'and') names.push(k);
      const after = text.charAt(toks[k]!.e);
      if (after === ')') break;
      if (k + 1 >= toks.length || !/^(?:[ \t]{0,2}[,/&][ \t]{0,2}|[ \t]{1,2})$/.test(gap(ctx, k, k + 1))) {
        k = -1;
        break;
      }
    }
    // Two names at least, the bracket closed right after the last: one word is the bracket rule's above.
    if (k < 0 || k >= toks.length || codeAt(text, toks[k]!.e) !== 41 || names.length < 2) continue;
    for (const n of names) emit(ctx, n, n, 'DOCTOR', TIER.weakCue, true);
  }
}

/** "signed out to Zorbek", "covering zorbek tonight", "cross-cover Zorbek paged": the clinician taking a patient on. */
function handoff(ctx: Ctx): void {
  const { toks, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & CUE.handoff) === 0) continue;
    const cue = handoffAt(ctx, i);
    if (cue === undefined) continue;
    const j = i + cue.length;
    if (j >= toks.length || !blanksBetween(ctx, j - 1, j) || !slotName(ctx, j)) continue;
    // "covering Roe's patients": a name still; "covering for Roe" is person.contact's.
    let end = j;
    if (end + 1 < toks.length && nameGapBetween(ctx, end, end + 1) && slotName(ctx, end + 1) && toks[end + 1]!.cap === toks[j]!.cap) end++;
    emit(ctx, j, end, 'DOCTOR', TIER.cueUnknownWord, true);
  }
}

/**
 * The first hand-over cue of HANDOFFS whose words are the tokens from `i` on, one or two blanks or hyphens between
 * them; read without a closure or a slice a token, as the walk asks at each of its cue words.
 */
function handoffAt(ctx: Ctx, i: number): readonly string[] | undefined {
  const { toks } = ctx;
  for (const c of HANDOFFS) {
    let k = 0;
    while (k < c.length && i + k < toks.length && toks[i + k]!.low === c[k] && (k === 0 || blanksOrHyphens(ctx.text, toks[i + k - 1]!.e, toks[i + k]!.s))) k++;
    if (k === c.length) return c;
  }
  return undefined;
}

/** `/^[ \t-]{1,2}$/` on the text from `s` to `e`. */
function blanksOrHyphens(text: string, s: number, e: number): boolean {
  if (e - s < 1 || e - s > 2) return false;
  for (let p = s; p < e; p++) {
    const c = text.charCodeAt(p);
    if (c !== 32 && c !== 9 && c !== 45) return false;
  }
  return true;
}

const LABELS: ReadonlySet<string> = lowerSet(STAFF_LABELS, CARE_TEAM_ROLES, FORM_ROLE_LABELS);
/** Lower-case particles between the words of a name: Malay patronymics, Dutch, Afrikaans, Arabic and Welsh particles. */
const NAME_PARTICLES: ReadonlySet<string> = new Set(['bin', 'binti', 'bte', 'bt', 'van', 'der', 'den', 'von', 'de', 'da', 'del', 'al', 'el', 'ibn', 'ap']);
const PATIENT_LABEL_WORDS: ReadonlySet<string> = lowerSet(PATIENT_LABELS);

/** What follows "nurse" in the role of a nurse who leads a service: "nurse specialist", "nurse practitioner" (fix17d). */
const NURSE_RANKS: ReadonlySet<string> = new Set(['specialist', 'practitioner', 'consultant']);

/** The first words of these slots as cue bits (core/token-cues.ts): one bit a token instead of a Set look-up. */
const CUE = {
  staffLabel: tokenCue(LABELS),
  patientLabel: tokenCue(PATIENT_LABEL_WORDS),
  handoff: tokenCue(HANDOFF_FIRST),
  roleOrNurse: tokenCue([...ROLE_WORDS, 'nurse']),
};

/**
 * "Operator: Zorbek", "ATTENDING: ZORBEK, TAM", "Sedation RN: J. Zorbek": a staff label opening its line or field,
 * its colon, then name words up to the end of the field. The layout is the evidence, so any letter case will do,
 * but each word must be a name no English list holds or an initial ("Anesthesia: general", "PCP: none" are not).
 */
function staffLabel(ctx: Ctx): void {
  labelledNames(ctx, CUE.staffLabel, 'DOCTOR');
}

/** "PATIENT: OKAFOR-LINDQUIST, BARNABAS   DOB: ...", "Re: Tam Zorbek-Quell, DOB ...": the patient after a header label. */
function patientLabel(ctx: Ctx): void {
  labelledNames(ctx, CUE.patientLabel, 'PATIENT');
}

/** Name words after a label (the cue bit `label` of its words) and its colon, up to the end of the field (the layout is the evidence). */
function labelledNames(ctx: Ctx, label: number, type: 'DOCTOR' | 'PATIENT'): void {
  const { toks, text, wc, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & label) === 0 || !/^[ \t]{0,2}:[ \t]{1,3}$/.test(gap(ctx, i, i + 1))) continue;
    // The label opens its line or follows another field's end: "Surgeon: Roe   Assistant: Lee".
    let first = i;
    while (first > 0 && first > i - 2 && blanksBetween(ctx, first - 1, first, 1)) first--;
    if (!/(?:^|\n|[ \t]{2}|[.;,])[ \t]{0,3}$/.test(text.slice(Math.max(0, toks[first]!.s - 4), toks[first]!.s))) continue;
    // "Key worker: ..." names staff; "WORKER: ..." alone is an occupational health form's patient.
    const who = first === i && toks[i]!.low === 'worker' ? 'PATIENT' : type;
    let last = -1;
    let comma = false;
    let words = 0;
    for (let k = i + 1; k < toks.length && k <= i + 5; k++) {
      if (k > i + 1) {
        const g = gap(ctx, k - 1, k);
        const commaGap = !comma && /^,[ \t]{1,2}$/.test(g);
        if (!nameGap(g) && !commaGap) break;
        if (commaGap) comma = true;
      }
      const t = toks[k]!;
      const ev = wc.nameEvidence(t.low);
      if (isInitial(ctx, k) || (t.e - t.s === 1 && k > i + 1)) {
        last = k;
        continue;
      }
      // A particle inside a name ("Nurul Haziqah bte Rosli", "Pieter van der Berg") counts when a name word follows it.
      if (words > 0 && NAME_PARTICLES.has(t.low) && k + 1 < toks.length && k + 1 <= i + 5) continue;
      // The second part of a double-barrelled surname ("ostrowski-bey", "Mahlangu-Botha") may be short or a word.
      const barrelled = k > i + 1 && gap(ctx, k - 1, k) === '-' && words > 0 && t.low.length >= 2 && !wc.isClinical(t.low);
      if (CREDENTIALS.has(t.low) || !(barrelled || ev.knownNotEnglish || (ev.unknown && t.low.length >= 4) || (wc.isGiven(t.low) && !ev.english))) break;
      last = k;
      words++;
    }
    // Where no name stands on the words alone, a credential closing the field may make one (labelled-people.ts).
    if (last < 0 || words === 0 || !fieldEndsAfter(ctx, last)) {
      credentialClosedName(ctx, i, who);
      continue;
    }
    emit(ctx, i + 1, last, who, TIER.headerField, true);
  }
}

/** The field ends after the name: the line's end, a comma, a credential, a bracket or a column gap. */
function fieldEndsAfter(ctx: Ctx, last: number): boolean {
  const { toks, text } = ctx;
  const after = text.slice(toks[last]!.e, toks[last]!.e + 6);
  if (!/^(?:[ \t]{0,2}(?:$|\r?\n|[,;(])|[ \t]{2}|[ \t]{1,2}\p{L}{2,5}\b)/u.test(after)) return false;
  if (/^[ \t]{1,2}\p{L}/u.test(after) && !/^[ \t]{2}/.test(after)) {
    const next = toks[last + 1];
    if (next === undefined || !CREDENTIALS.has(next.low)) return false;
  }
  return true;
}

/**
 * "our device nurse, Kwabena, will call", "the case manager, Zorbek Quell, arranged": a role, a comma, a name and a
 * second comma; the name set off by its commas is the role's holder. A nurse who leads a service is written "nurse
 * specialist" or "nurse practitioner" ("our ILD nurse specialist, X Y (01234 567890), will"): the rank after "nurse" is
 * the role's last word, and the name may close on the bracket of its telephone number as well as on a comma; the name
 * before such a role is read too (nameBeforeNurseRank; fix17d).
 */
function roleApposition(ctx: Ctx): void {
  const { toks, cues } = ctx;
  nameBeforeNurseRank(ctx);
  for (let i = 0; i + 2 < toks.length; i++) {
    const rank = NURSE_RANKS.has(toks[i]!.low) && i > 0 && toks[i - 1]!.low === 'nurse' && blanksBetween(ctx, i - 1, i);
    if (((cues[i]! & CUE.roleOrNurse) === 0 && !rank && !inCharge(ctx, i)) || !/^,[ \t]{1,2}$/.test(gap(ctx, i, i + 1))) continue;
    let last = i + 1;
    // "the nurse in charge, rose quaye, has": a given name that is also a word, before a surname no English list holds.
    const givenWord = !slotName(ctx, last) && ctx.wc.isGiven(toks[last]!.low) && !ctx.wc.isStop(toks[last]!.low) && last + 2 < toks.length &&
      nameGapBetween(ctx, last, last + 1) && slotName(ctx, last + 1) && ctx.wc.nameEvidence(toks[last + 1]!.low).knownNotEnglish;
    if (givenWord) last++;
    else if (!slotName(ctx, last)) continue;
    else if (last + 1 < toks.length && nameGapBetween(ctx, last, last + 1) && slotName(ctx, last + 1)) last++;
    // "the counsellor, Ann Pretorius-Khoza,": a double-barrelled surname's second part.
    if (last + 1 < toks.length && gap(ctx, last, last + 1) === '-' && toks[last + 1]!.low.length >= 2 && !ctx.wc.isClinical(toks[last + 1]!.low) && !ctx.wc.isStop(toks[last + 1]!.low)) last++;
    const closes = last + 1 < toks.length && /^,[ \t]{1,2}$/.test(gap(ctx, last, last + 1));
    if (!closes && !(rank && /^[ \t]{1,2}\([ \t]{0,2}\d/.test(ctx.text.slice(toks[last]!.e, toks[last]!.e + 6)))) continue;
    emit(ctx, i + 1, last, 'DOCTOR', TIER.weakCue, true);
  }
}

/** Words that may stand between a name's comma and "nurse specialist": a possessive or an article, then the service. */
const RANK_LEAD: ReadonlySet<string> = new Set(['our', 'the', 'a', 'an', 'my', 'his', 'her', 'their', 'your']);

/**
 * "with X Y, respiratory nurse specialist.", "I saw her with X Y, our Clinical Nurse Specialist,": the name before a
 * comma and the role of a nurse who leads a service, up to three words of service between them (fix17d). Name words
 * as the slot takes them (slotName); a one-word name must be a name the lists know that is no English word or town.
 */
function nameBeforeNurseRank(ctx: Ctx): void {
  const { toks, wc } = ctx;
  for (let i = 2; i < toks.length; i++) {
    if (!NURSE_RANKS.has(toks[i]!.low) || toks[i - 1]!.low !== 'nurse' || !blanksBetween(ctx, i - 1, i)) continue;
    // Back over the service's words (blanks between them) to the comma after the name.
    let j = i - 1;
    let words = 0;
    while (j > 0 && words < 4 && blanksBetween(ctx, j - 1, j) && !/^,/.test(gap(ctx, j - 1, j))) {
      const w = toks[j - 1]!.low;
      if (wc.isStop(w) && !RANK_LEAD.has(w)) break;
      j--;
      words++;
    }
    if (j === 0 || !/^,[ \t]{1,2}$/.test(gap(ctx, j - 1, j))) continue;
    const last = j - 1;
    // A surname the name lists know that is also an English word ("Brookes", "Hocking") after a given name in Title case.
    const knownSurname = !slotName(ctx, last) && last > 0 && toks[last]!.cap && toks[last - 1]!.cap && !isCapsWord(ctx, last) &&
      wc.nameEvidence(toks[last]!.low).known && nameGapBetween(ctx, last - 1, last) && slotName(ctx, last - 1);
    if (!knownSurname && !slotName(ctx, last)) continue;
    let first = last;
    if (first > 0 && nameGapBetween(ctx, first - 1, first) && slotName(ctx, first - 1)) first--;
    else if (first > 0 && gap(ctx, first - 1, first) === '-' && first > 1 && slotName(ctx, first - 1)) first--;
    if (first === last) {
      const ev = wc.nameEvidence(toks[last]!.low);
      if (!ev.knownNotEnglish || wc.dicts.cities.has(toks[last]!.low)) continue;
    }
    emit(ctx, first, last, 'DOCTOR', TIER.weakCue, true);
  }
}

/** "nurse in charge", "sister in charge", "midwife in charge": the role of whoever runs the shift, before its holder. */
function inCharge(ctx: Ctx, i: number): boolean {
  const { toks } = ctx;
  return toks[i]!.low === 'charge' && i >= 2 && toks[i - 1]!.low === 'in' && (ctx.cues[i - 2]! & CUE.roleOrNurse) !== 0 && blanksBetween(ctx, i - 1, i);
}

/**
 * "Drs Okereke, Zorbek and Quell", "seen by Roe and Zorbek", "Roe/Zorbek": the next items of a list that starts
 * with a person any rule found already (a candidate of a name type at a contact cue's tier or above), written in
 * the same letter case, up to four items.
 */
function listContinuation(ctx: Ctx): void {
  const { toks, text, out } = ctx;
  if (out.length === 0) return;
  const people = out.filter((c) => (c.type === 'DOCTOR' || c.type === 'PATIENT') && c.score >= TIER.weakCue);
  // Asked at every item: searching all the people each time was quadratic on a long list of them.
  let found: SpanIndex | undefined;
  for (const c of people) {
    const start = tokenEndingAt(toks, c.end);
    if (start < 0) continue;
    let at: number = start;
    const model = toks[at]!;
    for (let items = 0; items < 4 && at + 1 < toks.length; items++) {
      let k: number = at + 1;
      const g = gap(ctx, at, k);
      if (toks[k]!.low === 'and' && /^,?[ \t]{1,2}$/.test(g) && k + 1 < toks.length && blanksBetween(ctx, k, k + 1)) k++;
      else if (!/^(?:,[ \t]{1,2}|\/)$/.test(g)) break;
      const t = toks[k]!;
      const sameCase = isCapsWord(ctx, k) === isCapsWord(ctx, at) && t.cap === model.cap;
      const after = text.slice(t.e, t.e + 24);
      if (!sameCase || !slotName(ctx, k) || NOT_PERSON_AFTER.test(after) || !itemEnds(ctx, k)) break;
      // A name another rule found already keeps its reading; the list goes on from it.
      // As weak as a name found again: a list rule that runs later (person.name-list) keeps its reading.
      if (!(found ??= spanIndex(people)).overlaps(t.s, t.e)) emit(ctx, k, k, c.type as 'DOCTOR' | 'PATIENT', TIER.repeat, true);
      at = k;
    }
  }
}

/** The token that ends at `end` (tokens are in order and never overlap), or -1: a binary search, no map a note. */
function tokenEndingAt(toks: readonly WordToken[], end: number): number {
  let lo = 0;
  let hi = toks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (toks[mid]!.e < end) lo = mid + 1;
    else hi = mid;
  }
  return lo < toks.length && toks[lo]!.e === end ? lo : -1;
}

/** A list item ends after token k: punctuation, the line's end, "and"/"or", or a verb said of people ("Roe aware"). */
function itemEnds(ctx: Ctx, k: number): boolean {
  const after = ctx.text.slice(ctx.toks[k]!.e, ctx.toks[k]!.e + 3);
  if (/^[ \t]{0,2}(?:[,.;:)/&]|\r?\n|$)/.test(after)) return true;
  const next = ctx.toks[k + 1];
  return next !== undefined && blanksBetween(ctx, k, k + 1) && (next.low === 'and' || next.low === 'or' || CONTACT_AFTER.has(next.low));
}

/** `only`: the rules to run (none: all); the repeat pass reads what the others found, so it needs them all. */
export function detectStaffSlots(text: string, toks: readonly WordToken[], wc: WordClasses, out: Candidate[], cues: Int32Array, only?: readonly PhiRuleId[]): void {
  const ctx: Ctx = { text, toks, wc, out, cues, found: new Map() };
  const rules: readonly [PhiRuleId, (c: Ctx) => void][] = [
    ['person.name-bracket-role', nameBracketRole],
    ['person.handoff', handoff],
    ['person.arrival-opening', arrivalOpening],
    ['person.staff-label', staffLabel],
    ['person.patient-label', patientLabel],
    ['person.demographic-row', demographicRows],
    ['person.kin-name-field', kinNameFields],
    ['person.saw-in-clinic', sawInClinic],
    ['person.role-apposition', roleApposition],
    ['person.kin-apposition', kinApposition],
    ['person.service-bracket', serviceBracket],
    ['person.census-entry', censusEntry],
    ['person.sister-title', sisterTitles],
    ['person.world-name-slot', worldNameSlots],
    ...CONTACT_SLOT_RULES,
    ['person.list-continuation', listContinuation],
    ['person.doctor-list', doctorLists],
    ['person.slot-repeat', repeatFound],
  ];
  if (only?.includes('person.slot-repeat') === true) throw new Error('staff-slots: the repeat pass reads every rule before it');
  for (const [id, rule] of rules) if (only === undefined || only.includes(id)) byRule(out, id, () => rule(ctx));
}
