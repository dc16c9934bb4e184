// Review rules that read words: names the engine did not believe (a known name with no cue, an unknown word
// after a weak cue, a capitalised unknown word) and place-like words where an address or origin goes.
// WordToken scans, linear in the note.
import type { ReviewHit, ReviewRule } from './rule';
import { closesLine, listCityWord } from '../rules/known-city-ends';
import { placeCueTitle } from '../rules/place-cue-titles';
import { detectPlacePositions } from './place-positions';
import { adjacent, capitalised, nameable, PLACE_BEFORE, sentenceStart, unknownWord, upper, WEAK_AFTER, WEAK_BEFORE } from './word-shape';
import { allMatches } from '../core/all-matches';
/** A given name or surname of the dictionaries that is no English word: "janet", "LUCY", "Maris". */
export const knownNameRule: ReviewRule = {
  id: 'review.known-name',
  score: 0.35,
  detect({ tokens, words }, out) {
    for (const t of tokens) {
      if (t.low.length < 3 || words.isStop(t.low) || words.isClinical(t.low) || words.isEnglish(t.low) || !words.isKnownName(t.low)) continue;
      // A surname-list word that is an English word by its inflection ("records", "kept") is not evidence.
      if (!words.isGiven(t.low) && (words.isEnglish(t.low.replace(/s$/, '')) || words.isShorthand(t.low))) continue;
      out.push({ start: t.s, end: t.e, type: 'PATIENT' });
    }
  },
};

/** An unknown word (in no list) right after or before a weak cue: "son dervla", "suzette and ank", "QUENNELL aware". */
export const nameAfterCueRule: ReviewRule = {
  id: 'review.name-after-cue',
  score: 0.4,
  detect(input, out) {
    const { text, tokens, words } = input;
    for (let k = 0; k < tokens.length; k++) {
      const t = tokens[k]!;
      if (!unknownWord(input, t) && !(nameable(input, t) && words.isKnownName(t.low))) continue;
      const prev = tokens[k - 1];
      const next = tokens[k + 1];
      const before = tokens[k - 2];
      // "Aldana and ___": a second name joined to one the engine found.
      const joined = prev !== undefined && before !== undefined && (prev.low === 'and' || prev.low === 'or') && adjacent(text, prev, t) && input.nameEnds.has(before.e) && adjacent(text, before, prev);
      // "brother in law ___": the kin word written in three words.
      const inLaw = prev?.low === 'law' && before?.low === 'in' && adjacent(text, prev, t);
      const cued = joined || inLaw || (prev !== undefined && WEAK_BEFORE.has(prev.low) && adjacent(text, prev, t)) || (next !== undefined && WEAK_AFTER.has(next.low) && adjacent(text, t, next));
      if (cued) out.push({ start: t.s, end: t.e, type: 'PATIENT' });
    }
  },
};

/** A capitalised word that no list knows, not at the start of a sentence: "Quarrington", "CALVERT". */
export const capitalisedUnknownRule: ReviewRule = {
  id: 'review.capitalised-unknown',
  score: 0.3,
  detect(input, out) {
    const { text, tokens } = input;
    for (const t of tokens) {
      const caps = upper(text, t);
      if (!capitalised(input, t) || (caps && t.low.length < 5) || sentenceStart(text, t)) continue;
      if (!unknownWord(input, t)) continue;
      out.push({ start: t.s, end: t.e, type: 'PATIENT' });
    }
  },
};

/** The place reading's runs that are no finding: a title-case run after "at", "from" or "near" is one (rules/place-cue-titles.ts). */
export const placePositionRule: ReviewRule = {
  id: 'review.place-position',
  score: 0.3,
  detect(input, out) {
    const hits: ReviewHit[] = [];
    detectPlacePositions(input, hits);
    for (const h of hits) if (!placeCueTitle(input.text, h)) out.push(h);
  },
};

/** Facility words that close a place's name in any letter case: "the general hospital", "maple ridge manor". */
const FACILITY = new Set(['hospital', 'hosp', 'clinic', 'manor', 'rehab', 'campus', 'center', 'centre', 'infirmary', 'nursing', 'hospice']);
const PLACE_ARTICLE = new Set(['the', 'a']);

