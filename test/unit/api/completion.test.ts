import assert from 'node:assert/strict';
import { readCompletion } from '../../../src/api/completion';
import { ProtocolError } from '../../../src/api/errors';
import { embeddingsBody, identifyBareBody, identifyEnvelopeBody, redactBody, structureOntologiesBody } from './fixtures';

const ctx = { status: 200, requestId: 'r-1' } as const;

function protocolError(fn: () => unknown): ProtocolError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof ProtocolError, String(e));
    return e;
  }
  assert.fail('expected a ProtocolError');
}

describe('api/completion readCompletion', () => {
  it('reads a pending structure envelope (no result, or a null one) as not done', () => {
    const pending = { request_id: 'r-1', model_type: 'structure', inference_status: 'SUBMITTED', message: 'created' };
    assert.deepEqual(readCompletion(pending, { ...ctx, model: 'structure' }), { done: false, status: 'SUBMITTED' });
    assert.equal(readCompletion({ ...pending, inference_result: null }, { ...ctx, model: 'structure' }).done, false);
    assert.equal(readCompletion({ inference_status: 'SUBMITTED' }, { ...ctx, model: 'identify-phi' }).done, false);
  });

  it('reads the structure envelope with inference_result', () => {
    const c = readCompletion(structureOntologiesBody, { ...ctx, model: 'structure-ontologies' });
    assert.ok(c.done);
    assert.equal(c.result.spans.length, 2);
  });

  it('reads the PHI results bare and inside the envelope', () => {
    const bare = readCompletion(identifyBareBody, { ...ctx, model: 'identify-phi' });
    assert.ok(bare.done && bare.result.annotations.length === 2);
    const wrapped = readCompletion(identifyEnvelopeBody, { ...ctx, model: 'identify-phi' });
    assert.ok(wrapped.done && wrapped.result.annotations.length === 2);
    const beside = readCompletion({ request_id: 'r', inference_status: 'COMPLETED', ...redactBody }, { ...ctx, model: 'redact-phi' });
    assert.ok(beside.done && beside.result.output_text.startsWith('Pt'));
  });

  it('reads embeddings of exactly 1024 numbers, and names the path when there are not', () => {
    assert.ok(readCompletion(embeddingsBody, { ...ctx, model: 'embeddings' }).done);
    const e = protocolError(() => readCompletion({ ...embeddingsBody, embeddings: [1, 2] }, { ...ctx, model: 'embeddings' }));
    assert.equal(e.jsonPath, '$.embeddings');
  });

  it('names the JSON path of the first schema issue, without quoting values', () => {
    const drifted = structuredClone(structureOntologiesBody) as { inference_result: { spans: Record<string, unknown>[] } };
    drifted.inference_result.spans[1]!.pos_start = 'John Smith';
    const e = protocolError(() => readCompletion(drifted, { ...ctx, model: 'structure-ontologies' }));
    assert.equal(e.jsonPath, '$.inference_result.spans[1].pos_start');
    assert.equal(e.requestId, 'r-1');
    assert.equal(e.model, 'structure-ontologies');
    assert.ok(!e.message.includes('John'), e.message);
    assert.match(e.message, /spans\[1\]\.pos_start/);
  });

  it('treats COMPLETED without a result, a failed status and a non-object body as protocol errors', () => {
    assert.equal(protocolError(() => readCompletion({ inference_status: 'COMPLETED' }, { ...ctx, model: 'structure' })).jsonPath, '$.inference_result');
    assert.equal(protocolError(() => readCompletion({ inference_status: 'FAILED' }, { ...ctx, model: 'redact-phi' })).jsonPath, '$.inference_status');
    assert.equal(protocolError(() => readCompletion([1], { ...ctx, model: 'structure' })).jsonPath, '$');
    assert.equal(protocolError(() => readCompletion({ inference_status: 7 }, { ...ctx, model: 'structure' })).jsonPath, '$.inference_status');
  });

  it('ignores unknown extra fields', () => {
    const c = readCompletion({ ...identifyBareBody, extra: { nested: true }, request_id: 'r' }, { ...ctx, model: 'identify-phi' });
    assert.ok(c.done);
  });
});
