// Where care happened, named after "at" and the care: "cath at Quellby showed 3VD", "CABG AT NORTHWICK IN 2090",
// "followed by Dr. Roe at Tarnley Cardiology", "her PCP at Dunmore". The care word (or a clinician named with a
// title) says a place follows; the place must be written as a name (Title case, or capitals in a note of
// capitals) and be more than an English, clinical or stop word, so "cath at 1400", "echo at bedside", "seen at
// Baseline" and "stent at LAD" stay clean. Part of the note-places family (note-places.ts runs it).
import { push } from '../core/scan';
import { TIER } from '../core/tiers';
import { blanksBetween } from '../core/tokens';
import { CARE_BEFORE_AT, GENERIC_DESTINATION, NOT_PLACE_AFTER_CUE } from '../vocab/place-words';
import { DOCTOR_TITLES, lowerSet } from '../vocab/people-words';
import { facilityKindCue, type FacilityCtx } from './note-facilities';

const CLINICIAN_TITLES: ReadonlySet<string> = lowerSet(DOCTOR_TITLES);

/** The token holds only capitals, and no lower-case letter stands near it: a note (or line) of capitals. */
function shouted(ctx: FacilityCtx, k: number): boolean {
  const t = ctx.toks[k]!;
  const raw = ctx.text.slice(t.s, t.e);
  return raw === raw.toUpperCase() && !/[a-z]/.test(ctx.text.slice(Math.max(0, t.s - 40), t.e + 40));
}

/** Token k is written as a name: Title case among other case, or capitals in a note of capitals. */
function writtenAsName(ctx: FacilityCtx, k: number): boolean {
  const t = ctx.toks[k]!;
  if (shouted(ctx, k)) return t.e - t.s >= 3;
  return t.cap && !/^[A-Z]{2,}/.test(ctx.text.slice(t.s, t.e));
}

