import assert from 'node:assert/strict';
import { CodePointIndex, placeAll, SpanPlacer } from '../../../src/api/offsets';

describe('api/offsets', () => {
  const source = '😀 John Smith saw 𝔸 Dr. Lee';

  it('accepts UTF-16 offsets that select the span text', () => {
    const start = source.indexOf('John');
    assert.deepEqual(new SpanPlacer(source).place({ start, end: start + 10, text: 'John Smith' }), { start, end: start + 10, codePoints: false });
  });

  it('maps code-point offsets (a Python service) to UTF-16', () => {
    // In code points, the emoji counts 1, so John starts at 2, not 3.
    const placed = new SpanPlacer(source).place({ start: 2, end: 12, text: 'John Smith' });
    assert.deepEqual(placed, { start: 3, end: 13, codePoints: true });
    const lee = [...source].join('').indexOf('Lee');
    const cpStart = [...source.slice(0, lee)].length;
    assert.deepEqual(new SpanPlacer(source).place({ start: cpStart, end: cpStart + 3, text: 'Lee' }), { start: lee, end: lee + 3, codePoints: true });
  });

  it('drops and counts spans matching under neither reading', () => {
    const result = placeAll(
      source,
      [
        { start: 3, end: 13, text: 'John Smith' },
        { start: 0, end: 4, text: 'nope' },
        { start: 90, end: 95, text: 'later' },
        { start: 5, end: 2, text: '' },
      ],
      (s) => s,
    );
    assert.equal(result.placed.length, 1);
    assert.equal(result.dropped, 3);
    assert.equal(result.codePoints, false);
  });

  it('indexes code points lazily and answers undefined past the end', () => {
    const index = new CodePointIndex('a😀b');
    assert.equal(index.toUtf16(0), 0);
    assert.equal(index.toUtf16(2), 3);
    assert.equal(index.toUtf16(3), 4);
    assert.equal(index.toUtf16(4), undefined);
  });

  describe('one reading per response (issue 9 §2)', () => {
    // Four astral characters shift code points 4 behind UTF-16 units, the period of "Ann ": the second
    // Ann's code-point offsets select the first Ann under the UTF-16 reading.
    const text = '😀😀😀😀 Ann Ann saw Bob';
    const first = text.indexOf('Ann');
    const second = text.indexOf('Ann', first + 1);
    const bob = text.indexOf('Bob');
    const cp = (utf16: number): number => [...text.slice(0, utf16)].length;

    it('reads every span as code points when one fits only as code points: a repeated name lands on its own occurrence', () => {
      const spans = [
        { start: cp(second), end: cp(second) + 3, text: 'Ann' },
        { start: cp(bob), end: cp(bob) + 3, text: 'Bob' },
      ];
      assert.equal(text.slice(spans[0]!.start, spans[0]!.end), 'Ann', 'the trap: the UTF-16 reading also matches');
      const result = placeAll(text, spans, (s) => s);
      assert.deepEqual(
        result.placed.map((p) => [p.start, p.end]),
        [
          [second, second + 3],
          [bob, bob + 3],
        ],
      );
      assert.equal(result.dropped, 0);
      assert.equal(result.codePoints, true);
    });

    it('drops and counts a span the two readings place differently when nothing tells them apart', () => {
      const result = placeAll(text, [{ start: cp(second), end: cp(second) + 3, text: 'Ann' }], (s) => s);
      assert.deepEqual(result.placed, []);
      assert.equal(result.dropped, 1);
    });

    it('reads UTF-16 for the whole response when a span fits only UTF-16, dropping spans that fit only code points', () => {
      const spans = [
        { start: bob, end: bob + 3, text: 'Bob' },
        { start: first, end: first + 3, text: 'Ann' },
        { start: cp(second), end: cp(second) + 3, text: 'Ann' },
      ];
      const result = placeAll(text, spans, (s) => s);
      assert.deepEqual(
        result.placed.map((p) => [p.start, p.end]),
        [
          [bob, bob + 3],
          [first, first + 3],
          [first, first + 3],
        ],
      );
      assert.equal(result.codePoints, false);
    });
  });
});
