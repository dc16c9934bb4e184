// A specialist practice named in running narrative rather than a letter's slots: "followed by Hopewell Urology", "outpt
// cardiologist is with Hollin Ridge Cardiology", "SEES TARNWELL HEART ASSOCIATES". The kind word alone is a department
// of this hospital ("per Cardiology", "discussed with Renal"), so the words before it must name a place: one or two
// words written as a name in the note's case, no stop, clinical or service word among them, and one that no English
// list holds (in capitals, where no capital tells a name, one that no list holds at all). The practice stands after a
// word that says someone is seen, followed or sent there; a clinician's title before it makes the word a surname, and
// a role after it ("Quell Cardiology fellow") makes the whole a service of this hospital. Part of the note-places family.
import { push } from '../core/scan';
import { TIER } from '../core/tiers';
import { blanksBetween } from '../core/tokens';
import { GENERIC_LEFT } from '../vocab/org-words';
import { DOCTOR_TITLES, lowerSet, PERSON_TITLES } from '../vocab/people-words';
import { ADJECTIVE_ENDING, GROUP_AFTER, PRACTICE_KINDS } from './named-practices';
import { facilityKindCue, shoutedAround, type FacilityCtx } from './note-facilities';

/** Organs and systems that name a practice only with a group word after them: "Tarnwell Heart Associates". */
const ORGAN_KINDS: ReadonlySet<string> = new Set(['heart', 'vascular', 'kidney', 'spine', 'eye', 'skin', 'lung', 'foot', 'cancer', 'women\'s']);
const KIND_CUE = facilityKindCue([...PRACTICE_KINDS, ...ORGAN_KINDS]);
/** Words before the name that say a patient is seen, followed or sent there. */
const CUES: ReadonlySet<string> = new Set(['by', 'with', 'at', 'from', 'to', 'sees', 'seeing', 'through', 'thru', 'via']);
/** Roles after the kind that make it a service of this hospital: "Quell Cardiology fellow", "Vance Urology team". */
const ROLE_AFTER: ReadonlySet<string> = new Set([
  'fellow', 'fellows', 'attending', 'resident', 'residents', 'team', 'service', 'consult', 'consults', 'np', 'pa', 'nurse', 'rn', 'note', 'notes', 'recs',
]);
const TITLES: ReadonlySet<string> = lowerSet(DOCTOR_TITLES, PERSON_TITLES);

function titled(ctx: FacilityCtx, k: number): boolean {
  const t = ctx.toks[k]!;
  return t.cap && /^[A-Z][a-z]/.test(ctx.text.slice(t.s, t.s + 2));
}

function shouted(ctx: FacilityCtx, k: number): boolean {
  const t = ctx.toks[k]!;
  const raw = ctx.text.slice(t.s, t.e);
  return raw.length >= 2 && raw === raw.toUpperCase() && shoutedAround(ctx.text, t.s, t.e);
}

/** Token k may be a word of the practice's name: written like the kind, and no stop, clinical or service word. */
function nameWord(ctx: FacilityCtx, k: number, caps: boolean): boolean {
  const low = ctx.toks[k]!.low;
  if (low.length < 3 || !/^[a-z][a-z'’-]*$/.test(low) || ctx.wc.isStop(low) || ctx.wc.isClinical(low) || GENERIC_LEFT.has(low)) return false;
  return caps ? shouted(ctx, k) : titled(ctx, k);
}

export function narrativePractices(ctx: FacilityCtx): void {
  const { toks, wc, cues } = ctx;
  for (let k = 2; k < toks.length; k++) {
    if ((cues[k]! & KIND_CUE) === 0) continue;
    const kind = toks[k]!.low;
    const organ = ORGAN_KINDS.has(kind);
    if (!PRACTICE_KINDS.has(kind) && !organ) continue;
    // A Title-case word is never shouted (its second letter is small): the costlier reading only for the rest.
    const title = titled(ctx, k);
    const caps = !title && shouted(ctx, k);
    if (!(caps || title) || !blanksBetween(ctx, k - 1, k, 1)) continue;
    let last = k;
    if (k + 1 < toks.length && GROUP_AFTER.has(toks[k + 1]!.low) && blanksBetween(ctx, k, k + 1, 1) && (caps ? shouted(ctx, k + 1) : titled(ctx, k + 1))) last = k + 1;
    if (organ && last === k) continue;
    if (last + 1 < toks.length && ROLE_AFTER.has(toks[last + 1]!.low)) continue;
    // One or two name words, the one next to the kind no adjective or field ("Bariatric", "Interventional").
    if (!nameWord(ctx, k - 1, caps) || ADJECTIVE_ENDING.test(toks[k - 1]!.low)) continue;
    let first = k - 1;
    if (k >= 3 && !CUES.has(toks[k - 2]!.low) && nameWord(ctx, k - 2, caps) && blanksBetween(ctx, k - 2, k - 1, 1)) first = k - 2;
    let naming = false;
    for (let j = first; j < k; j++) naming ||= caps ? wc.nameEvidence(toks[j]!.low).unknown : wc.nameEvidence(toks[j]!.low).notEnglishName;
    if (!naming || first < 1) continue;
    const cue = toks[first - 1]!.low;
    if (!CUES.has(cue) || !blanksBetween(ctx, first - 1, first, 2)) continue;
    if (first >= 2 && TITLES.has(toks[first - 2]!.low)) continue;
    push(ctx.out, toks[first]!.s, toks[last]!.e, 'HOSPITAL', TIER.facilityName);
  }
}
