import assert from 'node:assert/strict';
import { copyValue, embeddingJson, meanVector } from '../../../../src/editor/embeddings/embedding-json.pure';

const parts = [
  { start: 0, end: 10, vector: [1, 2] },
  { start: 10, end: 25, vector: [3, 6] },
];

describe('embedding-json: what an embedding opens as', () => {
  it('a single vector keeps the plain shape', () => {
    const body = JSON.parse(embeddingJson([{ start: 5, end: 9, inputLength: 4, vectors: [{ start: 5, end: 9, vector: [0.5] }] }]));
    assert.deepEqual(body, { model: 'embeddings', dimensions: 1, inputLength: 4, start: 5, end: 9, embedding: [0.5] });
  });

  it('one vector per part, each with its range', () => {
    const body = JSON.parse(embeddingJson([{ start: 0, end: 25, inputLength: 25, vectors: parts }], 'per-part')) as { kind: string; parts: unknown };
    assert.match(body.kind, /one vector per part/);
    assert.deepEqual(body.parts, [
      { start: 0, end: 10, embedding: [1, 2] },
      { start: 10, end: 25, embedding: [3, 6] },
    ]);
    assert.deepEqual(copyValue([{ start: 0, end: 25, inputLength: 25, vectors: parts }], 'per-part'), [
      [1, 2],
      [3, 6],
    ]);
  });

  it('the mean is labelled as a mean, never as the text’s embedding', () => {
    const body = JSON.parse(embeddingJson([{ start: 0, end: 25, inputLength: 25, vectors: parts }], 'mean'));
    assert.equal(body.kind, 'mean of 2 part vectors (arithmetic, not re-normalised): not an embedding of the whole text');
    assert.deepEqual(body.embedding, [2, 4]);
    assert.deepEqual(body.parts, [
      { start: 0, end: 10 },
      { start: 10, end: 25 },
    ]);
    assert.deepEqual(meanVector([]), []);
  });

  it('several selections are listed in order', () => {
    const body = JSON.parse(
      embeddingJson([
        { start: 0, end: 3, inputLength: 3, vectors: [{ start: 0, end: 3, vector: [1] }] },
        { start: 9, end: 12, inputLength: 3, vectors: [{ start: 9, end: 12, vector: [2] }] },
      ]),
    ) as { selections: { start: number }[] };
    assert.deepEqual(body.selections.map((s) => s.start), [0, 9]);
  });
});
