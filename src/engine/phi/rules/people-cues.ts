// People named the way nursing and ICU notes name them, beside note-people.ts's rules, each needing two
// pieces of evidence because every slot here is also a common-word slot:
// - a role before a surname ("HO DURANT", "np ivy made aware", "MD KESSLER IN TO SEE PT") with a cue
//   before it ("updated by"), a verb after it ("aware", "ordered") or a name no English list knows;
// - an initial and a surname after "per"/"by"/"paged" in any case ("per d kane");
// - an ALL-CAPS initial and surname opening a clause with a verb after them ("J VANCE ORDERED LASIX");
// - clergy before a name ("rabbi stein", "Pastor Okafor", "fr. obuya": clergy-slots.ts);
// - a relative before a given name that is also an English word, known by what follows it ("husband will
//   at bedside", "significant other ray called"), or in quotes or brackets ("daughter 'june'");
// - a contact person before a phone number ("CONTACT PERSON DORA FENN (617) ...");
// - the patient named at the start of a note's story ("tess harlan is a 64 yo f");
// - a name before a therapy or support credential after a comma ("Lee Tran, PT", "Kim Roe, SW").
import type { PhiRuleId } from '../../../deid/phi-rules';
import { allCapsLine, CLINICAL_ENDING, PROCEDURE_ENDING, CREDENTIALS, KIN, emit, extendRight, gap, isInitial, type Ctx } from './note-people-context';
import { byRule, type Candidate } from '../core/scan';
import { blanksBetween, type NameEvidence, NO_NAME, type WordClasses, type WordToken } from '../core/tokens';
import { AMBIGUOUS_ROLE_CREDENTIALS, CLERGY as CLERGY_WORDS, CONSULT_SERVICES, GROUP_RELATIVES, KIN_CARE_ROLES, COMMA_CREDENTIALS as COMMA_CREDENTIAL_WORDS, lowerSet, ROLE_CREDENTIALS, STAFF_ROLES, SUPPORT_ROLES, CARE_TEAM_ROLES } from '../vocab/people-words';
import { TIER } from '../core/tiers';
import { clergySlot, SLOT_CLERGY } from './clergy-slots';
import { tokenCue } from '../core/token-cues';

