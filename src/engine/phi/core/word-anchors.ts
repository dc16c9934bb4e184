// Many whole-note patterns start with a cue word ("\b(?:wife|husband|...)", "\b(?:mrn|medical record...)") that
// is common enough to be in most notes, so a word gate (word-gate.ts) stays open and the pattern searches every
// position of the note (about 1% of identify-phi each) to find the few dozen places where it can start. A
// WordAnchor names the first words of its pattern's alternatives. The gate scan (`GateWords`) looks up the first
// three letters of every run of ASCII letters once, in one index of all anchored patterns, and files the run's
// start under each pattern that may start there (its key and its length fit); `WordAnchor.matchAll` then tries
// the pattern (sticky) only at those runs.
//
// Why no match is lost: an anchored pattern starts every match with `\b` (or a look-behind that refuses a letter
// before it) and then, in every alternative, with a word of ASCII letters (its first word: "i" of "i\s+am",
// "daughter" of "daughter-in-law"); with `lead`, up to that many blanks (and digits, `leadDigits`) may come before
// that word. Where the word starts at p, the code unit before p is no ASCII letter, so a maximal run of ASCII
// letters starts at p, and it starts with the first word in some letter case (an ASCII letter matches only an
// ASCII letter, except with `i` and `u` together, below). The run's first three letters (fewer in a shorter run)
// are therefore among those the index marks for the word, and its length among the lengths it takes: the word's
// own, or any longer where the pattern lets letters follow the word ("kid*": "kidney"). With `i` and `u`
// together "ſ" and the Kelvin sign match "s" and "k" and start no ASCII run: a note that holds either is searched
// by the pattern itself (`GateWords.odd`). The positions are tried left to right, each once (the lead positions of
// a run leftmost first), from the end of the last match, as the global search does, so the matches are the same:
// test/unit/engine/phi/word-anchors.test.ts compares every anchored pattern with its own global search. Linear
// time holds as it did: each position is tried at most once, and a try is what the global search does there.

import { allMatches } from './all-matches';

/** Letters of a key: the first three letters of a run, 1-26 each, 0 where the run is shorter. */
const KEY_SPACE = 27 * 27 * 27;
/** Run lengths are told apart up to this; a longer run counts as this long. */
const LONGEST = 31;

/**
 * What the letter case of a run's first letters must be for a pattern to start there (`WordAnchor`'s `shape`): 'any';
 * 'capital', an ASCII capital first ("Hospital", "HOSPITAL"); 'caps', two ASCII capitals first ("HOSPITAL", "AP");
 * 'small', a small letter first ("at", "lives"). A pattern written without the `i` flag says so of its first letters.
 */
export type RunShape = 'any' | 'capital' | 'caps' | 'small';

/** A run's shape as bits (the gate scan reads them of its first two letters): what a shape needs, the same bits. */
export const CAPITAL_FIRST = 1;
export const SMALL_FIRST = 2;
export const CAPITAL_SECOND = 4;
const SHAPE_BITS: Readonly<Record<RunShape, number>> = { any: 0, capital: CAPITAL_FIRST, caps: CAPITAL_FIRST | CAPITAL_SECOND, small: SMALL_FIRST };

/** The shape bits of a run of ASCII letters `len` long that ends at `end` (`SHAPE_BITS`). */
export function runShape(text: string, end: number, len: number): number {
  const first = text.charCodeAt(end - len) < 97 ? CAPITAL_FIRST : SMALL_FIRST;
  return len > 1 && text.charCodeAt(end - len + 1) < 97 ? first | CAPITAL_SECOND : first;
}

function keyOf(a: number, b: number, c: number): number {
  return (a * 27 + b) * 27 + c;
}

/**
 * The runs that may start with one of `words` (see `WordAnchor`): by key, the lengths they may have, as bits
 * (bit n: n letters, bit 31: 31 or more).
 */
