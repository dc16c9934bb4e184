// Every fault kind over real HTTP, and the determinism of probabilistic rules under a seed.
import assert from 'node:assert/strict';
import {
  AcknowledgementSchema,
  IdentifyPhiResultSchema,
  StructureGetResponseSchema,
} from '../../../src/api/wire';
import type { FaultRule, RunningService } from '../../../src/service/main';
import { start } from '../../../src/service/main';
import { assertError, delay, get, post, postAndFetch, useService, requestId } from './helpers';

const NOTE = 'Seen by Dr. Alice Brown on 03/14/2024 for asthma and type 2 diabetes mellitus.';
const ASTRAL = '😀 𝑥 Seen by Dr. Alice Brown 🩺 on 03/14/2024 for asthma 𝑥 and type 2 diabetes mellitus.';

/** The offset a Python service would report: code points before this UTF-16 offset. */
const codePoints = (text: string, utf16: number) => [...text.slice(0, utf16)].length;

async function statuses(service: RunningService, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await post(service, 'embeddings', 'x')).status);
  return out;
}

describe('service faults', () => {
  const service = useService();

  it('none by default', async () => {
    assert.deepEqual(await statuses(service(), 5), [201, 201, 201, 201, 201]);
  });

  it('429 with and without retry-after, 500, 502, 503 with retry-after: JSON error bodies', async () => {
    service().setFaults([
      { kind: '429', times: 1, retryAfterSeconds: 7 },
      { kind: '429', times: 1 },
      { kind: '500', times: 1 },
      { kind: '502', times: 1 },
      { kind: '503', times: 1, retryAfterSeconds: 2 },
    ]);
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await post(service(), 'structure', 'asthma'));
    assert.deepEqual(replies.map((r) => r.status), [429, 429, 500, 502, 503, 201]);
    for (const r of replies.slice(0, 5)) assertError(r, r.status);
    assert.equal(replies[0]!.headers.get('retry-after'), '7');
    assert.equal(replies[1]!.headers.get('retry-after'), null);
    assert.equal(replies[4]!.headers.get('retry-after'), '2');
  });

  it('scripted sequences: skip then times', async () => {
    service().setFaults([{ kind: '503', skip: 2, times: 2 }]);
    assert.deepEqual(await statuses(service(), 6), [201, 201, 503, 503, 201, 201]);
  });

  it('rules match on method and model', async () => {
    service().setFaults([{ method: 'GET', model: 'embeddings', kind: '500' }]);
    const ack = await post(service(), 'embeddings', 'x');
    assert.equal(ack.status, 201);
    assert.equal((await postAndFetch(service(), 'structure', 'asthma')).status, 200);
    assertError(await get(service(), 'embeddings', requestId(ack)), 500);
  });

  it('setFaults replaces the rules and restarts their counters', async () => {
    service().setFaults([{ kind: '500', times: 1 }]);
    assert.deepEqual(await statuses(service(), 2), [500, 201]);
    service().setFaults([{ kind: '500', times: 1 }]);
    assert.deepEqual(await statuses(service(), 2), [500, 201]);
    service().setFaults([]);
    assert.deepEqual(await statuses(service(), 2), [201, 201]);
  });

  it('latency delays the answer, which is then normal', async () => {
    service().setFaults([{ kind: 'latency', latencyMs: 300, times: 1 }]);
    const began = Date.now();
    const reply = await post(service(), 'structure', 'asthma');
    assert.ok(Date.now() - began >= 295, 'answered before the injected latency');
    assert.equal(reply.status, 201);
  });

  it('reset destroys the connection without an answer, and the server keeps serving', async () => {
    service().setFaults([{ kind: 'reset', times: 1 }]);
    await assert.rejects(post(service(), 'structure', 'asthma'));
    assert.equal((await post(service(), 'structure', 'asthma')).status, 201);
    assert.equal(service().requests()[0]!.status, 0, 'logged without a status');
  });

  it('malformed-json: success status, JSON content type, a body that does not parse', async () => {
    service().setFaults([{ kind: 'malformed-json', times: 2 }]);
    const ack = await post(service(), 'structure', 'asthma');
    assert.equal(ack.status, 201);
    assert.match(ack.headers.get('content-type') ?? '', /json/);
    assert.throws(() => JSON.parse(ack.text) as unknown);
    const fetched = await get(service(), 'structure', '00000000-0000-4000-8000-000000000000');
    assert.equal(fetched.status, 404, 'an error answer is not corrupted');
  });

  it('drift-missing drops a required field of the acknowledgement and of the results', async () => {
    service().setFaults([{ method: 'POST', kind: 'drift-missing', times: 1 }]);
    const ack = await post(service(), 'structure', 'asthma');
    assert.equal(ack.status, 201);
    assert.equal(AcknowledgementSchema.safeParse(ack.json).success, false);
    service().setFaults([{ method: 'GET', kind: 'drift-missing' }]);
    const structure = await postAndFetch(service(), 'structure', NOTE);
    assert.equal(StructureGetResponseSchema.safeParse(structure.json).success, false);
    assert.equal(structure.json.inference_result.spans, undefined);
    const phi = await postAndFetch(service(), 'identify-phi', NOTE);
    assert.equal(IdentifyPhiResultSchema.safeParse(phi.json).success, false);
  });

  it('drift-extra adds unknown fields at several levels, which the schemas tolerate', async () => {
    service().setFaults([{ method: 'GET', kind: 'drift-extra' }]);
    const reply = await postAndFetch(service(), 'structure-ontologies', NOTE);
    const body = StructureGetResponseSchema.parse(reply.json);
    const unknownKeys = (o: unknown) => Object.keys(o as object).filter((k) => k.startsWith('x_unknown_'));
    assert.ok(unknownKeys(reply.json).length > 0, 'top level');
    assert.ok(unknownKeys(reply.json.inference_result).length > 0, 'inference_result');
    assert.ok(body.inference_result.spans.length > 0);
    for (const span of reply.json.inference_result.spans) {
      assert.ok(unknownKeys(span).length > 0, 'each span');
      assert.ok(unknownKeys(span.ontologies).length > 0, 'each ontologies object');
    }
    const phi = await postAndFetch(service(), 'identify-phi', NOTE);
    const parsed = IdentifyPhiResultSchema.parse(phi.json);
    assert.ok(parsed.annotations.length > 0);
    for (const a of phi.json.annotations) {
      assert.ok(unknownKeys(a).length > 0 && unknownKeys(a.labels).length > 0 && unknownKeys(a.span).length > 0);
    }
  });

  it('code-point-offsets count astral characters as one, as a Python service would', async () => {
    const normalPhi = IdentifyPhiResultSchema.parse((await postAndFetch(service(), 'identify-phi', ASTRAL)).json);
    const normalStructure = StructureGetResponseSchema.parse((await postAndFetch(service(), 'structure', ASTRAL)).json);
    service().setFaults([{ method: 'GET', kind: 'code-point-offsets' }]);
    const shiftedPhi = IdentifyPhiResultSchema.parse((await postAndFetch(service(), 'identify-phi', ASTRAL)).json);
    const shiftedStructure = StructureGetResponseSchema.parse((await postAndFetch(service(), 'structure', ASTRAL)).json);
    assert.ok(normalPhi.annotations.length > 0 && normalStructure.inference_result.spans.length > 0);
    assert.deepEqual(
      shiftedPhi.annotations.map((a) => [a.span.start, a.span.end]),
      normalPhi.annotations.map((a) => [codePoints(ASTRAL, a.span.start), codePoints(ASTRAL, a.span.end)]),
    );
    assert.deepEqual(
      shiftedStructure.inference_result.spans.map((s) => [s.pos_start, s.pos_end]),
      normalStructure.inference_result.spans.map((s) => [codePoints(ASTRAL, s.pos_start), codePoints(ASTRAL, s.pos_end)]),
    );
    const first = shiftedPhi.annotations[0]!;
    assert.notEqual(ASTRAL.slice(first.span.start, first.span.end), first.text, 'the shift is visible to a UTF-16 client');
  });

  it('code-point-offsets on redact-phi count in output_text', async () => {
    service().setFaults([{ method: 'GET', model: 'redact-phi', kind: 'code-point-offsets' }]);
    const reply = await postAndFetch(service(), 'redact-phi', ASTRAL);
    const annotations = reply.json.annotations as { text: string; span: { start: number; end: number } }[];
    assert.ok(annotations.length > 0);
    const points = [...(reply.json.output_text as string)];
    for (const a of annotations) assert.equal(points.slice(a.span.start, a.span.end).join(''), a.text);
  });

  it('never-complete: that job stays SUBMITTED, other jobs complete', async () => {
    service().setFaults([{ kind: 'never-complete', times: 1 }]);
    const stuck = await post(service(), 'structure', 'asthma');
    const fine = await postAndFetch(service(), 'structure', 'asthma');
    assert.equal(fine.json.inference_status, 'COMPLETED');
    for (let i = 0; i < 3; i++) {
      const reply = await get(service(), 'structure', requestId(stuck));
      assert.equal(reply.json.inference_status, 'SUBMITTED');
      assert.equal(reply.json.inference_result, undefined);
      await delay(20);
    }
  });

  it('a rule applies only to its method: never-complete never hits a GET', async () => {
    service().setFaults([{ method: 'GET', kind: 'never-complete' }]);
    assert.equal((await postAndFetch(service(), 'embeddings', 'x')).status, 200);
  });
});

describe('service faults under a seed', () => {
  const rules: FaultRule[] = [
    { kind: '500', probability: 0.3 },
    { kind: '429', probability: 0.3, retryAfterSeconds: 1 },
  ];
  async function sequence(seed: number): Promise<number[]> {
    const service = await start({ faults: rules, seed });
    try {
      return await statuses(service, 40);
    } finally {
      await service.close();
    }
  }

  it('the same seed gives the same sequence, another seed another one', async () => {
    const a = await sequence(42);
    const b = await sequence(42);
    const c = await sequence(43);
    assert.deepEqual(a, b);
    assert.notDeepEqual(a, c);
    for (const status of [201, 429, 500]) assert.ok(a.includes(status), `sequence has ${status}: ${a.join(',')}`);
  });
});
