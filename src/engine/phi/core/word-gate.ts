// Most whole-note patterns are anchored on a cue word ("nonagenarian", "works for", "campus") that most notes
// never hold, yet each scans the whole note to find that out. A WordGate names the words one of which every
// match of its pattern must hold; the note's words are read once (`GateWords`: one character scan, no strings
// built) and a closed gate skips the pattern. Lower-casing the note and searching it per pattern cost as much as
// the patterns themselves (docs/engine.md, "Throughput").
//
// Why a closed gate loses no match: a gate word is written in ASCII letters, and in its pattern it stands
// between a word boundary (or a blank, a period, a colon...) and a character that is no ASCII letter. Where the
// pattern matches, the note therefore holds the word as a maximal run of ASCII letters, in some letter case,
// and the scan below sees every such run. With the `i` and `u` flags together, "ſ" (U+017F) matches "s" and
// the Kelvin sign (U+212A) "k", and both are word characters; without them they are neither: a note that holds
// either opens every gate. Runs are compared by a hash; two words with one hash only open a gate more often,
// never close it wrongly.

import { anchorIndex, lengthBit, runShape, type AnchorIndex, type AnchorRuns } from './word-anchors';
import { TextMemo } from './text-memo';

/** No gate word is longer: a longer run of a note cannot open a gate and is not kept. */
const LONGEST_GATE_WORD = 24;

/** The lower-case ASCII letter of each code below 128, 0 for what is no letter. */
const ASCII_LETTER = new Uint8Array(128);
for (let c = 65; c <= 90; c++) ASCII_LETTER[c] = c + 32;
for (let c = 97; c <= 122; c++) ASCII_LETTER[c] = c;

/**
 * The hashes some gate asks about, a bit for each value of their low 16 bits, set as the gates are made (when their
 * modules load): the scan keeps only the runs whose bit is set, most of a note's words being no gate's. A gate made
 * after a note was read stays open on it (`WordGate.open`), as the note's scan may have dropped its words.
 */
const GATE_BITS = new Uint8Array(1 << 13);
let gatesMade = 0;

function askedByGate(hash: number): boolean {
  return (GATE_BITS[(hash & 0xffff) >>> 3]! & (1 << (hash & 7))) !== 0;
}

function hashOf(word: string): number {
  let h = 0;
  for (let i = 0; i < word.length; i++) h = (Math.imul(h, 31) + word.charCodeAt(i)) & 0x3fffffff;
  return h;
}

/**
 * The words a note holds that a gate may ask about: the hashes of its maximal runs of ASCII letters, lower-cased
 * (those whose hash a gate's word may have: `GATE_BITS`).
 * Read once per note (core/pipeline.ts). A calmed copy of the note (`withoutShouting`) holds the same runs: it
 * only lower-cases ASCII letters ("ſ" and the Kelvin sign are left as they are).
 */
export class GateWords implements AnchorRuns {
  private readonly runs = new HashSet();
  /** The note holds "ſ" or the Kelvin sign, which `iu` patterns read as letters: every gate is open. */
  readonly odd: boolean;
  /** By anchored pattern (word-anchors.ts), the start of each run it may start at, in order. */
  readonly anchorAt: number[][];
  /** What several families read of the note and of its calmed copy, computed once (core/text-memo.ts). */
  readonly memo = new TextMemo();
  /** How many gates were made when the note was read: the later ones' words were not looked for. */
  readonly gatesBefore = gatesMade;

  constructor(text: string) {
    const index = anchorIndex();
    const anchorAt: number[][] = [];
    for (let k = 0; k < index.anchors; k++) anchorAt.push([]);
    this.odd = scanNote(text, index, this.runs, anchorAt);
    this.anchorAt = anchorAt;
  }

  has(hash: number): boolean {
    return this.odd || this.runs.has(hash);
  }
}

/**
 * A set of run hashes (0 to 2^30 - 1) in one typed array, open addressing: a note adds a thousand runs, and a Set
 * of numbers cost more than the rest of the scan's work on each of them.
 */