/** Roles written before a staff member's name in nursing notes. */
const ROLES: ReadonlySet<string> = lowerSet(ROLE_CREDENTIALS, AMBIGUOUS_ROLE_CREDENTIALS, STAFF_ROLES, SUPPORT_ROLES, CARE_TEAM_ROLES);
/** Roles that are also clinical abbreviations (house officer / h/o, pulmonary artery, social work): cap or cue only. */
const AMBIGUOUS_ROLES: ReadonlySet<string> = lowerSet(AMBIGUOUS_ROLE_CREDENTIALS);
/** Roles whose period ends the sentence here: "SW. Roe" is person.role-period's (staff-cues.ts); "PharmD. Olanzapine sent". */
const PERIOD_ENDS_ROLE: ReadonlySet<string> = lowerSet(AMBIGUOUS_ROLE_CREDENTIALS, CARE_TEAM_ROLES);
/** Words right before a role or an initial that say a person follows: "updated by HO X", "per d kane". */
const CUE_BEFORE: ReadonlySet<string> = new Set([
  'by', 'per', 'paged', 'called', 'notified', 'informed', 'updated', 'with', 'w', 'told', 'asked', 'contacted', 'd/w', 'dw', 'to',
]);
/** The first word of a two-word role or the service before a role: "case mgr", "house officer", "nsurg PA", "renal fellow". */
const ROLE_QUALIFIERS: ReadonlySet<string> = new Set(['case', 'social', 'house', 'charge', 'primary', 'covering', ...lowerSet(CONSULT_SERVICES)]);
/** Words after a person that make the slot a person: "ivy made aware", "VANCE ORDERED LASIX", "ray called". */
const VERB_AFTER: ReadonlySet<string> = new Set([
  'aware', 'made', 'notified', 'informed', 'ordered', 'updated', 'paged', 'called', 'said', 'saw', 'examined', 'evaluated',
  'recommends', 'recommended', 'requested', 'spoke', 'agrees', 'agreed', 'wants', 'came', 'visited', 'phoned', 'here',
  'present', 'reviewed', 'consulted', 'visiting', 'placed', 'gave', 'increased', 'decreased', 'changed', 'wrote', 'removed', 'met', 'working',
  'discussed', 'explained', 'inserted', 'adjusted', 'started', 'stopped', 'held',
  // What a consulting or therapy service's member does with a patient: "SW Roe following", "OT Roe eval done".
  'following', 'eval', 'evaluating', 'assessing', 'recs',
]);
/** Verbs after a name that only a person does: "HO ROSE AWARE", "RN JOY AT BEDSIDE" (not "PA LINE PLACED"). */
const PERSON_VERBS: ReadonlySet<string> = new Set(['aware', 'notified', 'informed', 'paged', 'updated', 'here', 'present', 'agrees', 'agreed', 'examined', 'evaluated', 'saw', 'spoke', 'at', 'in', 'came', 'visited']);
const CLERGY: ReadonlySet<string> = lowerSet(CLERGY_WORDS);
/** Credentials of therapy and support staff that are also ward words (PT = patient, SW = social work). */
const COMMA_CREDENTIALS: ReadonlySet<string> = lowerSet(COMMA_CREDENTIAL_WORDS);
/** Words that fill a name slot without being names: "husband is at bedside", "son also called". */
const NOT_NAMES: ReadonlySet<string> = new Set([
  'is', 'was', 'were', 'are', 'has', 'had', 'have', 'also', 'just', 'then', 'not', 'now', 'still', 'already', 'who', 'which',
  'that', 'again', 'never', 'here', 'there', 'she', 'he', 'they', 'and', 'or', 'to', 'of', 'at', 'in', 'by', 'on', 'for', 'the',
  'a', 'an', 'with', 'both', 'all', 'finally', 'recently', 'first', 'last', 'later', 'today', 'tonight', 'pt', 'patient', 'did',
  'does', 'not', 'came', 'called', 'visited', 'aware', 'present', 'updated', 'notified',
]);
/** The cue words of each walk, as bits of each token (core/token-cues.ts): one look-up a token for all walks. */
const CUE = {
  role: tokenCue(ROLES),
  clergy: tokenCue([...CLERGY, ...SLOT_CLERGY]),
  relative: tokenCue([...KIN, 'other']),
  commaCredential: tokenCue(COMMA_CREDENTIALS),
};

function low(ctx: Ctx, i: number): string {
  return i >= 0 && i < ctx.toks.length ? ctx.toks[i]!.low : '';
}

/** One blank (or an initial's period and a blank) between tokens a and a+1. */
function blankAfter(ctx: Ctx, a: number): boolean {
  return a + 1 < ctx.toks.length && /^\.?[ \t]{1,2}$/.test(gap(ctx, a, a + 1));
}

/** The word after token `i` on the same line is a verb or cue of presence ("aware", "in to see", "at bedside"). */
function verbAfter(ctx: Ctx, i: number): boolean {
  if (i + 1 >= ctx.toks.length || !/^[ \t]{1,3}$/.test(gap(ctx, i, i + 1))) return false;
  const next = low(ctx, i + 1);
  if (VERB_AFTER.has(next)) return true;
  if (next === 'in' && low(ctx, i + 2) === 'to') return true;
  return next === 'at' && (low(ctx, i + 2) === 'bedside' || low(ctx, i + 2) === 'bs' || (low(ctx, i + 2) === 'the' && low(ctx, i + 3) === 'bedside'));
}

/** The word before token `i` on the same line is a cue that a person follows ("by", "per", "paged"). */
function cueBefore(ctx: Ctx, i: number): boolean {
  // "w/ case mgr": the slash of "w/" stays in the gap.
  return i > 0 && (/^[ \t]{1,3}$/.test(gap(ctx, i - 1, i)) || (low(ctx, i - 1) === 'w' && /^\/[ \t]{1,2}$/.test(gap(ctx, i - 1, i)))) && CUE_BEFORE.has(low(ctx, i - 1));
}

