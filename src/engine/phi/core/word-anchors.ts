// Many whole-note patterns start with a cue word ("\b(?:wife|husband|...)", "\b(?:mrn|medical record...)") that
// is common enough to be in most notes, so a word gate (word-gate.ts) stays open and the pattern scans every
// position of the note to find a few dozen places where it can start. A WordAnchor names the first words of its
// pattern's alternatives; the gate scan (`GateWords`) looks up the first three letters of every run of ASCII
// letters once, in one table of all anchors, and keeps the runs that can start some anchored pattern and which
// patterns those are. `matchAllAnchored` then tries the pattern (sticky) only at those runs.
//
// Why no match is lost: an anchored pattern starts with `\b` and then, in every alternative, with a word of
// ASCII letters (its first word: "i" of "i\s+am", "daughter" of "daughter-in-law"). Where it matches at p, the
// code unit before p is no ASCII letter (`\b`), so a maximal run of ASCII letters starts at p, and it starts with
// the first word in some letter case (without the `u` flag, `i` matches an ASCII letter only to an ASCII letter).
// The run's first three letters (fewer in a shorter run) are therefore among those the table marks for the
// word: its own first three, or, for a word shorter than three letters that a longer run may start with, every
// longer run's. With `i` and `u` together "ſ" and the Kelvin sign match "s" and "k" and start no ASCII run: a
// note that holds either is searched by the pattern itself (`GateWords.odd`). The positions are tried left to
// right, each once, from the end of the last match, as the global search does, so the matches are the same.

/** Letters of a key: the first three letters of a run, 1-26 each, 0 where the run is shorter. */
const KEY_SPACE = 27 * 27 * 27;
/** Run lengths are told apart up to this; a longer run counts as this long. */
const LONGEST = 31;

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
 * The anchored patterns: registered as the rule modules load; once a note is read, every key any of them asks
 * about gets a slot (1, 2, ...; 0: none), and each pattern the run lengths it takes by slot.
 */
class AnchorTable {
  private readonly anchors: WordAnchor[] = [];
  private slots: Int16Array | undefined;

  /** Every anchored pattern (the tests compare each with its pattern's own search). */
  list(): readonly WordAnchor[] {
    return this.anchors;
  }

  add(anchor: WordAnchor): void {
    if (this.slots) throw new Error('word-anchors: an anchor is registered when its module loads');
    this.anchors.push(anchor);
  }

  read(): Int16Array {
    if (this.slots) return this.slots;
    const slots = new Int16Array(KEY_SPACE);
    let count = 0;
    for (const a of this.anchors) for (const key of a.runs.keys()) if (slots[key] === 0) slots[key] = ++count;
    for (const a of this.anchors) {
      const lengths = new Int32Array(count + 1);
      for (const [key, bits] of a.runs) lengths[slots[key]!] = bits;
      a.close(lengths);
    }
    this.slots = slots;
    return slots;
  }
}

const TABLE = new AnchorTable();

/** The slot of each key of a run's first letters, 0 where no anchor asks about it (core/word-gate.ts). */
export function anchorSlots(): Int16Array {
  return TABLE.read();
}

/** Every anchored pattern registered so far. */
export function registeredAnchors(): readonly WordAnchor[] {
  return TABLE.list();
}

/** What the gate scan found of the anchors in a note. */
export interface AnchorRuns {
  readonly odd: boolean;
  /** The start of each run of ASCII letters whose key has a slot, in order. */
  readonly anchorAt: readonly number[];
  /** Each such run's slot times 32 plus its length (31 at most). */
  readonly anchorRuns: readonly number[];
}

/** A run's slot and length, as `AnchorRuns.anchorRuns` holds them. */
export function slotAndLength(slot: number, length: number): number {
  return slot * 32 + Math.min(length, LONGEST);
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
  /** The run lengths by slot, once the table is closed. */
  private lengths: Int32Array = new Int32Array(1);

  /**
   * `lead`: how many blanks (spaces, tabs) may come before the first word in a match ("[ \t]{0,4}Thanks"); the
   * pattern is tried from that many blanks before each run on, leftmost first, as the global search would.
   */
  constructor(readonly pattern: RegExp, words: string, private readonly lead = 0) {
    if (!pattern.global) throw new Error('an anchored pattern is global');
    this.words = words.trim().split(/\s+/);
    this.runs = runsOf(this.words);
    this.sticky = new RegExp(pattern.source, pattern.flags.replace('g', '') + 'y');
    TABLE.add(this);
  }

  close(lengths: Int32Array): void {
    this.lengths = lengths;
  }

  /** The matches of `pattern` in `text`, as `text.matchAll(pattern)` finds them. */
  matchAll(text: string, seen: AnchorRuns): RegExpExecArray[] {
    if (seen.odd) return [...text.matchAll(this.pattern)];
    const found: RegExpExecArray[] = [];
    const at = seen.anchorAt;
    const runs = seen.anchorRuns;
    const lengths = this.lengths;
    const re = this.sticky;
    let from = 0;
    for (let k = 0; k < at.length; k++) {
      const r = runs[k]!;
      if (((lengths[r >> 5]! >>> (r & 31)) & 1) === 0) continue;
      const p = at[k]!;
      if (p < from) continue;
      let s = p;
      while (p - s < this.lead && s > from && isBlank(text.charCodeAt(s - 1))) s--;
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

function isBlank(c: number): boolean {
  return c === 32 || c === 9;
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
