// Relatives in the shapes a family or social section lists them, in any letter case, where the relative rule's one
// word after the relation is not enough (part of the note-people family, person.kin-details):
// - the second of two relatives after a plural relation ("sons Vizo and Drael talk", "DAUGHTERS ANN AND NEAN");
// - name words between a relation and its phone number, one perhaps read as shorthand ("GRANDDAUGHTER: THEAL
//   GROBOU- 873-251-8166").
// A word "the lists read as shorthand or a typo" (typoLikeWord) is no name alone; in a list after a plural relation,
// or beside a second name and a phone number, it is one.
import { blanksBetween } from '../core/tokens';
import { TIER } from '../core/tiers';
import { tokenCue } from '../core/token-cues';
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

export function kinDetails(ctx: Ctx): void {
  const { toks, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & KIN_CUE) === 0) continue;
    const rel = toks[i]!.low;
    // "dtr-in-law", "SON-IN-LAW": the relation written with hyphens is one relative.
    const inLaw = i + 3 < toks.length && toks[i + 1]!.low === 'in' && toks[i + 2]!.low === 'law' && gap(ctx, i, i + 1) === '-' && gap(ctx, i + 1, i + 2) === '-';
    const r = inLaw ? i + 2 : i;
    const g = gap(ctx, r, r + 1);
    const j = r + 1;
    // "sons Vizo and Drael": the plural relation, a name, "and", a second name in the same letter case.
    if (PLURAL_KIN.has(rel) && /^[ \t]{1,2}$/.test(g) && j + 2 < toks.length && toks[j + 1]!.low === 'and' &&
      blanksBetween(ctx, j, j + 1) && blanksBetween(ctx, j + 1, j + 2) && isCapsWord(ctx, j) === isCapsWord(ctx, j + 2) &&
      toks[j]!.cap === toks[j + 2]!.cap && kinWord(ctx, j) && kinWord(ctx, j + 2) && (ctx.wc.nameEvidence(toks[j]!.low).notEnglishName || ctx.wc.nameEvidence(toks[j + 2]!.low).notEnglishName)) {
      emit(ctx, j, j, 'PATIENT', TIER.weakCue, true);
      emit(ctx, j + 2, j + 2, 'PATIENT', TIER.weakCue, true);
      continue;
    }
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
