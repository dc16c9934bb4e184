// People named in shapes the cue rules do not read, each recognisable from the words alone:
// - a given name and surname written with letters English does not use ("Šárka Ottová", "Wisława
//   Szczepańska", "Halldór Árnþórsson"): the name lists are mostly English and American, so these names are
//   unknown to them; a pair of capitalised words, one with such a letter, neither an English, clinical or
//   eponym word nor a known place, and not before a disease word ("Sjögren syndrome"), is a person;
// - a list of three or more capitalised words joined by commas and "and", two of them known given names
//   ("children: Romi, Erik, Amy and Nathaniel"): every word of the list that no English or clinical list knows
//   is a name too; in lower case, a list of given names only, two of them no English word ("kids: amara,
//   jonah, eli and ruth").
// - the words after "my name is", "her maiden name is", "What's your last name?" in any letter case;
// - a capitalised given name and surname before "lives", "resides", "works" ("Tomo Nishi lives at ..."), or one
//   name opening a sentence before "is from", "lives", "works" ("Ana is from Guatemala");
// - the patient a dictation is about, in any letter case ("DICTATING A CLINIC NOTE ON BERNA KOWAL, DATE OF
//   SERVICE ...", "dictating the discharge summary for Tom Reyes").
// All are plain character patterns with bounded separators, so the scan stays linear.
import type { PhiRuleId } from '../../../deid/phi-rules';
import { byRule, codeAt, push, type Candidate } from '../core/scan';
import { COMMA_CAPITAL, matchAllBeforeAnchor, mayStartCapital, mayStartSentence } from '../core/anchored';
import { matchAllBehind } from '../core/lookbehind';
import { wordGate, type GateWords } from '../core/word-gate';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import { allMatches } from '../core/all-matches';

/** Scores, in one place (the lead maps them onto the named tiers). */
const SCORE = { foreignLetters: TIER.weakCue, nameList: TIER.weakCue, nameIs: TIER.cueName, beforeResidence: TIER.cueUnknownWord, dictationSubject: TIER.cueName } as const;

