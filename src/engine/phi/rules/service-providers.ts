// The firm or agency that gives a patient a service at home, named after the service and its provider preposition:
// "hospice through Seasons of Marlow", "home infusion via Optimara", "HOME O2 FROM VITALAIRE", "mail order through
// Cardell Rx". Home-health, hospice, case-management and ED notes name these providers this way and most are in no
// list. The service word says a provider follows, but "via" and "from" also bring a route or a device ("O2 via NC",
// "infusion via PICC", "oxygen from the wall"), so the name must be written as one in the note's case (Title case in
// mixed text; in capitals a word no list knows), hold no clinical, stop or payer-programme word ("through Medicare"),
// and stand right after the preposition. A lower-case note gives no case signal: it is left alone. Part of the
// note-places family (note-places.ts runs it).
import { push } from '../core/scan';
import { TIER } from '../core/tiers';
import { blanksBetween } from '../core/tokens';
import { GENERIC_DESTINATION } from '../vocab/place-words';
import { facilityKindCue, shoutedAround, type FacilityCtx } from './note-facilities';

/** Services a firm or an agency gives at home, as a note names them before their provider. */
const SERVICES: ReadonlySet<string> = new Set([
  'hospice', 'infusion', 'infusions', 'o2', 'oxygen', 'dme', 'equipment', 'supplies', 'vna', 'aide', 'aides', 'transport',
  'transportation', 'order', 'delivery', 'meals', 'homecare', 'caregivers', 'pca', 'respite',
]);
const SERVICE_CUE = facilityKindCue(SERVICES);
/** The kinds that close a provider's name in capitals: "QUENMOOR HEALTHCARE", "KESTREL HOME MEDICAL". */
const FIRM_TAILS: ReadonlySet<string> = new Set(['home', 'care', 'healthcare', 'health', 'medical', 'services', 'supply', 'supplies', 'infusion', 'hospice', 'homecare', 'nursing', 'pharmacy', 'respiratory', 'oxygen']);
/** The words between a service and the provider that say who gives it. */
const PROVIDER_PREPS: ReadonlySet<string> = new Set(['through', 'thru', 'via', 'from', 'with', 'by']);
/** Payer programmes and placeholders: they pay for a service and name no one. */
const NOT_PROVIDERS: ReadonlySet<string> = new Set([
  'medicare', 'medicaid', 'tricare', 'va', 'insurance', 'hmo', 'ppo', 'nhs', 'hse', 'ohip', 'ccac', 'lhin', 'ndis', 'acc', 'county',
  'state', 'city', 'family', 'agency', 'pharmacy', 'hospital', 'company', 'vendor', 'provider', 'mask', 'cannula', 'tank',
  'concentrator', 'wall', 'tubing', 'line', 'port', 'pump', 'picc', 'central', 'ambulance', 'ems', 'taxi', 'cab', 'van', 'bus', 'car',
  'wheelchair', 'stretcher',
]);

function shoutedNote(ctx: FacilityCtx, k: number): boolean {
  const t = ctx.toks[k]!;
  return shoutedAround(ctx.text, t.s, t.e);
}

/** Token k may be a word of the provider's name in the note's case. */
function providerWord(ctx: FacilityCtx, k: number, caps: boolean): boolean {
  const t = ctx.toks[k]!;
  const low = t.low;
  if (low.length < 2 || !/^[a-z][a-z'’&-]*$/.test(low) || ctx.wc.isStop(low) || ctx.wc.isClinical(low) || ctx.wc.isClinicalShorthand(low)) return false;
  if (NOT_PROVIDERS.has(low) || GENERIC_DESTINATION.has(low)) return false;
  const raw = ctx.text.slice(t.s, t.e);
  return caps ? raw === raw.toUpperCase() : /^[A-Z][a-z]/.test(raw);
}

/** A "2" stands one or two blanks before `s` (as in "O2 from"). */
function twoBefore(text: string, s: number): boolean {
  return (s >= 2 && text.charCodeAt(s - 2) === 50) || (s >= 3 && text.charCodeAt(s - 3) === 50);
}

export function serviceProviders(ctx: FacilityCtx): void {
  const { toks, wc, cues } = ctx;
  for (let i = 0; i + 2 < toks.length; i++) {
    // "O2" holds a digit, so it is no token: it stands in the gap before the preposition ("HOME O2 FROM X").
    // No service word is a preposition, so a service never needs the gap read; most prepositions have no "2" before them.
    const service = (cues[i]! & SERVICE_CUE) !== 0 && SERVICES.has(toks[i]!.low);
    const o2 = !service && i > 0 && twoBefore(ctx.text, toks[i]!.s) && PROVIDER_PREPS.has(toks[i]!.low) && /(?:^|[ \t])O2[ \t]{1,2}$/i.test(ctx.text.slice(toks[i - 1]!.e, toks[i]!.s));
    if (!service && !o2) continue;
    // "infusion services through X": one plain "services" may stand between the service and its preposition.
    let p = o2 ? i : i + 1;
    if (!o2 && toks[p]!.low === 'services' && p + 1 < toks.length && blanksBetween(ctx, i, p, 1)) p++;
    if (!PROVIDER_PREPS.has(toks[p]!.low) || (!o2 && !blanksBetween(ctx, p - 1, p, 1)) || !blanksBetween(ctx, p, p + 1, 1)) continue;
    // "via" and "with" bring a route or a device as often ("O2 via Venturi mask", "infusion via Hickman"): oxygen takes
    // none of them, any other service only a name no list knows.
    const loose = toks[p]!.low === 'via' || toks[p]!.low === 'with';
    const oxygen = o2 || toks[i]!.low === 'oxygen';
    if (oxygen && loose) continue;
    const first = p + 1;
    const caps = shoutedNote(ctx, first);
    if (!caps && /^[a-z]/.test(ctx.text.slice(toks[first]!.s, toks[first]!.s + 1))) continue;
    if (!providerWord(ctx, first, caps)) continue;
    // Up to three more words of the name, "of" or "&" joining them ("Seasons of Marlow", "Tallis Hospice & Palliative").
    let last = first;
    for (let k = first + 1; k < toks.length && k <= first + 3 && blanksBetween(ctx, k - 1, k, 1); k++) {
      if (toks[k]!.low === 'of' && k + 1 < toks.length && providerWord(ctx, k + 1, caps) && blanksBetween(ctx, k, k + 1, 1)) {
        last = k + 1;
        k++;
        continue;
      }
      if (!providerWord(ctx, k, caps)) break;
      // In capitals no capital tells a name's next word from the sentence's ("FROM BRELAIRE SINCE MAY"): only a word no
      // English list knows, or a firm's kind, goes on with it.
      if (caps && !wc.nameEvidence(toks[k]!.low).notEnglishName && !FIRM_TAILS.has(toks[k]!.low)) break;
      last = k;
    }
    // In capitals, or after "via" or "with", one word of the name must be one no list knows: "FROM HOME" stays clean.
    let naming = false;
    for (let k = first; k <= last; k++) naming ||= caps || loose ? wc.nameEvidence(toks[k]!.low).unknown : toks[k]!.low.length >= 3;
    if (!naming) continue;
    // "Cardell Rx": a pharmacy's own abbreviation closes its name.
    if (last + 1 < toks.length && toks[last + 1]!.low === 'rx' && blanksBetween(ctx, last, last + 1, 1)) last++;
    push(ctx.out, toks[first]!.s, toks[last]!.e, 'ORGANIZATION', TIER.facilitySuffix);
    i = last;
  }
}
