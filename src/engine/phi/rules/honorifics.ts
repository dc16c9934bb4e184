// Honorifics the person.title walk (note-people.ts) reads beside the English titles: a German doctorate's faculty
// ("Dr. med. X"), a doctor's second title in brackets ("Dr. (Mrs.) P. Sailaja", "DR (COL) R K SINGH"), written so in
// Indian and armed services' documents, and the Indian honorifics before a patient's or a relative's name on Indian
// forms ("Smt. Kamla Devi", "S/O SH. HARI RAM").
import { BRACKETED_TITLES, INDIAN_HONORIFICS } from '../vocab/people-words';
import { type Ctx, gap } from './note-people-context';

/** The faculty abbreviations of a German doctorate after "Dr." ("Dr. med.", "Dr. rer. nat.", "Dr. med. vet."). */
const DOCTORATE_FACULTIES: ReadonlySet<string> = new Set(['med', 'rer', 'nat', 'phil', 'dent', 'vet', 'univ', 'habil', 'jur', 'sc']);

/**
 * "Dr. med. Anna Roe", "Prof. Dr. med. dent. Roe": German, Swiss and Austrian letters write the doctorate's faculty after
 * the title; the name follows it. The token where the name may start, from token j after the title.
 */
export function afterFaculties(ctx: Ctx, j: number): number {
  const { toks, text } = ctx;
  const from = j;
  while (j + 1 < toks.length && j < from + 2 && DOCTORATE_FACULTIES.has(toks[j]!.low) && text.charAt(toks[j]!.e) === '.' && /^\.[ \t]{1,2}$/.test(gap(ctx, j, j + 1))) j++;
  return j;
}

/** The one-word second titles a doctor's bracket holds ("Dr. (Mrs.)", "Dr (Col)"). */
const BRACKETED: ReadonlySet<string> = new Set(BRACKETED_TITLES.filter((t) => !t.includes(' ')));

/** The doctor's title at token i is followed by a second title in brackets, then the name (token i + 2). */
export function bracketedTitle(ctx: Ctx, i: number): boolean {
  const { toks } = ctx;
  return i + 2 < toks.length && BRACKETED.has(toks[i + 1]!.low) && /^\.?[ \t]{0,2}\($/.test(gap(ctx, i, i + 1)) && /^\.?\)[ \t]{1,3}$/.test(gap(ctx, i + 1, i + 2));
}

/** The Indian honorifics and "sh", Shri shortened; not "sri", which also opens "Sri Lanka". */
export const HINDI: ReadonlySet<string> = new Set([...INDIAN_HONORIFICS.filter((w) => w !== 'sri'), 'sh']);

/**
 * "S/O SH. HARI RAM", "Smt. Kamla Devi", "w/o Shri Ram Prasad": a Hindi honorific at token i when a name no English list
 * holds follows it or a relation written with a slash (s/o, d/o, w/o, c/o) comes before it. "Sh." needs its full stop:
 * "SH. LIVES ALONE" is a note's social history; "SHRI RAM HOSPITAL" and "smt performed" name nobody.
 */
export function hindiHonorific(ctx: Ctx, i: number): boolean {
  const { toks, text, wc } = ctx;
  if (toks[i]!.low === 'sh' && !/^\.[ \t]{1,2}$/.test(gap(ctx, i, i + 1))) return false;
  if (wc.nameEvidence(toks[i + 1]!.low).notEnglishName) return true;
  return /\b[sdwc]\/o\.?[ \t]{1,2}(?:late[ \t]{1,2})?$/i.test(text.slice(Math.max(0, toks[i]!.s - 12), toks[i]!.s));
}