const WORD = String.raw`\p{Lu}[\p{Ll}'’]{1,20}(?:-\p{Lu}[\p{Ll}'’]{1,20})?`;
/** Given name, optional initial, surname. */
// Each *_BEHIND look-behind is tested only where the pattern after it matches (matchAllBehind, core/lookbehind.ts):
// the same matches as one pattern, without trying the look-behind at every position of the note.
const PAIR_BEHIND = /(?<![\p{L}\d.])/uy;
const PAIR = new RegExp(String.raw`(${WORD})(?:[ \t](\p{Lu})\.?)?[ \t]{1,2}(${WORD})(?![\p{L}\d])`, 'gu');
/** Latin letters with accents, strokes and the Nordic letters: what English names seldom carry. */
const FOREIGN = /[\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]/u;
/** Words after an eponym: "Ménière disease", "Sjögren syndrome", "Guillain-Barré syndrome". */
const DISEASE_AFTER = /^[ \t]{0,2}(?:'s|’s)?[ \t]{0,2}(?:syndrome|disease|sign|test|reflex|score|scale|procedure|operation|maneuver|manoeuvre|classification|criteria|fracture|phenomenon|method|technique|position|tube|catheter|needle|forceps|retractor|blade|grid|law|effect|cell|cells|body|bodies|nodes?|palsy|ulcer|tumou?r|sarcoma|lymphoma|repair|flap|incision|approach)\b/i;

/** Three to eight capitalised words joined by ", " and a last "and"/"&". */
export const LIST_BEHIND = /(?<![\p{L}\d])/uy;
export const LIST = new RegExp(String.raw`${WORD}(?:,[ \t]{1,2}${WORD}){1,6},?[ \t]{1,2}(?:and|&)[ \t]{1,2}${WORD}(?![\p{L}\d])`, 'gu');
// Tried at every capital, the pattern cost near a fiftieth of identify-phi: it is tried only before the comma after
// its first word (matchAllBeforeAnchor, core/anchored.ts), where a word starts (startsCapitalWord). The longest
// first word: a capital, twenty letters, a hyphen, a capital and twenty letters, astral letters counted twice.
export const LIST_ANCHOR = COMMA_CAPITAL;
export const LIST_WINDOW = 85;
const LIST_AT = new RegExp(LIST.source, 'uy');

/** Where LIST can match: a capital (any non-ASCII code unit) after no ASCII letter or digit (the look-behind tests the rest). */
export function startsCapitalWord(text: string, s: number): boolean {
  if (!mayStartCapital(text, s)) return false;
  if (s === 0) return true;
  const p = text.charCodeAt(s - 1);
  const l = p | 32;
  return !((l >= 97 && l <= 122) || (p >= 48 && p <= 57));
}

/** The same list in lower case ("kids: amara, jonah, eli and ruth"), as lower-case notes and messages write it. */
export const LOWER_LIST_BEHIND = /(?<![\p{L}\d])/uy;
export const LOWER_LIST = /[a-z]{2,20}(?:,[ \t]{1,2}[a-z]{2,20}){1,6},?[ \t]{1,2}(?:and|&)[ \t]{1,2}[a-z]{2,20}(?![\p{L}\d])/gu;
// Tried at every lower-case letter, the pattern cost near a fiftieth of identify-phi: it is tried only before the
// comma after its first word (matchAllBeforeAnchor, core/anchored.ts), at most 20 code units before it, and only
// where a word starts (startsLowerWord): the look-behind fails after a letter or digit.
export const LOWER_LIST_ANCHOR = /,[ \t]{1,2}[a-z]/g;
export const LOWER_LIST_WINDOW = 20;
const LOWER_LIST_AT = new RegExp(LOWER_LIST.source, 'uy');
/** What every LOWER_LIST match holds after its commas: "and" or "&" between blanks, then a small letter. */
const LOWER_LIST_AND = /[ \t](?:and|&)[ \t]{1,2}[a-z]/g;
/** A match's "and" starts at most 160 code units after the match (a word of 20, six ", word" of 23, a comma, a blank). */
const LOWER_LIST_REACH = 200;

/**
 * The anchors of LOWER_LIST whose window may hold a match: ", x" is common in notes, a list with "and" is not. A match
 * that starts in an anchor's window holds an "and" (or one of the global search's that overlaps it, at most four code
 * units earlier) from 24 code units before the anchor to LOWER_LIST_REACH after it. The windows of the other anchors
 * hold no match, and the search over the windows left finds the same matches. None when the note holds no such "and".
 */
export function lowerListAnchors(text: string): { readonly index: number }[] {
  return anchorsNear(text, () => commaSmalls(text), LOWER_LIST_AND, LOWER_LIST_WINDOW + 10, LOWER_LIST_REACH);
}

/**
 * The matches of LOWER_LIST_ANCHOR (where each starts), read at each comma (`indexOf`) rather than searched: a comma, one
 * or two blanks and a small letter. A comma is neither a blank nor a letter, so no two matches overlap.
 */
function commaSmalls(text: string): { readonly index: number }[] {
  const at: { readonly index: number }[] = [];
  for (let p = text.indexOf(','); p >= 0; p = text.indexOf(',', p + 1)) {
    let c = codeAt(text, p + 1);
    if (c !== 32 && c !== 9) continue;
    c = codeAt(text, p + 2);
    if (c === 32 || c === 9) c = codeAt(text, p + 3);
    if (c >= 97 && c <= 122) at.push({ index: p });
  }
  return at;
}

/**
 * The anchors with a match of `markers` (global) from `before` code units before them to `after` after them; the
 * anchors are not read when the note holds no marker.
 */
function anchorsNear<A extends { readonly index: number }>(text: string, anchors: () => Iterable<A>, markers: RegExp, before: number, after: number): A[] {
  const at: number[] = [];
  for (const m of allMatches(text, markers)) at.push(m.index);
  const kept: A[] = [];
  if (at.length === 0) return kept;
  let k = 0;
  for (const a of anchors()) {
    while (k < at.length && at[k]! < a.index - before) k++;
    if (k < at.length && at[k]! <= a.index + after) kept.push(a);
  }
  return kept;
}

/** What every LIST match holds after its commas: "and" or "&" between blanks, then a capital. */
const LIST_AND = /[ \t](?:and|&)[ \t]{1,2}\p{Lu}/gu;
/** A match's "and" starts at most 615 code units after the match (a word of 85, six ", word" of 88, a comma, a blank). */
const LIST_REACH = 650;

/**
 * The ", X" anchors of LIST whose window may hold a match, as lowerListAnchors reads LOWER_LIST's: the "and" of a match
 * that starts in an anchor's window lies from LIST_WINDOW and four code units before the anchor to LIST_REACH after it.
 */
export function capitalListAnchors(text: string, commas: () => readonly RegExpExecArray[]): RegExpExecArray[] {
  return anchorsNear(text, commas, LIST_AND, LIST_WINDOW + 10, LIST_REACH);
}

/** Where LOWER_LIST can match: an ASCII letter after no ASCII letter or digit (the look-behind tests the rest). */
export function startsLowerWord(text: string, s: number): boolean {
  const c = text.charCodeAt(s);
  if (c < 97 || c > 122) return false;
  if (s === 0) return true;
  const p = text.charCodeAt(s - 1);
  const l = p | 32;
  return !((l >= 97 && l <= 122) || (p >= 48 && p <= 57));
}

/** "my name is", "her maiden name is", "What's your last name?" then one to three words. */
const NAME_IS = /\b(?:(?:my|his|her|their|your|pt'?s|patient'?s|the)[ \t]{1,2}(?:(?:first|last|maiden|full|middle|sur|given|preferred|legal|family)[ \t]{0,2})?name[ \t]{1,2}(?:is|was)[ \t]{1,3}|name\?[ \t]{1,3}(?:(?:User|A|Answer):[ \t]{0,2})?)([\p{L}][\p{L}'’-]{1,20}(?:[ \t](?:[\p{L}][\p{L}'’-]{1,20}|[\p{L}]\.?)){0,2})/giu;
/** A given name and surname, then where they live or work. */
export const BEFORE_RESIDENCE_BEHIND = /(?<![\p{L}\d])/uy;
export const BEFORE_RESIDENCE = new RegExp(String.raw`(${WORD})(?:[ \t]\p{Lu}\.?)?[ \t]{1,2}(${WORD})[ \t]{1,2}(?:lives|lived|resides|resided|works|worked)[ \t]{1,2}(?:at|in|on|for|with|near)\b`, 'gu');
/**
 * BEFORE_RESIDENCE tried only before its verb (matchAllBeforeAnchor, core/anchored.ts), not at every capital of a note
 * that says "lives" somewhere. The anchor is the blank right before the verb (RESIDENCE_VERBS' matches with one of its
 * verbs); the longest part before it: two words of 85 code units (astral letters counted twice), an initial and its
 * period after a blank (4), two blanks and the one blank before the anchor's own.
 */
