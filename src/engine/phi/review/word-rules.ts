// Review rules that read words: names the engine did not believe (a known name with no cue, an unknown word
// after a weak cue, a capitalised unknown word) and place-like words where an address or origin goes.
// WordToken scans, linear in the note.
import type { ReviewHit, ReviewRule } from './rule';
import { adjacent, capitalised, englishLike, lineStartBefore, nameable, PLACE_AFTER, PLACE_BEFORE, sentenceStart, unknownWord, upper, WEAK_AFTER, WEAK_BEFORE, wrappedAdjacent } from './word-shape';
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

/** Capitalised words where a place goes: "from Tullymore", "at CALVERT", "on North Campus", "U Maryland scale". */
export const placePositionRule: ReviewRule = {
  id: 'review.place-position',
  score: 0.3,
  detect(input, out) {
    const { text, tokens } = input;
    // In a shouting line every word is capitalised: there only an unknown word or a place word counts.
    const placeWordAfter = (k: number): boolean => {
      const next = tokens[k + 1];
      return next !== undefined && PLACE_AFTER.has(next.low) && adjacent(text, tokens[k]!, next);
    };
    const placeLike = (k: number): boolean => {
      const t = tokens[k]!;
      return nameable(input, t) && (input.shouting(t.s) ? unknownWord(input, t) || placeWordAfter(k) : capitalised(input, t));
    };
    for (let k = 0; k < tokens.length; k++) {
      const t = tokens[k]!;
      if (!placeLike(k)) continue;
      const prev = tokens[k - 1];
      // "lives in\nDunmarrow": a line wrapped after the cue; a capital there is still evidence.
      const wrapped = prev !== undefined && PLACE_BEFORE.has(prev.low) && lineStartBefore(text, t.s) && wrappedAdjacent(text, prev, t);
      if (!wrapped && (lineStartBefore(text, t.s) || sentenceStart(text, t))) continue;
      let prevPlace = wrapped || (prev !== undefined && PLACE_BEFORE.has(prev.low) && adjacent(text, prev, t));
      // "from the Eastern Shore"
      if (!prevPlace && prev?.low === 'the') {
        const before = tokens[k - 2];
        prevPlace = before !== undefined && PLACE_BEFORE.has(before.low) && adjacent(text, before, prev) && adjacent(text, prev, t);
      }
      let end = k;
      while (end + 1 < tokens.length && end - k < 2 && !PLACE_AFTER.has(tokens[end]!.low) && placeLike(end + 1) && adjacent(text, tokens[end]!, tokens[end + 1]!)) end++;
      const after = tokens[end + 1];
      const inside = end > k && PLACE_AFTER.has(tokens[end]!.low);
      const placeWord = inside || (after !== undefined && PLACE_AFTER.has(after.low) && adjacent(text, tokens[end]!, after));
      if (!(prevPlace || placeWord)) continue;
      // An English word after "at" or "to" is mostly prose ("at Rest", "to Floor"): it needs a place word or "from".
      const allEnglish = !inside && tokens.slice(k, end + 1).every((w) => englishLike(input, w.low));
      if (!placeWord && allEnglish && prev?.low !== 'from') continue;
      out.push({ start: t.s, end: placeWord && !inside && after ? after.e : tokens[end]!.e, type: 'LOCATION-OTHER' });
      k = end;
    }
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
      if (t.low.length < 4 || !nameable(input, t) || words.isEnglish(t.low) || !words.dicts.cities.has(t.low)) continue;
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
