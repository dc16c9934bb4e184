import * as assert from 'node:assert/strict';
import { createLocalEngine } from '../../../src/engine';
import { cosine, embedText } from '../../../src/engine/embeddings';
import { EMBEDDING_DIMENSIONS } from '../../../src/nlp/embedding-size';

const engine = createLocalEngine({ lexiconPath: null });

function norm(v: readonly number[]): number {
  return Math.sqrt(v.reduce((s, x) => s + x * x, 0));
}

describe('embeddings (lexical, hashed n-grams + concepts)', () => {
  const texts = [
    'Patient with type 2 diabetes mellitus and hypertension, on metformin.',
    '',
    ' ',
    '...!!!',
    'a',
    '😀',
    'x'.repeat(10_000),
  ];

  it('returns 1024 finite numbers of unit L2 norm, for any text including empty ones', () => {
    assert.equal(EMBEDDING_DIMENSIONS, 1024);
    for (const text of texts) {
      const v = engine.embed(text);
      assert.equal(v.length, 1024);
      assert.ok(v.every((x) => Number.isFinite(x)), 'finite');
      assert.ok(Math.abs(norm(v) - 1) < 1e-9, `unit norm for ${JSON.stringify(text.slice(0, 10))}`);
    }
  });

  it('is deterministic', () => {
    for (const text of texts) assert.deepEqual(engine.embed(text), engine.embed(text));
    assert.deepEqual(createLocalEngine({ lexiconPath: null }).embed(texts[0]!), engine.embed(texts[0]!));
  });

  it('scores similar texts high and unrelated texts low, with margins', () => {
    const a = engine.embed('Patient has type 2 diabetes mellitus and hypertension; continue metformin.');
    const similar = engine.embed('The patient has type 2 diabetes mellitus and hypertension, continues on metformin.');
    const unrelated = engine.embed('Quarterly revenue grew as the shipping company opened a new warehouse.');
    const simSimilar = cosine(a, similar);
    const simUnrelated = cosine(a, unrelated);
    assert.ok(simSimilar > 0.8, `similar ${simSimilar}`);
    assert.ok(simUnrelated < 0.3, `unrelated ${simUnrelated}`);
    assert.ok(simSimilar - simUnrelated > 0.5, 'margin');
  });

  it('brings abbreviations and full forms together through shared concepts', () => {
    const full = engine.embed('type 2 diabetes mellitus, hypertension, congestive heart failure');
    const abbreviated = engine.embed('T2DM, HTN, CHF');
    const other = engine.embed('asthma, migraine, psoriasis');
    assert.ok(cosine(full, abbreviated) > cosine(full, other) + 0.2, `${cosine(full, abbreviated)} vs ${cosine(full, other)}`);
  });

  it('depends on the concepts it is given, not only on characters', () => {
    assert.notDeepEqual(embedText('chest pain', ['C0008031']), embedText('chest pain', []));
  });

  it('maps every feature-less text to the same fixed unit vector', () => {
    assert.deepEqual(engine.embed(''), engine.embed('  !!  '));
    assert.ok(cosine(engine.embed(''), engine.embed('hypertension')) < 0.2);
  });
});
