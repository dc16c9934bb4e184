// Staff named the way operative notes, handoffs and ward notes name them, which the credential rules miss,
// and typed DOCTOR as the deid corpus types all staff:
// - a name, a comma and a staff credential, then a verb or the sentence's end ("Ann Boyd, CNA assisted",
//   "Kay Lund, CST counted", "given by Ray Vale, MA."): the credential rules want the credential last;
// - a role with a period before a full name ("SW. Tamsin Oakes met with the family");
// - a role before a name in brackets ("PT (Kasia) to evaluate", "RN (Bea) aware").
// Each needs a known given name or a bracketed capitalised word no English list knows, beside its cue.
import type { PhiRuleId } from '../../../deid/phi-rules';
import { byRule, push, type Candidate } from '../core/scan';
import { matchAllBeforeAnchor, mayStartAsciiLetter } from '../core/anchored';
import { TIER } from '../core/tiers';
import { ASSISTANT_CREDENTIALS, CREDENTIALS, WARD_WORD_CREDENTIALS } from '../vocab/people-words';
import type { WordClasses } from '../core/tokens';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { detectInitialsSignOff } from './initials-sign-off';
import { detectPagerSignOff } from './pager-sign-off';
import { detectGivenInitialCredential } from './given-initial-credential';
import { detectRankNames } from './rank-names';

/** Scores, in one place (the lead maps them onto the named tiers). */
const SCORE = {
  credentialVerb: TIER.commaCredential,
  rolePeriod: TIER.cueKnownName,
  roleBracket: TIER.cueName,
} as const;

const CREDENTIAL = `(?:${[...new Set([...CREDENTIALS, ...WARD_WORD_CREDENTIALS, ...ASSISTANT_CREDENTIALS])].join('|')})`;
const GIVEN = String.raw`(\p{Lu}[\p{Ll}'’]{1,15}(?:-\p{Lu}[\p{Ll}'’]{1,15})?)`;
const SURNAME = String.raw`(\p{Lu}[\p{Ll}'’]{1,20}(?:-\p{Lu}[\p{Ll}'’]{1,20})?)`;
/** "Ann Boyd, CNA assisted", "Kay Lund, CST." */
// Each *_BEHIND look-behind is tested only where the pattern after it matches (matchAllBehind, core/lookbehind.ts):
// the same matches as one pattern, without trying the look-behind at every position of the note.
export const NAME_CREDENTIAL_BEHIND = /(?<![\p{L}.])/uy;
export const NAME_CREDENTIAL = new RegExp(String.raw`${GIVEN}[ \t]{1,2}(?:\p{Lu}\.?[ \t]{1,2})?${SURNAME},[ \t]{0,2}${CREDENTIAL}(?=[ \t]{1,2}[a-z]{3,}|[ \t]{0,2}(?:[.;)]|\r?\n|$))`, 'gmu');
// Tried at every capital, the pattern cost a twentieth of identify-phi: it is tried only before its comma and
// credential (matchAllBeforeAnchor, core/anchored.ts), at most 160 code units before them (the longest name part,
// astral letters counted twice).
export const NAME_CREDENTIAL_ANCHOR = new RegExp(`,[ \\t]{0,2}${CREDENTIAL}`, 'gu');
export const NAME_CREDENTIAL_WINDOW = 160;
const NAME_CREDENTIAL_AT = new RegExp(NAME_CREDENTIAL.source, 'muy');
/** "SW. Tamsin Oakes", "RN. Bea Lund": a role abbreviation with its period before a given name and surname. */
const ROLE_PERIOD = new RegExp(String.raw`(?<![\p{L}])(?:SW|RN|PT|OT|RT|NP|PA|CM|LPN|CNA)\.[ \t]{1,2}${GIVEN}[ \t]{1,2}${SURNAME}`, 'gu');
/**
 * ROLE_PERIOD, which starts with a look-behind, tried only where its role word is a run of its own (a period follows
 * it: core/word-anchors.ts). The role words are read from its source, so the two cannot drift apart.
 */
