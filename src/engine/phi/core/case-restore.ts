// The restored-case reading of a note. A writer who types a line all in lower case or all in capitals drops the
// one signal the name and place rules lean on most: the capital of a name among lower-case words. What is left
// is what the word lists know. On such a caseless line, a word that no English list holds (no English, clinical,
// stop or shorthand word, no typo of an English word, no medical derivation: a known name that is no English word,
// or a word no list holds) is written the way a sentence-case writer would have written it, in Title case, with the
// word that opens a place's name before it ("st", "port", "east"), and every other word in lower case. The rules that
// read a Title-case word after their cue ("son Nai called", "from Stufoun") then read the restored copy too
// (core/pipeline.ts, `PhiFamily.restoredCase`). The copy keeps every offset: only ASCII letters change case.
import type { WordClasses, WordToken } from './tokens';

/**
 * Medical and English derivations a list may miss ("pseudoaneurysm" aside): "-itis", "-emia", "-ectomy",
 * "subtherapeutic", "attendence". core/tokens.ts already sets aside "-tion", "-ing", "-ly" and the like.
 */
const DERIVED = /(?:ic|ics|itis|osis|esis|asis|emia|uria|ectomy|otomy|ostomy|plasty|scopy|gram|graphy|pathy|algia|oma|ism|ide|ate|ase|ence|ance|oids?|eds|meter)$/;

/**
 * The endings drug names share by their naming convention (the nonproprietary-name stems: "-olol", "-pril",
 * "-statin", "-gliptin", "-azole", "-mycin", "-pam"): a drug no list holds is still no name.
 */
export const DRUG_STEM = /(?:pam|lam|olol|pril|sartan|statin|mab|nib|mycin|micin|cillin|azole|afil|dipine|gliptin|glitazone|profen|tidine|prazole|triptan|vir|oxacin|cycline|semide|thiazide|parin|xaban|gatran|lukast|tropium|terol|olone|sone|oxetine|aline|apine|idone|zodone|etine|pidem|zepam)$/;

/** Fewest lower-case letters a line without capitals needs to say its writer types without them. */
const MIN_CASELESS_LETTERS = 12;

/**
 * Fewest letters of a restored word: a caseless writer's three-letter words no list holds are mostly shorthand
 * ("pta", "cga", "dsd", "hsb"), seldom a name.
 */
const MIN_RESTORED_LETTERS = 4;

/** Words that open a place's name before its naming word ("st Brendan's", "port Elvin", "east Carrow"): a sentence-case writer capitalises them with it. */
const PLACE_PREFIX: ReadonlySet<string> = new Set(['st', 'saint', 'mt', 'mount', 'ft', 'fort', 'port', 'east', 'west', 'north', 'south', 'new', 'lake', 'san', 'santa', 'glen', 'upper', 'lower', 'great', 'little']);

/** A run of restored lines: where it starts in the note, its text, and whether a restored word in it has a number after it. */
export interface RestoredPiece {
  readonly start: number;
  readonly text: string;
  readonly numberAfter: boolean;
}

/**
 * The restored-case copy of a note's caseless lines that hold a restored word: runs of such lines, each with its
 * offset in the note, and where the restored words are (start, end pairs in order, offsets in the note).
 */
export interface RestoredCase {
  readonly pieces: readonly RestoredPiece[];
  readonly restored: readonly number[];
}

/** One or two spaces or tabs, then a digit. */
function numberFollows(text: string, at: number): boolean {
  for (let i = at; i < at + 3 && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) return i > at;
    if (c !== 32 && c !== 9) return false;
  }
  return false;
}

/**
 * The token opens a place's name and stands one space before `next` ("st brendan's", "port elvin"). Not after a
 * period: "for st. abgs improving" is sinus tachycardia ending a sentence.
 */
function placePrefixBefore(text: string, prev: WordToken, next: number): boolean {
  return next - prev.e === 1 && text.charCodeAt(prev.e) === 32 && PLACE_PREFIX.has(prev.low);
}

/** ASCII capitals made lower case: the only change of case that keeps every offset. */
function asciiLower(s: string): string {
  return s.replace(/[A-Z]+/g, (w) => w.toLowerCase());
}

/**
 * A word no English list holds and no derivation explains: what a caseless line's writer would have capitalised.
 * That takes in the names lists' words that are no English word ("okafor", "dorrance", "bramwell"): most towns are
 * named after people, so a town after "lives in" is as often a known surname as a word no list holds.
 */
