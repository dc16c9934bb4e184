// Facilities named the way British, Irish, African, Indian and veterans' notes name them, which the suffix rules
// pass over (part of the note-places family, note-places.ts runs them):
// - a day hospital or day centre and its town ("Castlebar Day Hospital", "Rathdown Day Centre"): the capitalised
//   family ends a facility's name at "Day" on its left, as it must for "Monday Clinic" or "day hospital";
// - a town and the initials of the kind of facility it has ("Penrith DGH", "Mbarara RRH", "Havre CBOC", "Lusaka
//   UTH", "Esikhawini CHC"), or the initials first as Indian notes write a health centre ("PHC Thottambedu"); a
//   veterans' medical centre or health care system ("Lebanon VAMC", "LEBANON VAMC - PACT INTAKE"), a Queensland
//   multipurpose health service ("Springsure MPHS") and an Aboriginal community controlled health service ("X
//   ACCHS") the same way; in capitals, where no capital tells a name, the town must be a word the gazetteers or no
//   list at all knows;
// - a town and the tier of its hospital, as Kenyan notes name one ("Gatundu Level 4", "Thika Level 5"): a level
//   from 2 to 6 after a town's name is a facility, where "Grade Level 3" or "Floor Level 2" are English words.
// The initials are those of hospitals and health centres only (district general, regional referral, teaching,
// federal medical, community and primary health centres, community-based outpatient clinics); the name must be
// written in Title case and be no English, clinical or stop word, or a place of the gazetteers, so "the CHC" or
// "Cardiology CBOC" stays clean.
import { push } from '../core/scan';
import { TIER } from '../core/tiers';
import { blanksBetween } from '../core/tokens';
import { facilityKindCue, type FacilityCtx } from './note-facilities';

/** The places a "Day" names before it: "Day Hospital", "Day Centre". */
const DAY_PLACES: ReadonlySet<string> = new Set(['hospital', 'centre', 'center']);
/** Initials of a kind of hospital or health centre, written after the town. */
const KIND_INITIALS_AFTER: ReadonlySet<string> = new Set(['DGH', 'RRH', 'UTH', 'FMC', 'CHC', 'PHC', 'CBOC', 'UHC', 'VAMC', 'VAHCS', 'MPHS', 'ACCHS']);
/** Initials after which a Title-case town no list knows is read too: a veterans' or a rural health service's kind. */
const SERVICE_INITIALS: ReadonlySet<string> = new Set(['VAMC', 'VAHCS', 'MPHS', 'ACCHS']);
/** Initials written before the place, as Indian notes name a primary or community health centre. */
const KIND_INITIALS_BEFORE: ReadonlySet<string> = new Set(['PHC', 'CHC', 'UPHC']);
/** A token written as one of the initials has them, lower-cased, as its word; and "day" before a day hospital. */
const INITIALS_CUE = facilityKindCue([...KIND_INITIALS_AFTER, ...KIND_INITIALS_BEFORE].map((w) => w.toLowerCase()));
const DAY_CUE = facilityKindCue(['day']);

/** Token k in Title case: a capital, then lower-case letters. */
function titled(ctx: FacilityCtx, k: number): boolean {
  const t = ctx.toks[k]!;
  return /^[A-Z][a-z]{2,}$/.test(ctx.text.slice(t.s, t.e));
}

/** Token k may be a town's or a facility's own name: Title case, and no English, clinical or stop word unless a place. */
function placeName(ctx: FacilityCtx, k: number): boolean {
  if (!titled(ctx, k)) return false;
  const low = ctx.toks[k]!.low;
  const { wc } = ctx;
  if (wc.isStop(low) || wc.isClinical(low)) return false;
  return wc.nameEvidence(low).notEnglishName || wc.startsPlace(low);
}

/** The first token of one or two place-name words ending at token `last`; -1 when `last` is none. */
function nameStart(ctx: FacilityCtx, last: number): number {
  if (last < 0 || !placeName(ctx, last)) return -1;
  return last >= 1 && blanksBetween(ctx, last - 1, last, 1) && placeName(ctx, last - 1) ? last - 1 : last;
}

