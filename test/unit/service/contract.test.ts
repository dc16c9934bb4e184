// The v2 contract over real HTTP, with the real local engine: every route, its statuses, and every body
// checked against the shared wire schemas.
import assert from 'node:assert/strict';
import {
  AcknowledgementSchema,
  CATEGORY_OF_TYPE,
  EmbeddingsResultSchema,
  EnvelopeSchema,
  IdentifyPhiResultSchema,
  MODEL_NAMES,
  ModelsResponseSchema,
  PHI_TYPES,
  readLabel,
  RedactPhiResultSchema,
  StructureGetResponseSchema,
} from '../../../src/api/wire';
import { assertError, call, get, post, postAndFetch, useService, requestId } from './helpers';

const NOTE =
  'Patient John Smith (MRN 4417702) was seen by Dr. Alice Brown on 03/14/2024 at Mercy Hospital. ' +
  'Phone 617-555-0199. History of type 2 diabetes mellitus and hypertension; started metformin.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('service contract (real local engine)', () => {
  const service = useService();

  it('GET /v2/models lists all five models without credentials', async () => {
    const reply = await call(`${service().url}/v2/models`);
    assert.equal(reply.status, 200);
    assert.deepEqual([...ModelsResponseSchema.parse(reply.json).models].sort(), [...MODEL_NAMES].sort());
  });

  for (const model of MODEL_NAMES) {
    it(`POST /v2/${model} answers 201 with a SUBMITTED acknowledgement and a UUID request_id`, async () => {
      const reply = await post(service(), model, NOTE);
      assert.equal(reply.status, 201);
      const ack = AcknowledgementSchema.parse(reply.json);
      assert.match(ack.request_id, UUID);
      assert.equal(ack.inference_status, 'SUBMITTED');
      assert.equal(ack.model_type, model);
      assert.match(ack.message ?? '', new RegExp(`new inference request was created for the model ${model}`));
      if (model === 'structure' || model === 'structure-ontologies') assert.equal(ack.text, NOTE);
      else assert.equal(ack.text, undefined);
    });
  }

  it('request ids are unique', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) ids.add(requestId(await post(service(), 'embeddings', 'x')));
    assert.equal(ids.size, 20);
  });

  it('structure GET: the envelope with inference_result, spans in order, offsets matching the text', async () => {
    const reply = await postAndFetch(service(), 'structure', NOTE);
    assert.equal(reply.status, 200);
    const body = StructureGetResponseSchema.parse(reply.json);
    assert.equal(body.inference_status, 'COMPLETED');
    assert.equal(body.model_type, 'structure');
    assert.match(body.message ?? '', /ready/);
    assert.equal(body.inference_result.text, NOTE);
    assert.ok(body.inference_result.spans.length > 0, 'no concept found in a note with diabetes and hypertension');
    let previous = -1;
    for (const span of body.inference_result.spans) {
      assert.match(span.concept_id, /^UMLS:C\d+$/);
      assert.equal(NOTE.slice(span.pos_start, span.pos_end), span.text);
      assert.ok(span.pos_start >= previous, 'spans out of order');
      previous = span.pos_start;
      assert.equal(span.ontologies, undefined, 'plain structure carries no ontologies');
    }
  });

  it('structure-ontologies GET: ontologies objects with only the supported keys', async () => {
    const reply = await postAndFetch(service(), 'structure-ontologies', NOTE);
    const body = StructureGetResponseSchema.parse(reply.json);
    assert.equal(body.model_type, 'structure-ontologies');
    assert.ok(body.inference_result.spans.length > 0);
    for (const span of body.inference_result.spans) {
      assert.ok(span.ontologies !== undefined && span.ontologies !== null, 'each span has an ontologies object');
      for (const key of Object.keys(span.ontologies)) assert.ok(['CPT', 'HCPCS', 'ICD10', 'SNOMEDCT_US'].includes(key), key);
    }
  });

  it('identify-phi GET: the documented bare form, bracketed labels with the mapping-table category', async () => {
    const reply = await postAndFetch(service(), 'identify-phi', NOTE);
    assert.equal(reply.status, 200);
    assert.equal(reply.json.request_id, undefined, 'bare form has no envelope');
    const body = IdentifyPhiResultSchema.parse(reply.json);
    assert.equal(body.input_text, NOTE);
    assert.ok(body.annotations.length >= 2, 'expected at least the doctor and the date');
    for (const a of body.annotations) {
      assert.equal(NOTE.slice(a.span.start, a.span.end), a.text);
      assert.match(a.labels.phi_type.label, /^\[[A-Z-]+\]$/);
      const type = readLabel(a.labels.phi_type.label) as (typeof PHI_TYPES)[number];
      assert.ok(PHI_TYPES.includes(type), type);
      assert.equal(a.labels.category?.label, `[${CATEGORY_OF_TYPE[type]}]`);
      assert.ok(a.labels.phi_type.score > 0 && a.labels.phi_type.score <= 1);
    }
    assert.ok(!body.annotations.some((a) => /metformin|diabetes|hypertension/i.test(a.text)), 'medications and diagnoses are not PHI');
  });

  it('redact-phi GET: output_text with [TYPE] placeholders, annotations pointing into it', async () => {
    const reply = await postAndFetch(service(), 'redact-phi', NOTE);
    const body = RedactPhiResultSchema.parse(reply.json);
    assert.equal(reply.json.input_text, undefined, 'redact-phi does not carry the original text');
    assert.ok(body.annotations.length >= 2);
    assert.ok(!body.output_text.includes('Alice Brown'));
    assert.ok(body.output_text.includes('metformin'), 'non-PHI text is unchanged');
    for (const a of body.annotations) {
      assert.equal(body.output_text.slice(a.span.start, a.span.end), a.text);
      assert.equal(a.text, a.labels.phi_type.label);
    }
  });

  for (const model of ['identify-phi', 'redact-phi'] as const) {
    it(`${model} GET: no rule provenance on the wire, only the spec's labels, text and span`, async () => {
      const reply = await postAndFetch(service(), model, NOTE);
      const annotations = (reply.json as { annotations: Record<string, unknown>[] }).annotations;
      assert.ok(annotations.length >= 2);
      for (const a of annotations) {
        assert.deepEqual(Object.keys(a).sort(), ['labels', 'span', 'text']);
        assert.deepEqual(Object.keys(a.labels as object).sort(), ['category', 'phi_type']);
        assert.deepEqual(Object.keys((a.labels as { phi_type: object }).phi_type).sort(), ['label', 'score']);
      }
      assert.doesNotMatch(JSON.stringify(reply.json), /"rule"|person\.|name\.cued/);
    });
  }

  it('embeddings GET: the bare form with 1024 finite numbers', async () => {
    const reply = await postAndFetch(service(), 'embeddings', NOTE);
    const body = EmbeddingsResultSchema.parse(reply.json);
    assert.equal(body.input_text, NOTE);
    assert.equal(reply.json.inference_status, undefined);
  });

  it('a GET under another model path than the POST is 404', async () => {
    const ack = await post(service(), 'identify-phi', NOTE);
    assertError(await get(service(), 'redact-phi', requestId(ack)), 404);
    assert.equal((await get(service(), 'identify-phi', requestId(ack))).status, 200);
  });

  it('an unknown request id is 404', async () => {
    assertError(await get(service(), 'structure', '00000000-0000-4000-8000-000000000000'), 404);
    assertError(await get(service(), 'structure', 'not-a-uuid%ZZ'), 404);
  });

  it('underscore model names and a missing /v2/ are 404 naming the right path', async () => {
    const cases: [string, string][] = [
      ['/v2/identify_phi', '/v2/identify-phi'],
      ['/identify-phi', '/v2/identify-phi'],
      ['/structure_ontologies/abc', '/v2/structure-ontologies/abc'],
      ['/v1/redact-phi', '/v2/redact-phi'],
      ['/models', '/v2/models'],
    ];
    for (const [path, expected] of cases) {
      const reply = await call(`${service().url}${path}`, { method: 'POST', keys: service().keys, headers: { 'content-type': 'application/json' }, body: '{}' });
      assertError(reply, 404);
      assert.equal(reply.json.expected_path, expected, path);
    }
  });

  it('unknown routes are 404 JSON, wrong methods 405 JSON with allow', async () => {
    const u = service().url;
    const notFound = await call(`${u}/v2/summarize`, { keys: service().keys });
    assertError(notFound, 404);
    assert.equal(notFound.json.expected_path, undefined);
    assertError(await call(`${u}/`), 404);
    const cases: [string, string, string][] = [
      ['GET', '/v2/structure', 'POST'],
      ['DELETE', '/v2/structure/abc', 'GET'],
      ['POST', '/v2/models', 'GET'],
      ['PUT', '/v2/embeddings', 'POST'],
    ];
    for (const [method, path, allow] of cases) {
      const reply = await call(`${u}${path}`, { method, keys: service().keys });
      assertError(reply, 405);
      assert.equal(reply.headers.get('allow'), allow);
    }
  });
});

