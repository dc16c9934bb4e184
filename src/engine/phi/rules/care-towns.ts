// place.care-in: the town after a place of care or a clinician and "in", or in brackets after a place of care's name
// ("Yarrabin Chemist (Toowinda)") ("Bramblecote Nursing Home in Lower Sedgely",
// "pcp is dr okonkwo in marlow", "FOLLOW UP WITH DR BOUDREAUX IN THIBODAUX", "his cardiologist in Dayton"). Notes of
// every style say where the care outside the hospital is by the town it is in; after a facility word or a named
// doctor, "in" leads to a town or to a time, a room or a state ("home in the morning", "Dr Roe in Recovery", "clinic
// in 2 weeks"), which the place test (cue-towns.ts) refuses: a town the gazetteers hold, a word no English, clinical
// or shorthand list holds, or a place phrase ("Lower Sedgely", "White River Junction").
import { matchAt, push, sticky, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { NOT_PLACE_AFTER_CUE, PLACE_NOUNS } from '../vocab/place-words';
import { bestPlace } from './cue-towns';
import { PLACE_WORDS } from './town-cue-words';

const SCORE = { known: TIER.placeWord, unknown: TIER.weakCue } as const;

/** Places of care a note locates by their town. */
const CARE_WORDS = 'hospital|hosp|infirmary|hospice|clinic|rehab|home|manor|lodge|practice|pharmacy|chemist|snf|ltach|office';
/** Clinicians a note locates by their town: the patient's own doctors outside the hospital. */
const CLINICIANS =
  'pcp|gp|cardiologist|oncologist|nephrologist|neurologist|urologist|pulmonologist|rheumatologist|dermatologist|' +
  'gastroenterologist|endocrinologist|hematologist|haematologist|ophthalmologist|psychiatrist|dentist|podiatrist|chiropractor';
/** A named doctor: the title and one or two name words. */
const NAMED_DOCTOR = String.raw`(?:dr|doctor)\.?[ \t]{1,2}[\p{L}'’-]{2,20}(?:[ \t][\p{L}'’-]{2,20})?`;
const CARE_IN = new RegExp(String.raw`\b(?:${CARE_WORDS}|${CLINICIANS}|${NAMED_DOCTOR})[ \t]{1,2}in[ \t]{1,2}(?=\p{L})`, 'giu');
const CARE_IN_AT = new WordAnchor(CARE_IN, [CARE_WORDS, CLINICIANS, 'dr doctor'].join(' ').replace(/\|/g, ' '));
/**
 * A place of care's town in brackets after its name, as medication histories and transfer lists write it
 * ("Yarrabin Chemist (Toowinda)", "Sunhaven Nursing Home (Bedok)", "CLINIC (ESIKHAWINI)"): one or two words, nothing else
 * inside (the `i` flag lets the capitals match in any case: the words must still name, bracketTowns).
 */
const CARE_BRACKET = new RegExp(String.raw`\b(?:${CARE_WORDS}|chemists|pharmacy|surgery|centre|center|lodge)[ \t]{0,2}\([ \t]{0,2}(\p{Lu}\p{Ll}[\p{L}'’-]{1,20}(?:[ \t]\p{Lu}\p{Ll}[\p{L}'’-]{1,20})?)[ \t]{0,2}\)`, 'giu');
const CARE_BRACKET_AT = new WordAnchor(CARE_BRACKET, [CARE_WORDS, 'chemists pharmacy surgery centre center lodge'].join(' ').replace(/\|/g, ' '));
const PLACE_WORDS_AT = sticky(PLACE_WORDS);

export function detectCareTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries) return;
  bracketTowns(text, wc, out, seen);
  for (const m of CARE_IN_AT.matchAll(text, seen)) {
    // "Dr Roe in to see", "Dr. Lee in the room": the doctor's own words end at "in"; "in" must be the match's last word.
    const from = m.index + m[0].length;
    const w = matchAt(PLACE_WORDS_AT, text, from);
    if (!w) continue;
    const parts = [w[1]!, w[2], w[3]].filter((x): x is string => x !== undefined);
    if (NOT_PLACE_AFTER_CUE.has(parts[0]!.toLowerCase())) continue;
    // Among words written in mixed case a town is written in Title case: a lower-case word there is a time or a
    // state, one in capitals a clinical abbreviation ("home in NAD").
    if (!/^\p{Lu}\p{Ll}/u.test(parts[0]!) && mixedCase(text, m.index, from + 40)) continue;
    const place = longestTitled(parts, bestPlace(parts, wc));
    if (place === undefined) continue;
    const span = parts.slice(0, place.words).join(' ');
    if (text.slice(from, from + span.length) !== span) continue;
    push(out, from, from + span.length, 'CITY', place.known ? SCORE.known : SCORE.unknown);
  }
}

/** The bracketed words name a town: a gazetteer's, or words of which one no English, clinical or stop list holds. */
function bracketTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of CARE_BRACKET_AT.matchAll(text, seen)) {
    // The facility word itself must be written as a name ("Chemist", "Home"): a lower-case "home (Tarnby)" is a note.
    if (!/^\p{Lu}/u.test(m[0])) continue;
    const town = m[1]!;
    const low = town.toLowerCase();
    const words = low.split(/[ \t]/);
    if (words.some((w) => wc.isStop(w) || wc.isClinical(w) || NOT_PLACE_AFTER_CUE.has(w))) continue;
    const known = wc.dicts.cities.has(low);
    if (!known && !words.some((w) => !wc.isEnglish(w) && !wc.isShorthand(w))) continue;
    const start = m.index + m[0].lastIndexOf(town);
    push(out, start, start + town.length, 'CITY', known ? SCORE.known : SCORE.unknown);
  }
}

/**
 * A Title-case phrase that ends in a place noun is read whole ("White River Junction"), where the place test stopped
 * at a shorter phrase of a lead word and a noun ("White River").
 */
function longestTitled(parts: readonly string[], place: { words: number; known: boolean } | undefined): { words: number; known: boolean } | undefined {
  if (place === undefined || place.words >= parts.length) return place;
  const n = parts.length;
  if (parts.every((p) => /^\p{Lu}\p{Ll}/u.test(p)) && PLACE_NOUNS.has(parts[n - 1]!.toLowerCase())) return { words: n, known: place.known };
  return place;
}

/** Whether the stretch holds a Title-case word: the note is written in mixed case there. */
function mixedCase(text: string, start: number, end: number): boolean {
  return /\p{Lu}\p{Ll}/u.test(text.slice(Math.max(0, start - 40), end));
}
