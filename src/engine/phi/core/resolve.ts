// Settles overlaps between detectors' candidates: the best candidate wins, deterministically.
// Order of preference: higher score, then longer span, then earlier start, then type priority.
import type { KnownPhiType } from '../../../deid/phi-types';
import type { EnginePhiFinding } from '../../types';
import { toFinding, type Candidate } from './scan';

/** Ties in score and length go to the more specific type (left first). */
const TYPE_PRIORITY: readonly KnownPhiType[] = [
  'EMAIL', 'URL', 'MEDICALRECORD', 'HEALTHPLAN', 'DEVICE', 'BIOID', 'IDNUM', 'FAX', 'PHONE', 'USERNAME', 'DATE',
  'AGE', 'STREET', 'ZIP', 'HOSPITAL', 'ORGANIZATION', 'DOCTOR', 'PATIENT', 'CITY', 'STATE', 'COUNTRY',
  'LOCATION-OTHER', 'PROFESSION',
];
const RANK = new Map<KnownPhiType, number>(TYPE_PRIORITY.map((t, i) => [t, i]));

// Small integers only: a difference of two scores is a fraction, which the sort gets as a new heap number at every call.
function compare(a: Candidate, b: Candidate): number {
  if (a.score !== b.score) return b.score > a.score ? 1 : -1;
  const longer = b.end - b.start - (a.end - a.start);
  if (longer !== 0) return longer;
  if (a.start !== b.start) return a.start - b.start;
  return (RANK.get(a.type) ?? 99) - (RANK.get(b.type) ?? 99);
}

/**
 * Non-overlapping findings in document order. Candidates outside [0, length] or empty are dropped.
 * A candidate is kept when no better one kept before it overlaps it: that is when its first position is covered by
 * none, and none starts inside it. Both are read in logarithmic time (a covered position's flag, a count of starts
 * over positions), so a note dense with candidates costs no more per candidate than a short one: a sorted array that
 * took each kept span by splicing it in moved half of it per span, quadratic on one long line of repeated addresses.
 */
export function resolveOverlaps(candidates: readonly Candidate[], length: number): EnginePhiFinding[] {
  const valid = candidates.filter((c) => c.start >= 0 && c.end <= length && c.end > c.start && c.score > 0);
  valid.sort(compare);
  const covered = new Uint8Array(length);
  const starts = new StartCounts(length);
  const kept: Candidate[] = [];
  for (const c of valid) {
    if (covered[c.start] === 1 || starts.between(c.start + 1, c.end) > 0) continue;
    covered.fill(1, c.start, c.end);
    starts.add(c.start);
    kept.push(c);
  }
  // Kept spans are disjoint, so their starts differ and order them wholly.
  kept.sort((a, b) => a.start - b.start);
  return kept.map((c) => ({ ...toFinding(c), score: Math.min(1, c.score) }));
}

/** How many kept spans start at each position, summed over ranges (a Fenwick tree over the text's positions). */
class StartCounts {
  private readonly tree: Int32Array;

  constructor(length: number) {
    this.tree = new Int32Array(length + 1);
  }

  add(position: number): void {
    for (let i = position + 1; i < this.tree.length; i += i & -i) this.tree[i]!++;
  }

  /** The starts in [from, to). */
  between(from: number, to: number): number {
    return to <= from ? 0 : this.before(to) - this.before(from);
  }

  /** The starts in [0, position). */
  private before(position: number): number {
    let sum = 0;
    for (let i = position; i > 0; i -= i & -i) sum += this.tree[i]!;
    return sum;
  }
}
