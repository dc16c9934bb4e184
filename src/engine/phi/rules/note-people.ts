// Names as clinical notes write them, in any letter case: titles ("dr x", "MRS Y"), credentials after a
// name ("x RN", "Jane Roe, RRT"), relatives ("wife mary", "pt's son, Bill", "daughter: Susan"), contact
// verbs ("spoke with x", "per x", "d/w x"), "x aware/notified", and sign-offs on a note's last line. A
// word found by a cue is then recognised everywhere else in the same note ("son David ... per David").
// Tiers (core/tiers.ts): a title or credential (anchored) > a relative or contact cue with a known name
// (cueKnownName) > the same cue with an unknown word (weakCue) > a name repeated elsewhere (repeat).
import type { PhiRuleId } from '../../../deid/phi-rules';
import { hasEponymFollower } from '../vocab/name-guards';
import { allCapsLine, CLINICAL_ENDING, PROCEDURE_ENDING, CREDENTIAL_TITLES, CREDENTIALS, type Ctx, emit, extendRight, gap, isCapsWord, initialsRun, isInitial, isLowerWord, KIN, NOT_PERSON_AFTER, repeatFound, TITLES_DOCTOR, TITLES_PATIENT, titledNoListWord, typoLikeWord, endingOnlyName, VISIT_AFTER, visitFollows, nameGapBetween } from './note-people-context';
import { byRule, codeAt, push, type Candidate } from '../core/scan';
import { closesStreetName } from '../vocab/street-words';
import { blanksBetween, type WordToken, type WordClasses } from '../core/tokens';
import { TIER } from '../core/tiers';
import { tokenCue } from '../core/token-cues';
import { contacts } from './note-people-contacts';
import { credentials } from './note-people-credentials';
import { kinDetails } from './kin-details';
import { visitorLists } from './visitor-lists';
import { signOff } from './note-sign-off';
import { noListPairs } from './no-list-pairs';
import { VALVE_GRADES } from '../vocab/clinical-words';
import { FACILITY_AFTER_NAME } from '../vocab/org-words';
import { afterFaculties, bracketedTitle, HINDI, hindiHonorific } from './honorifics';

const DETERMINERS = new Set(['a', 'an', 'the', 'your', 'his', 'her', 'their', 'our', 'my', 'any', 'another', 'each', 'every', 'no', 'this', 'that']);

/** Every word `titles` reads as a title: of a doctor, of a patient, or a credential before a name. */
// "prof" only before initials ("PROF. A. MAHOMED"): alone it is also "needs prof help" (TITLES_NOT_NOTE_CUES).
const TITLE_WORDS: ReadonlySet<string> = new Set([...TITLES_DOCTOR, ...TITLES_PATIENT, ...CREDENTIAL_TITLES, 'prof', ...HINDI]);
/** The cue words of each walk below, as bits of each token (core/token-cues.ts): one look-up a token for all walks. */
const CUE = {
  title: tokenCue(TITLE_WORDS),
  kin: tokenCue(KIN),
  kinOrPhone: tokenCue([...KIN, 'cell', 'home', 'work', 'phone', 'ph', 'tel', 'mobile', 'pager']),
  // SERVICE_AFTER's "from" or "of" is the next token.
  fromOf: tokenCue(['from', 'of']),
};

