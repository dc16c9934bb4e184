// The cuts a worker sends back rebuild exactly the chunks splitText makes on the calling thread.
import assert from 'node:assert/strict';
import { splitText } from '../../../src/api/chunking';
import { chunkEnds, chunksAt } from '../../../src/local/chunk-task';

describe('local/chunk-task', () => {
  const texts = [
    'One sentence. Another one follows here.\r\n'.repeat(700),
    `${'x'.repeat(25_000)}😀${'y'.repeat(9_999)}`,
    'short',
  ];
  for (const [i, text] of texts.entries()) {
    it(`chunksAt(chunkEnds) equals splitText: text ${i + 1} (${text.length} chars)`, () => {
      for (const max of [10_000, 333]) {
        assert.deepEqual(chunksAt(text, chunkEnds({ split: text, maxChunkChars: max })), splitText(text, max));
      }
    });
  }
});