/** A word that may be a surname: a name list knows it and no English list does, or no list knows it. */
/** No English, clinical, shorthand-of-clinical, stop, credential or name list holds the word (a prefix of a longer English word may). */
function noListHolds(wc: WordClasses, low: string): boolean {
  return wc.hasDictionaries && !wc.isEnglish(low) && !wc.isClinical(low) && !wc.isClinicalShorthand(low) && !wc.isStop(low) && !wc.isKnownName(low) && !CREDENTIALS.has(low) && !ROLES.has(low);
}

function surnameLike(wc: WordClasses, t: WordToken): NameEvidence {
  if (t.low.length < 2 || wc.isStop(t.low) || wc.isClinicalShorthand(t.low) || CREDENTIALS.has(t.low) || ROLES.has(t.low)) return NO_NAME;
  const ev = wc.nameEvidence(t.low);
  return ev.unknown && t.low.length < 4 ? NO_NAME : ev;
}

/** "HO DURANT", "np ivy made aware", "updated by PA Roe": a role, a name and one more piece of evidence; not a procedure no list holds ("MD Paracentesis done", hardneg21). */
function roleBeforeName(ctx: Ctx): void {
  const { toks, wc, text, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & CUE.role) === 0 || !blankAfter(ctx, i)) continue;
    const role = toks[i]!.low;
    const j = i + 1;
    const t = toks[j]!;
    const ev = surnameLike(wc, t);
    if (!ev.nameLike || (ev.unknown && PROCEDURE_ENDING.test(t.low))) continue;
    const end = extendRight(ctx, j, 1);
    // "spoke w/ case mgr Roe", "PER NSURG PA ROE": the cue may stand before the role's first word or its service.
    const cue = cueBefore(ctx, i) || (i > 1 && blanksBetween(ctx, i - 1, i) && ROLE_QUALIFIERS.has(low(ctx, i - 1)) && cueBefore(ctx, i - 1));
    const verb = verbAfter(ctx, end);
    // A known name that is also an English word ("LINE", "PRESSURES") counts only as a given name ("ivy"), and in
    // capitals only with a verb of presence after it ("HO ROSE AWARE").
    // Only a verb a person does, not one done to a line ("PA LINE PLACED").
    const capsGivenWord = ev.english && wc.isGiven(t.low) && text.slice(t.s, t.e) === t.low.toUpperCase() && verb && PERSON_VERBS.has(low(ctx, end + 1));
    if (ev.english && (!wc.isGiven(t.low) || text.slice(t.s, t.e) === t.low.toUpperCase()) && !capsGivenWord) continue;
    const strong = ev.knownNotEnglish || (t.cap && ev.nameLike);
    // An ambiguous role needs a known name and a cue or a verb, or a Title-case word no list knows of five letters
    // or more and a verb ("PA Zorbek removed"); the others a cue, a verb or a known name.
    const titledUnknown = ev.unknown && t.cap && t.low.length >= 5 && text.slice(t.s, t.e) !== text.slice(t.s, t.e).toUpperCase();
    if (PERIOD_ENDS_ROLE.has(role) && gap(ctx, i, j).startsWith('.')) continue;
    // A cue before the role or a verb after the name vouches for a surname no list knows of six letters or more
    // ("NOTIFIED HO ZORBEK", "HO ZORBEK AT BEDSIDE").
    const cuedUnknown = (cue || verb) && ev.unknown && t.low.length >= 6 && !CLINICAL_ENDING.test(t.low);
    // A Title-case word no list knows closing its clause or item of a list ("chaplain Roe; SW Zorbek."); not after
    // RT, which is also the right side ("RT Thoracentesis.").
    const closesItem = titledUnknown && role !== 'rt' && !CLINICAL_ENDING.test(t.low) && /^[ \t]{0,2}(?:[.;,)]|\r?\n|$)/.test(text.slice(toks[end]!.e, toks[end]!.e + 3));
    if (AMBIGUOUS_ROLES.has(role) ? !(((cue || verb) && ev.knownNotEnglish) || (titledUnknown && (verb || (cue && !CLINICAL_ENDING.test(t.low)))) || cuedUnknown || closesItem || capsGivenWord) : !(cue || verb || strong)) continue;
    emit(ctx, j, end, 'DOCTOR', cue || verb ? TIER.cueKnownName : TIER.cueUnknownWord, true);
  }
}

