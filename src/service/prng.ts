// A small seeded generator (mulberry32): fault probabilities and processing-time draws must repeat
// exactly under the same seed, which Math.random cannot give.
export type Prng = () => number;

/** Returns numbers in [0, 1), the same sequence for the same seed. */
export function createPrng(seed: number): Prng {
  let state = Math.trunc(seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both inclusive. */
export function drawInt(prng: Prng, min: number, max: number): number {
  const lo = Math.min(min, max);
  const hi = Math.max(min, max);
  return lo + Math.floor(prng() * (hi - lo + 1));
}
