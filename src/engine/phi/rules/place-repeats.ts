// Places named again (place.repeat, part of the note-places family): a word no list knows that a place's name held,
// a facility's name without its facility words ("Bramhall Falls" of "Bramhall Falls Medical Center"), and a hospital's
// short name a cue found ("transferred from Mercy"), wherever the note writes them again.
import { push } from '../core/scan';
import { TIER } from '../core/tiers';
import { spacedGap, type WordToken } from '../core/tokens';
import { FACILITY, FACILITY_TAIL, NOT_FACILITY_NAME, PLACE_PREP, STREET_WORDS } from '../vocab/place-words';
import type { FacilityCtx } from './note-facilities';
import { SPECIALTY_WORDS } from './named-practices';

const NONE: readonly (readonly string[])[] = [];

/**
 * Other mentions of a word first found as part of a place name ("to Northwick 2 ... or Northwick 3",
 * "ON NORTHWICK 2"): only words that no English, clinical or name list knows, four letters or more.
 */
export function repeatedPlaces(ctx: FacilityCtx, from: number): void {
  const words = new Map<string, 'HOSPITAL' | 'LOCATION-OTHER'>();
  // A facility's name without its facility words ("Bramhall Falls" of "Bramhall Falls Medical Center", "HARTLEY
  // GRANGE" of "HARTLEY GRANGE NURSING CTR"), keyed by its first word: notes name it again without them.
  const names = new Map<string, string[][]>();
  // A hospital a cue named by a short name of its own ("transferred from Mercy", "CABG at Brigham"), keyed by its first
  // word: the note names it again as written, capitals and all ("cath lab at Mercy closed", "back to Brigham").
  const exact = new Map<string, string[][]>();
  // Where the cue rules found those names: their own finding stands there, unless a person's reading of the same word
  // competes with it ("or back to Brigham" read as a contact), which the other mentions outweigh.
  const foundAt = new Set<number>();
  const personAt = new Set<number>();
  const { toks } = ctx;
  // Facilities any earlier family found lend their names; unknown words only this family's places.
  for (let c = 0; c < ctx.out.length; c++) {
    const cand = ctx.out[c]!;
    if (cand.type === 'PATIENT' || cand.type === 'DOCTOR') personAt.add(cand.start);
    if (cand.type !== 'HOSPITAL' && cand.type !== 'LOCATION-OTHER') continue;
    // Only the candidate's own tokens: found by bisection, so a place-dense note stays linear (the
    // scan of every token per candidate was quadratic).
    const first = firstTokenFrom(toks, cand.start);
    let k = first;
    for (; k < toks.length && toks[k]!.e <= cand.end; k++) {
      const t = toks[k]!;
      // A specialty a practice's name holds ("Orthopaedic", "Orthopaedics": British spellings no list knows) is what
      // the practice does, written again of the department, not the place.
      if (c >= from && t.low.length >= 4 && ctx.wc.nameEvidence(t.low).unknown && !SPECIALTY_WORDS.has(t.low)) words.set(t.low, cand.type);
    }
    if (cand.type === 'HOSPITAL') facilityName(ctx, toks.slice(first, k), names);
    if (cand.type === 'HOSPITAL' && cand.score >= TIER.nameShape && shortName(ctx, toks.slice(first, k), exact)) foundAt.add(cand.start);
  }
  if (words.size === 0 && names.size === 0 && exact.size === 0) return;
  // Names read only after a preposition: without any, no token needs its preposition and gap read.
  let cuedNames = false;
  for (const key of names.keys()) cuedNames ||= key.startsWith(CUED_KEY);
  // Most notes fill one or two of the maps: the empty ones are not asked at every token, and no token allocates.
  const anyWords = words.size > 0;
  const anyExact = exact.size > 0;
  const anyNames = names.size > 0;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const type = anyWords ? words.get(t.low) : undefined;
    if (type !== undefined) push(ctx.out, t.s, t.e, type, TIER.weakest);
    const cued = cuedNames && i > 0 && PLACE_PREP.has(toks[i - 1]!.low) && spacedGap(ctx, i - 1, i) ? names.get(`${CUED_KEY}${t.low}`) : undefined;
    const again = anyExact ? exact.get(t.low) : undefined;
    for (const name of again === undefined || (foundAt.has(t.s) && !personAt.has(t.s)) ? NONE : again) {
      if (i + name.length > toks.length || !name.every((w, j) => ctx.text.slice(toks[i + j]!.s, toks[i + j]!.e) === w && (j === 0 || spacedGap(ctx, i + j - 1, i + j)))) continue;
      push(ctx.out, t.s, toks[i + name.length - 1]!.e, 'HOSPITAL', TIER.placeWord);
    }
    const own = anyNames ? names.get(t.low) : undefined;
    const named = cued === undefined ? own : [...(own ?? []), ...cued];
    if (named === undefined) continue;
    for (const name of named) {
      if (i + name.length > toks.length || !name.every((w, j) => toks[i + j]!.low === w && (j === 0 || spacedGap(ctx, i + j - 1, i + j)))) continue;
      push(ctx.out, t.s, toks[i + name.length - 1]!.e, 'HOSPITAL', TIER.placeWord);
    }
  }
}

