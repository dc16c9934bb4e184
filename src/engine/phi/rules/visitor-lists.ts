// person.visitor-list: the names a nursing note lists after its visitors label ("Visitors: Ann Roe, Zorbek (niece),
// Tadzio", "VISITORS: DORA, WIREMU TADZIO", "visitors today: anwen and marisk"). The label is the only cue such a
// list has, and the names in it are often one word each, of any origin, in any letter case: the list's shape (items
// of one to three name words between commas or "and") is what says each word names a person.
import { lowerSet, VISITOR_LABEL_FILLERS, VISITOR_LABELS } from '../vocab/people-words';
import { blanksBetween } from '../core/tokens';
import { TIER } from '../core/tiers';
import { CREDENTIALS, type Ctx, emit, gap, KIN, nameGapBetween } from './note-people-context';

const LABELS = lowerSet(VISITOR_LABELS);
const FILLERS = lowerSet(VISITOR_LABEL_FILLERS);
/** At most this many items are read from one list, and this many name words from one item. */
const MAX_ITEMS = 8;
const MAX_WORDS = 3;
/** A relation or a role in brackets after an item ("(niece)", "(HCP)"), skipped to reach the next item. */
const BRACKET_AFTER = /^[ \t]{0,2}\([^()\n]{1,24}\)/;
const ITEM_SEPARATOR = /^[ \t]{0,2}[,;&/][ \t]{0,2}$/;

/** The token after the label's colon, or -1 when token i opens no visitors label. */
function listStart(ctx: Ctx, i: number): number {
  if (!LABELS.has(ctx.toks[i]!.low)) return -1;
  let k = i;
  for (let n = 0; n <= 2 && k + 1 < ctx.toks.length; n++) {
    if (/^[ \t]{0,2}:[ \t]{0,3}$/.test(gap(ctx, k, k + 1))) return k + 1;
    if (!FILLERS.has(ctx.toks[k + 1]!.low) || !blanksBetween(ctx, k, k + 1)) return -1;
    k++;
  }
  return -1;
}

/**
 * A word that may name a visitor: a name no English list holds, a word no list knows of four
 * letters or more, or a given name that is also a word when written with a capital ("Hope", "WILL").
 */
function visitorWord(ctx: Ctx, k: number): boolean {
  const t = ctx.toks[k]!;
  const wc = ctx.wc;
  if (t.low.length < 3 || wc.isStop(t.low) || wc.isClinical(t.low) || KIN.has(t.low) || CREDENTIALS.has(t.low) || LABELS.has(t.low)) return false;
  const ev = wc.nameEvidence(t.low);
  if (ev.knownNotEnglish) return true;
  if (ev.unknown) return t.low.length >= 4;
  return ev.english && t.cap && wc.isGiven(t.low);
}

export function visitorLists(ctx: Ctx): void {
  const { toks, text } = ctx;
  for (let i = 0; i < toks.length; i++) {
    const start = listStart(ctx, i);
    if (start < 0) continue;
    let k = start;
    for (let item = 0; item < MAX_ITEMS && k < toks.length && visitorWord(ctx, k); item++) {
      let last = k;
      while (last + 1 < toks.length && last + 1 - k < MAX_WORDS && nameGapBetween(ctx, last, last + 1) && visitorWord(ctx, last + 1)) last++;
      emit(ctx, k, last, 'PATIENT', TIER.weakCue, true);
      let end = toks[last]!.e;
      const bracket = BRACKET_AFTER.exec(text.slice(end, end + 30));
      if (bracket) end += bracket[0].length;
      let next = last + 1;
      while (next < toks.length && toks[next]!.s < end) next++;
      if (next >= toks.length) break;
      const between = text.slice(end, toks[next]!.s);
      const joined = (toks[next]!.low === 'and' || toks[next]!.low === 'or') && /^[ \t]{0,2},?[ \t]{1,2}$/.test(between);
      if (joined && next + 1 < toks.length && blanksBetween(ctx, next, next + 1)) k = next + 1;
      else if (!joined && ITEM_SEPARATOR.test(between)) k = next;
      else break;
    }
    i = Math.max(i, k - 1);
  }
}