/** The place's first word: no English, clinical, stop or generic-destination word ("Baseline", "Home", "OSH"). */
function placeHead(ctx: FacilityCtx, k: number): boolean {
  const low = ctx.toks[k]!.low;
  if (low.length < 3 || !/^[a-z][a-z'-]*$/.test(low) || GENERIC_DESTINATION.has(low) || NOT_PLACE_AFTER_CUE.has(low)) return false;
  return writtenAsName(ctx, k) && ctx.wc.nameEvidence(low).notEnglishName;
}

/** "cath at Quellby", "Dr. Roe at Tarnley": care (or a titled clinician) before "at", then a place written as a name. */
export function carePlaces(ctx: FacilityCtx): void {
  const { toks, wc } = ctx;
  for (let i = 1; i + 1 < toks.length; i++) {
    if (toks[i]!.low !== 'at' || !blanksBetween(ctx, i - 1, i) || !blanksBetween(ctx, i, i + 1)) continue;
    const before = toks[i - 1]!.low;
    const titled = i >= 2 && CLINICIAN_TITLES.has(toks[i - 2]!.low) && writtenAsName(ctx, i - 1);
    if (!CARE_BEFORE_AT.has(before) && !titled) continue;
    const j = i + 1;
    if (!placeHead(ctx, j)) continue;
    // The place's further words, in the same letter case: "Tarnley Cardiology", "NORTHWICK GENERAL HOSPITAL".
    let last = j;
    for (let k = j + 1; k < toks.length && k <= j + 2; k++) {
      if (!blanksBetween(ctx, k - 1, k, 1) || !writtenAsName(ctx, k) || shouted(ctx, k) !== shouted(ctx, j) || wc.isStop(toks[k]!.low)) break;
      last = k;
    }
    push(ctx.out, toks[j]!.s, toks[last]!.e, 'HOSPITAL', TIER.weakCue);
  }
}

/** What a named service or centre gives: its consult, and the scale or protocol it is known for. */
const SERVICE_ITEMS = new Set(['consult', 'consulted', 'consults', 'scale', 'protocol']);
const SERVICE_ITEM_CUE = facilityKindCue(SERVICE_ITEMS);

/**
 * "Quellby consult this afternoon", "insulin drip following Quellby scale", "P: Q Quellby consult": a service or
 * centre named by a word no list knows (no English, clinical, name or place list: known eponyms such as "Braden
 * scale" stay the lists'), written as a name, before its consult, scale or protocol; an initial before it is part
 * of the name. Not "Renal consult", "Heparin protocol", "Glasgow scale".
 */
export function namedServices(ctx: FacilityCtx): void {
  const { toks, wc, cues } = ctx;
  for (let k = 1; k < toks.length; k++) {
    if ((cues[k]! & SERVICE_ITEM_CUE) === 0 || !SERVICE_ITEMS.has(toks[k]!.low) || !blanksBetween(ctx, k - 1, k)) continue;
    const a = k - 1;
    const low = toks[a]!.low;
    if (low.length < 4 || !/^[a-z]+$/.test(low) || !writtenAsName(ctx, a) || !wc.nameEvidence(low).unknown) continue;
    let first = a;
    const initial = a >= 1 ? ctx.text.slice(toks[a - 1]!.s, toks[a]!.s) : '';
    if (/^[A-Z]\.?[ \t]{1,2}$/.test(initial)) first = a - 1;
    push(ctx.out, toks[first]!.s, toks[a]!.e, 'HOSPITAL', TIER.weakCue);
  }
}

/** The care a stay somewhere is for, after "for": "at Lakeside for rehab", "AT QUENBY FOR DIALYSIS". */
const CARE_AFTER_FOR = new Set([
  'rehab', 'rehabilitation', 'dialysis', 'hd', 'chemo', 'chemotherapy', 'radiation', 'xrt', 'surgery', 'cabg', 'cath', 'detox',
  'respite', 'infusion', 'infusions', 'treatment', 'wound', 'placement', 'evaluation', 'eval', 'workup', 'admission', 'pt', 'therapy',
]);
const POSSESSIVES = new Set(['his', 'her', 'their', 'the', 'a', 'an', 'short', 'further', 'more']);
/** States and times a sentence puts after "at", capitalised by habit or a heading: "at Rest for therapy", "at Risk for". */
const NOT_STAYS = new Set(['rest', 'risk', 'ease', 'least', 'most', 'times', 'present', 'peace', 'noon', 'midnight', 'night', 'bedside', 'baseline', 'once', 'first', 'last']);

/**
 * "was at Lakeside for rehab", "PT AT QUENBY FOR DIALYSIS", "spent 2 wks at Ashmore for wound care": the care after
 * "for" says the words after "at" are the place that gave it. A capital is the only sign a word like "Lakeside" is a
 * name, so in mixed text the words are Title case; in capitals or in lower case, where no capital tells, one of them
 * must be a word no English list holds. No generic destination ("at home for rehab") or clinical word.
 */
export function careStays(ctx: FacilityCtx): void {
  const { toks, wc } = ctx;
  for (let i = 0; i + 3 < toks.length; i++) {
    if (toks[i]!.low !== 'at' || !blanksBetween(ctx, i, i + 1, 1)) continue;
    const j = i + 1;
    // "for" ends the one to three words of the place: without it among the three tokens after them, nothing to read.
    if (toks[j + 1]!.low !== 'for' && toks[j + 2]!.low !== 'for' && (j + 3 >= toks.length || toks[j + 3]!.low !== 'for')) continue;
    const low = toks[j]!.low;
    if (low.length < 3 || !/^[a-z][a-z'-]*$/.test(low) || GENERIC_DESTINATION.has(low) || NOT_PLACE_AFTER_CUE.has(low) || NOT_STAYS.has(low) || wc.isStop(low) || wc.isClinical(low)) continue;
    const caps = shouted(ctx, j);
    const raw = ctx.text.slice(toks[j]!.s, toks[j]!.e);
    const lower = raw === toks[j]!.low;
    if (!caps && !lower && !toks[j]!.cap) continue;
    let last = j;
    for (let k = j + 1; k <= j + 2 && k < toks.length && toks[k]!.low !== 'for'; k++) {
      const w = ctx.text.slice(toks[k]!.s, toks[k]!.e);
      const same = caps ? shouted(ctx, k) : lower ? w === toks[k]!.low : toks[k]!.cap;
      if (!same || !blanksBetween(ctx, k - 1, k, 1) || wc.isStop(toks[k]!.low) || wc.isClinical(toks[k]!.low)) break;
      last = k;
    }
    let f = last + 1;
    if (f >= toks.length || toks[f]!.low !== 'for' || !blanksBetween(ctx, last, f, 1)) continue;
    f++;
    if (f < toks.length && POSSESSIVES.has(toks[f]!.low)) f++;
    if (f >= toks.length || !CARE_AFTER_FOR.has(toks[f]!.low)) continue;
    let naming = !caps && !lower;
    for (let k = j; k <= last && !naming; k++) naming = wc.nameEvidence(toks[k]!.low).notEnglishName;
    if (!naming) continue;
    push(ctx.out, toks[j]!.s, toks[last]!.e, 'HOSPITAL', TIER.weakCue);
    i = last;
  }
}