/** In capitals, one or two words a gazetteer or no list at all knows, ending at token `last`; -1 when none. */
function capsNameStart(ctx: FacilityCtx, last: number): number {
  const ok = (k: number): boolean => {
    if (!shouted(ctx, k)) return false;
    const low = ctx.toks[k]!.low;
    const { wc } = ctx;
    return !wc.isStop(low) && !wc.isClinical(low) && (wc.nameEvidence(low).unknown || wc.startsPlace(low));
  };
  if (last < 0 || !ok(last)) return -1;
  return last >= 1 && blanksBetween(ctx, last - 1, last, 1) && ok(last - 1) ? last - 1 : last;
}

/** Token k in capitals: "KILLARNEY", "DAY". */
function shouted(ctx: FacilityCtx, k: number): boolean {
  const t = ctx.toks[k]!;
  return /^[A-Z]{3,}$/.test(ctx.text.slice(t.s, t.e));
}

/** "Castlebar Day Hospital", "Rathdown Day Centre", "KILLARNEY DAY HOSPITAL": the town before a day hospital or centre. */
export function dayHospitals(ctx: FacilityCtx): void {
  const { toks, text, wc, cues } = ctx;
  for (let k = 2; k < toks.length; k++) {
    if ((cues[k - 1]! & DAY_CUE) === 0 || !DAY_PLACES.has(toks[k]!.low) || toks[k - 1]!.low !== 'day') continue;
    if (text.charCodeAt(toks[k - 1]!.s) !== 68 || !blanksBetween(ctx, k - 1, k, 1) || !blanksBetween(ctx, k - 2, k - 1, 1)) continue;
    // In capitals, where no capital tells a name, one word that a gazetteer or no list at all knows.
    const caps = shouted(ctx, k) && shouted(ctx, k - 1);
    if (!caps && !titled(ctx, k)) continue;
    const town = toks[k - 2]!.low;
    const first = caps ? (shouted(ctx, k - 2) && !wc.isClinical(town) && (wc.nameEvidence(town).unknown || wc.startsPlace(town)) ? k - 2 : -1) : nameStart(ctx, k - 2);
    if (first < 0) continue;
    push(ctx.out, toks[first]!.s, toks[k]!.e, 'HOSPITAL', TIER.facilityName);
  }
}

/** "Gatundu Level 4", "Thika Level 5 Hospital": a town and its hospital's tier. */
export function levelHospitals(ctx: FacilityCtx): void {
  const { toks, text } = ctx;
  for (let k = 1; k < toks.length; k++) {
    const t = toks[k]!;
    if (t.low !== 'level' || text.charCodeAt(t.s) !== 76 || !blanksBetween(ctx, k - 1, k, 1)) continue;
    const tier = /^[ \t]{1,2}[2-6](?![0-9.])/.exec(text.slice(t.e, t.e + 4));
    if (tier === null) continue;
    const first = nameStart(ctx, k - 1);
    if (first < 0) continue;
    push(ctx.out, toks[first]!.s, t.e + tier[0].length, 'HOSPITAL', TIER.facilitySuffix);
  }
}

/** "Mbarara RRH", "Havre CBOC", "PHC Thottambedu": a town and the initials of its kind of facility. */
export function facilityInitials(ctx: FacilityCtx): void {
  const { toks, text, cues } = ctx;
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    if ((cues[k]! & INITIALS_CUE) === 0 || t.e - t.s < 3 || t.e - t.s > 5) continue;
    const raw = text.slice(t.s, t.e);
    if (k >= 1 && KIND_INITIALS_AFTER.has(raw) && blanksBetween(ctx, k - 1, k, 1)) {
      let first = nameStart(ctx, k - 1);
      if (first < 0) first = capsNameStart(ctx, k - 1);
      // "Springsure MPHS": one Title-case word no list knows before a service's initials.
      if (first < 0 && SERVICE_INITIALS.has(raw) && titled(ctx, k - 1) && ctx.wc.nameEvidence(toks[k - 1]!.low).unknown) first = k - 1;
      if (first >= 0) push(ctx.out, toks[first]!.s, t.e, 'HOSPITAL', TIER.facilitySuffix);
    }
    if (k + 1 < toks.length && KIND_INITIALS_BEFORE.has(raw) && blanksBetween(ctx, k, k + 1, 1) && placeName(ctx, k + 1)) {
      push(ctx.out, t.s, toks[k + 1]!.e, 'HOSPITAL', TIER.facilitySuffix);
    }
  }
}