describe('service dialects', () => {
  describe('envelope', () => {
    const service = useService({ dialect: { envelope: true } });
    for (const model of ['identify-phi', 'redact-phi', 'embeddings'] as const) {
      it(`${model} GET result sits under inference_result in the envelope`, async () => {
        const reply = await postAndFetch(service(), model, NOTE);
        const envelope = EnvelopeSchema.parse(reply.json);
        assert.equal(envelope.inference_status, 'COMPLETED');
        assert.equal(envelope.model_type, model);
        const schema = { 'identify-phi': IdentifyPhiResultSchema, 'redact-phi': RedactPhiResultSchema, embeddings: EmbeddingsResultSchema }[model];
        schema.parse(envelope.inference_result);
        assert.equal(reply.json.annotations, undefined);
      });
    }
  });

  describe('omitCategory', () => {
    const service = useService({ dialect: { omitCategory: true } });
    it('drops labels.category from PHI annotations', async () => {
      for (const model of ['identify-phi', 'redact-phi'] as const) {
        const reply = await postAndFetch(service(), model, NOTE);
        const annotations = (model === 'identify-phi' ? IdentifyPhiResultSchema : RedactPhiResultSchema).parse(reply.json).annotations;
        assert.ok(annotations.length > 0);
        for (const a of annotations) assert.equal('category' in a.labels, false);
      }
    });
  });
});