/** "per d kane", "paged J. Roe": an initial and a surname after a contact cue, in any letter case. */
function initialAfterCue(ctx: Ctx): void {
  const { toks, wc, text } = ctx;
  for (let i = 1; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (t.e - t.s !== 1 || t.low === 'a' || t.low === 'i' || !cueBefore(ctx, i) || !blankAfter(ctx, i)) continue;
    if (!/^\.?[ \t]/.test(text.slice(t.e, t.e + 2))) continue;
    const n = toks[i + 1]!;
    const ev = surnameLike(wc, n);
    // A short surname no list knows ("reported to j. stal.", "notified p. brou,") when it ends the clause: an
    // initial and a word of three to five letters, then nothing more, is how a note names the person it told, even
    // when the word could start a longer one ("brou", "stal": the lists set those aside as shorthand). Not after
    // "l." or "r." (left and right before an artery or a vein: "to r. sca.").
    const shortEnding = n.low.length >= 3 && n.low.length <= 5 && /^[a-z]+$/.test(n.low) && t.low !== 'l' && t.low !== 'r' &&
      /^(?:[.,;)]|[ \t]*(?:\r?\n|$))/.test(text.slice(n.e, n.e + 3)) && noListHolds(wc, n.low);
    if (!ev.known && !(ev.unknown && n.low.length >= 5) && !shortEnding) continue;
    emit(ctx, i, i + 1, 'DOCTOR', TIER.cueName, true);
  }
}

/** "J VANCE ORDERED LASIX", "R. OKONJO AWARE": in capitals, an initial and a surname opening a clause, then a verb. */
function capsInitialVerb(ctx: Ctx): void {
  const { toks, wc, text } = ctx;
  for (let i = 0; i + 2 < toks.length; i++) {
    const t = toks[i]!;
    if (t.e - t.s !== 1 || !/[A-Z]/.test(text.charAt(t.s)) || !blankAfter(ctx, i)) continue;
    const n = toks[i + 1]!;
    if (text.slice(n.s, n.e) !== text.slice(n.s, n.e).toUpperCase() || n.low.length < 3) continue;
    const opens = i === 0 || /[.,:;\n][ \t]{0,3}$/.test(text.slice(Math.max(0, t.s - 4), t.s)) || cueBefore(ctx, i);
    if (!opens || !surnameLike(wc, n).nameLike || !verbAfter(ctx, i + 1)) continue;
    emit(ctx, i, i + 1, 'DOCTOR', TIER.cueName, true);
  }
}

/** "rabbi stein visited", "Pastor Okafor", "fr. obuya from" (a title's slot: clergy-slots.ts): clergy before a name. */
function clergy(ctx: Ctx): void {
  const { toks, wc, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & CUE.clergy) === 0 || !blankAfter(ctx, i)) continue;
    // A full stop after a whole clergy word ends its sentence ("MSW and chaplain. Comfort kit in home"); only a short form
    // takes one before the name ("Rev. Roe", "Fr. Roe", "Msgr. Roe") (fix18d).
    if (ctx.text.charAt(toks[i]!.e) === '.' && toks[i]!.low.length > 4) continue;
    const t = toks[i + 1]!;
    const ev = surnameLike(wc, t);
    const slot = clergySlot(ctx, i);
    if (!ev.nameLike || (!slot && (!CLERGY.has(toks[i]!.low) || (ev.unknown && !t.cap && !verbAfter(ctx, i + 1))))) continue;
    emit(ctx, i + 1, extendRight(ctx, i + 1, 1), 'PATIENT', TIER.cueName, true);
  }
}

