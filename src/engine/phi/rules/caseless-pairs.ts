// PATIENT: a person's full name on a line that has lost its letter case ("NOW IDENTIFIED AS HOWARD LUSKIN, 58 YO",
// "pt cyril kearley  mcp ...", "ATTY DONALD FEIGENBAUM FROM ..."): two words side by side on a line wholly in capitals or
// wholly in small letters, the first a given name the name lists hold and no English list does, the second a surname
// no English list holds (a name list's, or a word no list knows of five letters or more). The Title-case rules read the
// pair by its capitals and the cued rules by a cue; on a caseless line with no cue neither did (fix20b). The pair must
// be written in the line's own case, be no clinical word, shorthand, credential or place (the surname alone or the pair), and no
// eponym's word may follow it ("ADDISON CRISIS"), and no place's preposition or move before it ("BACK TO CHELSEA X").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { blanksBetween, type WordClasses, type WordToken } from '../core/tokens';
import { CREDENTIALS } from './note-people-context';
import { EPONYM_FOLLOWERS } from '../vocab/name-guards';
import { MOVE } from '../vocab/place-words';
import { lowerSet, ROLE_CREDENTIALS, STAFF_ROLES, SUPPORT_ROLES } from '../vocab/people-words';

/** A staff slot's words: after them the pair is a colleague, which the role rules read and type ("WITH CNM ANN ROE"). */
const STAFF_BEFORE: ReadonlySet<string> = lowerSet(ROLE_CREDENTIALS, STAFF_ROLES, SUPPORT_ROLES);

/** Letters a line needs before its case says anything (a short heading in capitals is a heading). */
const MIN_LINE_LETTERS = 16;

/** Per line, whether it is caseless: 1 all capitals, 2 all small letters, 0 mixed or too short. */
function lineCase(text: string, from: number): { readonly end: number; readonly kind: number } {
  let end = text.indexOf('\n', from);
  if (end < 0) end = text.length;
  let upper = 0;
  let lower = 0;
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) upper++;
    else if (c >= 97 && c <= 122) lower++;
    else continue;
    // A capital and a small letter make the line mixed, whatever follows: most lines are read no further.
    if (upper > 0 && lower > 0) return { end, kind: 0 };
  }
  const kind = upper + lower < MIN_LINE_LETTERS ? 0 : lower === 0 ? 1 : upper === 0 ? 2 : 0;
  return { end, kind };
}

function placeWord(wc: WordClasses, low: string): boolean {
  const d = wc.dicts;
  return d.cities.has(low) || d.states.has(low) || d.countries.has(low);
}

function givenWord(wc: WordClasses, low: string): boolean {
  return low.length >= 3 && wc.isGiven(low) && !wc.isEnglish(low) && !wc.isClinical(low) && !wc.isStop(low) && !CREDENTIALS.has(low);
}

function surnameWord(wc: WordClasses, low: string): boolean {
  if (wc.isClinicalShorthand(low) || CREDENTIALS.has(low) || placeWord(wc, low) || EPONYM_FOLLOWERS.has(low)) return false;
  const ev = wc.nameEvidence(low);
  return ev.notEnglishName && (ev.known ? low.length >= 3 : low.length >= 5);
}

/** Words before a place, not a person: "at", "in", "from", "back to", "transferred to" ("GO BACK TO CHELSEA X"). */
const PLACE_BEFORE: ReadonlySet<string> = new Set(['at', 'in', 'from', 'near', 'into', 'via']);

function placeSlot(text: string, tokens: readonly WordToken[], i: number): boolean {
  const p = tokens[i - 1];
  if (p === undefined || !blanksBetween({ text, toks: tokens }, i - 1, i)) return false;
  if (PLACE_BEFORE.has(p.low) || CREDENTIALS.has(p.low) || STAFF_BEFORE.has(p.low)) return true;
  const pp = tokens[i - 2];
  return p.low === 'to' && pp !== undefined && (pp.low === 'back' || MOVE.has(pp.low));
}

export function detectCaselessPairs(text: string, tokens: readonly WordToken[], wc: WordClasses, out: Candidate[]): void {
  if (!wc.hasDictionaries) return;
  let lineEnd = -1;
  let kind = 0;
  const ctx = { text, toks: tokens };
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.s > lineEnd) {
      const from = text.lastIndexOf('\n', t.s - 1) + 1;
      ({ end: lineEnd, kind } = lineCase(text, from));
    }
    if (kind === 0) continue;
    const n = tokens[i + 1]!;
    if (n.s > lineEnd || !blanksBetween(ctx, i, i + 1)) continue;
    // A town named after a person is a town ("santa rosa" opens with no given name; "glen ellyn" does).
    if (!givenWord(wc, t.low) || !surnameWord(wc, n.low) || placeWord(wc, `${t.low} ${n.low}`) || placeSlot(text, tokens, i)) continue;
    // A hyphenated surname's second part, and an eponym's word after the pair ("ADDISON CRISIS").
    let end = n.e;
    const m = tokens[i + 2];
    if (m !== undefined && text.slice(n.e, m.s) === '-' && wc.nameEvidence(m.low).notEnglishName) end = m.e;
    const after = /^[ \t]{1,2}([A-Za-z]+)/.exec(text.slice(end, end + 24));
    if (after && EPONYM_FOLLOWERS.has(after[1]!.toLowerCase())) continue;
    // Two dictionary words and no cue: below every cued reading of a person, whose type (a service, a credential) decides.
    push(out, t.s, end, 'PATIENT', TIER.nameShape);
    i++;
  }
}
