// People and their organisations as letters, e-mails and portal messages name them, in the frames those
// texts always have:
// - the reader's name after a greeting that opens a line ("Hi Anna,", "Dear Tomasz!", "Good morning Priya:");
// - the writer's name after a closing, inline at a line's end ("Thanks, Bob") or alone on the next line
//   ("Cheers,\nLiam");
// - a writer or caller introducing themself ("I'm Ruth Keane", "this is Marisol", "everyone calls me Bart",
//   "I'm Ruth's husband");
// - the organisation a named person is from ("Kim Vance from Brightstar Home Care called", "Dana Roe of
//   Pellworth"), which telephone and portal notes write to say who called;
// - who speaks in quoted dialogue ("…," says Ilse; "I'm fine!" said Tomasz to Anna) and a speaker's label
//   in a transcript ("Nicole: Remember me?"), a given name only;
// - the job title on the line under a name in a signature or an address block ("Harpreet Sandhu\nClaims
//   Officer", "Tobias Renner\nWarehouse Supervisor"); a clinician's own role ("Consultant Geriatrician") is
//   the writer's job, not the patient's, and is left alone;
// - the organisation on the line between a person's name and a street address in a signature, a letterhead
//   or a recipient block ("Priyanka Deshmukh\nFerncliff Engineering Group\n14 Mill Lane"), or named with its
//   street address after a place cue ("attend Riverside Imaging, 45 High Street").
// In each frame the name words must read as names: Title case, no stop, clinical or English word (an English
// word only when it is also a given name: "Hi Mark,"), no place of the dictionaries. Every separator is
// bounded and each frame is found from its own cue, so the scan stays linear.
import type { PhiRuleId } from '../../../deid/phi-rules';
import { matchAllBeforeAnchor, mayStartLineOrQuote, mayStartSentence, opensLineOrAfter } from '../core/anchored';
import { byRule, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import type { WordClasses } from '../core/tokens';
import { CLOSINGS, GREETINGS, SELF_INTRODUCTIONS, SPEECH_VERBS, TURNS_TO_READER } from '../vocab/letter-words';
import { NOT_NAME_WORDS } from '../vocab/name-guards';
import { KIN_WORDS, wordAlternation } from '../vocab/people-words';
import { CLINICIAN_ENDING, CLINICIAN_ROLES, OCCUPATIONS } from '../vocab/occupation-words';
import { firstWords, WordAnchor } from '../core/word-anchors';
import { allMatches } from '../core/all-matches';
import { addressBlocks, addressLines, namesAboveAddress, orgsBeforeAddress } from './letter-addresses';
import { caseless, mayBeNameLine, NAME_LINE, NAME_RUN, NAME_WORD, nameWord, OCCUPATION_ENDING, pushPerson, readRun, withoutCr } from './letter-names';

/** Where a greeting may stand: a line's start (after blanks or a quote mark), or a sentence's. */
const GREETING = new RegExp(String.raw`(?:^|(?<=[\n"“]))[ \t]{0,4}(?:${caseless(GREETINGS)})[ \t,]{1,2}(${NAME_RUN})(?=[ \t]{0,2}(?:[,!:;]|\.?[ \t]{0,2}(?:\r?\n|$)))`, 'gmu');
/** A closing and its name, inline to the line's end or alone on the next non-blank line. */
export const CLOSING = new RegExp(String.raw`(?:^|(?<=[\n.!?][ \t]{0,2}))[ \t]{0,4}(?:${caseless(CLOSINGS)})(?:[ \t]{0,2}[,!.][ \t]{0,2}(?:\r?\n[ \t]{0,4}){0,2}|[ \t]{0,2}(?:\r?\n[ \t]{0,4}){1,2})(${NAME_RUN})(?=[ \t]{0,2}[!.]?[ \t]{0,2}(?:\r?\n|$))`, 'gmu');
/**
 * A self-introduction: the name, or the person whose relative the writer is ("I'm Ruth's husband"). SELF with
 * its look-behind (SELF_BEHIND) is tried only where a run of letters starts with one of its first words (SELF_AT,
 * core/word-anchors.ts); as one pattern starting with the look-behind, it was tried at every position of the note.
 */
export const SELF_BEHIND = /(?<![\p{L}])/iuy;
export const SELF = new RegExp(String.raw`(?:${caseless(SELF_INTRODUCTIONS)})[ \t]{1,2}([\p{L}][\p{L}'’-]{1,20}(?:[ \t](?:\p{Lu}\.?[ \t])?[\p{L}][\p{L}'’-]{1,20}){0,2})`, 'giu');
/** A person's given name (and surname), then "from"/"of" and the organisation's capitalised words. */
export const PERSON_FROM_BEHIND = /(?<![\p{L}.])/uy;
export const PERSON_FROM = new RegExp(String.raw`(${NAME_WORD}(?:[ \t]\p{Lu}\.?)?(?:[ \t]${NAME_WORD})?)[ \t]{1,2}(?:from|of)[ \t]{1,2}(\p{Lu}[\p{L}'’-]{1,25}(?:[ \t](?:&[ \t])?\p{Lu}[\p{L}'’.-]{0,25}){0,3})`, 'gu');
// Tried at every capital, the pattern cost over a hundredth of identify-phi: it is tried only before its " from X"
// or " of X" (matchAllBeforeAnchor, core/anchored.ts). The anchor is the blank right before "from"/"of"; two
// anchors cannot overlap (after "from"/"of" come blanks, then a capital). The longest part before it: two name
// words of 85 code units each (astral letters counted twice), an initial and its blank (4), one blank (1).
export const PERSON_FROM_ANCHOR = /[ \t](?:from|of)[ \t]{1,2}\p{Lu}/gu;
export const PERSON_FROM_WINDOW = 176;
const PERSON_FROM_AT = new RegExp(PERSON_FROM.source, 'uy');
// "of" is among a note's commonest words: the anchor itself is tried only where "from" or "of" starts a run, one blank
// after the blank it starts with (core/word-anchors.ts).
const PERSON_FROM_ANCHOR_AT = new WordAnchor(PERSON_FROM_ANCHOR, 'from of', 1);

/**
 * A name the writer addresses: opening a line before a comma and the line's end or a word that turns to the
 * reader ("Anna,\nI looked at ...", "Bob, can you call me?"), or closing a sentence after a comma ("See you
 * soon, Priya!").
 */
export const VOCATIVE_START = new RegExp(String.raw`(?:^|(?<=[\n"“]))[ \t]{0,4}(${NAME_WORD}(?:[ \t]${NAME_WORD})?)[ \t]{0,2},[ \t]{0,2}(?=\r?\n|(?:${caseless(TURNS_TO_READER)})(?![\p{L}'’]))`, 'gmu');
// Tried at every position, VOCATIVE_START and SPEAKER are tried only before their comma or colon (matchAllBeforeAnchor,
// core/anchored.ts), where a line, a quote or a sentence starts. An anchor holds one comma or colon and then blanks,
// so two cannot overlap. The longest part before the comma: four blanks, two name words of 85 code units each (astral
// letters counted twice), a blank between them and two before the comma; before the colon: four blanks and a word.
export const VOCATIVE_START_ANCHOR = new RegExp(String.raw`,[ \t]{0,2}(?=\r?\n|(?:${caseless(TURNS_TO_READER)})(?![\p{L}'’]))`, 'gu');
export const VOCATIVE_START_WINDOW = 177;
const VOCATIVE_START_AT = new RegExp(VOCATIVE_START.source, 'muy');
const VOCATIVE_END = new RegExp(String.raw`,[ \t]{1,2}(${NAME_WORD})[ \t]{0,2}([!?.])(?=[ \t"”)]|\r?\n|$)`, 'gu');

/** Who speaks in quoted dialogue: after the quote and a speech verb ("…," says Ilse.), and whom they speak to. */
const SPEECH_AFTER = new RegExp(String.raw`(?:["”]|[!?])[ \t]{1,2}(?:${caseless(SPEECH_VERBS)})[ \t]{1,2}(${NAME_RUN})(?:[ \t]{1,2}to[ \t]{1,2}(${NAME_RUN}))?(?=[ \t]{0,2}(?:[.,;:!?"”]|\r?\n|$))`, 'gu');
/** A speaker's label opening a line or a sentence of a transcript or a story ("Nicole: Remember me?"). */
export const SPEAKER = new RegExp(String.raw`(?:^|(?<=[.!?]["”]?[ \t]{1,2}))[ \t]{0,4}(${NAME_WORD}):[ \t]{0,2}(?=["“]|\p{Lu}[\p{Ll}'’ ])`, 'gmu');
export const SPEAKER_ANCHOR = /:[ \t]{0,2}(?=["“]|\p{Lu}[\p{Ll}'’ ])/gu;
export const SPEAKER_WINDOW = 89;
const SPEAKER_AT = new RegExp(SPEAKER.source, 'muy');

/** Relatives and roles the writer names themself as ("I'm Ruth's husband"): what follows a possessive name. */
const RELATION_AFTER = new RegExp(String.raw`^['’]s[ \t]{1,2}(?:${wordAlternation(KIN_WORDS)})(?![\p{L}])`, 'iu');

export function detectLetterPeople(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  const blocks = addressLines(text);
  const rules: readonly [PhiRuleId, () => void][] = [
    ['person.greeting', () => greetings(text, wc, out, seen)],
    ['person.closing', () => closings(text, wc, out, seen)],
    ['person.self-introduction', () => selfIntroductions(text, wc, out, seen)],
    ['person.vocative', () => vocatives(text, wc, out)],
    ['person.speaker', () => speakers(text, wc, out)],
    ['org.person-from', () => personFrom(text, wc, out, seen)],
    ['profession.title-line', () => titleLines(text, wc, out)],
    ['org.address-block', () => addressBlocks(text, wc, out, blocks)],
    ['person.address-block', () => namesAboveAddress(text, wc, out, blocks)],
    ['org.before-address', () => orgsBeforeAddress(text, wc, out, seen)],
  ];
  for (const [id, rule] of rules) byRule(out, id, rule);
}

// GREETING and CLOSING are tried only from up to four blanks before the runs their words start, SELF (with its
// look-behind) only at the runs its words start (core/word-anchors.ts): the same matches as their global search.
export const GREETING_AT = new WordAnchor(GREETING, firstWords(GREETINGS), 4);
export const CLOSING_AT = new WordAnchor(CLOSING, firstWords(CLOSINGS), 4);
/**
 * The writer signing with initials and a surname on a line of its own after a closing, in any letter case: "Yours
 * faithfully,\nE.K. Ansah-Addo\nHouse Officer", "regards,\nm.t. okafor". Letters of West Africa, South Asia and
 * Southern Africa sign so; CLOSING's name run wants a capitalised given name. The line may go on with a credential.
 */
const CLOSING_INITIALS = new RegExp(String.raw`(?:^|(?<=[\n.!?][ \t]{0,2}))[ \t]{0,4}(?:${caseless(CLOSINGS)})[ \t]{0,2}[,!.]?[ \t]{0,2}(?:\r?\n[ \t]{0,4}){1,3}((?:\p{L}\.[ \t]?){1,3}(\p{L}[\p{L}'’]{1,25})(?:-\p{L}[\p{L}'’]{1,25})?)(?=[ \t]{0,2}(?:,[^\n]{0,40})?(?:\r?\n|$))`, 'gmu');
export const CLOSING_INITIALS_AT = new WordAnchor(CLOSING_INITIALS, firstWords(CLOSINGS), 4);
const SELF_AT = new WordAnchor(new RegExp(`(?<![\\p{L}])${SELF.source}`, SELF.flags), 'i this it call calls called name');

/**
 * A portal message typed in lower case: the greeting opening a line or following a message header's colon ("11/3
 * 7:40pm: hi, ..."), and the word after it in small letters ("hi, maya has had a rash",
 * "hello jun, ...", "hi this is keshawn, ..."). Proxy writers run the greeting into the sentence about the child, so the
 * word may be the reader or the subject; either way it names a person when the lists hold it as a given name and as no
 * English word. After "this is" (the writer introducing themself) a word no list holds at all will do, when a comma or
 * the line's end closes it.
 */
const GREETING_LOWER = new RegExp(String.raw`(?:^|(?<=[\n:]))[ \t]{0,4}(?:${GREETINGS.filter((g) => !g.includes(' ')).join('|')})(?:[ \t]{0,2},[ \t]{0,2}|[ \t]{1,2})(this[ \t]is[ \t])?([a-z][a-z'’-]{1,20})(?=[ \t]{0,2}(?:[,!.:;]|\r?\n|$)|[ \t][a-z])`, 'gm');
export const GREETING_LOWER_AT = new WordAnchor(GREETING_LOWER, firstWords(GREETINGS.filter((g) => !g.includes(' '))), 4);

/** The marks GREETING's, CLOSING's and GREETING_LOWER's look-behinds read before their blanks (`opensLineOrAfter`). */
const QUOTE_MARKS = [10, 34, 0x201c];
const SENTENCE_MARKS = [10, 46, 33, 63];
const COLON_MARKS = [10, 58];
/** Where GREETING (4 blanks), CLOSING and CLOSING_INITIALS (2 and 4) and GREETING_LOWER (4) may start their first word. */
export const mayOpenGreeting = (text: string, p: number): boolean => opensLineOrAfter(text, p, 4, QUOTE_MARKS);
export const mayOpenClosing = (text: string, p: number): boolean => opensLineOrAfter(text, p, 6, SENTENCE_MARKS);
export const mayOpenLowerGreeting = (text: string, p: number): boolean => opensLineOrAfter(text, p, 4, COLON_MARKS);

function greetings(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of GREETING_AT.matchAll(text, seen, mayOpenGreeting)) {
    const kinds = readRun(m[1]!, wc);
    if (kinds) pushPerson(out, m.index + m[0].length - m[1]!.length, m[1]!, kinds);
  }
  for (const m of GREETING_LOWER_AT.matchAll(text, seen, mayOpenLowerGreeting)) {
    const word = m[2]!;
    const start = m.index + m[0].length - word.length;
    if (NOT_NAME_WORDS.has(word) || wc.isStop(word) || wc.isClinical(word) || wc.isShorthand(word)) continue;
    const ev = wc.nameEvidence(word);
    if (wc.isGiven(word) && ev.knownNotEnglish) push(out, start, start + word.length, 'PATIENT', TIER.cueKnownName);
    else if (m[1] !== undefined && ev.unknown && !wc.isMisspelt(word) && /^[ \t]{0,2}(?:,|\r?\n|$)/.test(text.slice(start + word.length, start + word.length + 3))) {
      push(out, start, start + word.length, 'PATIENT', TIER.cueUnknownWord);
    }
  }
}

/**
 * One word of each closing (vocab/letter-words.ts), the rarest in a note: a note without any skips CLOSING
 * (core/word-gate.ts). In the pattern each stands between a blank, a line break, a sentence's end or the text's
 * start and a blank, a punctuation mark or a line break: a run of ASCII letters of its own.
 */
export const CLOSING_GATE_WORDS = 'thanks thank cheers regards best sincerely truly faithfully respectfully love take warmly wishes mihi mai ora';
const CLOSING_GATE = wordGate(CLOSING_GATE_WORDS);

function closings(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!CLOSING_GATE.open(seen)) return;
  for (const m of CLOSING_AT.matchAll(text, seen, mayOpenClosing)) {
    const kinds = readRun(m[1]!, wc);
    if (kinds) pushPerson(out, m.index + m[0].length - m[1]!.length, m[1]!, kinds);
  }
  for (const m of CLOSING_INITIALS_AT.matchAll(text, seen, mayOpenClosing)) {
    // The surname must read as one: a name a list knows, or a word none knows ("e.g. sent", "p.s. see" are no name).
    const surname = m[2]!.toLowerCase();
    if (wc.isStop(surname) || wc.isClinical(surname)) continue;
    const ev = wc.nameEvidence(surname);
    if (!ev.nameLike || (ev.english && !ev.known)) continue;
    pushPerson(out, m.index + m[0].length - m[1]!.length, m[1]!, [ev.known ? 'known' : 'unknown']);
  }
}

function vocatives(text: string, wc: WordClasses, out: Candidate[]): void {
  if (!text.includes(',')) return;
  for (const m of matchAllBeforeAnchor(text, VOCATIVE_START_ANCHOR, VOCATIVE_START_WINDOW, undefined, VOCATIVE_START_AT, mayStartLineOrQuote)) {
    const kinds = readRun(m[1]!, wc);
    if (kinds) pushPerson(out, m.index + m[0].indexOf(m[1]!), m[1]!, kinds);
  }
  for (const m of allMatches(text, VOCATIVE_END)) {
    const kinds = readRun(m[1]!, wc);
    // A list ends with a comma and a word too ("aspirin, Xarelto."): after a full stop only a given name no
    // English list has will do.
    if (!kinds || (m[2] === '.' && !(wc.isGiven(m[1]!.toLowerCase()) && wc.nameEvidence(m[1]!.toLowerCase()).knownNotEnglish))) continue;
    pushPerson(out, m.index + m[0].indexOf(m[1]!), m[1]!, kinds);
  }
}

function speakers(text: string, wc: WordClasses, out: Candidate[]): void {
  if (/["”!?]/.test(text)) {
    for (const m of allMatches(text, SPEECH_AFTER)) {
      for (const run of [m[1], m[2]]) {
        if (run === undefined) continue;
        const kinds = readRun(run, wc);
        if (kinds) pushPerson(out, m.index + m[0].indexOf(run, run === m[2] ? m[0].indexOf(m[1]!) + m[1]!.length : 0), run, kinds);
      }
    }
  }
  if (!text.includes(':')) return;
  for (const m of matchAllBeforeAnchor(text, SPEAKER_ANCHOR, SPEAKER_WINDOW, undefined, SPEAKER_AT, mayStartSentence)) {
    // A label is a heading far more often than a speaker: only a given name no English list has will do.
    const low = m[1]!.toLowerCase();
    if (!wc.isGiven(low) || !wc.nameEvidence(low).knownNotEnglish || nameWord(m[1]!, wc) === null) continue;
    pushPerson(out, m.index + m[0].indexOf(m[1]!), m[1]!, ['known']);
  }
}

function selfIntroductions(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of SELF_AT.matchAll(text, seen)) {
    const start = m.index + m[0].length - m[1]!.length;
    const words = m[1]!.split(/[ \t]+/);
    // The name ends at the first word that reads as none; a lower-case word must be a name no English list has.
    let n = 0;
    let known = false;
    for (const w of words) {
      if (/^\p{Lu}\.?$/u.test(w) && n > 0) { n++; continue; }
      const bare = w.replace(/['’]s$/u, '');
      const k = nameWord(bare, wc);
      // ALL-CAPS words are no evidence ("THIS IS TRACED"): Title case, or a lower-case name no English list has.
      if (k === null || (!/^\p{Lu}[\p{Ll}'’]/u.test(w) && !(/^\p{Ll}+$/u.test(bare) && k === 'known' && wc.nameEvidence(bare.toLowerCase()).knownNotEnglish))) break;
      known ||= k === 'known';
      n++;
      if (bare !== w) break;
    }
    if (n === 0) continue;
    const span = words.slice(0, n).join(' ');
    if (text.slice(start, start + span.length).replace(/\t/g, ' ') !== span) continue;
    let end = start + span.length;
    if (/['’]s$/u.test(span)) {
      // "I'm Ruth's husband": Ruth is named only as the writer's relative.
      if (!RELATION_AFTER.test(text.slice(end - 2, end + 24))) continue;
      end -= 2;
    }
    push(out, start, end, 'PATIENT', known ? TIER.cueKnownName : TIER.cueName);
  }
}

function personFrom(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of matchAllBeforeAnchor(text, PERSON_FROM_ANCHOR_AT.matchAll(text, seen), PERSON_FROM_WINDOW, PERSON_FROM_BEHIND, PERSON_FROM_AT)) {
    const person = readRun(m[1]!, wc);
    // A person: two name words, or one given name no English list has ("Kim from ...").
    if (!person || (person.length < 2 && !(person[0] === 'known' && wc.nameEvidence(m[1]!.toLowerCase()).knownNotEnglish && wc.isGiven(m[1]!.toLowerCase())))) continue;
    const org = m[2]!.replace(/[.'’]+$/u, '').replace(/['’]s$/u, '');
    const words = org.split(/[ \t]+/).filter((w) => w !== '&');
    const lows = words.map((w) => w.toLowerCase());
    const d = wc.dicts;
    const whole = lows.join(' ');
    // A place is the place rules' to read ("Anna Roe of Boston"), and a service or ward is no organisation.
    if (d.cities.has(whole) || d.countries.has(whole) || d.states.has(whole) || d.cities.has(lows[0]!) || d.countries.has(lows[0]!) || d.states.has(lows[0]!)) continue;
    if (wc.isStop(lows[0]!) || NOT_NAME_WORDS.has(lows[0]!) || lows.some((w) => wc.isClinical(w) && !wc.isKnownName(w))) continue;
    if (words.length === 1 && (wc.isEnglish(lows[0]!) || wc.isShorthand(lows[0]!) || lows[0]!.length < 3)) continue;
    const start = m.index + m[0].length - m[2]!.length;
    push(out, start, start + org.length, 'ORGANIZATION', TIER.weakCue);
  }
}

/** A job title's line: one to six words (a comma or "and" between them), no digit, no colon. */
const TITLE_LINE = /^[ \t]{0,4}(\p{Lu}[\p{L}'’-]{1,30}(?:,?[ \t]{1,2}[\p{L}'’-]{1,30}){0,5})[ \t]{0,2}$/u;
const AGENT_ENDING = /(?:er|or|ant)$/;

function titleLines(text: string, wc: WordClasses, out: Candidate[]): void {
  if (!text.includes('\n')) return;
  const lines: [number, string][] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    lines.push([at, withoutCr(line)]);
    at += line.length + 1;
  }
  for (let i = 0; i + 1 < lines.length; i++) {
    const n = mayBeNameLine(lines[i]![1]) ? NAME_LINE.exec(lines[i]![1]) : null;
    if (!n || !readRun(n[1]!, wc)) continue;
    // The title is on the next line, or after one blank line.
    let j = i + 1;
    if (lines[j]![1].trim() === '' && j + 1 < lines.length) j++;
    const [start, line] = lines[j]!;
    const t = TITLE_LINE.exec(line);
    if (!t) continue;
    const words = t[1]!.split(/,?[ \t]{1,2}/);
    const head = words.at(-1)!.toLowerCase();
    const known = OCCUPATIONS.has(head);
    if (!known && !OCCUPATION_ENDING.test(head) && !(words.length > 1 && AGENT_ENDING.test(head))) continue;
    // A device or a drug under a name ("Holter Monitor") is no job, nor a second name.
    if (!known && (wc.isClinical(head) || head.length < 5)) continue;
    if (readRun(t[1]!, wc) !== null) continue;
    // A clinician's own role under their signature is the writer's job, not the patient's: left alone.
    if (words.some((w) => CLINICIAN_ROLES.has(w.toLowerCase()) || CLINICIAN_ENDING.test(w.toLowerCase()) || wc.isClinical(w.toLowerCase()))) continue;
    const s = start + line.indexOf(t[1]!);
    push(out, s, s + t[1]!.length, 'PROFESSION', known ? TIER.knownOccupation : TIER.occupation);
  }
}
