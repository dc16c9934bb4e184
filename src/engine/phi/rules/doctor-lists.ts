// The clinicians a plural title names together: "seen with Drs. Oyelaran and Madderly", "Drs Roe, Quell & Tarn",
// "DRS ROE/QUELL". The title rules read the first name after "Drs" and stop; the plural says every item of the list
// that follows is a surname, joined by commas, "and", "&" or a slash. Each item must still read as a name in its
// slot (slot-name.ts), or be at least a capitalised word of four letters or more that no clinical or stop list
// holds and that names no group (the slot test sets aside words an English word can be read into, "Madderly" from
// "madder", which a capitalised surname after "Drs" outweighs), so "Drs Roe and team", "Drs Roe and Partners" or
// "Drs. Roe and the family" end the list where the names end. It runs after the list rule that
// continues any person's list (person.list-continuation) and leaves the names that rule read. Part of the
// staff-slots family.
import { codeAt } from '../core/scan';
import { spanIndex, type SpanIndex } from '../core/span-index';
import { blanksBetween } from '../core/tokens';
import { TIER } from '../core/tiers';
import { type Ctx, emit, gap, nameGapBetween } from './note-people-context';
import { ROLE_WORDS, slotName } from './slot-name';

/** Words that close a list of doctors with the others there: "Drs Roe and Partners", "Drs Roe, Lee and colleagues". */
const GROUPS: ReadonlySet<string> = new Set(['team', 'teams', 'partners', 'colleagues', 'associates', 'others', 'family', 'staff', 'residents', 'students', 'all', 'both']);

/** Token k begins with a capital. */
function capitalised(ctx: Ctx, k: number): boolean {
  const c = codeAt(ctx.text, ctx.toks[k]!.s);
  return c >= 65 && c <= 90;
}

/** The last token of the name that starts at token k (a double-barrelled surname is one), or -1 when k starts none. */
function nameEnd(ctx: Ctx, k: number): number {
  if (k >= ctx.toks.length || !capitalised(ctx, k)) return -1;
  const low = ctx.toks[k]!.low;
  const { wc } = ctx;
  if (!slotName(ctx, k) && (low.length < 4 || GROUPS.has(low) || ROLE_WORDS.has(low) || wc.isStop(low) || wc.isClinical(low) || (wc.isEnglish(low) && wc.nameEvidence(low).english))) return -1;
  return k + 1 < ctx.toks.length && gap(ctx, k, k + 1) === '-' && capitalised(ctx, k + 1) && nameGapBetween(ctx, k, k + 1) ? k + 1 : k;
}

/** Some token from `from` to `to` is marked in `marks`. */
function covered(marks: Uint8Array | undefined, from: number, to: number): boolean {
  if (marks === undefined) return false;
  for (let k = from; k <= to; k++) if (marks[k] === 1) return true;
  return false;
}

export function doctorLists(ctx: Ctx): void {
  const { toks, text } = ctx;
  // Whether a name is read already, asked at every item: what the other rules read, indexed at the first ask, and
  // the tokens this rule's names cover (a name is whole tokens, so it meets another exactly where they share one).
  // Asking every candidate at each item was quadratic on a long run of lists.
  let others: SpanIndex | undefined;
  let mine: Uint8Array | undefined;
  for (let i = 0; i + 1 < toks.length; i++) {
    if (toks[i]!.low !== 'drs' || codeAt(text, toks[i]!.s) !== 68 || !/^\.?[ \t]{1,2}$/.test(gap(ctx, i, i + 1))) continue;
    let end = nameEnd(ctx, i + 1);
    for (let items = 0; end >= 0 && items < 5; items++) {
      let k = end + 1;
      if (k >= toks.length) break;
      const g = gap(ctx, end, k);
      if (toks[k]!.low === 'and' && /^,?[ \t]{1,2}$/.test(g) && k + 1 < toks.length && blanksBetween(ctx, k, k + 1)) k++;
      else if (!/^(?:,[ \t]{1,2}|[ \t]{0,2}[&/][ \t]{0,2})$/.test(g)) break;
      const next = nameEnd(ctx, k);
      if (next < 0) break;
      const s = toks[k]!.s;
      const e = toks[next]!.e;
      if (!(others ??= spanIndex(ctx.out)).overlaps(s, e) && !covered(mine, k, next)) {
        emit(ctx, k, next, 'DOCTOR', TIER.cueName, true);
        (mine ??= new Uint8Array(toks.length)).fill(1, k, next + 1);
      }
      end = next;
    }
  }
}