const BEFORE_RESIDENCE_AT = new RegExp(BEFORE_RESIDENCE.source, 'uy');
export const BEFORE_RESIDENCE_WINDOW = 180;
const BEFORE_RESIDENCE_VERB = /^[ \t](?:lives|lived|resides|resided|works|worked)$/;
/** The anchors those are, as one pattern (the tests compare the anchored search with the whole one). */
export const BEFORE_RESIDENCE_ANCHOR = /[ \t](?:lives|lived|resides|resided|works|worked)(?=[ \t])/g;

/** "dictating a clinic note on X Y", "this is a discharge summary for X Y": the dictation's patient. */
const DICTATION = /\b(?:dictating|dictation|dictated)[ \t]{1,2}(?:(?:a|an|the|this)[ \t]{1,2})?(?:[a-z]{3,12}[ \t]{1,2}){0,2}(?:note|summary|letter|report|consult(?:ation)?|h&p)[ \t]{1,2}(?:on|for|regarding|re:?)[ \t]{1,2}(?:(?:patient|pt|mr\.?|mrs\.?|ms\.?|miss)[ \t]{1,2})?([\p{L}][\p{L}'’-]{1,20}(?:[ \t]{1,2}(?:[\p{L}][\p{L}'’-]{1,20}|[\p{L}]\.?)){1,2})/giu;

export function detectPeopleShapes(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  const rules: readonly [PhiRuleId, () => void][] = [
    ['person.foreign-letters', () => foreignLetters(text, wc, out)],
    ['person.name-list', () => nameLists(text, wc, out, seen)],
    ['person.name-is', () => { if (NAME_IS_GATE.open(seen)) nameIs(text, wc, out, seen); }],
    ['person.before-residence', () => beforeResidence(text, wc, out, seen)],
    ['person.dictation-subject', () => { if (DICTATION_GATE.open(seen)) dictationSubjects(text, wc, out, seen); }],
  ];
  for (const [id, rule] of rules) byRule(out, id, rule);
}

/** A word some list takes for a common or clinical word, or a place. */
function notName(wc: WordClasses, word: string): boolean {
  const low = word.toLowerCase().replace(/’/g, "'");
  const d = wc.dicts;
  return wc.isStop(low) || wc.isClinical(low) || (wc.isEnglish(low) && !wc.isGiven(low)) || d.countries.has(low) || d.states.has(low);
}

