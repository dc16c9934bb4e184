// Two more slots of the staff-slots family (staff-slots.ts runs them), each a name with what it is said to be
// beside it rather than before it:
// - a name, then who the person is to the patient set off by a comma or a bracket ("Ilsabet, pt's daughter,
//   called", "call from Ilsabet (his wife)", "Family (Ilsabet, wife) updated");
// - a consulting service or a role with one of its members in brackets, then what a consultant does ("Renal
//   (Zorbek) following", "EP (Quell) to see pt", "NEURO (ZORBEK) CONSULTED", "pt/ot (zorbek) saw pt");
// - a patient of a sign-out or census list, "Surname, Given" before the age and sex ("Bed 4 - Zorbek, Tam, 67F").
// Drugs and doses are written in the same brackets ("GI (protonix)"): the word must read as a name in its slot
// (slotName) and the verb after the bracket must be one a person does.
import { BRACKET_DESKS, CONSULT_SERVICES, lowerSet } from '../vocab/people-words';
import { TIER } from '../core/tiers';
import { tokenCue } from '../core/token-cues';
import { allCapsLine, type Ctx, emit, gap, isCapsWord, isInitial, KIN, nameGapBetween } from './note-people-context';
import { SPECIALTY_WORD } from './staff-cues';
import { ROLE_WORDS, slotName } from './slot-name';

/** "pt's", "patient's", "his", "her", "their": the owner before a relative in an apposition. */
const OWNERS: ReadonlySet<string> = new Set(['pt', 'pts', 'patient', 'patients', 'his', 'her', 'their', 'the']);
/** A relative or its owner, as a cue bit (core/token-cues.ts). */
const KIN_OR_OWNER = tokenCue([...KIN, ...OWNERS]);