/** "at the general hospital", "from holloway crest rehab": one or two words before a facility word, any case. */
export const facilityPhraseRule: ReviewRule = {
  id: 'review.facility-phrase',
  score: 0.25,
  detect(input, out) {
    const { text, tokens } = input;
    for (let k = 1; k < tokens.length; k++) {
      const t = tokens[k]!;
      if (!FACILITY.has(t.low)) continue;
      let first = k;
      while (first - 1 >= 0 && k - first < 2 && nameable(input, tokens[first - 1]!) && !PLACE_BEFORE.has(tokens[first - 1]!.low) && adjacent(text, tokens[first - 1]!, tokens[first]!)) first--;
      if (first === k) continue;
      let cue = tokens[first - 1];
      if (cue !== undefined && PLACE_ARTICLE.has(cue.low)) cue = tokens[first - 2];
      if (cue === undefined || !PLACE_BEFORE.has(cue.low)) continue;
      out.push({ start: tokens[first]!.s, end: t.e, type: 'HOSPITAL' });
    }
  },
};

/** A building and floor: an unknown capitalised word before a one- or two-digit number ("QUARTERMAIN 2", "Kellogg 4"). */
export const buildingFloorRule: ReviewRule = {
  id: 'review.building-floor',
  score: 0.25,
  detect(input, out) {
    const { text, tokens } = input;
    for (const t of tokens) {
      if (!(t.cap || upper(text, t)) || t.low.length < 4 || !unknownWord(input, t)) continue;
      // A dose or a score after a drug or scale name ("Levothyroxine 75 mcg", "TIMI 3") is no floor.
      if (!/^[ \t]{1,2}\d{1,2}(?![\d.:/%])(?![ \t]*(?:mg|mcg|micrograms?|milligrams?|g|grams?|ml|units?|iu|mmol|meq|puffs?|tabs?|tablets?|caps?|drops?)\b)/i.test(text.slice(t.e, t.e + 16))) continue;
      if (/^[A-Z]{2,5}$/.test(text.slice(t.s, t.e))) continue;
      out.push({ start: t.s, end: t.e, type: 'HOSPITAL' });
    }
  },
};

/** A name-list word that is also English, where its capital is evidence: "met with Rose", "Will called". */
export const capitalisedNameRule: ReviewRule = {
  id: 'review.capitalised-name',
  score: 0.25,
  detect(input, out) {
    const { text, tokens, words } = input;
    for (const t of tokens) {
      if (!t.cap || input.shouting(t.s) || sentenceStart(text, t) || !nameable(input, t) || !words.isKnownName(t.low)) continue;
      out.push({ start: t.s, end: t.e, type: 'PATIENT' });
    }
  },
};

/** A single-word city of the place dictionaries, in any case, that is no English word: "quincy", "WALTHAM". */
export const knownPlaceRule: ReviewRule = {
  id: 'review.known-place',
  score: 0.3,
  detect(input, out) {
    const { tokens, words } = input;
    for (const t of tokens) {
      // One that closes its line or stands before a hyphen is a finding (rules/known-city-ends.ts).
      if (!listCityWord(words, t) || closesLine(input.text, t)) continue;
      out.push({ start: t.s, end: t.e, type: 'CITY' });
    }
  },
};

/** A title before a lone initial: "Ms S.", "MR. K", "dr j". */
export const titleInitialRule: ReviewRule = {
  id: 'review.title-initial',
  score: 0.3,
  detect({ text }, out) {
    for (const m of allMatches(text, /\b(?:mr|mrs|ms|miss|dr)\.?[ \t]{1,2}([A-Za-z])\.?(?![\w'])/gi)) {
      const start = m.index + m[0].indexOf(m[1]!, m[0].length - m[1]!.length - 2);
      out.push({ start, end: start + 1, type: 'PATIENT' });
    }
  },
};

export const WORD_RULES: readonly ReviewRule[] = [capitalisedNameRule, knownPlaceRule, titleInitialRule, nameAfterCueRule, knownNameRule, facilityPhraseRule, placePositionRule, buildingFloorRule, capitalisedUnknownRule];
export type { ReviewHit };