function runsOf(words: readonly string[]): Map<number, number> {
  const runs = new Map<number, number>();
  const mark = (key: number, lengths: number): void => void runs.set(key, (runs.get(key) ?? 0) | lengths);
  for (const raw of words) {
    const prefix = raw.endsWith('*');
    const w = prefix ? raw.slice(0, -1) : raw;
    if (!/^[a-z]+$/.test(w)) throw new Error(`an anchor word is lower-case ASCII letters: ${raw}`);
    const n = Math.min(w.length, LONGEST);
    // The word alone, or (prefix) any run at least as long.
    const lengths = prefix ? ~((1 << n) - 1) | (1 << LONGEST) : 1 << n;
    const [a, b = 0, c = 0] = [...w.slice(0, 3)].map((ch) => ch.charCodeAt(0) - 96);
    mark(keyOf(a!, b, c), lengths);
    if (!prefix || w.length >= 3) continue;
    // A short word a longer run may start with ("pt" of "pts", "i" of "it"): every key those runs have.
    for (let y = 1; y <= 26; y++) {
      if (w.length === 2) mark(keyOf(a!, b, y), lengths);
      else {
        mark(keyOf(a!, y, 0), lengths);
        for (let z = 1; z <= 26; z++) mark(keyOf(a!, y, z), lengths);
      }
    }
  }
  return runs;
}

/**
 * Which anchored patterns a run may start, read once per run by the gate scan: the slot of its key (0: none),
 * then, from `first[slot]` to `first[slot + 1]`, each anchored pattern that asks about the key, the run
 * lengths it takes there and the shape bits its runs need (`runShape`).
 */
export interface AnchorIndex {
  readonly anchors: number;
  readonly slots: Int16Array;
  readonly first: Int32Array;
  readonly anchor: Int16Array;
  readonly lengths: Int32Array;
  readonly needs: Int8Array;
}

/**
 * The anchored patterns: registered as the rule modules load, indexed by key once a note is read (a pattern
 * registered later would be missing from the note's runs: it throws).
 */
class AnchorTable {
  private readonly anchors: WordAnchor[] = [];
  private index: AnchorIndex | undefined;

  /** Every anchored pattern (the tests compare each with its pattern's own search). */
  list(): readonly WordAnchor[] {
    return this.anchors;
  }

  /** The number the pattern's runs go under in a note (`AnchorRuns.anchorAt`). */
  add(anchor: WordAnchor): number {
    if (this.index) throw new Error('word-anchors: an anchor is registered when its module loads');
    return this.anchors.push(anchor) - 1;
  }

  read(): AnchorIndex {
    if (this.index) return this.index;
    const slots = new Int16Array(KEY_SPACE);
    const bySlot: [number, number][][] = [[]];
    this.anchors.forEach((a, k) => {
      for (const [key, lengths] of a.runs) {
        if (slots[key] === 0) {
          slots[key] = bySlot.length;
          bySlot.push([]);
        }
        bySlot[slots[key]!]!.push([k, lengths]);
      }
    });
    const first = new Int32Array(bySlot.length + 1);
    const entries = bySlot.flat();
    for (let s = 0; s < bySlot.length; s++) first[s + 1] = first[s]! + bySlot[s]!.length;
    this.index = {
      anchors: this.anchors.length,
      slots,
      first,
      anchor: Int16Array.from(entries, ([k]) => k),
      lengths: Int32Array.from(entries, ([, l]) => l),
      needs: Int8Array.from(entries, ([k]) => SHAPE_BITS[this.anchors[k]!.shape]),
    };
    return this.index;
  }
}

const TABLE = new AnchorTable();

/** The anchored patterns by key of a run's first letters (core/word-gate.ts). */
export function anchorIndex(): AnchorIndex {
  return TABLE.read();
}

/** Every anchored pattern registered so far. */
export function registeredAnchors(): readonly WordAnchor[] {
  return TABLE.list();
}

/** What the gate scan found of the anchors in a note. */
export interface AnchorRuns {
  readonly odd: boolean;
  /** By anchored pattern, the start of each run of ASCII letters it may start at, in order. */
  readonly anchorAt: readonly (readonly number[])[];
}

