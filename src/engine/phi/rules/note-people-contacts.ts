// Staff and contacts named by what is done with them: a contact verb before the name ("spoke with Ann", "per
// Smith", "seen by Zorbek"), a verb of being told after it ("Smith aware", "JONES NOTIFIED"), or a phrase only a
// person does after a word opening its clause ("Zorbek in to see pt"). Part of the note-people family
// (note-people.ts runs it as person.contact).
import { TIER } from '../core/tiers';
import { MONTH_NAMES } from '../vocab/calendar-words';
import { eponymWordAfter, personToolAfter } from '../core/clinical-guard';
import { IN_HOSPITAL_INITIALS, MOVE } from '../vocab/place-words';
import { CONTACT_PHRASES } from '../vocab/people-words';
import { tokenCue } from '../core/token-cues';
import { blanksBetween, NO_NAME } from '../core/tokens';
import { allCapsLine, CONTACT_AFTER, CONTACT_BEFORE, type Ctx, emit, extendRight, gap, isCapsWord, isInitial, isLowerWord, KIN, nameGapBetween, NOT_PERSON_AFTER, STRONG_CONTACT, TITLES_DOCTOR, TITLES_PATIENT } from './note-people-context';

/** The cue words of the two walks below, as bits of each token (core/token-cues.ts). */
const CUE = {
  contactBefore: tokenCue(CONTACT_BEFORE),
  contactAfter: tokenCue(['aware', 'notified', 'informed', 'paged', 'updated', 'called']),
  // The words `presence` reads a phrase after: most tokens are none, and a bit tells so without comparing strings.
  presence: tokenCue(['in', 'made', 'here', 'at', 'examined', 'evaluated', 'aware', 'to', 'will', 'saw']),
};

/**
 * A contact phrase's last word is a form's field label, not a name: "Next of Kin notified", "Emergency Contact aware",
 * "Contact Person informed" (hardneg21). Read in the code units before the word's end.
 */
const CONTACT_LABEL_BEFORE = new RegExp(String.raw`(?:^|[^A-Za-z])(?:${CONTACT_PHRASES.map((w) => w.replace(/ /g, '[ \t]{1,2}')).join('|')})$`, 'i');

/** Contact cues that also lead to a place, a time or a verb: "to", "from", "for", "and". */
const PLACE_OR_VERB_CUES = new Set(['to', 'from', 'for', 'and', 'reported']);

/**
 * After a cue that also leads to a place or a verb, two unknown words are a name only in Title case, with no move
 * before the cue and no place word after them ("assistant to Zorbek Quell", not "moved to Sault Sainte-Rose").
 */
function pairCueFits(ctx: Ctx, i: number, j: number): boolean {
  const before = ctx.toks[i]!.low;
  if (!PLACE_OR_VERB_CUES.has(before)) return true;
  if (before === 'from' || !ctx.toks[j]!.cap || !ctx.toks[j + 1]!.cap || isCapsWord(ctx, j) || allCapsLine(ctx, ctx.toks[j]!)) return false;
  const after = ctx.text.slice(ctx.toks[j + 1]!.e, ctx.toks[j + 1]!.e + 24);
  return !(i > 0 && MOVE.has(ctx.toks[i - 1]!.low)) && !NOT_PERSON_AFTER.test(after) && !PLACE_OFFICE_AFTER.test(after) && ctx.text.charAt(ctx.toks[j + 1]!.e) !== '-';
}

/** Verbs before "to" that make it a cue of reaching someone: "reported to", "spoke to". */
const REACHED_TO = new Set(['reported', 'spoke', 'talked', 'given', 'gave', 'explained', 'called']);

/**
 * "reported to L. Plur", "PER A. KETROBAL": after a strong cue, an initial with its period and a word written as a
 * surname (Title case, or capitals in a note of capitals) that no English, clinical or stop list holds. The initial
 * is the evidence, so the word may read like a typo of an English word or end like one; a side or an article ("to
 * L circ", "to R. mainstem") has no surname after it.
 */