/** The relative word ending at token i: "husband", or "significant other". */
function isRelative(ctx: Ctx, i: number): boolean {
  const w = low(ctx, i);
  return (KIN.has(w) && !GROUP_RELATIVES.includes(w)) || (w === 'other' && low(ctx, i - 1) === 'significant');
}

/**
 * "husband will at bedside", "significant other ray called": a given name that is also a word, after a
 * relative and before a verb of presence; "daughter 'june'", "son (theo)": any name-like word in quotes.
 */
function relativeNamed(ctx: Ctx): void {
  const { toks, wc, text, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & CUE.relative) === 0 || !isRelative(ctx, i)) continue;
    const j = i + 1;
    const t = toks[j]!;
    if (NOT_NAMES.has(t.low) || KIN.has(t.low) || t.low.length < 2) continue;
    const g = gap(ctx, i, j);
    const close = text.charAt(t.e);
    const quoted = /^[ \t]{0,2}[,:]?[ \t]{0,2}['"‘“([]$/.test(g) && /['"’”)\]]/.test(close);
    if (quoted) {
      if (wc.isClinicalShorthand(t.low) || (wc.isEnglish(t.low) && !wc.isGiven(t.low))) continue;
      emit(ctx, j, j, 'PATIENT', TIER.cueName, true);
      continue;
    }
    if (!/^[ \t]{0,2},?[ \t]{1,2}$/.test(g) || g.trim() === ',' && !t.cap) continue;
    // A short name the lists read as no name (fix19a): the relation and what follows it anchor it, as a title does, since
    // the word is often also a clinical one ("wife peg and dtr ann", "SON RAY (HCP)").
    if (/^[ \t]{1,2}$/.test(g) && shortKinName(ctx, j) && kinNameConfirmed(ctx, j)) {
      emit(ctx, j, j, 'PATIENT', TIER.cueName, true, true);
      continue;
    }
    const given = wc.isGiven(t.low) && /^[ \t]{1,2}$/.test(g);
    if (!given && !writtenAsName(ctx, j)) continue;
    // In capitals an English word after a relative is as often a verb ("SON REMAINS AT BEDSIDE"): only a call or a
    // visit after it, perhaps after an auxiliary ("SON REGES HAS PHONED"), makes it a name.
    // Nor does Title case make a word a name where writers capitalise at random ("Wife Tearful at bedside").
    const englishWord = !given && wc.isEnglish(t.low);
    if (englishWord ? !callOrVisitAfter(ctx, j) : !verbAfter(ctx, j) && !auxThenVerb(ctx, j) && !(kinWhereabouts(ctx, j) && !wc.isStop(t.low))) continue;
    emit(ctx, j, j, 'PATIENT', TIER.cueName, true);
  }
}

/** Where a relative lives, is coming from or stays: "son roe lives in", "SISTER ROE DRIVING UP", "husband roe staying". */
const WHEREABOUTS: ReadonlySet<string> = new Set(['lives', 'living', 'lived', 'driving', 'drove', 'flying', 'flew', 'staying', 'stayed', 'arriving', 'coming', 'traveling', 'travelling']);
/** What a relative is to the care: "nephew roe is hcp", "DAUGHTER ROE IS HCP", "son roe is the proxy". */
const KIN_ROLES: ReadonlySet<string> = lowerSet(KIN_CARE_ROLES);

/**
 * After a relative and a name, where that person lives or is coming from, or the name's part in the care (fix18a): "son
 * roe lives in", "SISTER ROE DRIVING UP FROM", "nephew roe is hcp", "dtr roe to visit in am", "son Roe to arrive". Not
 * after a stop word ("husband will to visit", "wife may drive").
 */
