// The note rules walk every token of a note some thirty times, and most walks start by asking a Set whether the
// token is their cue word ("dr", "wife", "per", "at"): tens of thousands of string look-ups per note. A rule
// registers its cue set here once, when its module loads (`tokenCue`), and gets a bit; `cueBits` looks each token
// of a note up once, in one Map of all registered words (core/pipeline.ts passes the note's bits to the rules),
// and a walk tests its bit instead. `(cues[i] & BIT) !== 0` holds exactly when the set holds `toks[i].low`,
// because the sets are constant once registered.
import type { WordToken } from './tokens';

/** The registered cue sets: filled while the rule modules load, closed to new sets once a note is read. */
class CueSets {
  /** Every registered cue word and the bits of the sets that hold it. */
  private readonly bitsOf = new Map<string, number>();
  private count = 0;
  private closed = false;

  add(words: Iterable<string>): number {
    // A set added after a note was read would leave that note's bits without it.
    if (this.closed) throw new Error('token-cues: a cue set is registered when its module loads');
    // 30 bits keep the answers small integers.
    if (this.count >= 30) throw new Error('token-cues: more than 30 cue sets');
    const bit = 1 << this.count++;
    for (const w of words) this.bitsOf.set(w, (this.bitsOf.get(w) ?? 0) | bit);
    return bit;
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

/** The cue bits of each token of a note, read once per note (core/pipeline.ts). */
export function cueBits(toks: readonly WordToken[]): Int32Array {
  return CUE_SETS.bits(toks);
}
