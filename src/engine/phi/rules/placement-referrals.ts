// Where a discharge plan sends the patient, named after the planning words of a nursing or case-management note:
// "cardiac rehab referral to Carney", "REHAB SCREEN FOR YOUVILLE", "placement at Quenby pending", "bed offer from
// Tarnwell". The planning word (rehab, placement, screen, referral, bed offer...) says a facility follows the
// preposition, which "referral to Cardiology", "screen for delirium", "placement at home" or "screen for Monday" do
// not name: the place must be written as a name in the note's case (Title case in mixed text; in capitals a word no
// English list holds; in lower case a word no list holds at all), and be no service, clinical, generic, date or stop
// word. A title ("referral to Dr Roe") leaves the name to the people rules. Part of the note-places family.
import { push } from '../core/scan';
import { TIER } from '../core/tiers';
import { blanksBetween } from '../core/tokens';
import { GENERIC_LEFT } from '../vocab/org-words';
import { DOCTOR_TITLES, lowerSet, PERSON_TITLES } from '../vocab/people-words';
import { CLINIC_SERVICES, GENERIC_DESTINATION, NOT_PLACE_AFTER_CUE } from '../vocab/place-words';
import { facilityKindCue, type FacilityCtx } from './note-facilities';

/** Words of a discharge plan that a facility's name follows, a preposition after them. */
const PLANNING = new Set([
  'rehab', 'rehabilitation', 'snf', 'placement', 'ltc', 'tcu', 'ltach', 'referral', 'referrals', 'offer', 'accepted', 'acceptance',
  'application', 'respite', 'waitlist', 'waitlisted',
]);
const PLANNING_CUE = facilityKindCue(PLANNING);
// Not "screen" alone: "screen for Delirium", "screen for OSA" are tests; "rehab screen for X" has its planning word.
const PREPS = new Set(['to', 'for', 'at', 'from']);
/** Days, months and times a plan is made for: "screen for Monday". */
const WHEN = new Set([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs',
  'fri', 'sat', 'sun', 'today', 'tomorrow', 'tonight', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
  'september', 'october', 'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
  'discharge', 'dc', 'am', 'pm', 'morning', 'afternoon', 'evening', 'next', 'this', 'week', 'weekend',
]);
const TITLES: ReadonlySet<string> = lowerSet(DOCTOR_TITLES, PERSON_TITLES);
/** Words that end the name: another destination or a reason follows. */
const ENDS = new Set(['vs', 'versus', 'or', 'and', 'if', 'when', 'once', 'pending', 'per', 'with', 'for', 'to', 'at', 'from', 'in', 'on']);

function shoutedText(ctx: FacilityCtx, k: number): boolean {
  const t = ctx.toks[k]!;
  return !/[a-z]/.test(ctx.text.slice(Math.max(0, t.s - 40), t.e + 40));
}

function lowerText(ctx: FacilityCtx, k: number): boolean {
  const t = ctx.toks[k]!;
  return !/[A-Z]/.test(ctx.text.slice(Math.max(0, t.s - 40), t.e + 40));
}