function kinWhereabouts(ctx: Ctx, j: number): boolean {
  if (j + 2 >= ctx.toks.length || !blanksBetween(ctx, j, j + 1)) return false;
  const next = low(ctx, j + 1);
  if (WHEREABOUTS.has(next)) return true;
  const then = low(ctx, j + 2);
  if (next === 'is' && blanksBetween(ctx, j + 1, j + 2)) return KIN_ROLES.has(then) || (then === 'the' && KIN_ROLES.has(low(ctx, j + 3)));
  return next === 'to' && blanksBetween(ctx, j + 1, j + 2) && (then === 'visit' || then === 'arrive' || then === 'come');
}

/** Adverbs and fillers that stand between a relative and a verb ("son briefly visited", "WIFE TOO CALLED"). */
const NOT_NAME_ADVERBS = new Set(['too', 'twice', 'once', 'often', 'soon', 'alone', 'together', 'back', 'home', 'yesterday', 'tomorrow', 'earlier', 'usually', 'always', 'only', 'even', 'himself', 'herself', 'themselves', 'who', 'whom', 'whose', 'very', 'has', 'had']);

/**
 * After a relative and before a verb of presence, a word written as a name that no list takes for one (an
 * English word, or one the lists read as shorthand: "Son Reges in to visit", "SON AMBER CALLED"): in Title case
 * among lower-case words, or in a line of capitals; never a stop, clinical or filler word, nor an adverb.
 */
function writtenAsName(ctx: Ctx, j: number): boolean {
  const t = ctx.toks[j]!;
  const wc = ctx.wc;
  if (t.low.length < 4 || !/^[a-z]+$/.test(t.low) || NOT_NAMES.has(t.low) || NOT_NAME_ADVERBS.has(t.low) || KIN.has(t.low) || /(?:ly|self)$/.test(t.low)) return false;
  if (wc.isStop(t.low) || wc.isClinical(t.low) || CREDENTIALS.has(t.low) || ROLES.has(t.low) || (wc.isEnglish(t.low) && /(?:ed|ing)$/.test(t.low))) return false;
  return isCapsWordAt(ctx, j) ? allCapsLine(ctx, t) : t.cap;
}

function isCapsWordAt(ctx: Ctx, i: number): boolean {
  const t = ctx.toks[i]!;
  const raw = ctx.text.slice(t.s, t.e);
  return raw === raw.toUpperCase();
}

/** Verbs of calling or visiting: after a name a relative makes, and what capitals need after an English word. */
const CALL_OR_VISIT = new Set(['called', 'phoned', 'visited', 'came', 'calls', 'visits']);

/** A call or a visit right after token j: "called", "in to visit", "has phoned". */
function callOrVisitAfter(ctx: Ctx, j: number): boolean {
  if (j + 1 >= ctx.toks.length || !blanksBetween(ctx, j, j + 1)) return false;
  const next = low(ctx, j + 1);
  return CALL_OR_VISIT.has(next) || (next === 'in' && low(ctx, j + 2) === 'to' && /^(?:visit|see)$/.test(low(ctx, j + 3))) || auxThenVerb(ctx, j);
}

/** "SON REGES HAS PHONED", "Wife Amber was updated": an auxiliary, then a call, a visit or being told. */
function auxThenVerb(ctx: Ctx, j: number): boolean {
  const aux = low(ctx, j + 1);
  const verb = low(ctx, j + 2);
  return (aux === 'has' || aux === 'had' || aux === 'was') && blanksBetween(ctx, j, j + 1) && blanksBetween(ctx, j + 1, j + 2) &&
    (CALL_OR_VISIT.has(verb) || verb === 'updated' || verb === 'notified' || verb === 'informed');
}

