// Word tokens of a note, found once by a character scan, and the word classes the note rules ask about:
// stop word, clinical word, English word, known name, unknown word. Case-insensitive throughout, because
// real notes are written in ALL CAPS or all lower case as often as in sentence case.
import { BUILTIN_LEXICON } from '../../structure/lexicon';
import { CLINICAL_WORDS, STOP_WORDS } from '../vocab/clinical-words';
import type { PhiDictionaries } from './dictionaries';
import { EPONYMS } from '../vocab/name-guards';
import { GIVEN_NAMES, WORDLIKE_GIVEN_NAMES } from '../vocab/given-names';
import { codeAt, firstWordsOf } from './scan';
import { TextMemo } from './text-memo';

export interface WordToken {
  readonly s: number;
  readonly e: number;
  /** Lower-cased text, curly apostrophes made straight, a possessive "'s" dropped. */
  readonly low: string;
  /** Title case ("Smith", "O'Brien", "J"): a capital then lower case. ALL-CAPS words are not. */
  readonly cap: boolean;
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

/**
 * Words: letters with inner apostrophes ("o'rourke"). A hyphen splits words ("williams-nuzzo",
 * "daughter-krissy"); the name rules join the parts again. A word glued to digits is a code ("q4h", "x2",
 * "d5w") and is skipped, except a word of four letters or more before a number ("ward7": "ward").
 */
export function wordTokens(text: string, memo: TextMemo = new TextMemo()): WordToken[] {
  const tokens: WordToken[] = [];
  const n = text.length;
  // The note lower-cased once and sliced (core/text-memo.ts); a word of Latin letters holds no "Σ". Where lower case
  // changes the length, each word is lower-cased alone, as it was.
  const lower = memo.lowerCaseOf(text);
  let i = 0;
  while (i < n) {
    if (!isLetter(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const s = i;
    i++;
    // Only a word with an inner apostrophe can hold "’" or end in "'s" once lower-cased.
    let apostrophe = false;
    for (;;) {
      while (i < n && isLetter(text.charCodeAt(i))) i++;
      const c = codeAt(text, i);
      if ((c === 39 || c === 0x2019) && i + 1 < n && isLetter(text.charCodeAt(i + 1))) {
        apostrophe = true;
        i++;
        continue;
      }
      break;
    }
    const next = codeAt(text, i);
    const digitAfter = next >= 48 && next <= 57;
    const digitBefore = s > 0 && text.charCodeAt(s - 1) >= 48 && text.charCodeAt(s - 1) <= 57;
    if (digitBefore || (digitAfter && i - s < 4)) {
      while (i < n && (isLetter(text.charCodeAt(i)) || (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57))) i++;
      continue;
    }
    let low = lower !== undefined ? lower.slice(s, i) : text.slice(s, i).toLowerCase();
    if (apostrophe) {
      if (low.includes('’')) low = low.replace(/’/g, "'");
      if (low.endsWith("'s")) low = low.slice(0, -2);
    }
    const c0 = text.charCodeAt(s);
    const c1 = codeAt(text, s + 1);
    tokens.push({ s, e: i, low, cap: c0 >= 65 && c0 <= 90 && (i === s + 1 || (c1 >= 97 && c1 <= 122) || c1 === 39 || c1 === 0x2019) });
    if (digitAfter) while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
  }
  return tokens;
}

/** The characters between tokens `a` and `b`. */
export function gap(ctx: { readonly text: string; readonly toks: readonly WordToken[] }, a: number, b: number): string {
  return ctx.text.slice(ctx.toks[a]!.e, ctx.toks[b]!.s);
}

/** Tokens `a` and `b` stand one or two blanks apart, a period allowed before them ("St. Agnes", "Pine Hill. Manor"). */
export function spacedGap(ctx: { readonly text: string; readonly toks: readonly WordToken[] }, a: number, b: number): boolean {
  return /^\.?[ \t]{1,2}$/.test(gap(ctx, a, b));
}

/**
 * The text between tokens `a` and `b` is one to `most` blanks (spaces, tabs): `/^[ \t]{1,2}$/` (for `most` 2) on
 * that slice, read without the slice or the pattern. The note walks ask it of most tokens they read.
 */
export function blanksBetween(ctx: { readonly text: string; readonly toks: readonly WordToken[] }, a: number, b: number, most = 2): boolean {
  const s = ctx.toks[a]!.e;
  const e = ctx.toks[b]!.s;
  if (e <= s || e - s > most) return false;
  for (let i = s; i < e; i++) {
    const c = ctx.text.charCodeAt(i);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

/** Endings of English words and their misspellings ("assymptomatic", "percautions", "junctional"). */
const ENGLISH_ENDING = /(?:ed|ing|tion|tions|sion|ness|ment|ments|ous|ive|ly|ure|ical|atic|al|able|ible|ity|ize|ise|ship|est|logy|icks|ose)$/;

/** What the word lists say of a word in a name slot (WordClasses.nameEvidence). */
export interface NameEvidence {
  /** A name list holds the word. */
  readonly known: boolean;
  /** It is also an English word ("will", "rose", "hall"); only ever true of a known name. */
  readonly english: boolean;
  /** No list holds it: not English, clinical, a stop word, a name, shorthand or a typo of an English word. */
  readonly unknown: boolean;
  /** Known or unknown: the word can be read as a name. */
  readonly nameLike: boolean;
  /** A known name that is no English word ("okafor", "siobhan"): the strongest evidence of the four. */
  readonly knownNotEnglish: boolean;
  /** A name no English list holds: a known name that is no English word, or an unknown word. */
  readonly notEnglishName: boolean;
}
const evidence = (known: boolean, english: boolean, unknown: boolean): NameEvidence =>
  Object.freeze({ known, english, unknown, nameLike: known || unknown, knownNotEnglish: known && !english, notEnglishName: unknown || (known && !english) });
/** A stop, clinical or English word: no evidence of a name. */
export const NO_NAME: NameEvidence = evidence(false, false, false);
/** A word no list knows ("zorba"). */
export const UNKNOWN_WORD: NameEvidence = evidence(false, false, true);
/** A known name that is also an English word ("will", "hall"). */
export const KNOWN_ENGLISH_NAME: NameEvidence = evidence(true, true, false);
/** A known name that no English list holds ("okafor", "siobhan"). */
export const KNOWN_NAME: NameEvidence = evidence(true, false, false);
/** nameEvidence's four answers, by the index WordClasses remembers. */
const EVIDENCE_ANSWERS: readonly NameEvidence[] = [NO_NAME, UNKNOWN_WORD, KNOWN_ENGLISH_NAME, KNOWN_NAME];

/** How many words a WordClasses remembers answers for before it starts over. */
const MEMO_LIMIT = 50_000;

/** Word classes a WordClasses remembers: the "asked" bit of each; the answer is the bit above it. */
const CLINICAL = 1 << 0;
const ENGLISH = 1 << 2;
const GIVEN = 1 << 4;
const KNOWN_NAME_BIT = 1 << 6;
const UNKNOWN = 1 << 8;
const SHORTHAND = 1 << 10;
/** nameEvidence's answer: asked, and which of EVIDENCE_ANSWERS in the two bits above. */
const EVIDENCE = 1 << 12;
const EVIDENCE_SHIFT = 13;

/** The word classes of one note, over the dictionaries in use. */
export class WordClasses {
  private readonly clinical: ReadonlySet<string>;
  /** The English words in code-unit order, for prefix look-ups by binary search. */
  private readonly sorted: readonly string[];
  /** isMisspelt's answers so far (bounded: cleared when full). */
  private readonly misspelt = new Map<string, boolean>();
  /**
   * The word-class answers so far, two bits a class (asked, answer) per lower-cased word (bounded: cleared
   * when full). A note asks about the same words many times, and a class costs up to a dozen Set look-ups
   * (and a binary search for shorthand): one Map look-up answers them all again.
   */
  private readonly answers = new Map<string, number>();
  /** The first words of the dictionaries' places, made on first use. */
  private placeFirstWords: ReadonlySet<string> | undefined;

  constructor(readonly dicts: PhiDictionaries, lexiconWords: ReadonlySet<string>) {
    this.clinical = lexiconWords;
    this.sorted = [...dicts.english].sort();
  }

  get hasDictionaries(): boolean {
    return this.dicts.source === 'file';
  }

  /**
   * The word starts a city, state or country of the dictionaries ("new" of "new york"): a place look-up of
   * words that start none can be skipped.
   */
  startsPlace(low: string): boolean {
    this.placeFirstWords ??= firstWordsOf(this.dicts.cities, this.dicts.states.keys(), this.dicts.countries);
    return this.placeFirstWords.has(low);
  }

  isStop(low: string): boolean {
    return STOP_WORDS.has(low);
  }

  /** Clinical vocabulary, eponyms and drug names: never a name. */
  isClinical(low: string): boolean {
    const known = this.recall(low, CLINICAL);
    if (known !== undefined) return known;
    return this.remember(low, CLINICAL, CLINICAL_WORDS.has(low) || this.clinical.has(low) || EPONYMS.has(low));
  }

  /** The hand-written clinical list only (abbreviations, units, drugs): what a title can never precede. */
  isClinicalShorthand(low: string): boolean {
    return CLINICAL_WORDS.has(low);
  }

  isEnglish(low: string): boolean {
    const known = this.recall(low, ENGLISH);
    if (known !== undefined) return known;
    return this.remember(low, ENGLISH, this.listedEnglish(low));
  }

  private listedEnglish(low: string): boolean {
    const e = this.dicts.english;
    if (e.has(low)) return true;
    // "-s"/"-es"/"-ed"/"-ing" forms of a listed word count as English too.
    if (low.length === 4 && low.endsWith('s') && e.has(low.slice(0, -1))) return true;
    return low.length > 4 && ((low.endsWith('s') && e.has(low.slice(0, -1))) || (/(?:er|ly)$/.test(low) && e.has(low.slice(0, -2))) ||
      (low.endsWith('est') && e.has(low.slice(0, -3))) || (low.endsWith('ies') && e.has(`${low.slice(0, -3)}y`)) || (low.endsWith('es') && e.has(low.slice(0, -2))) || (low.endsWith('ed') && e.has(low.slice(0, -2))) || (low.endsWith('ing') && e.has(low.slice(0, -3))));
  }

  /**
   * In a name list: a given name (of the dictionaries or built in), or a surname of five letters or more.
   * Short surname-list entries are too often note shorthand ("cont", "dec", "min").
   */
  isKnownName(low: string): boolean {
    const known = this.recall(low, KNOWN_NAME_BIT);
    if (known !== undefined) return known;
    return this.remember(low, KNOWN_NAME_BIT, this.isGiven(low) || (low.length >= 5 && this.dicts.names.has(low)));
  }

  isGiven(low: string): boolean {
    const known = this.recall(low, GIVEN);
    if (known !== undefined) return known;
    return this.remember(low, GIVEN, (this.dicts.given.has(low) && low.length >= 3) || GIVEN_NAMES.has(low) || WORDLIKE_GIVEN_NAMES.has(low));
  }

  /** Known to no list at all (only meaningful when the dictionaries are loaded). */
  isUnknown(low: string): boolean {
    if (!this.hasDictionaries) return false;
    const known = this.recall(low, UNKNOWN);
    if (known !== undefined) return known;
    return this.remember(low, UNKNOWN, !this.isEnglish(low) && !this.isClinical(low) && !this.isStop(low) && !this.isKnownName(low) && !this.isShorthand(low));
  }

  /** Note shorthand: the first letters of a longer English word ("cont", "poss", "neurosurg", "sev"). */
  isShorthand(low: string): boolean {
    if (low.length > 9 || low.length < 4) return false;
    const known = this.recall(low, SHORTHAND);
    if (known !== undefined) return known;
    return this.remember(low, SHORTHAND, this.startsLongerWord(low));
  }

  /** A remembered word-class answer, or undefined when the class was not asked about this word yet. */
  private recall(low: string, cls: number): boolean | undefined {
    const bits = this.answers.get(low);
    if (bits === undefined || (bits & cls) === 0) return undefined;
    return (bits & (cls << 1)) !== 0;
  }

  private remember(low: string, cls: number, answer: boolean): boolean {
    // Read again: answering one class may have remembered others for the same word.
    const bits = this.answers.get(low);
    if (bits === undefined && this.answers.size >= MEMO_LIMIT) this.answers.clear();
    this.answers.set(low, (bits ?? 0) | cls | (answer ? cls << 1 : 0));
    return answer;
  }

  private startsLongerWord(low: string): boolean {
    const words = this.sorted;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid]! < low) lo = mid + 1;
      else hi = mid;
    }
    const next = words[lo];
    return next !== undefined && next.length >= low.length + 2 && next.startsWith(low);
  }

  /**
   * What the word lists say of a word in a weak name slot ("son ___", "per ___", "___ aware"): a known
   * name, English or not ("will" / "okafor"), a word no list knows ("zorba"), or no name at all (a stop or
   * clinical word, an English word, a typo of one).
   */
  nameEvidence(low: string): NameEvidence {
    if (low.length < 2) return NO_NAME;
    // The walks ask about the same token many times: one Map look-up instead of the five classes below.
    const bits = this.answers.get(low);
    if (bits !== undefined && (bits & EVIDENCE) !== 0) return EVIDENCE_ANSWERS[(bits >> EVIDENCE_SHIFT) & 3]!;
    const answer = this.readEvidence(low);
    const after = this.answers.get(low);
    if (after === undefined && this.answers.size >= MEMO_LIMIT) this.answers.clear();
    this.answers.set(low, (after ?? 0) | EVIDENCE | (EVIDENCE_ANSWERS.indexOf(answer) << EVIDENCE_SHIFT));
    return answer;
  }

  private readEvidence(low: string): NameEvidence {
    if (this.isStop(low) || this.isClinical(low)) return NO_NAME;
    if (this.isKnownName(low)) return this.isEnglish(low) ? KNOWN_ENGLISH_NAME : KNOWN_NAME;
    return this.isUnknown(low) && low.length >= 3 && !ENGLISH_ENDING.test(low) && !this.isMisspelt(low) ? UNKNOWN_WORD : NO_NAME;
  }

  /**
   * A long English word with one letter dropped or two neighbours swapped ("protcol", "encouarge"): a typo,
   * not a name. Swaps from four letters, drops from five (against English words of six or more); the first
   * letter stays.
   */
  isMisspelt(low: string): boolean {
    if (low.length < 4 || low.length > 14 || !/^[a-z]+$/.test(low)) return false;
    // Notes repeat their words, and each check builds ~26 strings a letter: remember the answer.
    const known = this.misspelt.get(low);
    if (known !== undefined) return known;
    if (this.misspelt.size >= MEMO_LIMIT) this.misspelt.clear();
    const answer = this.looksMisspelt(low);
    this.misspelt.set(low, answer);
    return answer;
  }

  private looksMisspelt(low: string): boolean {
    const e = this.dicts.english;
    // Two swapped letters from four letters up ("tema"); a dropped letter from five.
    for (let i = 1; i + 1 < low.length; i++) {
      if (low[i] !== low[i + 1] && e.has(low.slice(0, i) + low[i + 1]! + low[i]! + low.slice(i + 2))) return true;
    }
    if (low.length < 5) return false;
    // A dropped first letter is rare in a typo and common between a name and a word ("Olley", "volley").
    for (let i = 1; i <= low.length; i++) {
      for (let c = 97; c <= 122; c++) if (e.has(low.slice(0, i) + String.fromCharCode(c) + low.slice(i))) return true;
    }
    return false;
  }
}

/** Single words of the built-in concept lexicon (names, synonyms, abbreviations), lower-cased. */
export function lexiconWords(): ReadonlySet<string> {
  const words = new Set<string>();
  for (const c of BUILTIN_LEXICON) {
    for (const term of [c.name, ...c.synonyms, ...c.abbreviations]) {
      for (const w of term.toLowerCase().split(/[^a-z0-9'-]+/)) if (w.length >= 3) words.add(w);
    }
  }
  return words;
}
