// Growth ratios of a PHI identifier's time, measured in one run, shared by the linear-time tests: linear
// work gives about 8x from a text to one 8x longer, a quadratic rule 64x, and the bound is 12x. Each timing
// is the best of a few tries, so a busy machine inflates neither side.

import type { PhiDictionaries } from '../../../../src/engine/phi/index';

export const MAX_GROWTH = 12;

/** Word lists with nothing in them but two English words, for a rule's growth input read without the built dictionaries. */
export const EMPTY_DICTS: PhiDictionaries = { names: new Set(), given: new Set(), english: new Set(['in', 'w']), cities: new Set(), states: new Map(), countries: new Set(), source: 'file' };

export interface GrowthCase {
  readonly name: string;
  readonly small: string;
  readonly large: string;
}

type Identify = (text: string) => unknown;

/** Milliseconds per call of `identify` on `text`: the best of `tries`, each averaged over `calls` calls. */
function msPerCall(identify: Identify, text: string, calls: number, tries: number): number {
  let best = Infinity;
  for (let t = 0; t < tries; t++) {
    const start = process.hrtime.bigint();
    for (let c = 0; c < calls; c++) identify(text);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6 / calls);
  }
  return best;
}

/** Growth of the time from `small` to `large` (8x the characters); the small text's time over 8 calls. */
export function growth(identify: Identify, small: string, large: string, tries = 3): number {
  msPerCall(identify, small, 2, 1);
  const a = msPerCall(identify, small, 8, tries);
  const b = msPerCall(identify, large, 1, tries);
  return b / a;
}

/** The growths over the bound, worst first, as readable lines for the failure message. */
export function overBound(identify: Identify, cases: readonly GrowthCase[]): string[] {
  const over: [number, string][] = [];
  for (const c of cases) {
    let g = growth(identify, c.small, c.large);
    // A pause of the machine (another process, a garbage collection) can inflate one measurement; a real
    // polynomial rule fails every time (a quadratic one by 64x, not 13x). With six engineers' jobs on two cores a
    // case read 12.6x once, so the retries take the best of more tries each.
    for (let retry = 0; retry < 6 && g > MAX_GROWTH; retry++) g = Math.min(g, growth(identify, c.small, c.large, 5));
    if (g > MAX_GROWTH) over.push([g, c.name]);
  }
  return over.sort((x, y) => y[0] - x[0]).map(([g, n]) => `${n}: ${g.toFixed(1)}x`);
}