function initialledSurname(ctx: Ctx, i: number, j: number): boolean {
  const { toks, text, wc } = ctx;
  const before = toks[i]!.low;
  const strong = STRONG_CONTACT.has(before) || (before === 'to' && i > 0 && REACHED_TO.has(toks[i - 1]!.low));
  if (!strong || j + 1 >= toks.length || toks[j]!.e - toks[j]!.s !== 1 || !/^[A-Z]\.[ \t]{1,2}$/.test(text.slice(toks[j]!.s, toks[j + 1]!.s))) return false;
  const w = toks[j + 1]!;
  if (w.low.length < 3 || !/^[a-z]+$/.test(w.low) || wc.isStop(w.low) || wc.isClinical(w.low) || wc.isEnglish(w.low)) return false;
  const written = (w.cap && !isCapsWord(ctx, j + 1)) || (isCapsWord(ctx, j + 1) && allCapsLine(ctx, w));
  return written && !NOT_PERSON_AFTER.test(text.slice(w.e, w.e + 24));
}

/** Verbs of reaching someone after which a Title-case word no list knows is a person ("called Zorbek", "seen by Zorbek"). */
const TITLED_AFTER = new Set(['called', 'asked', 'told', 'updated', 'by', 'call', 'ask']);

/** Words after a place's name that say its office is meant: "called Zorbek admissions". */
const PLACE_OFFICE_AFTER = /^[ \t]{1,2}(?:admissions?|admitting|office|desk|dept|department|rehab|nursing|hospital|hosp|house|manor|clinic|home|facility|center|centre)\b/i;

/**
 * A place's office or desk, or words no person is followed by, right after `end`. A function of its own rather than
 * a closure made for every cue token the contact loop reads (most never ask it).
 */
function placeAfter(text: string, end: number): boolean {
  return PLACE_OFFICE_AFTER.test(text.slice(end, end + 24)) || NOT_PERSON_AFTER.test(text.slice(end, end + 24));
}

/**
 * A short word in capitals on a line written in mixed case, standing alone: a body's, a test's or a service's letters
 * ("per ACIP", "+THC per UDS", "NNP updated", "given to TPA desk"), not a name, which such a line writes in Title case
 * (fix15d). Before a word with a capital the letters may be a role's before its holder, and are left to the readings.
 * A line all in capitals gives no such sign ("PER MCOURTNEY" stays a name there).
 */
function acronymInMixedCase(ctx: Ctx, j: number): boolean {
  const t = ctx.toks[j]!;
  if (!/^[A-Z]{2,5}$/.test(ctx.text.slice(t.s, t.e)) || allCapsLine(ctx, t)) return false;
  // A name the lists know and no English list has is read as a name ("spoke with LEE", "per KIM"): losing a person
  // costs more than a service's letters read as one. A ward's own letters stay letters ("per ALF nurse").
  if (ctx.wc.nameEvidence(t.low).known && !IN_HOSPITAL_INITIALS.has(t.low)) return false;
  // A role's letters before a name keep the name's reading ("by ASHA Ann Roe", a village health worker); an English word
  // that is no given name after the letters is the body's manual, guide or book ("per AASM Manual", "per CDC Yellow
  // Book"; fix17d).
  const next = ctx.toks[j + 1];
  if (next === undefined || !blanksBetween(ctx, j, j + 1) || !/^\p{Lu}/u.test(ctx.text.charAt(next.s))) return true;
  return ctx.wc.isEnglish(next.low) && !ctx.wc.nameEvidence(next.low).notEnglishName && !ctx.wc.isGiven(next.low);
}

/** Verbs after which "by" names the one who did it, even when the word is a month's ("seen by June"). */
const BY_PERSON = /^(?:seen|evaluated|examined|assessed|reviewed|visited|signed|written|dictated|performed|done|drawn|given|reported|witnessed|obtained|consented|called|paged|covered|accompanied|interpreted|read|taken|brought|driven)$/;