/** "Dr. X", "dr x", "DR.X", "Mrs Y": any word that is no stop or clinical word is the name. */
function titles(ctx: Ctx): void {
  const { toks, wc, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    // One bit turns away the words that are no title of either kind.
    if ((cues[i]! & CUE.title) === 0) continue;
    const low = toks[i]!.low;
    if (low === 'prof' && !(i + 2 < toks.length && /^\.?[ \t]{1,2}$/.test(gap(ctx, i, i + 1)) && (initialsRun(ctx, i + 1) >= 0 || isInitial(ctx, i + 1)))) continue;
    const hindi = HINDI.has(low);
    if (hindi && !hindiHonorific(ctx, i)) continue;
    const doctor = TITLES_DOCTOR.has(low) || low === 'prof';
    if (!doctor && !TITLES_PATIENT.has(low) && !hindi) {
      if (CREDENTIAL_TITLES.has(low)) byRule(ctx.out, 'person.credential-title', () => credentialTitle(ctx, i));
      continue;
    }
    // "unless a doctor tells you", "your doctor said": a doctor, not a title.
    if (low === 'doctor' && i > 0 && DETERMINERS.has(toks[i - 1]!.low)) continue;
    // "GOING TO MISS A MEETING", "did not miss a dose": the verb, not the title.
    if (low === 'miss' && i > 0 && MISS_AS_VERB_BEFORE.has(toks[i - 1]!.low)) continue;
    // "Dr. (Mrs.) P. Sailaja", "DR (COL) R K SINGH": a second title in brackets; the name follows the bracket.
    const bracketed = doctor && bracketedTitle(ctx, i);
    if (!bracketed && !/^(?:\.?[ \t]{0,2}|\.)$/.test(gap(ctx, i, i + 1))) continue;
    // "1737 Cheriton Dr Apt 4": "Dr" closing a street name.
    if (closesStreetName(ctx.text, toks[i]!.s)) continue;
    let j = bracketed ? i + 2 : i + 1;
    if (doctor) j = afterFaculties(ctx, j);
    const first = j;
    const run = initialsRun(ctx, j);
    // "Dr P.J. Botha", "DR. A. B. MENSAH": two or three initials before the surname.
    if (run >= 0 && !isLowerWord(ctx, run + 1)) j = run + 1;
    // "Dr. J. Smith": an initial before the surname (written as a name, not "Mr. W. agrees").
    else if (isInitial(ctx, j) && j + 1 < toks.length && nameGapBetween(ctx, j, j + 1) && !isLowerWord(ctx, j + 1)) j++;
    // "dr. t zorbek": a lower-case initial without its period, then a surname no list knows.
    else if (doctor && toks[j]!.e - toks[j]!.s === 1 && j + 1 < toks.length && blanksBetween(ctx, j, j + 1, 1) && wc.nameEvidence(toks[j + 1]!.low).unknown && toks[j + 1]!.low.length >= 4) j++;
    const name = toks[j]!.low;
    // "WITH MS Y. CARE", "Mrs. K. agrees": a patient's title and an initial before a common word; the initial is the name.
    if (!doctor && j === i + 2 && blanksBetween(ctx, i, i + 1) && ctx.text.charAt(toks[i + 1]!.e) === '.' && !/^[aio]$/.test(toks[i + 1]!.low) &&
      !wc.nameEvidence(name).notEnglishName && !gradedLesion(ctx, i)) {
      push(ctx.out, toks[i + 1]!.s, toks[i + 1]!.e + 1, 'PATIENT', TIER.cueName);
      continue;
    }
    if (wc.isStop(name) || wc.isClinicalShorthand(name) || CREDENTIALS.has(name) || name.length < 2) {
      // "Mr. W." / "MS S.": a title and an initial.
      if (!doctor && isInitial(ctx, i + 1)) push(ctx.out, toks[i + 1]!.s, toks[i + 1]!.e + 1, 'PATIENT', TIER.cueName);
      continue;
    }
    // "3-4+ MR. Given ...": after mr/mrs/ms the word must read as a name, not as an English word alone.
    const rawTitle = ctx.text.slice(toks[i]!.s, toks[i]!.e);
    if (!doctor && !wc.nameEvidence(name).nameLike && rawTitle === rawTitle.toUpperCase() && /[a-z]/.test(ctx.text.slice(Math.max(0, toks[i]!.s - 40), toks[i]!.s))) continue;
    // "mild mr stable", "2+ MR": after a grade, "mr" and "ms" are a mitral valve lesion.
    if ((low === 'mr' || low === 'ms') && gradedLesion(ctx, i)) continue;
    // "ms" is also morphine sulfate and multiple sclerosis: the word after it must read as a name.
    // In lower case only a known name will do, and in any case not one that is also an English word ("ms will").
    // In capitals a word no list knows, of five letters or more, reads as a name too ("MS ZORBEKA").
    const capsUnknown = allCapsLine(ctx, toks[j]!) && wc.nameEvidence(name).unknown && name.length >= 5;
    if (low === 'ms' && !toks[i]!.cap && !wc.nameEvidence(name).known && !capsUnknown) continue;
    if (low === 'ms' && !wc.nameEvidence(name).notEnglishName) continue;
    const end = extendRight(ctx, j, 2);
    // "Dr. Rosendo Almario Memorial Hospital": a hospital named for the person, left to the facility rules.
    if (FACILITY_AFTER_NAME.test(ctx.text.slice(toks[end]!.e, toks[end]!.e + 60))) continue;
    emit(ctx, first, end, doctor ? 'DOCTOR' : 'PATIENT', doctor ? TIER.doctorTitleAnyCase : TIER.personTitle, true, true);
  }
}