/** The name words of a facility before its trailing facility words, when two or three of them say more than English. */
function facilityName(ctx: FacilityCtx, cand: readonly WordToken[], names: Map<string, string[][]>): void {
  let n = cand.length;
  while (n > 0 && (FACILITY.has(cand[n - 1]!.low) || FACILITY_TAIL.has(cand[n - 1]!.low))) n--;
  // One name word no list knows ("Pinewick" of "Pinewick Assisted Living", "TREVASKIS" of "TREVASKIS LODGE"): a nurse
  // names the place again by that word alone ("back to Pinewick"), and a word no English, name or clinical list holds
  // says nothing else.
  if (n === 1 && n < cand.length && cand[0]!.low.length >= 5 && /^[a-z]+$/.test(cand[0]!.low) && ctx.wc.nameEvidence(cand[0]!.low).unknown) {
    if (!names.has(cand[0]!.low)) names.set(cand[0]!.low, [[cand[0]!.low]]);
    return;
  }
  if (n < 2 || n > 3 || n === cand.length) return;
  // Pushed, not mapped: a map result is packed from the interpreter and holey from optimised code, and each new
  // kind met below de-optimised this family (V8 "wrong map").
  const lows: string[] = [];
  for (let j = 0; j < n; j++) lows.push(cand[j]!.low);
  if (lows.some((w) => ctx.wc.isStop(w) || ctx.wc.isClinical(w) || NOT_FACILITY_NAME.has(w))) return;
  // English words alone ("ORCHARD VALE" of "ORCHARD VALE MANOR") say less: they name the place again only right after
  // a place preposition ("return to Orchard Vale"), where the note's own words would not stand as a pair found before.
  if (lows.every((w) => ctx.wc.isEnglish(w))) {
    if (lows.some((w) => w.length < 3 || STREET_WORDS.has(w))) return;
    const key = `${CUED_KEY}${lows[0]!}`;
    const cuedList = names.get(key) ?? [];
    if (!cuedList.some((l) => l.join(' ') === lows.join(' '))) cuedList.push(lows);
    names.set(key, cuedList);
    return;
  }
  const list = names.get(lows[0]!) ?? [];
  if (!list.some((l) => l.join(' ') === lows.join(' '))) list.push(lows);
  names.set(lows[0]!, list);
}
/**
 * A hospital's short name of one or two Title-case words and no facility word ("Mercy", "Northside", "Groote Schuur"),
 * as a cue rule found it: each word written as a name and none a stop, clinical, street or facility word.
 */
function shortName(ctx: FacilityCtx, cand: readonly WordToken[], exact: Map<string, string[][]>): boolean {
  if (cand.length === 0 || cand.length > 2) return false;
  const written: string[] = [];
  for (const t of cand) {
    const w = ctx.text.slice(t.s, t.e);
    if (!/^\p{Lu}\p{Ll}{2,}$/u.test(w) || ctx.wc.isStop(t.low) || ctx.wc.isClinical(t.low) || FACILITY.has(t.low) || FACILITY_TAIL.has(t.low) || STREET_WORDS.has(t.low) || NOT_FACILITY_NAME.has(t.low)) return false;
    written.push(w);
  }
  const list = exact.get(cand[0]!.low) ?? [];
  if (!list.some((l) => l.join(' ') === written.join(' '))) list.push(written);
  exact.set(cand[0]!.low, list);
  return true;
}
/** Marks a name read again only after a place preposition (keys of facilityName's map are otherwise plain words). */
const CUED_KEY = '\u0000';

/** The index of the first token starting at or after `pos` (tokens are in text order). */
function firstTokenFrom(toks: readonly WordToken[], pos: number): number {
  let lo = 0;
  let hi = toks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (toks[mid]!.s < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
