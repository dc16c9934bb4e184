// The asynchronous lifecycle: SUBMITTED until the processing time has passed, COMPLETED after, gone
// after the retention time.
import assert from 'node:assert/strict';
import { EnvelopeSchema, IdentifyPhiResultSchema, StructureGetResponseSchema } from '../../../src/api/wire';
import { resolveProcessing } from '../../../src/service/jobs';
import { createPrng } from '../../../src/service/prng';
import { assertError, delay, get, post, useService, requestId } from './helpers';

describe('service lifecycle', () => {
  describe('processing time per model', () => {
    // structure takes long enough that the first GET surely comes before completion.
    const service = useService({ processing: { structure: 60_000, 'identify-phi': 150 } });

    it('a GET before completion returns the envelope with SUBMITTED and no result', async () => {
      const ack = await post(service(), 'structure', 'Patient has asthma.');
      const reply = await get(service(), 'structure', requestId(ack));
      assert.equal(reply.status, 200);
      const envelope = EnvelopeSchema.parse(reply.json);
      assert.equal(envelope.inference_status, 'SUBMITTED');
      assert.equal(envelope.request_id, requestId(ack));
      assert.equal(envelope.model_type, 'structure');
      assert.equal('inference_result' in reply.json, false);
    });

    it('SUBMITTED, then COMPLETED with a "results are ready" message', async () => {
      const ack = await post(service(), 'identify-phi', 'Seen by Dr. Alice Brown.');
      const statuses: string[] = [];
      let last: unknown;
      for (let i = 0; i < 400 && statuses.at(-1) !== 'done'; i++) {
        const reply = await get(service(), 'identify-phi', requestId(ack));
        last = reply.json;
        statuses.push(reply.json.inference_status === 'SUBMITTED' ? 'SUBMITTED' : 'done');
        await delay(5);
      }
      assert.equal(statuses[0], 'SUBMITTED', 'completion cannot come before 150 ms');
      assert.equal(statuses.at(-1), 'done');
      IdentifyPhiResultSchema.parse(last);
    });

    it('models without a configured time complete at once', async () => {
      const ack = await post(service(), 'structure-ontologies', 'asthma');
      const reply = await get(service(), 'structure-ontologies', requestId(ack));
      assert.equal(StructureGetResponseSchema.parse(reply.json).inference_status, 'COMPLETED');
    });
  });

  describe('retention', () => {
    const service = useService({ retentionMs: 1000 });
    it('a completed result is served until the retention time, then 404', async () => {
      // The engine's workers are warm first: this is about retention, not a cold start (seconds on a busy machine).
      await service().lexicon();
      const ack = await post(service(), 'structure', 'Patient has asthma.');
      const first = await get(service(), 'structure', requestId(ack));
      assert.equal(first.status, 200);
      const again = await get(service(), 'structure', requestId(ack));
      assert.deepEqual(again.json, first.json, 'repeated GETs answer the same result');
      await delay(1100);
      assertError(await get(service(), 'structure', requestId(ack)), 404);
    });
  });

  describe('processing distributions', () => {
    it('a fixed time, a range drawn from the seeded generator, or per model', () => {
      const fixed = resolveProcessing(250);
      assert.equal(fixed('structure', createPrng(1)), 250);
      const range = resolveProcessing({ minMs: 100, maxMs: 200 });
      const drawsA = Array.from({ length: 50 }, ((p) => () => range('embeddings', p))(createPrng(7)));
      const drawsB = Array.from({ length: 50 }, ((p) => () => range('embeddings', p))(createPrng(7)));
      assert.deepEqual(drawsA, drawsB, 'same seed, same draws');
      assert.ok(drawsA.every((d) => d >= 100 && d <= 200 && Number.isInteger(d)));
      assert.ok(new Set(drawsA).size > 10, 'the draws vary');
      const perModel = resolveProcessing({ 'redact-phi': { minMs: 5, maxMs: 5 }, structure: 30 });
      assert.equal(perModel('redact-phi', createPrng(1)), 5);
      assert.equal(perModel('structure', createPrng(1)), 30);
      assert.equal(perModel('embeddings', createPrng(1)), 0);
    });
  });
});
