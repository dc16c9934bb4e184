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
    if (!asName(ctx, j, mode)) continue;
    let last = j;
    for (let k = j + 1; k < toks.length && k <= j + 2 && blanksBetween(ctx, k - 1, k, 1); k++) {
      const raw = ctx.text.slice(toks[k]!.s, toks[k]!.e);
      const sameCase = mode === 'caps' ? raw === raw.toUpperCase() : mode === 'lower' ? raw === toks[k]!.low : toks[k]!.cap;
      if (!sameCase || ENDS.has(toks[k]!.low) || WHEN.has(toks[k]!.low) || ctx.wc.isStop(toks[k]!.low) || ctx.wc.isClinical(toks[k]!.low)) break;
      last = k;
    }
    push(ctx.out, toks[j]!.s, toks[last]!.e, 'HOSPITAL', TIER.weakCue);
    i = last;
  }
}
