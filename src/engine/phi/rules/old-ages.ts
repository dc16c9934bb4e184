// AGE: a number from 90 to 119 where a note puts a person's age without its unit, promoted from the review
// queue (review.old-age) because it was right on every set that had one: the number before "s/p" or a sex
// word opening a history ("98 s/p left hip fx", "94 female with"), and the number said of a person ("he is 93
// and hard of hearing", "She is 94."). Vital signs are written the same way ("sat 98 s/p suctioning", "HR is
// 92"), so a vital-sign word just before the number, or a unit after it, rules it out.
import { lineBefore, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { allMatches } from '../core/all-matches';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { RELATIVES } from '../vocab/people-words';

const OLD = '(9\\d|1[01]\\d)';
/** A relative's given name, or given name and surname, written between the relative and the age: letters only. */
const KIN_NAME = "[A-Za-z][A-Za-z'-]{1,20}(?:[ \\t][A-Za-z][A-Za-z'-]{1,20})?";
/** The number before what opens a history: "98 s/p", "94 female", "91 woman". */
const BEFORE_HISTORY = new RegExp(`\\b${OLD}(?=[ \\t]{1,2}(?:s\\/p\\b|(?:wo)?man\\b|male\\b|female\\b|[mf](?![\\w/])))`, 'gi');
/** The number said of a person, then the sentence goes on or ends: "he is 93 and", "pt was 91.". */
const SAID_OF_PERSON = new RegExp(`\\b(?:she|he|pt|patient|who|mother|father|mom|dad)(?:'s|[ \\t]{1,2}is|[ \\t]{1,2}was)[ \\t]{1,2}${OLD}(?=[ \\t]{0,2}(?:[.,;)]|$|and\\b|now\\b|today\\b|years?\\b))`, 'gim');
// Its words are in most notes, so it searched every position: it is tried only where one starts (core/word-anchors.ts).
// The words are read from its own alternation ("\b(?:she|he|...)"), written once.
const SAID_OF_PERSON_AT = new WordAnchor(SAID_OF_PERSON, SAID_OF_PERSON.source.slice('\\b(?:'.length, SAID_OF_PERSON.source.indexOf(')')).replace(/\|/g, ' '));
/**
 * The number in brackets or between commas right after a relative ("pt's mother (93) lives with her", "CARING FOR
 * FATHER, 91, AT HOME"), or in brackets after a date of birth ("DOB: 30.04.1931 (94)"): a relative's or the patient's age
 * written as forms and ward notes put it (fix12b, twelfth round; own58 g2, own64 a5, own68 a5). Ward notes name the
 * relative first as often as not ("SISTER OPAL (92) CALLED", "wife Ione (91) who"), so one or two name words may stand
 * between the relative and the bracket (fix12f). Between commas too, after one to three name words, the number closed by
 * its own comma ("SISTER IDA, 94, WHO", "grandmother Ann Lee Roe, 92, alive"; fix19d, own112 micu-addendum-hcp, own94
 * b7-genetic-counselling, own95 g-genetic-counselling); not "son, Ray, 95 mg" or "son Ray, 95, mg", a dose.
 */
const KIN_OR_DOB_AGE = new RegExp(
  String.raw`\b(?:(?:${RELATIVES.filter((w) => /^[a-z]+$/.test(w)).join('|')})(?:'s)?(?:(?:[ \t]{1,2}${KIN_NAME})?[ \t]{0,2}\([ \t]?${OLD}(?:[ \t]?(?:y|yo|yrs?))?[ \t]?(?:\)|,(?=[ \t]))|(?:[ \t]{1,2}${KIN_NAME}(?:[ \t][A-Za-z][A-Za-z'-]{1,20})?)?[ \t]{0,2},[ \t]{1,2}${OLD}(?=[ \t]{0,2},(?![ \t]{0,2}(?:kg|lbs?|%|mg|mcg|ml|units?)\b)))` +
    String.raw`|(?:DOB|D\.O\.B\.?|date of birth)[ \t]{0,2}:?[ \t]{0,3}\d{1,2}[./-]\d{1,2}[./-]\d{2,4}[ \t]{1,4}\(${OLD}(?:[ \t]?(?:y|yo|yrs?))?\))`,
  'gi',
);
/**
 * A relative, with or without their name, then the age said of them without its unit: "wife Ann is 92, frail", "HER
 * SISTER WAS 95 AND", "grandmother Ida died at 93", "father passed away at 101." (fix18d: a relative's age as ward notes
 * and genetics letters put it, own105 neuroicu-transfer, own109 genetics-letter, own110 genetic-counselling; the
 * bracket above also takes the age before a comma inside it, "mother Ida (91, living in X)").
 */
const KIN_SAID_AGE = new RegExp(
  String.raw`\b(?:${RELATIVES.filter((w) => /^[a-z]+$/.test(w)).join('|')})(?:'s)?(?:[ \t]{1,2}${KIN_NAME})?[ \t]{1,2}` +
    String.raw`(?:(?:is|was)[ \t]{1,2}${OLD}(?=[ \t]{0,2}(?:[.,;)]|$|and\b|now\b|today\b|years?\b))` +
    String.raw`|(?:died|passed(?:[ \t]away)?|deceased)[ \t]{1,2}(?:at|aged)(?:[ \t]{1,2}age)?[ \t]{1,2}${OLD}(?![\d%]|\.\d))`,
  'gim',
);
const KIN_SAID_AGE_AT = new WordAnchor(KIN_SAID_AGE, RELATIVES.filter((w) => /^[a-z]+$/.test(w)).join(' '));
const KIN_OR_DOB_AGE_AT = new WordAnchor(KIN_OR_DOB_AGE, [...RELATIVES.filter((w) => /^[a-z]+$/.test(w)), 'dob', 'd', 'date'].join(' '));
/** A vital sign or measure just before the number: "sat 98", "HR is 92", "sbp 110 s/p". */
const VITAL_BEFORE = /(?:\b(?:sats?|spo2|o2|hr|pulse|bp|sbp|dbp|map|rr|temp|tmax|t|wt|weight|glucose|fs|bs|fio2|peep)|[%/])[^a-z\n]{0,6}(?:is|was|of|at|to)?[ \t]{0,2}$/i;
/** A unit after the number makes it a measure: "she is 94 kg". */
const UNIT_AFTER = /^[ \t]{0,2}(?:kg|lbs?|pounds|%|mmhg|bpm|cm|mg)\b/i;

export function detectOldAges(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of allMatches(text, BEFORE_HISTORY)) pushAge(text, m, out);
  for (const m of SAID_OF_PERSON_AT.matchAll(text, seen)) pushAge(text, m, out);
  for (const m of KIN_OR_DOB_AGE_AT.matchAll(text, seen)) pushAge(text, m, out, m[1] ?? m[2] ?? m[3]!);
  for (const m of KIN_SAID_AGE_AT.matchAll(text, seen)) pushAge(text, m, out, m[1] ?? m[2]!);
}

/** The number a match ends with, unless a vital sign stands before it or a unit after it. */
function pushAge(text: string, m: RegExpExecArray, out: Candidate[], age = m[1]!): void {
  const start = m.index + m[0].lastIndexOf(age);
  const end = start + age.length;
  if (VITAL_BEFORE.test(lineBefore(text, start, 16)) || UNIT_AFTER.test(text.slice(end, end + 8))) return;
  push(out, start, end, 'AGE', TIER.reviewKind);
}