/** "CONTACT PERSON DORA FENN (617) 555-0193", "emergency contact: Ann Roe 555-...": the words before the number. */
function contactPerson(ctx: Ctx): void {
  const { toks, wc, text } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    const w = toks[i]!.low;
    const cue = (w === 'person' && low(ctx, i - 1) === 'contact') || (w === 'contact' && low(ctx, i - 1) === 'emergency') ||
      w === 'nok' || (w === 'kin' && low(ctx, i - 1) === 'of' && low(ctx, i - 2) === 'next');
    if (!cue || !/^[ \t]{0,2}[:-]?[ \t]{1,3}$/.test(gap(ctx, i, i + 1))) continue;
    let last = -1;
    for (let k = i + 1; k < toks.length && k <= i + 3; k++) {
      if (k > i + 1 && !/^\.?[ \t]{1,2}$/.test(gap(ctx, k - 1, k))) break;
      const t = toks[k]!;
      // After a first name word, a word no English or clinical list knows ("FENN", cut short of "fennel").
      const later = k > i + 1 && t.low.length >= 3 && !wc.isStop(t.low) && !wc.isClinical(t.low) && !wc.isEnglish(t.low);
      if (!isInitial(ctx, k) && !later && !surnameLike(wc, t).nameLike && (wc.hasDictionaries || !t.cap)) break;
      last = k;
    }
    if (last < 0 || !/^[ \t]{0,3}[,:-]?[ \t]{0,3}(?:\(\d|\d)/.test(text.slice(toks[last]!.e, toks[last]!.e + 8))) continue;
    emit(ctx, i + 1, last, 'PATIENT', TIER.cueKnownName, true);
  }
}

/**
 * A short name right after a relative that the lists read as something else: shorthand, a clinical abbreviation or an
 * English word of three or four letters ("wife peg", "SON RAY", "brother Sal") (fix19a). Never a stop, filler, relation,
 * credential or role word; in a line with small letters, not written in capitals (an acronym: "wife PEG and").
 */
function shortKinName(ctx: Ctx, j: number): boolean {
  const t = ctx.toks[j]!;
  if (t.low.length < 3 || t.low.length > 4 || !/^[a-z]+$/.test(t.low)) return false;
  // Only what the other relative rules leave: a name of the name lists that they also read as a word, shorthand or a
  // clinical abbreviation ("peg", "ray", "sal"), or an unknown word of three letters; never a word no name list holds
  // ("wife icu", "husband sob").
  const ev = ctx.wc.nameEvidence(t.low);
  const listedName = ctx.wc.dicts.names.has(t.low) || ctx.wc.isGiven(t.low);
  if (ev.unknown ? t.low.length !== 3 : ev.nameLike || !listedName) return false;
  if (NOT_NAMES.has(t.low) || NOT_NAME_ADVERBS.has(t.low) || KIN.has(t.low) || CREDENTIALS.has(t.low) || ROLES.has(t.low) || ctx.wc.isStop(t.low)) return false;
  return !isCapsWordAt(ctx, j) || allCapsLine(ctx, t);
}

/** A relative, perhaps in the plural or as shorthand with an "s" ("dtrs"), at token k. */
function relativeAt(ctx: Ctx, k: number): boolean {
  const w = low(ctx, k);
  return (KIN.has(w) && !GROUP_RELATIVES.includes(w)) || (w.length > 3 && w.endsWith('s') && KIN.has(w.slice(0, -1)));
}

/**
 * What makes a short word after a relative that person's name (fix19a): another relative joined to it ("wife peg and
 * dtr ann", "WIFE PEG, DTRS ANN"), its part in the care in brackets ("son ray (hcp)"), "who" ("brother Sal who
 * drove"), or where the person lives or is coming from (kinWhereabouts: "nephew dace is hcp").
 */