/** "spoke with Ann", "per Smith", "paged Jones", and "Smith aware", "JONES NOTIFIED". */
export function contacts(ctx: Ctx): void {
  const { toks, wc, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & CUE.contactBefore) === 0) continue;
    const before = toks[i]!.low;
    // "spoke w/ Roe": the slash of "w/" stays in the gap.
    if (!(blanksBetween(ctx, i, i + 1) || (before === 'w' && /^\/[ \t]{0,2}$/.test(gap(ctx, i, i + 1))))) continue;
    let j = i + 1;
    // "per W. Roe", "reported to D. Roe": an initial first.
    // Not "to L circ", "to R. mainstem", "a line": L, R and A are sides and articles in notes.
    if (isInitial(ctx, j) && !/^[lra]$/.test(toks[j]!.low) && j + 1 < toks.length && nameGapBetween(ctx, j, j + 1) && wc.nameEvidence(toks[j + 1]!.low).notEnglishName && !isLowerWord(ctx, j + 1)) j++;
    if (j === i + 1 && initialledSurname(ctx, i, j)) {
      emit(ctx, j, j + 1, kinAfter(ctx, j + 1) ? 'PATIENT' : 'DOCTOR', TIER.cueName, true);
      continue;
    }
    const t = toks[j]!;
    if (acronymInMixedCase(ctx, j)) continue;
    const ev = wc.nameEvidence(t.low);
    // Every reading below wants a known name or a word no list knows: most words after a cue are neither.
    if (!ev.knownNotEnglish && !ev.unknown && !ev.english) continue;
    const verbBefore = i > 0 ? toks[i - 1]!.low : '';
    // "back at work by January": a month after "by" is when, unless a verb of care says who ("seen by June"; fix17d).
    if (before === 'by' && MONTH_NAMES.includes(t.low) && !BY_PERSON.test(verbBefore)) continue;
    // "TRANSFERRED FROM MELROSE", "sent to Quincy": after a move, a town the lists know names where, not who.
    if ((before === 'from' || before === 'to') && MOVE.has(verbBefore) && wc.dicts.cities.has(t.low)) continue;
    // "D/W ROE": "d/w" is read as two tokens, the slash between them.
    const discussedWith = before === 'w' && verbBefore === 'd' && gap(ctx, i - 1, i) === '/';
    const strong = STRONG_CONTACT.has(before) || j > i + 1 || discussedWith || (before === 'to' && /^(?:reported|spoke|talked|given|gave|explained|called)$/.test(verbBefore)) ||
      ((before === 'with' || before === 'w') && /^(?:spoke|talked|met|discussed|consulted|consult|speak|talk|meet|spoken|met|work|working|worked|works)$/.test(verbBefore));
    // "seen by Roe", "covering for Roe", "called Roe re: bp": the verb or what follows says a person is meant. A short
    // word in capitals there is a service's abbreviation ("seen by GYN", "called OSH re"): five letters or Title case.
    // ("followed by" is also an order of treatments; "seen by EPS fellow" names a service before its role.)
    const slotStrong = (t.low.length >= 5 || (t.cap && !isCapsWord(ctx, j))) && (
      (before === 'by' && /^(?:seen|evaluated|examined|assessed|reviewed|visited)$/.test(verbBefore) && !SERVICE_ROLE_AFTER.test(ctx.text.slice(t.e, t.e + 16))) ||
      (before === 'for' && /^(?:covering|cross-covering)$/.test(verbBefore)) ||
      (before === 'called' && /^[ \t]{1,2}(?:re\b|re:|about|regarding)/i.test(ctx.text.slice(t.e, t.e + 12))));
    const second = j + 1 < toks.length && nameGapBetween(ctx, j, j + 1) ? wc.nameEvidence(toks[j + 1]!.low) : NO_NAME;
    const twoWords = second.knownNotEnglish || (second.unknown && toks[j + 1]!.low.length >= 5);
    // A known name that no English list has, a given name followed by a surname, or an unknown word after
    // a strong cue ("per Zorba").
    // A weak cue ("with", "to", "and") takes a known name only when written as one or when it is a given
    // name of five letters or more: short foreign given names collide with note shorthand ("lis", "ota").
    const knownName = ev.knownNotEnglish && (strong || t.cap || twoWords || (wc.isGiven(t.low) && t.low.length >= 5));
    // After a verb of reaching someone, a word no list knows written in Title case among lower-case words ("called Zorbek").
    // Not a place's office or desk ("called Zorbek admissions", "called Zorbek Rehab").
    const titledUnknown = ev.unknown && t.cap && t.low.length >= 4 && TITLED_AFTER.has(before) && !allCapsLine(ctx, t) && !isCapsWord(ctx, j) && !placeAfter(ctx.text, t.e);
    // Two words no list knows after a contact cue, in the same letter case, read as a given name and a surname
    // ("contact was made with neasta grigair"); not after a preposition that also leads to a place or a verb
    // ("moved to Sault Sainte", "plan to extubate tom'row").
    const unknownPair = ev.unknown && t.low.length >= 4 && second.unknown && toks[j + 1]!.low.length >= 5 && t.cap === toks[j + 1]!.cap && !isCapsWord(ctx, j) && pairCueFits(ctx, i, j);
    if (knownName || (ev.unknown && (strong || slotStrong)) || titledUnknown || unknownPair || (ev.english && wc.isGiven(t.low) && (t.cap || strong || twoWords))) {
      const end = extendRight(ctx, j, 2);
      // "in keeping with Ross River virus", "per Fleischner guidance": an eponym the clinical guard drops; not learnt
      // either. The place's second word may be one the name reading stopped before ("Ross | River virus").
      const next = end + 1 < toks.length && toks[end + 1]!.cap && nameGapBetween(ctx, end, end + 1) ? toks[end + 1]!.e : -1;
      if (eponymWordAfter(ctx.text, toks[end]!.e) || (next >= 0 && eponymWordAfter(ctx.text, next)) || personToolAfter(ctx.text, toks[end]!.e)) continue;
      if (notPersonAround(ctx, j, end, strong)) continue;
      // "with Zorba" alone is weak; "per"/"paged" are cues of people in notes. A relative named right after
      // the name says who the person is: "spoke with petra, daughter", "per Ann (wife)".
      emit(ctx, i + 1, end, kinAfter(ctx, end) ? 'PATIENT' : 'DOCTOR', strong ? TIER.cueName : TIER.weakCue, knownName || twoWords);
    }
  }
  for (let i = 1; i < toks.length; i++) {
    const verb = toks[i]!.low;
    // The verb list first: it is what most tokens fail, and it needs no slice of the gap.
    if ((cues[i]! & CUE.contactAfter) === 0) continue;
    if (!CONTACT_AFTER.has(toks[i]!.low) || toks[i]!.low.length < 4 || !blanksBetween(ctx, i - 1, i)) continue;
    const t = toks[i - 1]!;
    if (acronymInMixedCase(ctx, i - 1) || CONTACT_LABEL_BEFORE.test(ctx.text.slice(Math.max(0, t.e - 20), t.e))) continue;
    // "Jane Roe called to bedside": "called" only after a given name and a surname.
    // Or a word no list knows, of six letters or more, as the next item of a list of visitors ("son came, and zorbek called").
    const listedCaller = i >= 2 && (toks[i - 2]!.low === 'and' || toks[i - 2]!.low === 'or') && blanksBetween(ctx, i - 2, i - 1) && wc.nameEvidence(t.low).unknown && t.low.length >= 6;
    if (verb === 'called' && !listedCaller && !(i >= 2 && wc.isGiven(toks[i - 2]!.low) && nameGapBetween(ctx, i - 2, i - 1) && wc.nameEvidence(t.low).notEnglishName)) continue;
    const ev = wc.nameEvidence(t.low);
    if (!ev.nameLike || (ev.english && !t.cap)) continue;
    let first = i - 1;
    if (i >= 2 && nameGapBetween(ctx, i - 2, i - 1) && (wc.nameEvidence(toks[i - 2]!.low).nameLike || isInitial(ctx, i - 2)) && !isLowerWord(ctx, i - 2)) first = i - 2;
    emit(ctx, first, i - 1, 'DOCTOR', ev.known ? TIER.cueName : TIER.weakCue, true);
  }
  presence(ctx);
}

