// Two or three words side by side that no English, clinical or stop list holds, in a slot only a person fills: after a
// relation ("dtr-in-law quenby strask was in"), after a strong contact verb ("contacts oddrun pellaix"), or before a
// verb of being told ("house staff mervik trolla aware"). The lists set many rare names aside one by one as shorthand
// (the start of a longer word), as a typo of an English word, or for an English ending ("-ous", "-al"): right for one
// lone word, but a writer rarely slips twice in a row, and in such a slot two words no list holds are a given name and
// a surname. Letter case carries no evidence here, so the rule reads lower-case and capital notes as it reads Title
// case. Part of the note-people family (note-people.ts runs it as person.no-list-pair).
import { TIER } from '../core/tiers';
import { tokenCue } from '../core/token-cues';
import { blanksBetween } from '../core/tokens';
import { CLINICAL_ENDING, CREDENTIAL_TITLES, type Ctx, emit, gap, KIN } from './note-people-context';

/** Contact verbs after which only a person comes ("with" needs a verb of meeting before it: "made with", "spoke with"). */
const STRONG_BEFORE = new Set(['per', 'paged', 'page', 'notified', 'informed', 'contacted', 'contacts', 'contact', 'dw', 'called', 'told', 'asked', 'with', 'w']);
/** Verbs before "with" that make it a meeting with someone, not a thing done with something. */
const MET_WITH = new Set(['spoke', 'talked', 'met', 'discussed', 'made', 'consulted', 'speak', 'talk', 'meet', 'spoken', 'conferred']);
/** Verbs of being told after a name. */
const TOLD_AFTER = new Set(['aware', 'notified', 'informed', 'paged', 'updated']);
/** Words a staff member's name follows in a list of who was told ("house staff", "team", "resident"). */
const STAFF_BEFORE = new Set([...CREDENTIAL_TITLES, 'staff', 'team', 'ho', 'pa', 'sw', 'cm', 'chaplain']);
/**
 * What follows a relative's name: a visit, a call, a clause of who they are, or where they come from. Not "at" or
 * "here", which follow a phrase of time or place as often ("son vry suportve at times").
 */
const KIN_NAME_AFTER = new Set(['visited', 'visiting', 'called', 'phoned', 'came', 'in', 'spoke', 'updated', 'aware', 'was', 'is', 'who', 'of', 'from', 'has', 'will', 'and']);

/** One cue bit for every word either walk starts from (the bits are few): the sets above tell them apart. */
const CUE = tokenCue([...KIN, ...STRONG_BEFORE, ...TOLD_AFTER]);

/** Inflected English words are in no list as written: their endings say what they are. */
const INFLECTED = /(?:ed|ing|ly|tion|ment|ness)$/;

/** A plain word of three letters or more that no English, clinical or stop list holds, nor ends as a clinical term does. */
function noListWord(ctx: Ctx, k: number): boolean {
  const t = ctx.toks[k]!;
  const low = t.low;
  const wc = ctx.wc;
  if (low.length < 3 || t.e - t.s !== low.length || !/^[a-z]+$/.test(low)) return false;
  return !wc.isEnglish(low) && !wc.isClinical(low) && !wc.isStop(low) && !wc.isKnownName(low) && !CLINICAL_ENDING.test(low) && !INFLECTED.test(low);
}

/** 0 lower, 1 Title, 2 capitals: the two words of a name are written alike. */
function caseOf(ctx: Ctx, k: number): number {
  const raw = ctx.text.slice(ctx.toks[k]!.s, ctx.toks[k]!.e);
  if (raw === raw.toLowerCase()) return 0;
  return raw === raw.toUpperCase() ? 2 : 1;
}

