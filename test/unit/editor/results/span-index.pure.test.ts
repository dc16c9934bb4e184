import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { SpanIndex } from '../../../../src/editor/results/span-index.pure';

interface S {
  readonly id: number;
  readonly start: number;
  readonly end: number;
}

describe('SpanIndex', () => {
  const spans: S[] = [
    { id: 1, start: 10, end: 20 },
    { id: 2, start: 0, end: 100 }, // a long span overlapping everything
    { id: 3, start: 15, end: 18 },
    { id: 4, start: 30, end: 35 },
  ];
  const index = new SpanIndex(spans);

  it('returns every overlapping span at an offset, ordered by start', () => {
    assert.deepEqual(index.at(16).map((s) => s.id), [2, 1, 3]);
    assert.deepEqual(index.at(25).map((s) => s.id), [2]);
  });

  it('counts a cursor at either edge as inside', () => {
    assert.deepEqual(index.at(20).map((s) => s.id), [2, 1]);
    assert.deepEqual(index.at(30).map((s) => s.id), [2, 4]);
    assert.deepEqual(index.at(101).map((s) => s.id), []);
  });

  it('finds spans intersecting a range, or touching its point when empty', () => {
    assert.deepEqual(index.overlapping(19, 31).map((s) => s.id).sort(), [1, 2, 4]);
    assert.deepEqual(index.overlapping(35, 35).map((s) => s.id).sort(), [2, 4]);
  });

  it('agrees with a linear scan for random spans and offsets', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(200), fc.integer({ min: 1, max: 40 })), { maxLength: 60 }), fc.nat(250), (list, offset) => {
        const all = list.map(([s, l], id) => ({ id, start: s, end: s + l }));
        const expected = all.filter((s) => s.start <= offset && offset <= s.end).map((s) => s.id).sort((a, b) => a - b);
        assert.deepEqual(new SpanIndex(all).at(offset).map((s) => s.id).sort((a, b) => a - b), expected);
      }),
    );
  });
});
