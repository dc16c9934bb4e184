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

/** Non-overlapping findings in document order. Candidates outside [0, length] or empty are dropped. */
export function resolveOverlaps(candidates: readonly Candidate[], length: number): EnginePhiFinding[] {
  const valid = candidates.filter((c) => c.start >= 0 && c.end <= length && c.end > c.start && c.score > 0);
  valid.sort(compare);
  // `kept` stays sorted by start; a binary search finds the neighbours a new span could touch.
  const kept: Candidate[] = [];
  for (const c of valid) {
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (kept[mid]!.start < c.start) lo = mid + 1;
      else hi = mid;
    }
    const before = kept[lo - 1];
    const after = kept[lo];
    if (before && before.end > c.start) continue;
    if (after && after.start < c.end) continue;
    kept.splice(lo, 0, c);
  }
  return kept.map((c) => ({ ...toFinding(c), score: Math.min(1, c.score) }));
}
