// The service checks its own output against the wire schemas and survives a failing engine: a broken
// result becomes a JSON 500, never a body that breaks the contract. These tests need a broken engine,
// so they pass one in; every other service test runs the real local engine.
import assert from 'node:assert/strict';
import type { Engine } from '../../../src/engine/types';
import { createLocalEngine } from '../../../src/engine';
import { assertError, postAndFetch, useService } from './helpers';

function brokenEngine(overrides: Partial<Engine>): Engine {
  const real = createLocalEngine({ lexiconPath: null });
  return {
    identifyPhi: (t) => real.identifyPhi(t),
    findConcepts: (t) => real.findConcepts(t),
    embed: (t) => real.embed(t),
    lexiconInfo: real.lexiconInfo,
    ...overrides,
  };
}

describe('service self-check', () => {
  const service = useService(() => ({
    engine: brokenEngine({
      embed: () => new Array<number>(1024).fill(Number.NaN),
      findConcepts: () => [{ start: 3, end: 1, cui: 'C0004096', name: 'Asthma', type: 'Medical Conditions', scoreId: 0.9, scoreType: 0.9, ontologies: {} }],
      identifyPhi: () => {
        throw new Error('detector failure');
      },
    }),
  }));

  it('an embedding with NaN is refused by the schema: 500, not a broken body', async () => {
    const reply = await postAndFetch(service(), 'embeddings', 'asthma');
    assertError(reply, 500);
    assert.ok(!reply.text.includes('asthma'), 'the error never quotes the text');
  });

  it('a failing engine is a JSON 500 and the server keeps serving', async () => {
    assertError(await postAndFetch(service(), 'identify-phi', 'Seen by Dr. Brown.'), 500);
    assertError(await postAndFetch(service(), 'redact-phi', 'Seen by Dr. Brown.'), 500);
    assert.equal((await postAndFetch(service(), 'embeddings', 'x')).status, 500);
    assert.deepEqual(
      service().requests().map((r) => r.status),
      [201, 500, 201, 500, 201, 500],
    );
  });

  it('offsets outside the text or inverted are caught before sending', async () => {
    assertError(await postAndFetch(service(), 'structure', 'An asthma attack.'), 500);
  });
});
