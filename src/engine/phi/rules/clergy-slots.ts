// The slots that make a clergy title's next word a person in any letter case, beside the verb after it that
// people-cues.ts's person.clergy asks of a word no list knows (fix23c, own130 sicu-whipple-lower and
// neuroicu-family-mtg-caps, own121 sicu-sbo-caps): the short title with its period ("fr. obuya", "REV. KIMATHI",
// "Msgr. Roe"), as a doctor's "dr." is, or the congregation the person is of or from ("FR WOJTASZEK OF HOLY GHOST
// POLISH CHURCH", "pastor adeyemi from grace chapel"). "fr" without its period is "from" in notes ("transferred fr
// osh"), and "deacon" and "bishop" are surnames, so these titles count only in such a slot.
import type { Ctx } from './note-people-context';

/** Short titles that name a member of the clergy only with their period. */
const PERIOD_TITLES: ReadonlySet<string> = new Set(['rev', 'revd', 'fr', 'msgr', 'pr']);
/** Church titles that are a cue only in a slot: the period form or a congregation after the name. */
export const SLOT_CLERGY: readonly string[] = ['fr', 'msgr', 'revd', 'pr', 'deacon', 'bishop'];
/**
 * "of", "from" or "at", then at most five words and a congregation's or a place of worship's noun, in the 80 code
 * units after the name.
 */
const CONGREGATION_AFTER =
  /^[ \t]{1,2}(?:of|from|at)[ \t]{1,2}(?:st\.?[ \t]{1,2})?(?:[A-Za-z'’.-]{1,20}[ \t]{1,2}){0,5}(?:church|parish|chapel|cathedral|basilica|temple|synagogue|shul|mosque|masjid|congregation|ministries|ministry|fellowship|tabernacle|abbey|igreja|iglesia|gurdwara|mandir|kingdom[ \t]hall)\b/i;

/** Token `i` is a clergy title written with its period, or the name after it (token `i + 1`) is of a congregation. */
export function clergySlot(ctx: Ctx, i: number): boolean {
  const t = ctx.toks[i]!;
  if (PERIOD_TITLES.has(t.low) && ctx.text.charAt(t.e) === '.') return true;
  const name = ctx.toks[i + 1];
  return name !== undefined && CONGREGATION_AFTER.test(ctx.text.slice(name.e, name.e + 80));
}
