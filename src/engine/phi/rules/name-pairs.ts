// person.name-pair: two people named together where the slot says who they are, in any letter case: the visitors
// after "visited by" ("visited by aldous and benedetta ruell") and the proxies before "are his HCPs" ("Thaiskel and
// Plund are his health care proxies"). Families are named in pairs this way in nursing and social-work notes, and
// the cue before or after covers both names, where the single-name rules find one of them or neither in a line
// with no capitals. Each word must read as a name (a name list holds it, or no list does) and be no kin, staff,
// service or stop word: "visited by family and friends", "visited by chaplain and SW", "church members and
// neighbours are his contacts" stay untouched.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { BRACKET_ROLES, CONSULT_SERVICES, CONTACTS, DOCTOR_TITLES, GROUP_RELATIVES, PERSON_TITLES, PLURAL_RELATIVES, RELATIVES, ROLE_CREDENTIALS, STAFF_ROLES, SUPPORT_ROLES } from '../vocab/people-words';

const WORD = String.raw`[\p{L}][\p{L}'’]{1,20}(?:-[\p{L}][\p{L}'’]{1,20})?`;
/** One or two name words, "and" or "&", one or two name words: the pair as written. */
const PAIR = String.raw`(${WORD}(?:[ \t]${WORD})?[ \t]{1,2}(?:and|&)[ \t]{1,2}${WORD}(?:[ \t]${WORD})?)`;
/** The pair after a cue of visiting or talking: "visited by", "spoke with", "call from", "met with", "updated". */
const LEAD = new RegExp(
  String.raw`\b((?:(?:visited|accompanied)[ \t]{1,2}by|(?:spoke|talked)[ \t]{1,2}(?:with|to)|calls?[ \t]{1,2}from|(?:met|meeting)[ \t]{1,2}with|updated)[ \t]{1,2})${PAIR}(?![\p{L}'’-])`,
  'giu',
);
const LEAD_AT = new WordAnchor(LEAD, 'visited accompanied spoke talked call calls met meeting updated');
/** The proxies' role after the pair: "are his HCPs", "are her appointed health care proxies". */
const PROXIES = new RegExp(
  String.raw`\bare[ \t]{1,2}(?:(?:his|her|their|the|pt's|both)[ \t]{1,2})?(?:(?:appointed|official|legal)[ \t]{1,2})?(?:co-?hcps?|hcps?|health[ \t]{1,2}care[ \t]{1,2}prox(?:y|ys|ies)|prox(?:y|ys|ies)|guardians|poas?|decision[ \t]{1,2}makers)\b`,
  'giu',
);
const PROXIES_AT = new WordAnchor(PROXIES, 'are');
/** Who the pair are, in brackets after it: "(daughters)", "(grandchildren)", "(friends)". */
const GROUP_WORDS = [...new Set([...PLURAL_RELATIVES, ...GROUP_RELATIVES, ...CONTACTS.filter((c) => c === 'friends')])];
const GROUP = new RegExp(String.raw`\b(?:${GROUP_WORDS.join('|')})\)`, 'giu');
const GROUP_AT = new WordAnchor(GROUP, GROUP_WORDS.join(' '));
/** The pair that ends just before the proxies' role, read from a bounded stretch before it. */
const PAIR_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}'’-])${PAIR}[ \t]{0,2}$`, 'u');
/** How far before "are" the pair may start: two two-word names at their longest. */
const PAIR_REACH = 100;

/** Words that stand where a name would and name no one: relatives, staff, services. */
const NOT_NAMES = new Set([
  ...RELATIVES, ...PLURAL_RELATIVES, ...GROUP_RELATIVES, ...CONTACTS, ...STAFF_ROLES, ...SUPPORT_ROLES, ...BRACKET_ROLES, ...CONSULT_SERVICES,
  ...ROLE_CREDENTIALS, ...DOCTOR_TITLES, ...PERSON_TITLES, 'both', 'family', 'pt', 'patient',
]);

/** Each name's words in the pair, with their offsets, or undefined when a word cannot be a name. */
function readPair(text: string, from: number, pair: string, wc: WordClasses): { start: number; end: number }[] | undefined {
  const joint = /[ \t]{1,2}(?:and|&)[ \t]{1,2}/i.exec(pair);
  if (joint === null) return undefined;
  const first = words(text, from, from + joint.index);
  const second = words(text, from + joint.index + joint[0].length, from + pair.length);
  const around = text.slice(Math.max(0, from - 40), from + pair.length + 40);
  const mixed = /[a-z]/.test(around) && /[A-Z]/.test(around);
  const ok = (w: { text: string }): boolean => nameWord(w.text, mixed, wc);
  // "Both Ann and Bo are his HCPs", "spoke with Ann and Bo re: plan": a word on the pair's outer edge that is no name
  // is no part of it (the pattern took it as a second name word).
  if (first.length === 2 && !ok(first[0]!)) first.shift();
  if (second.length === 2 && !ok(second[1]!)) second.pop();
  if (!first.every(ok) || !second.every(ok)) return undefined;
  return [first, second].map((side) => ({ start: side[0]!.start, end: side[side.length - 1]!.end }));
}

/** The words between `start` and `end`, with their offsets. */
function words(text: string, start: number, end: number): { text: string; start: number; end: number }[] {
  const found: { text: string; start: number; end: number }[] = [];
  for (const m of text.slice(start, end).matchAll(/[^ \t]+/g)) found.push({ text: m[0], start: start + m.index, end: start + m.index + m[0].length });
  return found;
}

/** A name list's word, or a word no English list holds (a surname may look like a typo of one: "Plund"). */
function nameWord(w: string, mixed: boolean, wc: WordClasses): boolean {
  // In mixed-case text a name is written with its capital.
  if (mixed && !/^\p{Lu}/u.test(w)) return false;
  return w
    .toLowerCase()
    .replace(/’/g, "'")
    .split('-')
    .every((part) => part.length >= 2 && !NOT_NAMES.has(part) && !wc.isStop(part) && !wc.isClinical(part) && !(wc.isEnglish(part) && !wc.nameEvidence(part).known));
}

function emit(text: string, from: number, pair: string, wc: WordClasses, out: Candidate[]): void {
  for (const s of readPair(text, from, pair, wc) ?? []) push(out, s.start, s.end, 'PATIENT', TIER.weakCue);
}

/** The pair that ends (with its blanks) at `end`. */
function pairBefore(text: string, end: number, wc: WordClasses, out: Candidate[]): void {
  const from = Math.max(0, end - PAIR_REACH);
  const before = PAIR_BEFORE.exec(text.slice(from, end));
  if (before !== null) emit(text, from + before.index + before[0].indexOf(before[1]!), before[1]!, wc, out);
}

/** Pairs of visitors, callers, proxies and relatives named together, in any letter case. */
export function detectNamePairs(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries) return;
  for (const m of LEAD_AT.matchAll(text, seen)) emit(text, m.index + m[1]!.length, m[2]!, wc, out);
  for (const m of PROXIES_AT.matchAll(text, seen)) pairBefore(text, m.index, wc, out);
  for (const m of GROUP_AT.matchAll(text, seen)) {
    // The group word opens a bracket right after the pair: "Ann and Bo (daughters)".
    const open = /\([ \t]{0,2}$/.exec(text.slice(Math.max(0, m.index - 3), m.index));
    if (open !== null) pairBefore(text, m.index - open[0].length, wc, out);
  }
}
