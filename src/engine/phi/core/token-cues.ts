// The note rules walk every token of a note some thirty times, and most walks start by asking a Set whether the
// token is their cue word ("dr", "wife", "per", "at"): tens of thousands of string look-ups per note. A rule
// registers its cue set here once (`tokenCue`) and gets a bit; `cueBits` looks each token up once, in one Map
// of all registered words, and a walk tests its bit instead. `(cueBits(toks)[i] & BIT) !== 0` holds exactly
// when the set holds `toks[i].low`, because the sets are constant once registered.
import type { WordToken } from './tokens';

/** Every registered cue word and the bits of the sets that hold it. */
const bitsOf = new Map<string, number>();
let registered = 0;

/** Registers a constant set of lower-case cue words; the bit that marks its words in `cueBits`. */
export function tokenCue(words: Iterable<string>): number {
  // 30 bits keep the answers small integers.
  if (registered >= 30) throw new Error('token-cues: more than 30 cue sets');
  const bit = 1 << registered++;
  for (const w of words) bitsOf.set(w, (bitsOf.get(w) ?? 0) | bit);
  lastTokens = undefined;
  return bit;
}

let lastTokens: readonly WordToken[] | undefined;
let lastBits = new Int32Array(0);

/** The cue bits of each token (the last token list's are remembered: the note rules share them). */
export function cueBits(toks: readonly WordToken[]): Int32Array {
  if (toks === lastTokens) return lastBits;
  const bits = new Int32Array(toks.length);
  for (let i = 0; i < toks.length; i++) bits[i] = bitsOf.get(toks[i]!.low) ?? 0;
  lastTokens = toks;
  lastBits = bits;
  return bits;
}