/** A valve grade right before token i: "mild mr", "moderate-severe MR", "trace-mild", "2+ mr", "1-2+ MS". */
function gradedLesion(ctx: Ctx, i: number): boolean {
  const before = ctx.text.slice(Math.max(0, ctx.toks[i]!.s - 6), ctx.toks[i]!.s);
  if (/\d\+[ \t]*$/.test(before)) return true;
  return i > 0 && VALVE_GRADES.has(ctx.toks[i - 1]!.low) && /^[ \t-]{1,2}$/.test(gap(ctx, i - 1, i));
}

/** After a credential, "MD URGENCE: DR X" is a label (no known name, a colon), "Nurse Line (Ann K., RN)" a service. */
const STAFF_BRACKET = /^[ \t]{0,2}\([^()\n]{2,36},[ \t]{0,2}([A-Za-z]{2,8})\)/;
/** "NP Carol", "per md Saeed": a credential before a name; the name must read as one (a given or unknown word). */
function credentialTitle(ctx: Ctx, i: number): void {
  const { toks, wc } = ctx;
  // "ABORIGINAL HEALTH WORKER (AHW) ROSA ROE": the role's letters in brackets after its spelled-out form (fix12b).
  if (!blanksBetween(ctx, i, i + 1) && !(/^\)[ \t]{1,2}$/.test(gap(ctx, i, i + 1)) && ctx.text[toks[i]!.s - 1] === '(')) return;
  const t = toks[i + 1]!;
  const ev = wc.nameEvidence(t.low);
  // "np kibeal", "RN GAZESHOUS": a surname ending like an English adjective (-al, -ous, -ive) is set aside as a
  // likely typo everywhere else, but right after a credential a word no list holds that is no one-letter slip of an
  // English word is the clinician's name, in any letter case.
  if (endingOnlyName(ctx, i + 1)) {
    emit(ctx, i + 1, i + 1, 'DOCTOR', TIER.cueUnknownWord, true);
    return;
  }
  // Not "MD Paracentesis done": a procedure's or condition's word no list holds is what was done (hardneg21).
  if (!ev.nameLike || CREDENTIALS.has(t.low) || (ev.english && !(wc.isGiven(t.low) && (t.cap || allCapsLine(ctx, t)))) || (ev.unknown && PROCEDURE_ENDING.test(t.low))) return;
  const after = ctx.text.slice(t.e, t.e + 48);
  if ((ev.unknown && t.low.length < 4) || (/^[ \t]{0,2}:/.test(after) && !ev.knownNotEnglish) || CREDENTIALS.has(STAFF_BRACKET.exec(after)?.[1]?.toLowerCase() ?? '')) return;
  emit(ctx, i + 1, extendRight(ctx, i + 1, 2), 'DOCTOR', ev.unknown ? TIER.cueUnknownWord : TIER.cueKnownName, true);
}