/** A run's length as the lengths' bits tell it apart. */
export function lengthBit(length: number): number {
  return length < LONGEST ? length : LONGEST;
}

/**
 * A pattern tried only where a run of ASCII letters starts with one of `words` (lower-case ASCII letters each;
 * `word*` where a longer run may start with it, as "wife" in a pattern that lets "wifey" match; a word without the
 * star where the run is the word alone: the pattern has a non-letter or `\b` after it). `pattern` must be global
 * and start every match with `\b` and one of the words (see the top of this file).
 */
export class WordAnchor {
  readonly runs: ReadonlyMap<number, number>;
  readonly words: readonly string[];
  private readonly sticky: RegExp;
  private readonly index: number;

  /**
   * `lead`: how many blanks (spaces, tabs) may come before the first word in a match ("[ \t]{0,4}Thanks"); the
   * pattern is tried from that many blanks before each run on, leftmost first, as the global search would;
   * with `leadDigits`, digits count as blanks there ("\d{1,2}[ \t]{1,2}years"). `shape`: the letter case every
   * first word of the pattern starts with (`RunShape`); a run of another case is not tried (word-anchors.test.ts
   * reads the first letters' cases from the pattern and holds each anchor to its shape).
   */
  constructor(
    readonly pattern: RegExp,
    words: string,
    private readonly lead = 0,
    private readonly leadDigits = false,
    readonly shape: RunShape = 'any',
  ) {
    if (!pattern.global) throw new Error('an anchored pattern is global');
    this.words = words.trim().split(/\s+/);
    this.runs = runsOf(this.words);
    this.sticky = new RegExp(pattern.source, pattern.flags.replace('g', '') + 'y');
    this.index = TABLE.add(this);
  }

  /**
   * The matches of `pattern` in `text`, as `text.matchAll(pattern)` finds them. `mayMatch`, when given, is asked
   * about the start of each run first: false only where no match starts there or at its lead blanks (a cheap test
   * of what follows a common first word; its caller proves it against the whole search).
   */
  matchAll(text: string, seen: AnchorRuns, mayMatch?: (text: string, p: number) => boolean): RegExpExecArray[] {
    if (seen.odd) return allMatches(text, this.pattern);
    const found: RegExpExecArray[] = [];
    const at = seen.anchorAt[this.index]!;
    const re = this.sticky;
    let from = 0;
    for (let k = 0; k < at.length; k++) {
      const p = at[k]!;
      if (p < from || (mayMatch !== undefined && !mayMatch(text, p))) continue;
      let s = p;
      while (p - s < this.lead && s > from && leads(text.charCodeAt(s - 1), this.leadDigits)) s--;
      for (; s <= p; s++) {
        re.lastIndex = s;
        const m = re.exec(text);
        if (!m) continue;
        found.push(m);
        from = s + Math.max(1, m[0].length);
        break;
      }
    }
    return found;
  }
}

function leads(c: number, digits: boolean): boolean {
  return c === 32 || c === 9 || (digits && c >= 48 && c <= 57);
}

/**
 * The anchor words of a pattern built from a list of cue phrases (as written, or as pattern source): each phrase's
 * first run of letters, any run after it. A quantifier after the run ("surgeons?") makes its last letter optional.
 */
export function firstWords(phrases: Iterable<string>): string {
  const words = new Set<string>();
  for (const p of phrases) {
    let w = /^[A-Za-z]+/.exec(p)?.[0];
    if (!w) throw new Error(`a cue phrase that starts with no ASCII letter cannot be anchored: ${p}`);
    if (/^[?*{]/.test(p.slice(w.length))) w = w.slice(0, -1);
    if (!w) throw new Error(`a cue phrase whose first letter is optional cannot be anchored: ${p}`);
    words.add(`${w.toLowerCase()}*`);
  }
  return [...words].join(' ');
}
