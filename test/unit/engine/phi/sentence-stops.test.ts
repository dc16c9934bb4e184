// lastSentenceStopEnd finds where the last match of `/\p{L}{3,}\.[ \t]+/gu` in a slice ends, as the pattern
// would (institutions.ts reads practice names after it; the walk spares V8 compiling the pattern).
import { strict as assert } from 'node:assert';
import { lastSentenceStopEnd } from '../../../../src/engine/phi/core/sentence-stops';
import { randomText } from './random-text';

const STOP = /\p{L}{3,}\.[ \t]+/gu;

/** What the pattern says: the end of its last match in text.slice(start, end), as an offset into text. */
function byPattern(text: string, start: number, end: number): number {
  let last = -1;
  for (const m of text.slice(start, end).matchAll(STOP)) last = start + m.index + m[0].length;
  return last;
}

describe('PHI engine core: sentence stops', () => {
  it('ends where the pattern ends on 20,000 random slices (letters of every kind, lone surrogates, blanks, stops)', () => {
    const pieces = ['Care', 'ab', 'x', '.', '. ', '.\t', ' ', '\t', '\n', 'É', 'éé', 'ß', '😀', '𝐀𝐁', '\ud835', '\udc00', '1', '-', 'Lakeside', 'ª', ','];
    for (let seed = 1; seed <= 20_000; seed++) {
      const text = randomText(pieces, seed, seed % 30);
      const start = seed % 7 === 0 ? 0 : seed % Math.max(1, Math.min(text.length, 9));
      const end = Math.max(start, text.length - (seed % 5));
      assert.equal(lastSentenceStopEnd(text, start, end), byPattern(text, start, end), JSON.stringify([text, start, end]));
    }
  });

  it('reads the stretch a practice name grows over', () => {
    const text = 'Establish Primary Care. Lakeside Family Practice';
    assert.equal(lastSentenceStopEnd(text, 0, 33), 24);
    assert.equal(lastSentenceStopEnd('Dr. Jo. St. Mary', 0, 16), -1);
    assert.equal(lastSentenceStopEnd('Seen. Then 𝐀𝐁𝐂.  Lakeside', 0, 28), 20);
    // A letter before the slice does not count; a stop with no blank after it ends nothing.
    assert.equal(lastSentenceStopEnd('Abcd. x', 2, 7), -1);
    assert.equal(lastSentenceStopEnd('Care.Lakeside', 0, 13), -1);
  });
});