/** Words before "miss" that make it a verb. */
const MISS_AS_VERB_BEFORE = new Set(['to', 'not', 'will', 'would', 'may', 'might', 'could', 'did', 'didn', 'dont', 'don', 'never', 'rarely', 'often', 'does', 'do', 'cannot', 'can', 'won']);

/** "wife mary", "pt's son, Bill", "daughter: Susan Roe", "proxy is grandaughter Ann". */
/** What a relative does on the ward, as a verb: "called", "visited", "was updated", "consented". */
const RELATIVE_VERBS: ReadonlySet<string> = new Set(['called', 'phoned', 'visited', 'visiting', 'came', 'spoke', 'updated', 'was', 'consented', 'calls', 'visits', 'agrees', 'agreed', 'wants', 'requested']);

/** A relative's verb right after token i, perhaps after a comma: "kri called", "tha, was updated". */
function callFollows(ctx: Ctx, i: number): boolean {
  return visitFollows(ctx, i) && RELATIVE_VERBS.has(ctx.toks[i + 1]!.low);
}

function relatives(ctx: Ctx): void {
  const { toks, wc, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & CUE.kin) === 0) continue;
    let j = i + 1;
    // "dtr-in-law Ann", "SON-IN-LAW BO", "DAUGHTER IN LAW X" (fix16d): the relation, hyphens or one blank between, is one relative.
    if (j + 2 < toks.length && toks[j]!.low === 'in' && toks[j + 1]!.low === 'law' && /^(?:-|[ \t])$/.test(gap(ctx, i, j)) && gap(ctx, j, j + 1) === gap(ctx, i, j)) j += 2;
    // "son is Bill", "daughter named Ann", "sister (Ann)".
    if (/^[ \t]*$/.test(gap(ctx, i, j)) && (toks[j]!.low === 'is' || toks[j]!.low === 'named') && j + 1 < toks.length) j++;
    // "wife(?) Ann": a writer's doubt about the relation, not about the name.
    if (!/^(?:[ \t]*[,:(-]{0,3}[ \t]*|[ \t]*-{1,3}[ \t]*|\(\?\)[ \t]{1,2})$/.test(gap(ctx, j - 1, j))) continue;
    const t = toks[j]!;
    // "Husband's name: ..." is a field, and "name" nobody's name (person.kin-name-field reads the field).
    if (KIN.has(t.low) || t.low === 'name') continue;
    // "Son, Ed, was updated": a two-letter given name written as a name.
    if (t.cap && t.low.length === 2 && wc.dicts.given.has(t.low)) {
      emit(ctx, j, j, 'PATIENT', TIER.weakCue, false);
      continue;
    }
    const ev = wc.nameEvidence(t.low);
    // "son chais called", "his son, moult, was updated": a word the lists read as a typo or shorthand is the
    // relative's name when a visit or a call follows it.
    if (!ev.nameLike && typoLikeWord(ctx, j) && visitFollows(ctx, j)) {
      emit(ctx, j, j, 'PATIENT', TIER.weakCue, true);
      continue;
    }
    // "has one son Plul who is...": written in Title case among lower-case words, a word the lists set aside only as
    // a typo is the relative's name (a writer capitalises a name, not a slip).
    // A name ending like an adverb ("Thessaly") counts there too: Title case after a relation is no adverb.
    const titledLy = t.cap && t.low.length >= 5 && /ly$/.test(t.low) && !wc.isEnglish(t.low) && !wc.isClinical(t.low) && !wc.isKnownName(t.low);
    if (!ev.nameLike && t.cap && !isCapsWord(ctx, j) && !allCapsLine(ctx, t) && (typoLikeWord(ctx, j) || titledLy) && blanksBetween(ctx, i, j)) {
      emit(ctx, j, j, 'PATIENT', TIER.weakCue, true);
      continue;
    }
    // "dtr-in-law Nean Zorbek": a Title-case word the lists set aside as shorthand, then a surname no list knows.
    if (!ev.nameLike && titledNoListWord(ctx, j) && j + 1 < toks.length && blanksBetween(ctx, j, j + 1) && toks[j + 1]!.cap &&
      (wc.nameEvidence(toks[j + 1]!.low).notEnglishName || titledNoListWord(ctx, j + 1))) {
      emit(ctx, j, j + 1, 'PATIENT', TIER.weakCue, true);
      continue;
    }
    if (!ev.nameLike || (ev.english && !wc.isGiven(t.low) && !t.cap)) continue;
    // A three-letter word no list knows is a name only when written as one among lower-case words ("son Vas"), or
    // when a call or a visit verb follows it ("son kri called", "his son, tha, was updated"): a note in one case hides
    // the capital, but a relation, a short word, then what that person did is a short given name, not shorthand.
    // "in", "at", "here" are no such verb ("son vas in to visit" stays unread).
    if (ev.unknown && t.low.length < 4 && !(t.low.length === 3 && t.cap && !allCapsLine(ctx, t) && !isCapsWord(ctx, j)) && !(t.low.length === 3 && callFollows(ctx, j))) continue;
    const end = extendRight(ctx, j, 2);
    emit(ctx, j, end, 'PATIENT', ev.known ? TIER.cueKnownName : TIER.weakCue, true);
  }
}


