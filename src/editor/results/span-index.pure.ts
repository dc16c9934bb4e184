// Point queries over spans that may overlap, for hovers: spans sorted by start plus a running maximum of
// their ends, so a query is a binary search and a short backward walk that stops as soon as no earlier span
// can reach the offset.
import type { Span } from './track-edits.pure';

export class SpanIndex<T extends Span> {
  private readonly sorted: readonly T[];
  private readonly maxEndUpTo: Float64Array;

  constructor(spans: readonly T[]) {
    this.sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
    this.maxEndUpTo = new Float64Array(this.sorted.length);
    let max = -Infinity;
    this.sorted.forEach((span, i) => {
      max = Math.max(max, span.end);
      this.maxEndUpTo[i] = max;
    });
  }

  get size(): number {
    return this.sorted.length;
  }

  /** Every span with start <= offset <= end (touching counts, so a cursor at either edge finds it), by start. */
  at(offset: number): T[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.sorted[mid]?.start ?? Infinity) <= offset) lo = mid + 1;
      else hi = mid;
    }
    const found: T[] = [];
    for (let i = lo - 1; i >= 0 && (this.maxEndUpTo[i] ?? -Infinity) >= offset; i--) {
      const span = this.sorted[i];
      if (span && span.end >= offset) found.push(span);
    }
    return found.reverse();
  }

  /** Every span intersecting [start, end) — or touching `start` when the range is empty. */
  overlapping(start: number, end: number): T[] {
    if (end <= start) return this.at(start);
    return this.sorted.filter((s) => s.start < end && s.end > start);
  }
}
