// A practice named by its place and what it does, as letters, cc lists and referral forms name it: a British GP
// practice is "Penryn Surgery", a specialist group is "Northshore Gastroenterology" or "Tarnley Cardiology Associates".
// The kind word names a department or an operation as often ("General Surgery", "Paediatric Cardiology", "referred
// to Bariatric Surgery", "Lasik Surgery"), and the lists do not know every specialty's adjective or every procedure's
// eponym, so the word before it must be written as a name, be no English, clinical or stop word nor end like an
// adjective ("-ic", "-al"), and the name must stand where a letter's address or cc list names a practice: after a
// capitalised name and its comma ("Dr Roe, Penryn Surgery", "Ann Roe, MD; Northshore Gastroenterology") or after
// "cc:" and "Copy to:". Part of the note-places family (note-places.ts runs it).
import { push } from '../core/scan';
import { TIER } from '../core/tiers';
import { blanksBetween } from '../core/tokens';
import { DOCTOR_TITLES, lowerSet, PERSON_TITLES } from '../vocab/people-words';
import { facilityKindCue, type FacilityCtx } from './note-facilities';

/** What a practice does, as the last word of its name. */
export const PRACTICE_KINDS: ReadonlySet<string> = new Set([
  'surgery', 'cardiology', 'gastroenterology', 'dermatology', 'urology', 'orthopaedics', 'orthopedics', 'oncology', 'paediatrics',
  'pediatrics', 'radiology', 'imaging', 'physiotherapy', 'podiatry', 'dentistry', 'dental', 'optometry', 'audiology', 'ophthalmology',
  'neurology', 'rheumatology', 'endocrinology', 'nephrology', 'pulmonology', 'gynaecology', 'gynecology', 'obstetrics', 'psychiatry',
]);
const KIND_CUE = facilityKindCue(PRACTICE_KINDS);
/** A group's word after the kind: "Tarnley Cardiology Associates". */
export const GROUP_AFTER: ReadonlySet<string> = new Set(['associates', 'group', 'partners', 'practice', 'specialists', 'consultants']);
/** A title before the word makes it a person's surname: "Dr Quell Surgery" is no practice's name. */
const TITLES: ReadonlySet<string> = lowerSet(DOCTOR_TITLES, PERSON_TITLES);
/** Where a letter names a practice: after a capitalised word (a name, a credential) and its comma, or a copy label. */
const BEFORE = /(?:\b[A-Z][\p{L}'’.-]{0,30}[,;]|\b(?:cc|CC|Cc|[Cc]opy to|[Cc]opies|COPY TO|COPIES):)[ \t]{0,3}$/u;
/** The endings of adjectives and fields: "Bariatric", "Colorectal", "Invasive", "Urology" are kinds, never places. */
export const ADJECTIVE_ENDING = /(?:ic|al|ive|ary|ics|logy|ous)$/;

/** Token k is written in Title case. */
function titled(ctx: FacilityCtx, k: number): boolean {
  const t = ctx.toks[k]!;
  return t.cap && /^[A-Z][a-z]/.test(ctx.text.slice(t.s, t.s + 2));
}

/** Token k is written in capitals (a letterhead or a form of capitals: "GP: DR K ROE, PARKVIEW SURGERY"). */
function shouted(ctx: FacilityCtx, k: number): boolean {
  const t = ctx.toks[k]!;
  return /^[A-Z]{2}/.test(ctx.text.slice(t.s, t.s + 2)) && ctx.text.slice(t.s, t.e) === ctx.text.slice(t.s, t.e).toUpperCase();
}

export function namedPractices(ctx: FacilityCtx): void {
  const { toks, text, wc, cues } = ctx;
  for (let k = 1; k < toks.length; k++) {
    if ((cues[k]! & KIND_CUE) === 0 || !PRACTICE_KINDS.has(toks[k]!.low) || !blanksBetween(ctx, k - 1, k, 1)) continue;
    // Both words in Title case, or both in capitals; in capitals, where no capital tells a name, a word no list knows.
    const caps = shouted(ctx, k);
    if (!(caps ? shouted(ctx, k - 1) : titled(ctx, k) && titled(ctx, k - 1))) continue;
    const a = k - 1;
    const low = toks[a]!.low;
    if (low.length < 4 || !/^[a-z]+$/.test(low) || ADJECTIVE_ENDING.test(low) || wc.isStop(low) || wc.isClinical(low)) continue;
    const ev = wc.nameEvidence(low);
    if (caps ? !ev.unknown : !ev.notEnglishName) continue;
    if (a >= 1 && TITLES.has(toks[a - 1]!.low)) continue;
    if (!BEFORE.test(text.slice(Math.max(0, toks[a]!.s - 40), toks[a]!.s))) continue;
    // "Nissen Surgery, Fontan Surgery": the next item of a list of operations or departments.
    if (a >= 2 && PRACTICE_KINDS.has(toks[a - 1]!.low)) continue;
    let last = k;
    if (k + 1 < toks.length && GROUP_AFTER.has(toks[k + 1]!.low) && (caps ? shouted(ctx, k + 1) : titled(ctx, k + 1)) && blanksBetween(ctx, k, k + 1, 1)) last = k + 1;
    push(ctx.out, toks[a]!.s, toks[last]!.e, 'HOSPITAL', TIER.facilityName);
  }
}