/** A word that may be part of the place's name: no stop, clinical, service, generic, date or title word. */
function placeWord(ctx: FacilityCtx, k: number): boolean {
  const low = ctx.toks[k]!.low;
  if (low.length < 3 || !/^[a-z][a-z'’-]*$/.test(low) || ENDS.has(low) || WHEN.has(low) || TITLES.has(low)) return false;
  if (GENERIC_DESTINATION.has(low) || NOT_PLACE_AFTER_CUE.has(low) || GENERIC_LEFT.has(low) || CLINIC_SERVICES.has(low) || PLANNING.has(low)) return false;
  return !ctx.wc.isStop(low) && !ctx.wc.isClinical(low) && !ctx.wc.isClinicalShorthand(low);
}

/** Token k is written as a name in the note's case. */
function asName(ctx: FacilityCtx, k: number, mode: 'caps' | 'lower' | 'mixed'): boolean {
  const t = ctx.toks[k]!;
  const raw = ctx.text.slice(t.s, t.e);
  if (mode === 'caps') return raw === raw.toUpperCase() && t.e - t.s >= 4 && ctx.wc.nameEvidence(t.low).notEnglishName;
  if (mode === 'lower') return raw === t.low && t.e - t.s >= 5 && ctx.wc.nameEvidence(t.low).unknown;
  return t.cap && /^[A-Z][a-z]/.test(raw);
}

/**
 * The kind of care place that closes a lower-case name of English words after a planning word ("referrals out to x y
 * ltach", "and x y care center", fix17b): a long-term acute care hospital, a skilled nursing, assisted living or
 * rehabilitation place, a care or nursing centre or home.
 */
const CARE_KIND_END = new Set(['ltach', 'ltac', 'snf', 'alf', 'irf', 'rehab', 'center', 'centre', 'ctr', 'home']);
/** Words between a care place's name and its kind's last word: "x y transitional care center", "x nursing home". */
const CARE_KIND_MID = new Set(['care', 'nursing', 'transitional', 'acute', 'skilled', 'health', 'rehab', 'rehabilitation', 'living', 'assisted', 'recovery']);
/** Where a plan's list of places ends: a sentence's or a clause's stop. */
const LIST_STOP = /[.;:!?\n]/;

/**
 * A lower-case name of place words closed by a care place's kind, from token j, in the note's case: the last token of
 * the kind, or -1. The name needs one place word before the kind's words ("valley haven care center", not "acute care
 * center").
 */
function kindClosed(ctx: FacilityCtx, j: number, mode: 'caps' | 'lower' | 'mixed'): number {
  let named = false;
  for (let k = j; k < ctx.toks.length && k <= j + 4; k++) {
    if (k > j && !blanksBetween(ctx, k - 1, k, 1)) return -1;
    const t = ctx.toks[k]!;
    const raw = ctx.text.slice(t.s, t.e);
    if (mode === 'lower' ? raw !== t.low : mode === 'caps' ? raw !== raw.toUpperCase() : !t.cap) return -1;
    if (named && k > j && CARE_KIND_END.has(t.low) && (t.low !== 'home' || ctx.toks[k - 1]!.low === 'nursing')) return k;
    if (CARE_KIND_MID.has(t.low)) {
      if (!named) return -1;
      continue;
    }
    if (!placeWord(ctx, k)) return -1;
    named = true;
  }
  return -1;
}

/**
 * The places of a plan's list after its first ("referrals sent to X in Town and Y care center", "referrals to X Y Rehab
 * in Town and Z W", fix17b): each after "and", "or", "+" or a comma, within the clause and 120 characters of the first,
 * read as the first is read, in its own case. A word that names no place ("and family aware", "and PT eval", "or Dr
 * Roe") ends the list.
 */
function listedPlaces(ctx: FacilityCtx, first: number, last: number): number {
  const { toks, text } = ctx;
  let found = 0;
  let k = last + 1;
  while (k < toks.length && found < 3 && toks[k]!.s - toks[first]!.s <= 120) {
    if (LIST_STOP.test(text.slice(toks[k - 1]!.e, toks[k]!.s))) break;
    const gapBefore = text.slice(toks[k - 1]!.e, toks[k]!.s);
    let j = -1;
    if ((toks[k]!.low === 'and' || toks[k]!.low === 'or') && k + 1 < toks.length && /^[ \t]{1,2}$/.test(text.slice(toks[k]!.e, toks[k + 1]!.s))) j = k + 1;
    else if (/^[ \t]*[,+][ \t]{0,2}$/.test(gapBefore) && toks[k]!.low !== 'and' && toks[k]!.low !== 'or') j = k;
    if (j < 0) {
      k++;
      continue;
    }
    if (!placeWord(ctx, j)) break;
    const mode = shoutedText(ctx, j) ? 'caps' : lowerText(ctx, j) ? 'lower' : 'mixed';
    const end = itemEnd(ctx, j, mode);
    if (end < 0) break;
    push(ctx.out, toks[j]!.s, toks[end]!.e, 'HOSPITAL', TIER.weakCue);
    found++;
    k = end + 1;
  }
  return k - 1;
}

/** The last token of a place named from token j in the note's case, or -1: a name and up to two more words, or a lower-case kind-closed name. */
function itemEnd(ctx: FacilityCtx, j: number, mode: 'caps' | 'lower' | 'mixed'): number {
  // In lower case no capital marks the name: its care kind closes it. In the other cases the name is read as before.
  const closed = mode === 'lower' ? kindClosed(ctx, j, mode) : -1;
  if (closed >= 0) return closed;
  if (!asName(ctx, j, mode)) return -1;
  let last = j;
  for (let k = j + 1; k < ctx.toks.length && k <= j + 2 && blanksBetween(ctx, k - 1, k, 1); k++) {
    const raw = ctx.text.slice(ctx.toks[k]!.s, ctx.toks[k]!.e);
    const sameCase = mode === 'caps' ? raw === raw.toUpperCase() : mode === 'lower' ? raw === ctx.toks[k]!.low : ctx.toks[k]!.cap;
    if (!sameCase || ENDS.has(ctx.toks[k]!.low) || WHEN.has(ctx.toks[k]!.low) || ctx.wc.isStop(ctx.toks[k]!.low) || ctx.wc.isClinical(ctx.toks[k]!.low)) break;
    last = k;
  }
  return last;
}

export function placementReferrals(ctx: FacilityCtx): void {
  const { toks, cues } = ctx;
  for (let i = 1; i + 1 < toks.length; i++) {
    // No planning word among the three tokens before: the walk back below cannot find one, and its gaps go unread.
    if (((cues[i - 1]! | (i >= 2 ? cues[i - 2]! : 0) | (i >= 3 ? cues[i - 3]! : 0)) & PLANNING_CUE) === 0) continue;
    if (!PREPS.has(toks[i]!.low) || !blanksBetween(ctx, i, i + 1, 1)) continue;
    // A planning word right before the preposition, or one or two words before it ("rehab screen for", "referral sent to", "bed offer from").
    let planned = false;
    for (let k = i - 1; k >= 0 && k >= i - 3 && !planned; k--) {
      if (!/^[ \t/]{1,2}$/.test(ctx.text.slice(toks[k]!.e, toks[k + 1]!.s))) break;
      planned = PLANNING.has(toks[k]!.low);
    }
    if (!planned) continue;
    const j = i + 1;
    if (!placeWord(ctx, j)) continue;
    const mode = shoutedText(ctx, j) ? 'caps' : lowerText(ctx, j) ? 'lower' : 'mixed';
    const last = itemEnd(ctx, j, mode);
    if (last < 0) continue;
    push(ctx.out, toks[j]!.s, toks[last]!.e, 'HOSPITAL', TIER.weakCue);
    // Only after "referral(s)": the list of places a case manager sent them to.
    i = /^referrals?$/.test(toks[i - 1]!.low) || /^referrals?$/.test(toks[i - 2]?.low ?? '') ? Math.max(last, listedPlaces(ctx, j, last)) : last;
  }
}
