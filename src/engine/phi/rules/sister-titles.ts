// A nurse or a priest named by the short title British, Irish, Commonwealth and mission-hospital notes give them:
// "Sr Nancarrow (CNS)", "handed to Sr. Phumzile Ngcobo", "CHAPLAIN FR. OGUNLEYE IN". A ward sister and a parish
// priest are named as a doctor is, by a title before the surname, but no title list held the short forms, and the
// given-name lists knew only the names that happen to be common. Part of the staff-slots family.
//
// The short forms are also clinical shorthand: "SR 80s" and "sr w/ PVCs" (sinus rhythm), "14 Fr Foley" and "fr" (a
// catheter's French size, "from"), "John Roe Sr." (a generational suffix). So the title must be written as a title
// (Title case, or capitals with its period), must not follow a number, and the word after it must be a name no
// English or clinical list holds, itself written as a name.
import { codeAt } from '../core/scan';
import { TIER } from '../core/tiers';
import { type Ctx, emit, gap, isInitial, nameGapBetween } from './note-people-context';
import { slotName } from './slot-name';

/** "Sr" (sister) and "Fr" (father): the two short titles. */
function isShortTitle(low: string): boolean {
  return low.length === 2 && (low === 'sr' || low === 'fr');
}

/** Token k begins with a capital: a name's first letter, whatever the rest. */
function capitalised(ctx: Ctx, k: number): boolean {
  const c = codeAt(ctx.text, ctx.toks[k]!.s);
  return c >= 65 && c <= 90;
}

export function sisterTitles(ctx: Ctx): void {
  const { toks, text } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (!isShortTitle(t.low)) continue;
    const raw = text.slice(t.s, t.e);
    const g = gap(ctx, i, i + 1);
    // "Sr", "Sr.", "SR." are titles; a bare "SR" is a rhythm in a note of capitals.
    if (!(raw === 'Sr' || raw === 'Fr' || ((raw === 'SR' || raw === 'FR') && g.startsWith('.')))) continue;
    if (!/^\.?[ \t]{1,2}$/.test(g)) continue;
    // "14 Fr Foley": a catheter's size; "Roe Sr." closes a name, it does not open one.
    if (/[0-9][ \t]{0,2}$/.test(text.slice(Math.max(0, t.s - 3), t.s))) continue;
    let j = i + 1;
    if (isInitial(ctx, j) && j + 1 < toks.length) j++;
    if (!capitalised(ctx, j) || !slotName(ctx, j)) continue;
    let last = j;
    if (last + 1 < toks.length && nameGapBetween(ctx, last, last + 1) && capitalised(ctx, last + 1) && slotName(ctx, last + 1)) last++;
    emit(ctx, i + 1, last, 'DOCTOR', TIER.cueName, true);
  }
}