/** A relative after token `i` set off as an apposition: ", pt's daughter", " (his wife)", ", wife)"; its last token or -1. */
function kinAfter(ctx: Ctx, i: number): number {
  const { toks, text } = ctx;
  const g = gap(ctx, i, i + 1);
  const comma = /^[ \t]{0,2},[ \t]{1,2}$/.test(g);
  if (!comma && !/^[ \t]{1,2}\($/.test(g)) return -1;
  let k = i + 1;
  let owned = false;
  // "pt's", "patient's", "the pt's": at most two owner words before the relative.
  for (let n = 0; n < 2 && k + 1 < toks.length && OWNERS.has(toks[k]!.low); n++) {
    if (!/^(?:['’]s?)?[ \t]{1,2}$/.test(gap(ctx, k, k + 1))) return -1;
    owned = true;
    k++;
  }
  if (k >= toks.length || !KIN.has(toks[k]!.low)) return -1;
  const after = text.slice(toks[k]!.e, toks[k]!.e + 3);
  // Without an owner the relative must close the apposition ("Ilsabet, daughter, called", "(Ilsabet, wife)"):
  // "Vanc, daughter at bedside" is two clauses.
  if (!comma && !/^[ \t]{0,2}\)/.test(after)) return -1;
  if (!owned && !/^[ \t]{0,2}(?:[,;.)]|\r?\n|$)/.test(after)) return -1;
  return k;
}

/**
 * "Ilsabet, pt's daughter, called", "phone call from Ilsabet (his wife)", "Family (Ilsabet, wife)": one or two
 * name words, then the relative they are. The name opens its clause or follows "from", "with" or a bracket.
 */
export function kinApposition(ctx: Ctx): void {
  const { toks, text } = ctx;
  for (let i = 0; i + 2 < toks.length; i++) {
    // Most tokens are followed by neither a comma nor a bracket: one code unit tells, before any slice.
    const next = text.charCodeAt(toks[i]!.e);
    if (next !== 44 && next !== 32 && next !== 9) continue;
    // kinAfter wants a relative or its owner as the next word: one bit spares most words slotName's tests.
    if ((ctx.cues[i + 1]! & KIN_OR_OWNER) === 0) continue;
    if (!slotName(ctx, i) || kinAfter(ctx, i) < 0) continue;
    let first = i;
    if (i >= 1 && nameGapBetween(ctx, i - 1, i) && slotName(ctx, i - 1) && toks[i - 1]!.cap === toks[i]!.cap) first = i - 1;
    const before = text.slice(Math.max(0, toks[first]!.s - 6), toks[first]!.s);
    if (!/(?:^|[\n.;:,(-]|\bfrom|\bwith|\bto|\band)[ \t]{0,3}$/i.test(before)) continue;
    emit(ctx, first, i, 'PATIENT', TIER.weakCue, true);
  }
}

const SERVICES: ReadonlySet<string> = lowerSet(CONSULT_SERVICES);
/** What a consultant does after the bracket: "following", "aware", "consulted", "to see pt", "recs". */
const CONSULT_VERBS: ReadonlySet<string> = new Set([
  'following', 'aware', 'consulted', 'notified', 'paged', 'called', 'saw', 'recs', 'recommends', 'recommended', 'updated', 'here',
  'evaluated', 'examined', 'agrees', 'agreed', 'signed', 'says', 'said', 'wants', 'will',
]);

/** "Renal (Zorbek) following", "EP (Quell) to see pt": a service, one name in brackets, then what a consultant does. */
export function serviceBracket(ctx: Ctx): void {
  const { toks, text } = ctx;
  for (let i = 0; i + 2 < toks.length; i++) {
    if (text.charCodeAt(toks[i + 1]!.s - 1) !== 40 || !(SERVICES.has(toks[i]!.low) || ROLE_WORDS.has(toks[i]!.low)) || !/^[ \t]{0,2}\($/.test(gap(ctx, i, i + 1))) continue;
    const n = i + 1;
    if (!/^\)[ \t]{1,2}$/.test(gap(ctx, n, n + 1)) || !slotName(ctx, n)) continue;
    const verb = toks[n + 1]!.low;
    const toSee = (verb === 'to' || verb === 'in') && n + 2 < toks.length && /^(?:see|eval|evaluate|assess|examine|to)$/.test(toks[n + 2]!.low);
    if (!CONSULT_VERBS.has(verb) && !toSee) continue;
    emit(ctx, n, n, 'DOCTOR', TIER.weakCue, true);
  }
  roleBracketHolder(ctx);
}

/** Two-word desks: "blood bank". */
const BRACKET_DESK_PAIRS: ReadonlySet<string> = new Set(BRACKET_DESKS.filter((d) => d.includes(' ')));
/**
 * The roles and one-word desks that name their holder in brackets, in any letter case: every role word but "pt" (the
 * patient in lower case) and "team".
 */
const HOLDER_ROLES: ReadonlySet<string> = new Set([...ROLE_WORDS, ...BRACKET_DESKS.filter((d) => !d.includes(' '))].filter((w) => w !== 'pt' && w !== 'team'));

/** The bracket closes right after token `k` ("(name)", "(I. SURNAME)"; a period of an initial may stand before it). */
function closesAfter(ctx: Ctx, k: number): boolean {
  return /^\.?\)/.test(ctx.text.slice(ctx.toks[k]!.e, ctx.toks[k]!.e + 2));
}

/**
 * A staff role or a desk, then its holder alone in brackets, in any letter case and whatever follows: "pt's rn (name)
 * for", "CM (NAME) TO SEND", "speech (name) to see", "RT SUPERVISOR (NAME SURNAME) IF", "2ND RN (I. SURNAME)",
 * "blood bank (name)," (fix18a). One name word (a given name, or a word that reads as a name in its slot), or two: a
 * given name or an initial, then a surname; a word no list knows of four letters or more. A specialty ("MD
 * (Hospitalist)") or a body's letters in capitals among lower-case words ("Physiotherapist (APA)") is none. A drug, a
 * dose, a unit or a service in the bracket is no name.
 */
function roleBracketHolder(ctx: Ctx): void {
  const { toks, text, wc } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if (text.charCodeAt(toks[i + 1]!.s - 1) !== 40 || !/^[ \t]{0,2}\($/.test(gap(ctx, i, i + 1))) continue;
    const role = toks[i]!.low;
    const desk = i >= 1 && BRACKET_DESK_PAIRS.has(`${toks[i - 1]!.low} ${role}`);
    if (!HOLDER_ROLES.has(role) && !desk) continue;
    const n = i + 1;
    const given = (k: number): boolean => {
      const low = toks[k]!.low;
      return low.length >= 3 && wc.isGiven(low) && !wc.isStop(low) && !wc.isClinical(low);
    };
    // "MD (Hospitalist)", "Physiotherapist (APA)", "Physician (MFOM)": a specialty, or a body's letters in capitals
    // among lower-case words, is no holder.
    const notHolder = (k: number): boolean => SPECIALTY_WORD.test(toks[k]!.low) || (isCapsWord(ctx, k) && !allCapsLine(ctx, toks[k]!));
    if (notHolder(n) || (n + 1 < toks.length && notHolder(n + 1) && closesAfter(ctx, n + 1))) continue;
    let last = -1;
    if (n + 1 < toks.length && closesAfter(ctx, n + 1) && /^\.?[ \t]{1,2}$/.test(gap(ctx, n, n + 1))) {
      const surname = toks[n + 1]!.low;
      // Before a surname a given name may be a stop word too ("DON", "MAY").
      const lead = isInitial(ctx, n) || (wc.isGiven(toks[n]!.low) && !wc.isClinical(toks[n]!.low));
      if (lead && (slotName(ctx, n + 1) || (surname.length >= 3 && wc.nameEvidence(surname).nameLike && !wc.isClinical(surname) && !wc.isStop(surname)))) last = n + 1;
    }
    // One word: the bracket closes right after it, with no period between.
    if (last < 0 && text.charCodeAt(toks[n]!.e) === 41 && (given(n) || slotName(ctx, n) || (wc.nameEvidence(toks[n]!.low).unknown && toks[n]!.low.length >= 4))) last = n;
    if (last < 0) continue;
    emit(ctx, n, last, 'DOCTOR', TIER.weakCue, true);
  }
}

/** An age and sex after a patient's name in a list: ", 67F", " 71 yo M", " - 54 y/o". */
const AGE_SEX_AFTER = /^[ \t]{0,2}[,-]?[ \t]{0,2}\d{1,3}[ \t]{0,2}(?:[MF]\b|y\/?o\b|yo\b|-year|yr)/i;

/** "Bed 4 - Zorbek, Tam, 67F", "ZORBEK, TAM 71M": a surname, a comma and a given name opening a list item, then age and sex. */
export function censusEntry(ctx: Ctx): void {
  const { toks, text } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if (text.charCodeAt(toks[i]!.e) !== 44 || !/^,[ \t]{1,2}$/.test(gap(ctx, i, i + 1))) continue;
    // The item opens its line, or follows a dash, a colon or a bed's number.
    if (!/(?:^|\n|[-:#)][ \t]{0,3}|\d[ \t]{1,3})$/.test(text.slice(Math.max(0, toks[i]!.s - 4), toks[i]!.s))) continue;
    if (!AGE_SEX_AFTER.test(text.slice(toks[i + 1]!.e, toks[i + 1]!.e + 14)) || !slotName(ctx, i) || !slotName(ctx, i + 1)) continue;
    if (toks[i]!.cap !== toks[i + 1]!.cap) continue;
    emit(ctx, i, i + 1, 'PATIENT', TIER.weakCue, true);
  }
}
