import assert from 'node:assert/strict';
import { splitText } from '../../../src/api/chunking';
import { mergeEmbeddings, mergePhi, mergeRedaction } from '../../../src/api/merge';

describe('api/merge', () => {
  const text = 'Seen by Dr. Lee today. Call Ann at home. Bye.';
  const chunks = splitText(text, 24);

  it('shifts chunk offsets into the whole text, in document order, summing warnings', () => {
    assert.ok(chunks.length >= 2);
    const results = chunks.map((c) => {
      const name = /Lee|Ann/.exec(c.text);
      return {
        items: name === null ? [] : [{ start: name.index, end: name.index + 3, text: name[0], type: 'PATIENT', score: 1 }],
        dropped: 1,
        codePoints: c.index === 1,
      };
    });
    const merged = mergePhi(chunks, results);
    assert.deepEqual(merged.items.map((i) => text.slice(i.start, i.end)), ['Lee', 'Ann']);
    assert.deepEqual(merged.warnings, { droppedSpans: chunks.length, codePointOffsets: true });
    assert.equal(merged.chunks, chunks.length);
  });

  it('concatenates redacted outputs and shifts annotations into the merged output', () => {
    const results = chunks.map((c) => {
      const outputText = c.text.replace(/Lee|Ann/, '[PATIENT]');
      const at = outputText.indexOf('[PATIENT]');
      return {
        outputText,
        items: at < 0 ? [] : [{ start: at, end: at + 9, text: '[PATIENT]', type: 'PATIENT', score: 1 }],
        dropped: 0,
        codePoints: false,
      };
    });
    const merged = mergeRedaction(chunks, results);
    assert.equal(merged.outputText, 'Seen by Dr. [PATIENT] today. Call [PATIENT] at home. Bye.');
    assert.equal(merged.items.length, 2);
    for (const i of merged.items) assert.equal(merged.outputText.slice(i.start, i.end), '[PATIENT]');
  });

  it('gives one vector per chunk with its range, skipping chunks that were not sent', () => {
    const merged = mergeEmbeddings(text, chunks, chunks.map((_, i) => (i === 0 ? undefined : { vector: [i] })));
    assert.equal(merged.vectors.length, chunks.length - 1);
    assert.equal(merged.vectors[0]!.start, chunks[1]!.start);
    assert.equal(merged.inputLength, text.length);
  });
});
