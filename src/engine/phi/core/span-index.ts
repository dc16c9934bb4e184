// Whether earlier candidates hold or touch a span, asked many times by one rule: searching every candidate at each ask
// is quadratic in a note dense with what the rule reads. The candidates are sorted once by start, with the furthest
// end reached so far; an ask is then one binary search. Exact for what it answers: some span starting at or before
// `start` reaches `end` (holds) exactly when the furthest of them does, and likewise for a span starting before `end`
// that reaches past `start` (overlaps).
import type { Candidate } from './scan';

export interface SpanIndex {
  /** Some indexed span holds [start, end). */
  holds(start: number, end: number): boolean;
  /** Some indexed span shares a character with [start, end). */
  overlaps(start: number, end: number): boolean;
  /**
   * Some indexed span that shares a character with [start, end) passes `test`. The spans starting before `end` are
   * walked back from the last, and the walk stops where none of the earlier ones reaches past `start`: a few steps
   * where the spans lie apart, as a note's readings mostly do.
   */
  overlapsSome(start: number, end: number, test: (c: Candidate) => boolean): boolean;
}

/** An index of `spans` (a copy: what is pushed to the array afterwards is not in it). */
export function spanIndex(spans: readonly Candidate[]): SpanIndex {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const starts = sorted.map((c) => c.start);
  const furthest: number[] = [];
  for (const c of sorted) furthest.push(Math.max(c.end, furthest.at(-1) ?? -1));
  /** How many spans start before `limit`. */
  const before = (limit: number): number => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (starts[mid]! < limit) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  /** The furthest end of the spans starting before `limit`, -1 when none does. */
  const reach = (limit: number): number => {
    const n = before(limit);
    return n > 0 ? furthest[n - 1]! : -1;
  };
  return {
    holds: (start, end) => reach(start + 1) >= end,
    overlaps: (start, end) => reach(end) > start,
    overlapsSome: (start, end, test) => {
      for (let i = before(end) - 1; i >= 0 && furthest[i]! > start; i--) {
        const c = sorted[i]!;
        if (c.end > start && test(c)) return true;
      }
      return false;
    },
  };
}