/**
 * "Zorbek in to see pt", "ZORBEK MADE AWARE", "zorbek here to eval", "Zorbek (HO) aware": a word opening its
 * clause, then a phrase only a person does. The word may be one no list knows: the phrase is the evidence.
 */
function presence(ctx: Ctx): void {
  const { toks, wc, text, cues } = ctx;
  for (let i = 1; i < toks.length; i++) {
    if ((cues[i]! & CUE.presence) === 0) continue;
    const w = toks[i]!.low;
    if (w !== 'in' && w !== 'made' && w !== 'here' && w !== 'at' && w !== 'examined' && w !== 'evaluated' && w !== 'aware' && w !== 'to' && w !== 'will' && w !== 'saw') continue;
    // "in", "at" are in most sentences: the token after them must start the phrase before the text is read ("to",
    // "aware", "bedside", "bs" follow blanks there, so each is the next token, or starts it).
    const next = i + 1 < toks.length ? toks[i + 1]!.low : '';
    if ((w === 'in' || w === 'here') && next !== 'to') continue;
    if (w === 'made' && !next.startsWith('aware')) continue;
    if (w === 'at' && !next.startsWith('bedside') && !next.startsWith('bs')) continue;
    // "Zorbek to see pt in am", "Zorbek will evaluate", "Zorbek saw pt": what a clinician does to the patient.
    if ((w === 'to' || w === 'will') && !SEES.has(next)) continue;
    if (w === 'saw' && next !== 'pt' && next !== 'patient') continue;
    const after = text.slice(toks[i]!.e, toks[i]!.e + 24).toLowerCase();
    const phrase = (w === 'in' && /^[ \t]{1,2}to[ \t]{1,2}(?:see|eval|evaluate|assess|examine)\b/.test(after)) || (w === 'made' && /^[ \t]{1,2}aware\b/.test(after)) ||
      (w === 'here' && /^[ \t]{1,2}to[ \t]{1,2}(?:see|eval|evaluate|assess)\b/.test(after)) || (w === 'at' && /^[ \t]{1,2}(?:bedside|bs)\b/.test(after)) ||
      w === 'examined' || w === 'evaluated' || w === 'aware' || ((w === 'to' || w === 'will') && SEES.has(next)) || w === 'saw';
    if (!phrase) continue;
    // The name, perhaps with its role in brackets: "Zorbek (HO) aware".
    let k = i - 1;
    const g = gap(ctx, k, i);
    if (/^[ \t]{0,2}\)[ \t]{1,2}$/.test(g) && k >= 1 && /^[ \t]{0,2}\($/.test(gap(ctx, k - 1, k)) && ROLE_IN_BRACKETS.has(toks[k]!.low)) k--;
    else if (!/^[ \t]{1,2}$/.test(g)) continue;
    const t = toks[k]!;
    const ev = wc.nameEvidence(t.low);
    if (!(ev.unknown && t.low.length >= 4) && !ev.knownNotEnglish) continue;
    // The name opens its clause: the line's start or a stop, comma, colon, dash or bracket before it.
    if (!/(?:^|[\n.;:,(-])[ \t]{0,3}$/.test(text.slice(Math.max(0, t.s - 4), t.s))) continue;
    emit(ctx, k, k, 'DOCTOR', ev.known ? TIER.cueName : TIER.weakCue, true);
  }
}

/** What a clinician named opening the clause is to do to the patient: "Zorbek to see pt", "Zorbek will evaluate". */
const SEES = new Set(['see', 'eval', 'evaluate', 'assess', 'examine', 'consult']);

/** A role or a service word after the word: it named a service ("seen by EPS fellow", "by renal team"). */
export const SERVICE_ROLE_AFTER = /^[ \t]{1,2}(?:fellow|fellows|resident|residents|team|service|attending|consult|intern|np|pa|md|staff|nurse|rn)\b/i;

/** Roles written in brackets after a name: "Zorbek (HO) aware". */
const ROLE_IN_BRACKETS = new Set(['ho', 'md', 'np', 'pa', 'rn', 'resident', 'fellow', 'attending', 'intern', 'renal', 'ortho', 'neuro', 'surgery', 'cards', 'gi', 'id', 'ep']);

/** A relative right after token `last`, set off by a comma, a bracket or a dash: "petra, daughter", "Ann (wife)". */
function kinAfter(ctx: Ctx, last: number): boolean {
  const k = last + 1;
  return k < ctx.toks.length && KIN.has(ctx.toks[k]!.low) && /^[ \t]*(?:,|\(|-{1,2}|–)[ \t]*$/.test(gap(ctx, last, k));
}

/**
 * What the words around a contact slot say against a person: a title right after the word ("seen by paediatrician Dr.
 * X": the word is the role, the title's name the person), a year right after it ("does not meet McDonald 2017": a
 * criteria's edition), or, after a weak cue, a word in capitals on a line in mixed case ("refer for DAFNE": a
 * programme's or a service's acronym).
 */
function notPersonAround(ctx: Ctx, j: number, end: number, strong: boolean): boolean {
  const { toks, text } = ctx;
  const next = toks[end + 1];
  if (next !== undefined && (TITLES_DOCTOR.has(next.low) || TITLES_PATIENT.has(next.low)) && /^[ \t]{1,2}$/.test(gap(ctx, end, end + 1))) return true;
  if (/^[ \t]{1,2}(?:19|20)\d\d(?!\d)/.test(text.slice(toks[end]!.e, toks[end]!.e + 8))) return true;
  return !strong && j === end && isCapsWord(ctx, j) && toks[j]!.e - toks[j]!.s >= 4 && !allCapsLine(ctx, toks[j]!);
}

