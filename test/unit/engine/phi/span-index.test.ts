// core/span-index.ts against the search it replaces (every candidate asked at each ask): random spans, some nested and
// some far apart, and every ask of holds, overlaps and overlapsSome with a test of its own.
import { strict as assert } from 'node:assert';
import type { Candidate } from '../../../../src/engine/phi/core/scan';
import { spanIndex } from '../../../../src/engine/phi/core/span-index';

/** A small linear congruential generator: the same spans every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('PHI engine: span index', () => {
  it('answers as asking every span does', () => {
    const next = random(15);
    for (let round = 0; round < 40; round++) {
      const spans: Candidate[] = [];
      for (let i = 0; i < 30; i++) {
        const start = Math.floor(next() * 200);
        const long = next() < 0.1;
        spans.push({ start, end: start + 1 + Math.floor(next() * (long ? 120 : 12)), type: next() < 0.5 ? 'CITY' : 'HOSPITAL', score: 0.5, rule: '', anchored: false });
      }
      const index = spanIndex(spans);
      for (let start = 0; start < 220; start += 3) {
        for (const length of [1, 4, 9, 30]) {
          const end = start + length;
          const longer = (c: Candidate): boolean => c.type === 'CITY' || c.end - c.start > length;
          assert.equal(index.holds(start, end), spans.some((c) => c.start <= start && c.end >= end));
          assert.equal(index.overlaps(start, end), spans.some((c) => c.start < end && start < c.end));
          assert.equal(index.overlapsSome(start, end, longer), spans.some((c) => c.start < end && start < c.end && longer(c)));
        }
      }
    }
  });
});
