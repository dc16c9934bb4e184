// Draws surrogates from a pool. A value's candidates are a sequence fixed by (seed, kind, value), so a
// value gets the same surrogate wherever it is met first; a candidate equal to an excluded word (a word of
// any original of the run, or of the text in a keyed run) is passed over. Unkeyed runs are one to one: a
// candidate another value already holds is passed over too. Keyed runs (many processes, one key) must give
// the same answer everywhere, so they do not coordinate and two values may share a surrogate.
import { hash53 } from './random';

const SYLLABLES = ['ba', 'ren', 'to', 'mal', 'vi', 'sor', 'ke', 'lin', 'da', 'mor', 'ha', 'vel', 'ni', 'ston', 'ra', 'wen'];
const PROBES = 48;

export interface Exclusions {
  has(lowerCaseWord: string): boolean;
}

export class Picker {
  private readonly forward = new Map<string, string>();
  private readonly taken = new Set<string>();
  /** One to one: the words not given out yet (a draw removes its word in O(1)). */
  private readonly remaining: string[] | undefined;
  private invented = 0;

  constructor(
    private readonly seed: string,
    private readonly kind: string,
    private readonly items: readonly string[],
    private readonly unique: boolean,
    private readonly excluded: Exclusions,
  ) {
    if (unique) this.remaining = [...items];
  }

  /** The surrogate for `key` (a normalised value), as written in the pool. */
  get(key: string): string {
    const known = this.forward.get(key);
    if (known !== undefined && !this.excluded.has(known.toLowerCase())) return known;
    const chosen = this.draw(key);
    // A keyed run keeps no memory of collisions: the same value and text always give the same answer.
    if (this.unique) {
      this.forward.set(key, chosen);
      this.taken.add(chosen.toLowerCase());
    } else if (known === undefined) this.forward.set(key, chosen);
    return chosen;
  }

  private usable(word: string, key: string): boolean {
    const lower = word.toLowerCase();
    return lower !== key && !this.excluded.has(lower) && !(this.unique && this.taken.has(lower));
  }

  /** One to one: draws from the words left, dropping any it meets that an original excludes. */
  private drawRemaining(key: string, remaining: string[]): string | undefined {
    const base = `${this.seed}\u0000${this.kind}\u0000${key}\u0000`;
    for (let i = 0; i < PROBES && remaining.length > 0; i++) {
      const at = hash53(base + i) % remaining.length;
      const word = remaining[at] as string;
      const lower = word.toLowerCase();
      const excluded = this.excluded.has(lower);
      if (lower !== key || excluded) {
        remaining[at] = remaining[remaining.length - 1] as string;
        remaining.pop();
      }
      if (!excluded && lower !== key) return word;
    }
    return undefined;
  }

  private draw(key: string): string {
    if (this.remaining) {
      const word = this.drawRemaining(key, this.remaining);
      if (word !== undefined) return word;
      return this.invent(key);
    }
    const n = this.items.length;
    if (n > 0) {
      const base = `${this.seed}\u0000${this.kind}\u0000${key}\u0000`;
      for (let i = 0; i < PROBES; i++) {
        const word = this.items[hash53(base + i) % n] as string;
        if (this.usable(word, key)) return word;
      }
      // A crowded pool: walk it from a fixed point instead of drawing.
      const from = hash53(base) % n;
      for (let i = 1; i <= n; i++) {
        const word = this.items[(from + i) % n] as string;
        if (this.usable(word, key)) return word;
      }
    }
    return this.invent(key);
  }

  /** The pool is used up: invented words, distinct by construction. */
  private invent(key: string): string {
    for (let h = hash53(`${this.seed}\u0000${key}`); ; h++) {
      let word = SYLLABLES[h % SYLLABLES.length] as string;
      for (let k = this.invented++; k > 0; k = Math.floor(k / SYLLABLES.length)) word += SYLLABLES[k % SYLLABLES.length];
      word = word[0]!.toUpperCase() + word.slice(1);
      if (this.usable(word, key)) return word;
    }
  }
}

/** A number in [0, n) fixed by the seed and the key. */
export function drawIndex(seed: string, key: string, n: number): number {
  return hash53(`${seed}\u0000${key}`) % n;
}