const ROLE_PERIOD_AT = new WordAnchor(ROLE_PERIOD, /\(\?:([A-Z|]+)\)/.exec(ROLE_PERIOD.source)![1]!.toLowerCase().replace(/\|/g, ' '));
/** "PT (Kasia)", "chaplain (Ruth)": a role and a bracketed capitalised name. */
export const ROLE_BRACKET_BEHIND = /(?<![\p{L}])/uy;
// A team, a house officer or the physician on call names its member in brackets too ("MICU team (Roe) aware",
// "MD (ROE) notified"), and so do a British or Irish registrar, SHO, physio or consultant ("night reg (Roe)");
// a name in capitals there must be one no English list holds (checked in roleBracket).
// Tried only in the 20 code units before a bracketed capitalised word ("Social Worker" and two blanks:
// matchAllBeforeAnchor, core/anchored.ts), not at every letter of the note.
export const ROLE_BRACKET_ANCHOR = /\((?:\p{Lu}[\p{Ll}'’]{2,15}|\p{Lu}{4,16})\)/gu;
export const ROLE_BRACKET_WINDOW = 20;
// A discharge summary's attending line names the doctor's role in the bracket ("Attending: Ab Cd, MD (Hospitalist)"):
// a specialty's or a grade's word is no name, and the word lists do not hold "hospitalist" or "intensivist". Only
// endings no surname has ("-quist" ends in "-ist", so not "-ist" alone): fix13f, own55 b1, own58 b2, own73 b1.
export const SPECIALTY_WORD = /(?:ologist|alist|ivist|urnist|iatrist|thetist|macist|apist|ician|edist)$/;
export const ROLE_BRACKET = /(?:PT|OT|RT|SW|RN|NP|PA|CM|SLP|MD|HO|[Cc]haplain|[Dd]ietitian|[Nn]utrition|[Cc]ase[ \t][Mm]anager|[Ss]ocial[ \t][Ww]ork(?:er)?|[Tt]eam|TEAM|[Rr]esident|RESIDENT|[Ff]ellow|FELLOW|[Rr]eg|REG|[Rr]egistrar|SHO|[Pp]hysio|[Cc]onsultant|[Ss]urgeon|[Mm]idwife|[Pp]harmacist)[ \t]{0,2}\((\p{Lu}[\p{Ll}'’]{2,15}|\p{Lu}{4,16})\)/gu;

const ROLE_BRACKET_AT = new RegExp(ROLE_BRACKET.source, 'uy');

export function detectStaffCues(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  const rules: readonly [PhiRuleId, () => void][] = [
    ['person.credential-verb', () => nameCredential(text, wc, out)],
    ['person.role-period', () => rolePeriod(text, wc, out, seen)],
    ['person.role-bracket', () => roleBracket(text, wc, out)],
    ['person.initials-sign-off', () => detectInitialsSignOff(text, wc, out)],
    ['person.pager-sign-off', () => detectPagerSignOff(text, wc, out, seen)],
    ['person.given-initial-credential', () => detectGivenInitialCredential(text, wc, out)],
    ['person.rank-name', () => detectRankNames(text, wc, out, seen)],
  ];
  for (const [id, rule] of rules) byRule(out, id, rule);
}

/** A given name no English or clinical list takes for a word ("Ann", "Tamsin"; not "Will", "Hope"). */
function givenName(wc: WordClasses, word: string): boolean {
  const low = word.toLowerCase();
  return wc.isGiven(low) && !wc.isClinical(low) && !wc.isStop(low);
}

function nameCredential(text: string, wc: WordClasses, out: Candidate[]): void {
  for (const m of matchAllBeforeAnchor(text, NAME_CREDENTIAL_ANCHOR, NAME_CREDENTIAL_WINDOW, NAME_CREDENTIAL_BEHIND, NAME_CREDENTIAL_AT)) {
    if (!givenName(wc, m[1]!.split('-')[0]!)) continue;
    const surname = m[2]!.toLowerCase();
    if (wc.isClinical(surname) || wc.isStop(surname)) continue;
    const end = m.index + m[0].indexOf(',', m[1]!.length);
    push(out, m.index, end, 'DOCTOR', SCORE.credentialVerb);
  }
}

function rolePeriod(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of ROLE_PERIOD_AT.matchAll(text, seen)) {
    // A given name, or a first word no list knows before a surname a name list knows ("SW. Tamsin Oakes").
    const first = m[1]!.split('-')[0]!.toLowerCase();
    const surname = m[2]!.toLowerCase();
    if (wc.isClinical(surname) || !(givenName(wc, first) || (wc.nameEvidence(first).unknown && wc.isKnownName(surname)))) continue;
    push(out, m.index + m[0].indexOf(m[1]!, m[0].indexOf('.') + 1), m.index + m[0].length, 'DOCTOR', SCORE.rolePeriod);
  }
}

function roleBracket(text: string, wc: WordClasses, out: Candidate[]): void {
  for (const m of matchAllBeforeAnchor(text, ROLE_BRACKET_ANCHOR, ROLE_BRACKET_WINDOW, ROLE_BRACKET_BEHIND, ROLE_BRACKET_AT, mayStartAsciiLetter)) {
    const name = m[1]!;
    const low = name.toLowerCase();
    if (wc.isClinical(low) || wc.isStop(low) || (wc.isEnglish(low) && !wc.isGiven(low))) continue;
    if (name === name.toUpperCase() && !wc.nameEvidence(low).notEnglishName) continue;
    if (SPECIALTY_WORD.test(low)) continue;
    const start = m.index + m[0].length - name.length - 1;
    push(out, start, start + name.length, 'DOCTOR', SCORE.roleBracket);
  }
}