function nameShaped(t: WordToken, words: WordClasses): boolean {
  return t.low.length >= MIN_RESTORED_LETTERS && words.nameEvidence(t.low).notEnglishName && !DERIVED.test(t.low) && !DRUG_STEM.test(t.low);
}

/**
 * The note's caseless lines that hold a name-shaped word, restored, or undefined when there are none. A line is
 * caseless when it shouts (`shouting`: the start and end of each shouting line, as core/shouting.ts finds them) or no
 * word of it starts or ends with a capital and its words hold at least MIN_CASELESS_LETTERS letters. Linear in the note:
 * line breaks are found by `indexOf`, and only the tokens are looked at, each once.
 */
export function restoreCase(text: string, tokens: readonly WordToken[], words: WordClasses, shouting: readonly number[]): RestoredCase | undefined {
  // Only the lines that hold a restored word are kept, so that reading the copy again costs what those lines cost,
  // not what the note costs. A run of kept lines is one piece, with its line breaks.
  const pieces: RestoredPiece[] = [];
  let numbered = false;
  const restored: number[] = [];
  let runStart = -1;
  let run = '';
  let k = 0;
  let loud = 0;
  const n = text.length;
  for (let lineStart = 0; lineStart <= n && k < tokens.length; ) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = n;
    const first = k;
    let capital = false;
    let letters = 0;
    for (; k < tokens.length && tokens[k]!.s < lineEnd; k++) {
      // A capital opens or closes a word written with one ("Smith", "PT", "eGFR", "mmHg", "dL").
      const c0 = text.charCodeAt(tokens[k]!.s);
      const cz = text.charCodeAt(tokens[k]!.e - 1);
      if ((c0 >= 65 && c0 <= 90) || (cz >= 65 && cz <= 90)) capital = true;
      letters += tokens[k]!.e - tokens[k]!.s;
    }
    while (loud < shouting.length && shouting[loud]! < lineStart) loud += 2;
    const shouts = loud < shouting.length && shouting[loud] === lineStart;
    let line = '';
    let p = lineStart;
    if (shouts || (!capital && letters >= MIN_CASELESS_LETTERS)) {
      for (let j = first; j < k; j++) {
        const t = tokens[j]!;
        if (!nameShaped(t, words)) continue;
        const c0 = text.charCodeAt(t.s);
        if (!((c0 >= 97 && c0 <= 122) || (c0 >= 65 && c0 <= 90))) continue;
        // "from st brendan's": the facility and place rules read "St Brendan's" as a sentence-case writer wrote it.
        const prev = j > first ? tokens[j - 1]! : undefined;
        if (prev !== undefined && prev.s >= p && placePrefixBefore(text, prev, t.s)) {
          const lead = text.slice(p, prev.s);
          line += (shouts ? asciiLower(lead) : lead) + String.fromCharCode(text.charCodeAt(prev.s) & ~32) + asciiLower(text.slice(prev.s + 1, prev.e));
          p = prev.e;
        }
        const before = text.slice(p, t.s);
        line += (shouts ? asciiLower(before) : before) + String.fromCharCode(c0 & ~32) + asciiLower(text.slice(t.s + 1, t.e));
        restored.push(t.s, t.e);
        p = t.e;
        numbered ||= numberFollows(text, t.e);
      }
    }
    if (p > lineStart) {
      const rest = text.slice(p, lineEnd);
      if (runStart < 0) runStart = lineStart;
      else run += '\n';
      run += line + (shouts ? asciiLower(rest) : rest);
    } else if (runStart >= 0) {
      pieces.push({ start: runStart, text: run, numberAfter: numbered });
      runStart = -1;
      run = '';
      numbered = false;
    }
    lineStart = lineEnd + 1;
  }
  if (runStart >= 0) pieces.push({ start: runStart, text: run, numberAfter: numbered });
  return restored.length === 0 ? undefined : { pieces, restored };
}

/** The candidate holds a restored word: the restored copy's capital is its evidence. */
export function holdsRestoredWord(restored: readonly number[], start: number, end: number): boolean {
  let lo = 0;
  let hi = restored.length >> 1;
  // First restored word ending after `start`, by binary search over the (start, end) pairs.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (restored[2 * mid + 1]! <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < restored.length >> 1 && restored[2 * lo]! < end;
}