class HashSet {
  private slots = new Int32Array(1024);
  private size = 0;

  add(hash: number): void {
    let slots = this.slots;
    let mask = slots.length - 1;
    let i = hash & mask;
    for (let s = slots[i]!; s !== 0; s = slots[i]!) {
      if (s === hash + 1) return;
      i = (i + 1) & mask;
    }
    slots[i] = hash + 1;
    if (++this.size * 2 <= slots.length) return;
    // Half full: twice the room, every hash placed again.
    const old = slots;
    this.slots = slots = new Int32Array(old.length * 2);
    mask = slots.length - 1;
    for (const s of old) {
      if (s === 0) continue;
      let j = (s - 1) & mask;
      while (slots[j] !== 0) j = (j + 1) & mask;
      slots[j] = s;
    }
  }

  has(hash: number): boolean {
    const slots = this.slots;
    const mask = slots.length - 1;
    for (let i = hash & mask, s = slots[i]!; s !== 0; i = (i + 1) & mask, s = slots[i]!) if (s === hash + 1) return true;
    return false;
  }
}

/** A pattern's gate: open when the note holds one of its words (each a run of ASCII letters, any case). */
export class WordGate {
  private readonly hashes: readonly number[];
  /** This gate's number among the gates made (from 1). */
  private readonly made: number;

  constructor(words: readonly string[]) {
    this.hashes = words.map((w) => {
      const low = w.toLowerCase();
      if (!/^[a-z]+$/.test(low)) throw new Error(`a gate word is ASCII letters only: ${w}`);
      if (low.length > LONGEST_GATE_WORD) throw new Error(`a gate word is at most ${LONGEST_GATE_WORD} letters: ${w}`);
      return hashOf(low);
    });
    for (const h of this.hashes) GATE_BITS[(h & 0xffff) >>> 3]! |= 1 << (h & 7);
    this.made = ++gatesMade;
  }

  /** The note holds one of the words: the pattern may match, run it. */
  open(seen: GateWords): boolean {
    if (this.made > seen.gatesBefore) return true;
    for (const h of this.hashes) if (seen.has(h)) return true;
    return false;
  }
}

/** A gate of words written with blanks between them ("works for at employed"), for the patterns' side. */
export function wordGate(words: string): WordGate {
  return new WordGate(words.trim().split(/\s+/));
}

/**
 * The gate scan of `GateWords`: files the note's runs in `runs` and `anchorAt`; true where the note is odd. Out of the constructor because the scan is compiled on the stack (OSR) mid-note:
 * compiled there, the stores to `this` after the loop had no type feedback yet and the constructor was
 * de-optimised at the end of every later note (up to ~130 times a P5 pass).
 */
function scanNote(text: string, index: AnchorIndex, runs: HashSet, anchorAt: number[][]): boolean {
  const n = text.length;
  let h = 0;
  let len = 0;
  let odd = false;
  const { slots, first, anchor, lengths, needs } = index;
  let key = 0;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 0;
    const l = c < 128 ? ASCII_LETTER[c]! : 0;
    if (l !== 0) {
      h = (Math.imul(h, 31) + l) & 0x3fffffff;
      if (len < 3) key = key * 27 + l - 96;
      len++;
      continue;
    }
    if (c === 0x17f || c === 0x212a) odd = true;
    if (len > 0) {
      if (len <= LONGEST_GATE_WORD && askedByGate(h)) runs.add(h);
      // The key of a shorter run is padded with zero letters.
      const slot = slots[len >= 3 ? key : len === 2 ? key * 27 : key * 729]!;
      if (slot !== 0) {
        const l = lengthBit(len);
        const shape = runShape(text, i, len);
        for (let e = first[slot]!; e < first[slot + 1]!; e++) if (((lengths[e]! >>> l) & 1) !== 0 && (needs[e]! & ~shape) === 0) anchorAt[anchor[e]!]!.push(i - len);
      }
    }
    h = 0;
    len = 0;
    key = 0;
  }
  return odd;
}
