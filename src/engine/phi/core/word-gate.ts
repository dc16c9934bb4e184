// Most whole-note patterns are anchored on a cue word ("nonagenarian", "works for", "campus") that most notes
// never hold, yet each scans the whole note to find that out. A WordGate names the words one of which every
// match of its pattern must hold; the note's words are read once (one character scan, no strings built) and a
// closed gate skips the pattern. Lower-casing the note and searching it per pattern cost as much as the
// patterns themselves (docs/engine.md, "Throughput").
//
// Why a closed gate loses no match: a gate word is written in ASCII letters, and in its pattern it stands
// between a word boundary (or a blank, a period, a colon...) and a character that is no ASCII letter. Where the
// pattern matches, the note therefore holds the word as a maximal run of ASCII letters, in some letter case,
// and the scan below sees every such run. With the `i` and `u` flags together, "ſ" (U+017F) matches "s" and
// the Kelvin sign (U+212A) "k", and both are word characters; without them they are neither: a note that holds
// either opens every gate. Runs are compared by a hash; two words with one hash only open a gate more often,
// never close it wrongly.

/** Gate words registered so far, by hash (30 bits: small integers, the cheapest Map keys). */
const ids = new Map<number, number[]>();
/** The low bits of the gate words' hashes: most runs of a note are rejected by one read here. */
const FILTER_MASK = 8191;
const filter = new Uint8Array(FILTER_MASK + 1);
let wordCount = 0;
/** No gate word is longer: a longer run cannot open a gate and its hash is not looked up. */
let longest = 0;

/** The lower-case ASCII letter of each code below 128, 0 for what is no letter. */
const ASCII_LETTER = new Uint8Array(128);
for (let c = 65; c <= 90; c++) ASCII_LETTER[c] = c + 32;
for (let c = 97; c <= 122; c++) ASCII_LETTER[c] = c;

function hashOf(word: string): number {
  let h = 0;
  for (let i = 0; i < word.length; i++) h = (Math.imul(h, 31) + word.charCodeAt(i)) & 0x3fffffff;
  return h;
}

/**
 * The gate words a note holds, by id; read once per note. The last two texts are remembered: the families read
 * the note and its calmed copy (core/pipeline.ts, `withoutShouting`) in turn, and a note with a shouting line
 * has two different texts of one length, which one slot would read again at every switch.
 */
let lastText: string | undefined;
let lastSeen = new Uint8Array(0);
let otherText: string | undefined;
let otherSeen = new Uint8Array(0);

/**
 * A copy of a note that holds the same gate words (`sameGateWords`), answered from the note's scan. Sound for any
 * later text equal to the copy: equal texts hold equal words.
 */
let copyText: string | undefined;
let copyOf: string | undefined;

/**
 * Tells the gates that `copy` holds exactly the gate words of `original`, so that it is not read again: the
 * calmed note (core/pipeline.ts, `withoutShouting`), which differs from the note only in the letter case of ASCII
 * letters, which the scan ignores ("ſ" and the Kelvin sign are left as they are).
 */
export function sameGateWords(copy: string, original: string): void {
  copyText = copy;
  copyOf = original;
}

function seenIn(note: string): Uint8Array {
  const text = copyOf !== undefined && note === copyText ? copyOf : note;
  if (text === lastText && lastSeen.length === wordCount) return lastSeen;
  if (text === otherText && otherSeen.length === wordCount) {
    [otherText, otherSeen, lastText, lastSeen] = [lastText, lastSeen, otherText, otherSeen];
    return lastSeen;
  }
  const seen = new Uint8Array(wordCount);
  const n = text.length;
  let h = 0;
  let len = 0;
  let odd = false;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 0;
    const l = c < 128 ? ASCII_LETTER[c]! : 0;
    if (c === 0x17f || c === 0x212a) odd = true;
    if (l !== 0) {
      h = (Math.imul(h, 31) + l) & 0x3fffffff;
      len++;
      continue;
    }
    if (len > 0 && len <= longest && filter[h & FILTER_MASK] === 1) {
      const found = ids.get(h);
      if (found !== undefined) for (const id of found) seen[id] = 1;
    }
    h = 0;
    len = 0;
  }
  if (odd) seen.fill(1);
  otherText = lastText;
  otherSeen = lastSeen;
  lastText = text;
  lastSeen = seen;
  return seen;
}

/** A pattern's gate: open when the note holds one of its words (each a run of ASCII letters, any case). */
export class WordGate {
  private readonly words: readonly number[];

  constructor(words: readonly string[]) {
    this.words = words.map((w) => {
      const low = w.toLowerCase();
      if (!/^[a-z]+$/.test(low)) throw new Error(`a gate word is ASCII letters only: ${w}`);
      const id = wordCount++;
      const h = hashOf(low);
      ids.set(h, [...(ids.get(h) ?? []), id]);
      filter[h & FILTER_MASK] = 1;
      longest = Math.max(longest, low.length);
      return id;
    });
  }

  /** The note holds one of the words: the pattern may match, run it. */
  open(text: string): boolean {
    const seen = seenIn(text);
    for (const id of this.words) if (seen[id] === 1) return true;
    return false;
  }
}

/** A gate of words written with blanks between them ("works for at employed"), for the patterns' side. */
export function wordGate(words: string): WordGate {
  return new WordGate(words.trim().split(/\s+/));
}