function foreignLetters(text: string, wc: WordClasses, out: Candidate[]): void {
  // Most notes have no accented letter at all: then no pair needs trying.
  if (!FOREIGN.test(text)) return;
  for (const m of matchAllBehind(text, PAIR_BEHIND, PAIR)) {
    if (!FOREIGN.test(m[0])) continue;
    const first = m[1]!;
    const last = m[3]!;
    if (notName(wc, first) || notName(wc, last)) continue;
    const d = wc.dicts;
    if (d.cities.has(`${first} ${last}`.toLowerCase()) || d.cities.has(first.toLowerCase()) || d.cities.has(last.toLowerCase())) continue;
    const end = m.index + m[0].length;
    if (DISEASE_AFTER.test(text.slice(end, end + 24))) continue;
    push(out, m.index, end, 'PATIENT', SCORE.foreignLetters);
  }
}

/**
 * One name opening a sentence, then where the person is from, lives or works ("Ana is from Guatemala",
 * "Tomasz lives on Parkowa 12"): a given name no English list has, or a word no list knows.
 */
export const SINGLE_BEFORE_RESIDENCE = new RegExp(String.raw`(?:^|(?<=[.!?]["”]?[ \t]{1,2}|\n))[ \t]{0,4}(${WORD})[ \t]{1,2}(?:(?:is|was)[ \t]{1,2}(?:originally[ \t]{1,2})?from|lives|lived|resides|resided|works|worked|grew[ \t]{1,2}up|was[ \t]{1,2}born|moved)[ \t]{1,2}(?:at|in|on|for|with|near|from|to|\p{Lu})`, 'gmu');

// Tried at every position, the pattern is tried only before its verb (matchAllBeforeAnchor, core/anchored.ts), where
// a line or a sentence starts. The anchor is the blank right before the verb; the verb ends where the next anchor
// may start, so two cannot overlap. The longest part before it: four blanks, a word of 85 code units (astral letters
// counted twice) and one more blank.
export const SINGLE_BEFORE_RESIDENCE_ANCHOR = /[ \t](?:is|was|lives|lived|resides|resided|works|worked|grew|moved)(?=[ \t])/g;
export const SINGLE_BEFORE_RESIDENCE_WINDOW = 90;
const SINGLE_BEFORE_RESIDENCE_AT = new RegExp(SINGLE_BEFORE_RESIDENCE.source, 'muy');
/** The verbs found only where a run of letters starts with one, the blank before it (core/word-anchors.ts). */
const RESIDENCE_VERBS = new WordAnchor(SINGLE_BEFORE_RESIDENCE_ANCHOR, 'is* was* lives* lived* resides* resided* works* worked* grew* moved*', 1);

function singleBeforeResidence(text: string, wc: WordClasses, out: Candidate[], verbs: readonly RegExpExecArray[]): void {
  if (verbs.length === 0) return;
  for (const m of matchAllBeforeAnchor(text, verbs, SINGLE_BEFORE_RESIDENCE_WINDOW, undefined, SINGLE_BEFORE_RESIDENCE_AT, mayStartSentence)) {
    const word = m[1]!;
    const low = word.toLowerCase().replace(/’/g, "'");
    if (notName(wc, word) || wc.isShorthand(low) || wc.isMisspelt(low) || wc.dicts.cities.has(low)) continue;
    const ev = wc.nameEvidence(low);
    if (!(ev.unknown || (ev.knownNotEnglish && wc.isGiven(low)))) continue;
    const start = m.index + m[0].indexOf(word);
    push(out, start, start + word.length, 'PATIENT', SCORE.beforeResidence);
  }
}

/** What every match of BEFORE_RESIDENCE holds: a note without it skips the pattern (no finding lost). */
const BEFORE_RESIDENCE_NEEDS = /[ \t](?:lives|lived|resides|resided|works|worked)[ \t]/;
/** The words every match of NAME_IS, BEFORE_RESIDENCE and DICTATION holds (core/word-gate.ts): most notes hold none.
 * "first name" may be written as one word. */
const NAME_IS_GATE = wordGate('name firstname lastname maidenname fullname middlename surname givenname preferredname legalname familyname');
const BEFORE_RESIDENCE_GATE = wordGate('lives lived resides resided works worked');
const DICTATION_GATE = wordGate('dictating dictation dictated');
/** NAME_IS and DICTATION tried only where their first words start a run of letters (core/word-anchors.ts). */
const NAME_IS_AT = new WordAnchor(NAME_IS, 'my his her their your pt* patient* the name');
const DICTATION_AT = new WordAnchor(DICTATION, 'dictating dictation dictated');