/** "social: bill called", "Social - Anne is family contact": a given name opening the social section. */
function socialSection(ctx: Ctx): void {
  const { toks, wc } = ctx;
  for (let i = 0; i + 2 < toks.length; i++) {
    if (toks[i]!.low !== 'social' && toks[i]!.low !== 'family' && toks[i]!.low !== 'coping') continue;
    if (!/^[ \t]*[:=-]+[ \t]*$/.test(gap(ctx, i, i + 1))) continue;
    const t = toks[i + 1]!;
    const end = extendRight(ctx, i + 1, 2);
    // A word no list knows opens the section as a name when a visit or a call follows it ("social: zorba called").
    const visitor = (wc.nameEvidence(t.low).unknown || typoLikeWord(ctx, i + 1)) && t.low.length >= 4 && end + 1 < toks.length && VISIT_AFTER.has(toks[end + 1]!.low) && blanksBetween(ctx, end, end + 1);
    if (!visitor && (!wc.isGiven(t.low) || wc.isStop(t.low) || wc.isClinical(t.low))) continue;
    emit(ctx, i + 1, end, 'PATIENT', TIER.weakCue, true);
  }
}

/**
 * Name words right before a relation in parentheses or a phone cue: "Hank Roe (son)", "Ann Roe cell# 555-...",
 * "Bill Roe - 555-0100". The name must start with a given name or be two words no English list knows.
 */
