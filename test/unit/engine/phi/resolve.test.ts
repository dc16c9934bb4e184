// Overlap resolution: best score, then longest, then earliest, then type priority — deterministic.
import { strict as assert } from 'node:assert';
import { resolveOverlaps } from '../../../../src/engine/phi/core/resolve';
import type { Candidate } from '../../../../src/engine/phi/core/scan';
import type { EnginePhiFinding } from '../../../../src/engine/types';

const c = (start: number, end: number, type: Candidate['type'], score: number): Candidate => ({ start, end, type, score, rule: 'person.title', anchored: false });
/** What resolveOverlaps returns for such a candidate: a finding, without the candidate's `anchored`. */
const f = (start: number, end: number, type: Candidate['type'], score: number): EnginePhiFinding => ({ start, end, type, score, rule: 'person.title' });

describe('resolveOverlaps', () => {
  it('keeps the higher score when spans overlap', () => {
    assert.deepEqual(resolveOverlaps([c(0, 10, 'PATIENT', 0.6), c(5, 12, 'HOSPITAL', 0.85)], 20), [f(5, 12, 'HOSPITAL', 0.85)]);
  });
  it('prefers the longer span on equal scores, then the earlier one', () => {
    assert.deepEqual(resolveOverlaps([c(0, 4, 'CITY', 0.8), c(0, 9, 'CITY', 0.8)], 20), [f(0, 9, 'CITY', 0.8)]);
    assert.deepEqual(resolveOverlaps([c(3, 8, 'CITY', 0.8), c(0, 5, 'STATE', 0.8)], 20), [f(0, 5, 'STATE', 0.8)]);
  });
  it('breaks a full tie by type priority, whatever the input order', () => {
    const a = c(0, 5, 'PHONE', 0.9);
    const b = c(0, 5, 'FAX', 0.9);
    assert.deepEqual(resolveOverlaps([a, b], 10), [f(0, 5, 'FAX', 0.9)]);
    assert.deepEqual(resolveOverlaps([b, a], 10), [f(0, 5, 'FAX', 0.9)]);
  });
  it('keeps touching spans, returns them in document order, drops empty and out-of-range ones', () => {
    const out = resolveOverlaps([c(5, 9, 'DATE', 0.9), c(0, 5, 'CITY', 0.7), c(3, 3, 'ZIP', 1), c(8, 30, 'URL', 1)], 20);
    assert.deepEqual(out, [f(0, 5, 'CITY', 0.7), f(5, 9, 'DATE', 0.9)]);
  });
});
