import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isSafeCut, splitText } from '../../../src/api/chunking';
import { trickyText } from './arbitraries';

describe('api/chunking splitText', () => {
  it('returns the text whole when it fits', () => {
    const chunks = splitText('Short note.', 100);
    assert.deepEqual(chunks, [{ index: 0, start: 0, end: 11, text: 'Short note.' }]);
  });

  it('cuts at sentence boundaries when one lies in the second half of the window', () => {
    const text = 'The patient has diabetes. She takes metformin daily. Follow up in two weeks.';
    const chunks = splitText(text, 60);
    assert.equal(chunks[0]!.text, 'The patient has diabetes. She takes metformin daily. ');
    assert.equal(chunks.map((c) => c.text).join(''), text);
  });

  it('falls back to a line break, then whitespace, then a hard cut', () => {
    const lines = 'no sentence end here\nanother line without end\nthird';
    assert.equal(splitText(lines, 30)[0]!.text, 'no sentence end here\n');
    const words = 'alpha beta gamma delta epsilon zeta';
    assert.equal(splitText(words, 20)[0]!.text, 'alpha beta gamma ');
    const run = 'y'.repeat(25);
    assert.deepEqual(splitText(run, 10).map((c) => c.text.length), [10, 10, 5]);
  });

  it('never cuts inside a surrogate pair or a CRLF, even in a hard cut', () => {
    assert.deepEqual(splitText('😀😀😀', 3).map((c) => c.text), ['😀', '😀', '😀']);
    assert.deepEqual(splitText('ab\r\ncd', 3).map((c) => c.text), ['ab', '\r\n', 'cd']);
  });

  it('property: chunks cover the text exactly, each within the limit, never splitting a pair or CRLF', () => {
    fc.assert(
      fc.property(trickyText, fc.integer({ min: 2, max: 80 }), (text, max) => {
        const chunks = splitText(text, max);
        assert.equal(chunks.map((c) => c.text).join(''), text);
        let pos = 0;
        for (const [i, c] of chunks.entries()) {
          assert.equal(c.index, i);
          assert.equal(c.start, pos);
          assert.equal(c.end, c.start + c.text.length);
          assert.ok(c.text.length <= max && c.text.length > 0, `chunk ${i} has ${c.text.length} units`);
          assert.ok(isSafeCut(text, c.start), `unsafe cut at ${c.start}`);
          pos = c.end;
        }
        assert.equal(pos, text.length);
      }),
      { numRuns: 300 },
    );
  });

  it('splits a 10,000-unit limit text into few chunks', () => {
    const sentence = 'The patient was seen in clinic and reports feeling well today. ';
    const text = sentence.repeat(Math.ceil(25_000 / sentence.length));
    const chunks = splitText(text, 10_000);
    assert.equal(chunks.length, 3);
    for (const c of chunks.slice(0, -1)) assert.ok(c.text.endsWith('. '));
  });

  it('refuses a limit below 2', () => {
    assert.throws(() => splitText('abc', 1), RangeError);
  });
});
