// Relatives in the shapes a family or social section lists them, in any letter case, where the relative rule's one
// word after the relation is not enough (part of the note-people family, person.kin-details):
// - the second of two relatives after a plural relation ("sons Vizo and Drael talk", "DAUGHTERS ANN AND NEAN", "DTRS
//   IRENE (EAST GREENWICH) AND MADELINE", "parents doug and sheila": fix23c);
// - name words between a relation and its phone number, one perhaps read as shorthand ("GRANDDAUGHTER: THEAL
//   GROBOU- 873-251-8166").
// A word "the lists read as shorthand or a typo" (typoLikeWord) is no name alone; in a list after a plural relation,
// or beside a second name and a phone number, it is one.
import { blanksBetween } from '../core/tokens';
import { TIER } from '../core/tiers';
import { sharedTokenCue, tokenCue } from '../core/token-cues';
import { lowerSet, PLURAL_RELATIVES } from '../vocab/people-words';
import { type Ctx, emit, gap, isCapsWord, KIN, typoLikeWord } from './note-people-context';

const PLURAL_KIN: ReadonlySet<string> = lowerSet(PLURAL_RELATIVES);

/** A word that may be a relative's name beside the evidence of a list, or of a second name and a number. */
function kinWord(ctx: Ctx, i: number): boolean {
  const t = ctx.toks[i]!;
  if (KIN.has(t.low) || t.low === 'and' || t.low === 'or') return false;
  return ctx.wc.nameEvidence(t.low).notEnglishName || typoLikeWord(ctx, i);
}

/** A phone number right after token i, perhaps after a dash or a colon: "GROBOU- 873-251-8166". */
function phoneAfter(ctx: Ctx, i: number): boolean {
  return /^[ \t]{0,2}[-:,]?[ \t]{0,2}\(?\d{3}\)?[ \t.-]{0,2}\d{3}[ \t.-]{0,2}\d{4}/.test(ctx.text.slice(ctx.toks[i]!.e, ctx.toks[i]!.e + 20));
}

/** The relatives as a cue bit (core/token-cues.ts): one bit a token instead of a Set look-up. */
const KIN_CUE = tokenCue(KIN);
/** The plural relations no relative list holds ("parents", "dtrs"), under a bit shared with other rare people cues. */
const PLURAL_CUE = sharedTokenCue('world name cues', PLURAL_KIN);

/**
 * A given name that is also a word of English ("NELSON", "sheila"), beside a second name no English list holds after a
 * plural relation: the list vouches for it as it does for shorthand (fix23c, own130 neuroicu-family-mtg-caps, own118
 * neuroicu-sci-runon-lower). Not a stop word ("will", "may") or a clinical one.
 */
function givenWord(ctx: Ctx, i: number): boolean {
  const low = ctx.toks[i]!.low;
  return low.length >= 3 && ctx.wc.isGiven(low) && !ctx.wc.isStop(low) && !ctx.wc.isClinical(low) && !KIN.has(low);
}

/**
 * The token of "and" after the first name `j`, right after it or past a bracket of up to eight tokens on its line
 * ("DTRS IRENE (EAST GREENWICH) AND MADELINE": fix23c, own130 csru-avr-caps); -1 when there is none.
 */
function andAfter(ctx: Ctx, j: number): number {
  const { toks, text } = ctx;
  if (j + 1 >= toks.length) return -1;
  if (toks[j + 1]!.low === 'and' && blanksBetween(ctx, j, j + 1)) return j + 1;
  if (!/^[ \t]{1,2}\($/.test(gap(ctx, j, j + 1))) return -1;
  for (let k = j + 1; k + 1 < toks.length && k <= j + 8; k++) {
    const g = gap(ctx, k, k + 1);
    if (g.includes('\n')) return -1;
    if (/^\)[ \t]{1,2}$/.test(g)) return k + 1 < toks.length && toks[k + 1]!.low === 'and' && text.charAt(toks[k + 1]!.s - 1) !== ')' ? k + 1 : -1;
  }
  return -1;
}

export function kinDetails(ctx: Ctx): void {
  const { toks, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & KIN_CUE) === 0 && ((cues[i]! & PLURAL_CUE) === 0 || !PLURAL_KIN.has(toks[i]!.low))) continue;
    const rel = toks[i]!.low;
    // "dtr-in-law", "SON-IN-LAW": the relation written with hyphens is one relative.
    const inLaw = i + 3 < toks.length && toks[i + 1]!.low === 'in' && toks[i + 2]!.low === 'law' && gap(ctx, i, i + 1) === '-' && gap(ctx, i + 1, i + 2) === '-';
    const r = inLaw ? i + 2 : i;
    const g = gap(ctx, r, r + 1);
    const j = r + 1;
    // "sons Vizo and Drael": the plural relation, a name, "and", a second name in the same letter case; a bracket may
    // follow the first name ("DTRS IRENE (EAST GREENWICH) AND MADELINE"), and one of the two may be a given name that
    // is also a word while the other is a name no English list holds.
    const and = PLURAL_KIN.has(rel) && /^[ \t]{1,2}$/.test(g) ? andAfter(ctx, j) : -1;
    const k = and + 1;
    if (and > 0 && k < toks.length && blanksBetween(ctx, and, k) && isCapsWord(ctx, j) === isCapsWord(ctx, k) && toks[j]!.cap === toks[k]!.cap &&
      (kinWord(ctx, j) || givenWord(ctx, j)) && (kinWord(ctx, k) || givenWord(ctx, k)) && (ctx.wc.nameEvidence(toks[j]!.low).notEnglishName || ctx.wc.nameEvidence(toks[k]!.low).notEnglishName)) {
      emit(ctx, j, j, 'PATIENT', TIER.weakCue, true);
      emit(ctx, k, k, 'PATIENT', TIER.weakCue, true);
      continue;
    }
    if (!KIN.has(rel)) continue;
    // "granddaughter: theal grobou- 873-...": two name words after the relation, one of them a name no English list
    // holds, then a phone number.
    if (!/^[ \t]{0,2}:?[ \t]{1,2}$/.test(g) || j + 1 >= toks.length || !blanksBetween(ctx, j, j + 1)) continue;
    if (!kinWord(ctx, j) || !kinWord(ctx, j + 1) || isCapsWord(ctx, j) !== isCapsWord(ctx, j + 1)) continue;
    const a = ctx.wc.nameEvidence(toks[j]!.low).notEnglishName;
    const b = ctx.wc.nameEvidence(toks[j + 1]!.low).notEnglishName;
    // A phone number vouches for a word the lists read as shorthand; a visit does not ("DTR NEAN KRUTHOLM WAS IN"
    // may be shorthand in a note of capitals), and two names no list reads so are the relative rule's.
    if ((!a && !b) || !phoneAfter(ctx, j + 1)) continue;
    emit(ctx, j, j + 1, 'PATIENT', TIER.weakCue, true);
  }
}