function nameLists(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  capitalisedNameLists(text, wc, out, seen);
  lowerNameLists(text, wc, out);
}

function capitalisedNameLists(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of matchAllBeforeAnchor(text, capitalListAnchors(text, () => seen.memo.commaCapitals(text)), LIST_WINDOW, LIST_BEHIND, LIST_AT, startsCapitalWord)) {
    const words = allMatches(m[0], new RegExp(WORD, 'gu'));
    if (words.length < 3) continue;
    const given = words.filter((w) => wc.isKnownName(w[0].toLowerCase())).length;
    // Two known names, and no word of the list a clinical word, a place or an English word only.
    if (given < 2 || words.some((w) => notName(wc, w[0]) || wc.dicts.cities.has(w[0].toLowerCase()))) continue;
    for (const w of words) push(out, m.index + w.index, m.index + w.index + w[0].length, 'PATIENT', SCORE.nameList);
  }
}

function lowerNameLists(text: string, wc: WordClasses, out: Candidate[]): void {
  // In lower case a capital says nothing: every word must be a given name, two of them no English word.
  for (const m of matchAllBeforeAnchor(text, lowerListAnchors(text), LOWER_LIST_WINDOW, LOWER_LIST_BEHIND, LOWER_LIST_AT, startsLowerWord)) {
    const words = allMatches(m[0], /[a-z]{2,20}/g).filter((w) => w[0] !== 'and');
    if (words.length < 3) continue;
    if (words.some((w) => !wc.isGiven(w[0]) || wc.isStop(w[0]) || wc.isClinical(w[0]))) continue;
    if (words.filter((w) => wc.nameEvidence(w[0]).knownNotEnglish).length < 2) continue;
    for (const w of words) push(out, m.index + w.index, m.index + w.index + w[0].length, 'PATIENT', SCORE.nameList);
  }
}

function nameIs(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of NAME_IS_AT.matchAll(text, seen)) {
    const words = allMatches(m[1]!, /\S+/g);
    // The name ends at the first word a list takes for a common word (unless it is a given name).
    let n = 0;
    for (const w of words) {
      const low = w[0].toLowerCase().replace(/\.$/, '');
      if (wc.isStop(low) || wc.isClinical(low) || (wc.isEnglish(low) && !wc.isKnownName(low))) break;
      n++;
    }
    if (n === 0) continue;
    const start = m.index + m[0].length - m[1]!.length;
    const last = words[n - 1]!;
    push(out, start, start + last.index + last[0].replace(/\.$/, '').length, 'PATIENT', SCORE.nameIs);
  }
}

function beforeResidence(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  const verbs = RESIDENCE_VERBS.matchAll(text, seen);
  singleBeforeResidence(text, wc, out, verbs);
  if (!BEFORE_RESIDENCE_GATE.open(seen) || !BEFORE_RESIDENCE_NEEDS.test(text)) return;
  const anchors = verbs.filter((v) => BEFORE_RESIDENCE_VERB.test(v[0]));
  for (const m of matchAllBeforeAnchor(text, anchors, BEFORE_RESIDENCE_WINDOW, BEFORE_RESIDENCE_BEHIND, BEFORE_RESIDENCE_AT)) {
    if (notName(wc, m[1]!) || notName(wc, m[2]!)) continue;
    const end = m.index + m[0].indexOf(m[2]!, m[1]!.length) + m[2]!.length;
    push(out, m.index, end, 'PATIENT', SCORE.beforeResidence);
  }
}

function dictationSubjects(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of DICTATION_AT.matchAll(text, seen)) {
    const words = allMatches(m[1]!, /\S+/g);
    let n = 0;
    for (const w of words) {
      const low = w[0].toLowerCase().replace(/[.,]$/, '');
      if (wc.isStop(low) || wc.isClinical(low) || (wc.isEnglish(low) && !wc.isKnownName(low))) break;
      n++;
      if (w[0].endsWith(',')) break;
    }
    if (n < 2) continue;
    const start = m.index + m[0].length - m[1]!.length;
    const last = words[n - 1]!;
    push(out, start, start + last.index + last[0].replace(/[.,]$/, '').length, 'PATIENT', SCORE.dictationSubject);
  }
}
