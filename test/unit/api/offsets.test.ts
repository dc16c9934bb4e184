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
});
