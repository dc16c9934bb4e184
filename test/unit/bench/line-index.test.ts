import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { LineIndex } from '../../../bench/line-index';

/** The slow, obvious definition: count line breaks before the offset. */
function naive(text: string, offset: number): { line: number; character: number } {
  let line = 0;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (text[i] === '\r' && text[i + 1] === '\n') {
      if (i + 1 < offset) {
        i++;
        line++;
        lineStart = i + 1;
      }
    } else if (text[i] === '\n' || text[i] === '\r') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, character: offset - lineStart };
}

describe('LineIndex', () => {
  it('maps offsets to line and character across \\n, \\r\\n and \\r line breaks', () => {
    const index = new LineIndex('ab\ncd\r\nef\rg');
    assert.equal(index.lineCount, 4);
    assert.deepEqual(index.positionAt(0), { line: 0, character: 0 });
    assert.deepEqual(index.positionAt(3), { line: 1, character: 0 });
    assert.deepEqual(index.positionAt(7), { line: 2, character: 0 });
    assert.deepEqual(index.positionAt(10), { line: 3, character: 0 });
    assert.deepEqual(index.positionAt(99), { line: 3, character: 1 });
  });

  it('agrees with counting line breaks at every offset outside a \\r\\n pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '\n', '\r', 'é'), maxLength: 60 }), (text) => {
        const index = new LineIndex(text);
        for (let o = 0; o <= text.length; o++) {
          if (text[o - 1] === '\r' && text[o] === '\n') continue;
          assert.deepEqual(index.positionAt(o), naive(text, o));
        }
      }),
    );
  });
});