function kinNameConfirmed(ctx: Ctx, j: number): boolean {
  if (j + 1 >= ctx.toks.length) return false;
  const g = gap(ctx, j, j + 1);
  const next = low(ctx, j + 1);
  if (/^[ \t]{0,2}[,&][ \t]{0,2}$/.test(g) && relativeAt(ctx, j + 1)) return true;
  if (/^[ \t]{1,2}$/.test(g) && next === 'and' && relativeAt(ctx, j + 2) && blanksBetween(ctx, j + 1, j + 2)) return true;
  if (/^[ \t]{0,2}\($/.test(g) && KIN_ROLES.has(next) && ctx.text.charAt(ctx.toks[j + 1]!.e) === ')') return true;
  if (/^[ \t]{1,2}$/.test(g) && next === 'who') return true;
  return kinWhereabouts(ctx, j);
}

/** "tess harlan is a 64 yo f": two name words opening a sentence, then "is a" and an age. */
function storyOpening(ctx: Ctx): void {
  const { toks, wc, text } = ctx;
  for (let i = 0; i + 3 < toks.length; i++) {
    const a = toks[i]!;
    const b = toks[i + 1]!;
    if (low(ctx, i + 2) !== 'is' || (low(ctx, i + 3) !== 'a' && low(ctx, i + 3) !== 'an')) continue;
    if (!blanksBetween(ctx, i, i + 1) || !blanksBetween(ctx, i + 1, i + 2)) continue;
    if (!/^[ \t]{1,2}\d/.test(text.slice(toks[i + 3]!.e, toks[i + 3]!.e + 3))) continue;
    if (!(i === 0 || /(?:^|[\n.:])[ \t]{0,3}$/.test(text.slice(Math.max(0, a.s - 4), a.s)))) continue;
    const ea = surnameLike(wc, a);
    const eb = surnameLike(wc, b);
    if (!ea.nameLike || !eb.nameLike || (!ea.knownNotEnglish && !eb.knownNotEnglish)) continue;
    emit(ctx, i, i + 1, 'PATIENT', TIER.cueName, true);
  }
}

/** "Lee Tran, PT", "KIM ROE, SW": two name words, a comma and a therapy or support credential ending the clause. */
function commaCredential(ctx: Ctx): void {
  const { toks, wc, text, cues } = ctx;
  for (let i = 2; i < toks.length; i++) {
    const c = toks[i]!;
    if ((cues[i]! & CUE.commaCredential) === 0 || !/^[ \t]{0,2},[ \t]{0,2}$/.test(gap(ctx, i - 1, i))) continue;
    if (text.slice(c.s, c.e) !== text.slice(c.s, c.e).toUpperCase() && c.low !== 'pharmd') continue;
    if (!/^(?:$|[ \t]{0,2}(?:[\r\n.;,)]|$))/.test(text.slice(c.e, c.e + 3))) continue;
    const last = toks[i - 1]!;
    const first = toks[i - 2]!;
    if (!blankAfter(ctx, i - 2)) continue;
    // A given name (or an initial) first; then a surname, which written as a name may be any word ("Hall").
    const givenFirst = isInitial(ctx, i - 2) || wc.isGiven(first.low) || surnameLike(wc, first).knownNotEnglish;
    const surname = surnameLike(wc, last).nameLike || (last.cap && !wc.isStop(last.low) && !wc.isClinicalShorthand(last.low));
    if (!givenFirst || !surname || wc.isStop(first.low)) continue;
    let from = i - 2;
    // "MARA J. OLLEY, RRT": a given name before an initial.
    if (isInitial(ctx, i - 2) && i >= 3 && blankAfter(ctx, i - 3) && surnameLike(wc, toks[i - 3]!).nameLike) from = i - 3;
    emit(ctx, from, i - 1, 'DOCTOR', TIER.commaCredential, true);
  }
}

export function detectPeopleCues(text: string, toks: readonly WordToken[], wc: WordClasses, out: Candidate[], cues: Int32Array): void {
  const ctx: Ctx = { text, toks, wc, out, cues, found: new Map() };
  const rules: readonly [PhiRuleId, (c: Ctx) => void][] = [
    ['person.role-name', roleBeforeName],
    ['person.initial-after-cue', initialAfterCue],
    ['person.caps-initial-verb', capsInitialVerb],
    ['person.clergy', clergy],
    ['person.relative-named', relativeNamed],
    ['person.contact-person', contactPerson],
    ['person.story-opening', storyOpening],
    ['person.comma-credential', commaCredential],
  ];
  for (const [id, rule] of rules) byRule(out, id, () => rule(ctx));
}