function beforeContactDetails(ctx: Ctx): void {
  const { toks, wc, text, cues } = ctx;
  for (let i = 1; i < toks.length; i++) {
    // Most words are neither: the gap is read only for a relation or a phone word.
    if ((cues[i]! & CUE.kinOrPhone) === 0) continue;
    const low = toks[i]!.low;
    const kin = KIN.has(low);
    if (!kin && !PHONE_WORD.test(low)) continue;
    const g = gap(ctx, i - 1, i);
    const relation = kin && /^[ \t]*\($/.test(g) && codeAt(text, toks[i]!.e) === 41;
    const phone = PHONE_WORD.test(low) && /^[ \t]+$/.test(g) && /^[ \t]*(?:#|no\.?|number|:)?[ \t]*:?[ \t]*\(?\d{3}/.test(text.slice(toks[i]!.e, toks[i]!.e + 16));
    if (!relation && !phone) continue;
    let first = i;
    for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
      if (k < i - 1 && !nameGapBetween(ctx, k, k + 1)) break;
      const ev = wc.nameEvidence(toks[k]!.low);
      if (!ev.nameLike || (ev.english && !wc.isGiven(toks[k]!.low)) || KIN.has(toks[k]!.low)) break;
      first = k;
    }
    if (first === i) continue;
    const words = toks.slice(first, i);
    const givenFirst = wc.isGiven(words[0]!.low);
    if (!givenFirst && !(words.length >= 2 && words.every((t) => wc.nameEvidence(t.low).notEnglishName))) continue;
    emit(ctx, first, i - 1, 'PATIENT', TIER.cueName, true);
  }
}

const PHONE_WORD = /^(?:cell|home|work|phone|ph|tel|mobile|pager)$/;

/** Services a staff member comes from: "Ann Roe from speech", "mary from case management". */
const SERVICE_AFTER = /^[ \t]+(?:from|of)[ \t]+(?:speech|pt|ot|physical|occupational|social|case|nutrition|pharmacy|chaplaincy|pastoral|hospice|rehab|respiratory|nsg|nursing|cardiology|renal|surgery|ortho|ent|neuro|psych|palliative|ethics|admitting|transport|the[ \t]+(?:team|unit|floor))\b/i;

/** "mary theresa roe from speech", "J. Roe from case management": name words before a service. */
function fromService(ctx: Ctx): void {
  const { toks, wc, text, cues } = ctx;
  for (let i = 0; i < toks.length; i++) {
    // SERVICE_AFTER starts with a blank, then "from" or "of": most tokens are followed by neither and need no slice.
    const next = codeAt(text, toks[i]!.e);
    if ((next !== 32 && next !== 9) || i + 1 >= toks.length || (cues[i + 1]! & CUE.fromOf) === 0 || !SERVICE_AFTER.test(text.slice(toks[i]!.e, toks[i]!.e + 40))) continue;
    let first = i + 1;
    for (let k = i; k >= 0 && k >= i - 2; k--) {
      if (k < i && !nameGapBetween(ctx, k, k + 1)) break;
      const ev = wc.nameEvidence(toks[k]!.low);
      if (!isInitial(ctx, k) && (!ev.nameLike || (ev.english && !wc.isGiven(toks[k]!.low)))) break;
      first = k;
    }
    const lead = toks[first]!;
    // A given name, an initial, or a surname no list knows of five letters or more opening its clause ("Zorbek from renal").
    const opensClause = /(?:^|[\n.;:,(-])[ \t]{0,3}$/.test(text.slice(Math.max(0, lead.s - 4), lead.s));
    const unknownLead = first === i && opensClause && wc.nameEvidence(lead.low).unknown && lead.low.length >= 5;
    if (first > i || !((wc.isGiven(lead.low) && (wc.nameEvidence(lead.low).knownNotEnglish || lead.cap)) || isInitial(ctx, first) || unknownLead)) continue;
    emit(ctx, first, i, 'DOCTOR', TIER.weakCue, true);
  }
}

/** "(d. roe and j. o'brien)", "seen by B. Quennell": an initial with its period, then a surname. */
function initialSurnames(ctx: Ctx): void {
  const { toks, wc, text } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    // Not a side (L, R), an article (a), a SOAP heading (S., O., A., P.) or the end of "70's." / "a.m.".
    if (t.e - t.s !== 1 || text.charAt(t.e) !== '.' || /^[lraspoLRASPO]$/.test(text.charAt(t.s)) || !/^\.[ \t]$/.test(gap(ctx, i, i + 1))) continue;
    if (t.s > 0 && !/[\s(,;]/.test(text.charAt(t.s - 1))) continue;
    const n = toks[i + 1]!;
    const ev = wc.nameEvidence(n.low);
    if (!ev.knownNotEnglish && !(ev.unknown && n.low.length >= 4)) continue;
    if (isLowerWord(ctx, i + 1) || hasEponymFollower(text, n.e)) continue;
    emit(ctx, i, i + 1, 'DOCTOR', TIER.nameShape, false);
  }
}

/** "the Roe family", "KEEP ROE FAMILY AWARE": a surname before "family". */
const FAMILY_PRACTICE_WORDS = new Set(['medicine', 'practice', 'physicians', 'doctors', 'health', 'medical', 'clinic', 'dental', 'dentistry', 'care']);
function familyName(ctx: Ctx): void {
  const { toks, wc } = ctx;
  for (let i = 1; i < toks.length; i++) {
    if (toks[i]!.low !== 'family' || !blanksBetween(ctx, i - 1, i, 1)) continue;
    // "larkfield family medicine", "quillby family practice": a practice's kind, not a family.
    if (i + 1 < toks.length && FAMILY_PRACTICE_WORDS.has(toks[i + 1]!.low) && blanksBetween(ctx, i, i + 1, 1)) continue;
    const ev = wc.nameEvidence(toks[i - 1]!.low);
    if (ev.notEnglishName) emit(ctx, i - 1, i - 1, 'PATIENT', TIER.weakCue, true);
  }
}

/** "Drs Lee and Park", "Suzette and Hank", "Dr Lee/Park": a name word after "and" or a slash next to a name found already. */
/** A comma and at most two blanks end right before `s`: asked only where a name follows "and" (no slice a token). */
function listed(text: string, s: number): boolean {
  return /,[ \t]{0,2}$/.test(text.slice(Math.max(0, s - 3), s));
}

function coordinated(ctx: Ctx): void {
  const { toks, wc, found } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    // "Dr Lee/Park": a slash straight between two name words.
    // The gap is "/" exactly when it is one code unit long and that unit is a slash (no slice a token).
    const slashType = toks[i + 1]!.s - toks[i]!.e === 1 && ctx.text.charCodeAt(toks[i]!.e) === 47 ? found.get(toks[i]!.low) : undefined;
    const n = toks[i + 1]!;
    if (slashType !== undefined && n.cap && !isCapsWord(ctx, i + 1) && (wc.nameEvidence(n.low).knownNotEnglish || (wc.nameEvidence(n.low).unknown && n.low.length >= 4))) emit(ctx, i + 1, i + 1, slashType, TIER.weakCue, true);
    if (i === 0) continue;
    // "zorbek and quellane aware": the word before "and" when the one after it was found as a name.
    const laterType = toks[i]!.low === 'and' ? found.get(toks[i + 1]!.low) : undefined;
    const p = toks[i - 1]!;
    // Not the last of a comma list ("Romi, Erik, Ysolde and Amy"), which the list rules read.
    if (laterType !== undefined && !listed(ctx.text, p.s) && blanksBetween(ctx, i - 1, i) && wc.nameEvidence(p.low).unknown && p.low.length >= 4) emit(ctx, i - 1, i - 1, laterType, TIER.weakCue, true);
    if (toks[i]!.low !== 'and') continue;
    const type = found.get(toks[i - 1]!.low);
    if (type === undefined) continue;
    const t = toks[i + 1]!;
    const ev = wc.nameEvidence(t.low);
    // "Drs Zorbek and Deton": a Title-case word the lists set aside only as shorthand counts after a name too.
    if (ev.knownNotEnglish || (ev.unknown && t.low.length >= 4) || (ev.english && wc.isGiven(t.low) && t.cap) || titledNoListWord(ctx, i + 1) || pluralTitlePair(ctx, i)) emit(ctx, i + 1, i + 1, type, TIER.weakCue, true);
  }
}



/**
 * "DRS ZORBEK AND DETON" in capitals: a plural title governs both names, so the word after "and" counts as
 * titledNoListWord's Title-case word does in mixed case (no English, name, clinical or stop list holds it).
 */
function pluralTitlePair(ctx: Ctx, and: number): boolean {
  if (and < 2 || !PLURAL_TITLES.has(ctx.toks[and - 2]!.low)) return false;
  const t = ctx.toks[and + 1]!;
  const wc = ctx.wc;
  if (!isCapsWord(ctx, and + 1) || !allCapsLine(ctx, t) || t.low.length < 4 || !wc.hasDictionaries || !/^[a-z'-]+$/.test(t.low)) return false;
  return !wc.isEnglish(t.low) && !wc.isClinical(t.low) && !wc.isStop(t.low) && !CLINICAL_ENDING.test(t.low);
}
const PLURAL_TITLES = new Set(['drs', 'doctors', 'doctor\'s']);

/**
 * A name written as one, without a cue: a Title-case word that a name list holds and no English or clinical
 * list does ("Weronika Martinsen", "founders: Eklund, Michael"), with the Title-case name words around it.
 * The weakest evidence of all (TIER.weakest), and only in text that uses lower case (a capital means something).
 */
function dictionaryNames(ctx: Ctx): void {
  const { toks, wc, text } = ctx;
  if (!wc.hasDictionaries) return;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || t.low.length < 3 || !wc.nameEvidence(t.low).knownNotEnglish || hasEponymFollower(text, t.e)) continue;
    if (!/[a-z]{2}/.test(text.slice(Math.max(0, t.s - 30), t.s)) && !/[a-z]{2}/.test(text.slice(t.e, t.e + 30))) continue;
    let first = i;
    if (i > 0 && toks[i - 1]!.cap && nameGapBetween(ctx, i - 1, i) && (wc.nameEvidence(toks[i - 1]!.low).knownNotEnglish || (wc.isGiven(toks[i - 1]!.low) && wc.nameEvidence(toks[i - 1]!.low).nameLike))) first = i - 1;
    let last = i;
    for (let k = i + 1; k < toks.length && k <= i + 2; k++) {
      const n = toks[k]!;
      if (!n.cap || !nameGapBetween(ctx, k - 1, k)) break;
      const ev = wc.nameEvidence(n.low);
      if (!ev.nameLike || (ev.english && !wc.isGiven(n.low) && n.e - n.s > 1)) break;
      last = k;
    }
    // Next to a house number or a street or firm word it names a street or a firm: "5638 Aasa 43", "Rua Mina
    // 50", "Hounslow Rd", "Forrester Research", "Jones, Mitchell and Williams".
    const before = text.slice(Math.max(0, toks[first]!.s - 12), toks[first]!.s);
    const after = text.slice(toks[last]!.e, toks[last]!.e + 24);
    i = last;
    if (/\d[ \t]*$/.test(before) || /^[ \t]*\d/.test(after) || NOT_PERSON_AFTER.test(after) || /\b(?:and|&)[ \t]+$/.test(before) || /^,[ \t]*\p{Lu}\p{L}+(?:,|[ \t]+(?:and|&))/u.test(after)) continue;
    emit(ctx, first, last, 'PATIENT', first < last ? TIER.nameShape : TIER.weakest, false);
  }
}

/** `only`: the rules to run (none: all); the repeat pass reads what the others found, so it needs them all. */
export function detectNotePeople(text: string, toks: readonly WordToken[], wc: WordClasses, out: Candidate[], cues: Int32Array, only?: readonly PhiRuleId[]): void {
  const ctx: Ctx = { text, toks, wc, out, cues, found: new Map() };
  const rules: readonly [PhiRuleId, (c: Ctx) => void][] = [
    ['person.title', titles],
    ['person.credential', credentials],
    ['person.relative', relatives],
    ['person.kin-details', kinDetails],
    ['person.contact', contacts],
    ['person.social', socialSection],
    ['person.visitor-list', visitorLists],
    ['person.family-name', familyName],
    ['person.before-contact', beforeContactDetails],
    ['person.from-service', fromService],
    ['person.initial-surname', initialSurnames],
    ['person.sign-off', signOff],
    ['person.no-list-pair', noListPairs],
    ['person.coordinated', coordinated],
    ['person.dictionary', dictionaryNames],
    ['person.repeat', repeatFound],
  ];
  if (only?.includes('person.repeat') === true) throw new Error('note-people: the repeat pass reads every rule before it');
  for (const [id, rule] of rules) if (only === undefined || only.includes(id)) byRule(out, id, () => rule(ctx));
}
