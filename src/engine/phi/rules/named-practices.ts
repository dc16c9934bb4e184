// A practice named by its place and what it does, as letters, cc lists and referral forms name it: a British GP
// practice is "Penryn Surgery", a specialist group is "Northshore Gastroenterology" or "Tarnley Cardiology Associates".
// The kind word names a department or an operation as often ("General Surgery", "Paediatric Cardiology", "referred
// to Bariatric Surgery", "Lasik Surgery"), and the lists do not know every specialty's adjective or every procedure's
// eponym, so the word before it must be written as a name, be no English, clinical or stop word nor end like an
// adjective ("-ic", "-al"), and the name must stand where a letter's address or cc list names a practice: after a
// capitalised name and its comma ("Dr Roe, Penryn Surgery", "Ann Roe, MD; Northshore Gastroenterology") or after
// "cc:" and "Copy to:". Part of the note-places family (note-places.ts runs it).
// A private specialist's own letterhead, and the field of a referral form or a discharge's follow-up line, name the
// practice too, opening their line ("Kellaby Neurology Rooms, Kellaby ACT", "Harlow Ridge Urology, P.C.  |  Town",
// "To: Bracken Cove Orthopaedic Specialists - Dr X", "Follow-up: Quarrow Endocrinology - Town"). There the name may
// run to three words, and English ones ("Pioneer Valley") only when a group word ("Associates", "Rooms") or a legal
// form (", P.C.") closes it; a specialty adjective ("Orthopaedic") is a kind only before a group word.
import { lineStartFrom, push } from '../core/scan';
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

/** A group word after the kind on a letterhead: an Australian specialist's consulting rooms too. */
const LETTERHEAD_GROUP: ReadonlySet<string> = new Set([...GROUP_AFTER, 'rooms']);
/** Specialty adjectives that name a practice only before a group word: "Bracken Orthopaedic Specialists". */
const ADJECTIVE_KINDS: ReadonlySet<string> = new Set(['orthopaedic', 'orthopedic']);
/** Every word that says what a practice does: never a place's own word to find again (place-repeats.ts). */
export const SPECIALTY_WORDS: ReadonlySet<string> = new Set([...PRACTICE_KINDS, ...ADJECTIVE_KINDS]);
/** The facility walks' shared bit, set on every specialty word: the letterhead walk asked two sets at every token. */
const SPECIALTY_CUE = facilityKindCue(SPECIALTY_WORDS);
/** Before a letterhead's name on its line: nothing, or a short field label and its colon ("To:", "Follow-up:"). */
const LETTERHEAD_SLOT = /^[ \t]*(?:\p{L}[\p{L} /-]{0,20}:[ \t]{0,3})?$/u;
/** The longest label LETTERHEAD_SLOT takes with its colon and blanks: a letter, 20 more, the colon and three blanks. */
const SLOT_LABEL = 25;

/**
 * LETTERHEAD_SLOT of the text from `pos`'s line start to `pos`, read back no further than the label's length and the
 * blanks before it: a search for the line's start from every practice word of one long line read the whole line each
 * time ("Dr Ann Roe, Zorbek Oncology, " repeated grew 24x for 8x the text).
 */
function opensSlot(text: string, pos: number): boolean {
  let start = lineStartFrom(text, pos, pos - SLOT_LABEL - 1);
  if (start > 0 && text.charCodeAt(start - 1) !== 10) {
    // Further back only the slot's leading blanks may stand.
    while (start > 0 && (text.charCodeAt(start - 1) === 32 || text.charCodeAt(start - 1) === 9)) start--;
    if (start > 0 && text.charCodeAt(start - 1) !== 10) return false;
  }
  return LETTERHEAD_SLOT.test(text.slice(start, pos));
}
/** A firm's legal form after the name's comma (", P.C.", ", PLLC"). */
const LEGAL_AFTER = /^,?[ \t]{1,2}(?:P\.C\.|PC|PLLC|LLC|P\.A\.|Inc\.?)(?![\p{L}])/u;
/** What closes a letterhead's name: its line's end, a comma, or a dash or bar before the town or the clinician. */
const LETTERHEAD_CLOSE = /^(?:[ \t]*(?:\r?\n|$)|,|[ \t]{1,3}[-\u2013|][ \t])/u;
/** Words that end a letterhead name on its left. */
const NOT_LETTERHEAD_WORD = (low: string, ctx: FacilityCtx): boolean =>
  ctx.wc.isStop(low) || ctx.wc.isClinical(low) || ADJECTIVE_ENDING.test(low) || TITLES.has(low) || PRACTICE_KINDS.has(low);

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
  letterheadPractices(ctx);
}

/** A practice opening a letterhead or a form field's line, by its place words, its kind and what closes it. */
export function letterheadPractices(ctx: FacilityCtx): void {
  const { toks, text, wc, cues } = ctx;
  for (let k = 1; k < toks.length; k++) {
    if ((cues[k]! & SPECIALTY_CUE) === 0) continue;
    const kind = toks[k]!.low;
    const adjective = ADJECTIVE_KINDS.has(kind);
    // "Nissen Surgery, 2015" opens a surgical history's line as a practice's name opens a letterhead: not "surgery".
    if ((!adjective && !PRACTICE_KINDS.has(kind)) || kind === 'surgery' || !titled(ctx, k)) continue;
    const group = k + 1 < toks.length && LETTERHEAD_GROUP.has(toks[k + 1]!.low) && titled(ctx, k + 1) && blanksBetween(ctx, k, k + 1, 1);
    if (adjective && !group) continue;
    const last = group ? k + 1 : k;
    let a = k;
    while (a > 0 && k - a < 3 && titled(ctx, a - 1) && blanksBetween(ctx, a - 1, a, 1) && !NOT_LETTERHEAD_WORD(toks[a - 1]!.low, ctx)) a--;
    if (a === k) continue;
    if (!opensSlot(text, toks[a]!.s)) continue;
    const tail = text.slice(toks[last]!.e, toks[last]!.e + 12);
    const legal = LEGAL_AFTER.test(tail);
    if (!legal && !LETTERHEAD_CLOSE.test(tail)) continue;
    // English place words ("Pioneer Valley", "Cedar") name a practice only with a group word or a legal form.
    if (!group && !legal && !toks.slice(a, k).some((t) => wc.nameEvidence(t.low).notEnglishName)) continue;
    push(ctx.out, toks[a]!.s, toks[last]!.e, 'HOSPITAL', TIER.facilityName);
  }
}