/** The last token of a run of two or three words no list holds from `j`, one or two blanks apart, written alike; -1 if none. */
function pairFrom(ctx: Ctx, j: number): number {
  const toks = ctx.toks;
  if (j + 1 >= toks.length || !noListWord(ctx, j) || !blanksBetween(ctx, j, j + 1, 2) || !noListWord(ctx, j + 1) || caseOf(ctx, j) !== caseOf(ctx, j + 1)) return -1;
  // Two short words are as likely shorthand of a phrase ("sx fro"): the pair has eight letters or more.
  if (toks[j]!.low.length + toks[j + 1]!.low.length < 8) return -1;
  const k = j + 2;
  return k < toks.length && blanksBetween(ctx, j + 1, k, 2) && noListWord(ctx, k) && caseOf(ctx, k) === caseOf(ctx, j) ? k : j + 1;
}

/**
 * Typos of English words side by side ("famly membr", "protcol orderd"): after a relation, only when every word is
 * one; after a contact verb or before "aware", where a name competes with an order or a note's own words, when any is.
 */
function misspeltPair(ctx: Ctx, first: number, last: number, any: boolean): boolean {
  let count = 0;
  for (let k = first; k <= last; k++) if (ctx.wc.isMisspelt(ctx.toks[k]!.low)) count++;
  return any ? count > 0 : count === last - first + 1;
}

/** The name ends a clause, or a visit, a call or who the relative is follows it. */
function closedAfter(ctx: Ctx, last: number): boolean {
  const next = last + 1;
  if (next >= ctx.toks.length) return true;
  const g = gap(ctx, last, next);
  if (/^[ \t]{0,2}[,.;:()][ \t]{0,2}/.test(g) || g.includes('\n')) return true;
  return /^[ \t]{1,2}$/.test(g) && KIN_NAME_AFTER.has(ctx.toks[next]!.low);
}

export function noListPairs(ctx: Ctx): void {
  const { toks, cues } = ctx;
  if (!ctx.wc.hasDictionaries) return;
  for (let i = 0; i + 2 < toks.length; i++) {
    if ((cues[i]! & CUE) === 0) continue;
    const low = toks[i]!.low;
    const kin = KIN.has(low);
    if (!kin && !STRONG_BEFORE.has(low)) continue;
    let j = i + 1;
    // "dtr-in-law", "son-in-law": the relation written with hyphens.
    if (kin && j + 2 < toks.length && toks[j]!.low === 'in' && toks[j + 1]!.low === 'law' && gap(ctx, i, j) === '-' && gap(ctx, j, j + 1) === '-') j += 2;
    if (kin) {
      if (!/^[ \t]{0,2}[,:(-]?[ \t]{0,2}$/.test(gap(ctx, j - 1, j)) || gap(ctx, j - 1, j) === '') continue;
    } else {
      if (!blanksBetween(ctx, i, j, 2)) continue;
      if ((low === 'with' || low === 'w') && !(i > 0 && MET_WITH.has(toks[i - 1]!.low))) continue;
    }
    const last = pairFrom(ctx, j);
    if (last < 0 || (kin && !closedAfter(ctx, last)) || misspeltPair(ctx, j, last, !kin)) continue;
    emit(ctx, j, last, kin ? 'PATIENT' : 'DOCTOR', TIER.weakCue, true);
    i = last;
  }
  for (let i = 2; i < toks.length; i++) {
    if ((cues[i]! & CUE) === 0 || !TOLD_AFTER.has(toks[i]!.low) || !blanksBetween(ctx, i - 1, i, 2)) continue;
    // The run ends right before the verb: three words, or two.
    const first = i >= 3 && pairFrom(ctx, i - 3) === i - 1 ? i - 3 : pairFrom(ctx, i - 2) === i - 1 ? i - 2 : -1;
    if (first < 0 || misspeltPair(ctx, first, i - 1, true)) continue;
    const opens = first === 0 || /(?:^|[\n.;:,(-])[ \t]{0,3}$/.test(ctx.text.slice(Math.max(0, toks[first]!.s - 4), toks[first]!.s));
    const staff = first > 0 && STAFF_BEFORE.has(toks[first - 1]!.low) && blanksBetween(ctx, first - 1, first, 2);
    if (opens || staff) emit(ctx, first, i - 1, 'DOCTOR', TIER.weakCue, true);
  }
}
