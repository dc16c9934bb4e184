// DOCTOR: a name, a comma, then the person's role closing the line or the bracket, the role perhaps after the unit, the
// service or a rank that qualifies it, in any letter case: a sign-off's name line ("P. ROE, MICU NF", "Roewicz, night
// float x5-7204", "s. roe, community staff nurse", "Ann Roe, Clinical Case Manager") and a colleague named in brackets
// with their role ("(roewicz, ir fellow)", "(Ann, physiotherapist)"). person.comma-credential and name.credential read
// a credential right after the comma ("Ann Roe, RN"); here a qualifier may stand between, and the role may be any role
// noun of the care team. The layout is the evidence: the name opens its line (a dash or a blank before it allowed) or
// its bracket, and the role ends the line, the bracket or the clause, or a pager or an extension follows it. Each name
// word is an initial or a name no English list holds (a name list's, or a word no list knows of four letters or more),
// never a clinical word ("Lasix, pharmacist aware", "Diet, nutritionist to see" are left alone). Its own family,
// caseless like the note family (fix21b).
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { blanksBetween, type WordClasses, type WordToken } from '../core/tokens';
import { AMBIGUOUS_ROLE_CREDENTIALS, CARE_TEAM_ROLES, lowerSet, ROLE_CREDENTIALS, STAFF_ROLES, SUPPORT_ROLES } from '../vocab/people-words';
import { DRUG_STEM } from '../core/case-restore';
import { CLINICAL_ENDING, CREDENTIALS } from './note-people-context';

/** The role nouns that close a name's line: every role before a name (people-cues.ts), the nurse, and night float's "NF". */
const ROLE_HEADS: ReadonlySet<string> = lowerSet(ROLE_CREDENTIALS, AMBIGUOUS_ROLE_CREDENTIALS, STAFF_ROLES, SUPPORT_ROLES, CARE_TEAM_ROLES, ['nurse', 'nf']);
/** What may follow the role on its line: a pager or an extension ("x5-7204", "pager #4-1187", "p 2231", "bp 6611"). */
const AFTER_ROLE = /^[ \t]*(?:$|\r?\n|[),;]|\.[ \t]*(?:$|\r?\n)|[/|][ \t]|(?:x|p|bp|#)[ \t]?\d|(?:pager|beeper|ext|cell|vocera)\b)/i;

function nameWord(wc: WordClasses, t: WordToken): boolean {
  if (wc.isStop(t.low) || wc.isClinical(t.low) || wc.isClinicalShorthand(t.low) || CREDENTIALS.has(t.low) || ROLE_HEADS.has(t.low)) return false;
  const ev = wc.nameEvidence(t.low);
  // A word no list knows with a condition's, a procedure's or a drug's ending is no name ("Olanzapine, psychiatrist to see").
  return ev.knownNotEnglish || (ev.unknown && t.low.length >= 4 && !CLINICAL_ENDING.test(t.low) && !DRUG_STEM.test(t.low)) || (wc.isGiven(t.low) && !ev.english);
}

/** The token is an initial: one letter ("a" and "i" are words). */
function initial(text: string, t: WordToken): boolean {
  return t.e - t.s === 1 && /^[A-Za-z]$/.test(text.charAt(t.s)) && t.low !== 'a' && t.low !== 'i';
}

export function detectCommaRoles(text: string, tokens: readonly WordToken[], wc: WordClasses, out: Candidate[]): void {
  if (!wc.hasDictionaries) return;
  const ctx = { text, toks: tokens };
  for (let r = 1; r < tokens.length; r++) {
    const role = tokens[r]!;
    if (!ROLE_HEADS.has(role.low) || !AFTER_ROLE.test(text.slice(role.e, role.e + 12))) continue;
    // Back from the role over at most two qualifiers ("MICU", "community staff", "ir") to the comma.
    let c = r;
    while (c > r - 3 && c > 0 && blanksBetween(ctx, c - 1, c) && /^[A-Za-z]+$/.test(text.slice(tokens[c - 1]!.s, tokens[c - 1]!.e))) c--;
    if (c === 0 || !/^[ \t]{0,2},[ \t]{0,2}$/.test(text.slice(tokens[c - 1]!.e, tokens[c]!.s))) continue;
    // Back from the comma: the surname, then one or two initials ("P. ROE", "j.roe", "m. a. roe") or a given name ("Ann Roe").
    const last = c - 1;
    const surname = tokens[last]!;
    if (!nameWord(wc, surname)) continue;
    let first = last;
    while (first > last - 2 && first > 0 && initial(text, tokens[first - 1]!) && /^\.?[ \t]{0,2}$/.test(text.slice(tokens[first - 1]!.e, tokens[first]!.s)) && text.slice(tokens[first - 1]!.e, tokens[first]!.s) !== '') first--;
    if (first === last && last > 0 && blanksBetween(ctx, last - 1, last, 1) && nameWord(wc, tokens[last - 1]!)) first = last - 1;
    // The name opens its line (a dash allowed) or its bracket.
    const from = Math.max(0, tokens[first]!.s - 6);
    const pre = text.slice(from, tokens[first]!.s);
    if (!/[\n(][ \t]*-{0,2}[ \t]*$/.test(pre) && !(from === 0 && /^[ \t]*-{0,2}[ \t]*$/.test(pre))) continue;
    push(out, tokens[first]!.s, surname.e, 'DOCTOR', TIER.cueName);
  }
}
