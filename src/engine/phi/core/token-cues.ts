// The note rules walk every token of a note some thirty times, and most walks start by asking a Set whether the
// token is their cue word ("dr", "wife", "per", "at"): tens of thousands of string look-ups per note. A rule
// registers its cue set here once, when its module loads (`tokenCue`), and gets a bit; `cueBits` looks each token
// of a note up once, in one Map of all registered words (core/pipeline.ts passes the note's bits to the rules),
// and a walk tests its bit instead. `(cues[i] & BIT) !== 0` holds exactly when the set holds `toks[i].low`,
// because the sets are constant once registered. A set registered twice (the relatives) gets the bit it has.
//
// 30 bits are few for some forty walks. Rules whose cue words are rare share one bit (`sharedTokenCue`): it marks
// the words of every set registered under its name, so a walk that tests it turns away a token none of those sets
// holds and asks its own set only of the few it lets through; where its own set holds the word, the bit is set.
import type { WordToken } from './tokens';

/** The registered cue sets: filled while the rule modules load, closed to new sets once a note is read. */
class CueSets {
  /** Every registered cue word and the bits of the sets that hold it. */
  private readonly bitsOf = new Map<string, number>();
  /** The bit of each set by its sorted words, and of each shared bit by its name. */
  private readonly bitOfSet = new Map<string, number>();
  private readonly bitOfName = new Map<string, number>();
  private count = 0;
  private closed = false;

  add(words: Iterable<string>): number {
    this.open();
    const list = [...new Set(words)].sort();
    const key = list.join(' ');
    const bit = this.bitOfSet.get(key) ?? this.newBit();
    this.bitOfSet.set(key, bit);
    this.mark(list, bit);
    return bit;
  }

  addShared(name: string, words: Iterable<string>): number {
    this.open();
    const bit = this.bitOfName.get(name) ?? this.newBit();
    this.bitOfName.set(name, bit);
    this.mark(words, bit);
    return bit;
  }

  private newBit(): number {
    // 30 bits keep the answers small integers.
    if (this.count >= 30) throw new Error('token-cues: more than 30 cue sets');
    return 1 << this.count++;
  }

  private open(): void {
    // A set added after a note was read would leave that note's bits without it.
    if (this.closed) throw new Error('token-cues: a cue set is registered when its module loads');
  }

  private mark(words: Iterable<string>, bit: number): void {
    for (const w of words) this.bitsOf.set(w, (this.bitsOf.get(w) ?? 0) | bit);
  }

  bits(toks: readonly WordToken[]): Int32Array {
    this.closed = true;
    const bits = new Int32Array(toks.length);
    for (let i = 0; i < toks.length; i++) bits[i] = this.bitsOf.get(toks[i]!.low) ?? 0;
    return bits;
  }
}

const CUE_SETS = new CueSets();

/** Registers a constant set of lower-case cue words; the bit that marks its words in `cueBits`. */
export function tokenCue(words: Iterable<string>): number {
  return CUE_SETS.add(words);
}

/**
 * Registers `words` under the bit shared by every set registered with `name`: set where any of those sets holds the
 * word, so a walk asks its own set after the bit (a set of rare words: the bit lets few tokens through).
 */
export function sharedTokenCue(name: string, words: Iterable<string>): number {
  return CUE_SETS.addShared(name, words);
}

/** The cue bits of each token of a note, read once per note (core/pipeline.ts). */
export function cueBits(toks: readonly WordToken[]): Int32Array {
  return CUE_SETS.bits(toks);
}
