// Response shapes the reference service does not send but a remote v2 service may (the spec's "not
// shown" gaps and observed inconsistencies), served by a fixed-body HTTP peer; and broken responses
// (malformed JSON, schema drift) from the reference service's fault injector.
import assert from 'node:assert/strict';
import { CredentialsError, ProtocolError } from '../../../src/api/errors';
import { live, fixedResultPeer, peer, peerClient, rejection } from './live';

const SOURCE = 'MRN 4456781, seen at Mercy Hospital, mail jo@example.org, pager 5550100.';

function annotation(type: string, category: string | undefined, text: string, start = SOURCE.indexOf(text)): unknown {
  return {
    labels: { phi_type: { label: `[${type}]`, score: 0.9 }, ...(category === undefined ? {} : { category: { label: `[${category}]` } }) },
    text,
    span: { start, end: start + text.length },
  };
}

describe('api/client over HTTP: tolerance of remote response shapes', function () {
  it('reads MEDICAL RECORD as MEDICALRECORD, HOSPITAL under INSTITUTION, EMAIL, unknown types and absent categories', async () => {
    const p = await fixedResultPeer({
      request_id: 'fixed-1',
      inference_status: 'COMPLETED',
      input_text: SOURCE,
      annotations: [
        annotation('MEDICAL RECORD', 'IDENTIFIER', '4456781'),
        annotation('HOSPITAL', 'INSTITUTION', 'Mercy Hospital'),
        annotation('EMAIL', 'CONTACT', 'jo@example.org'),
        annotation('PAGER', undefined, '5550100'),
      ],
      unexpected: { future: true },
    });
    const client = peerClient(p.url);
    try {
      const r = await client.identifyPhi(SOURCE);
      assert.deepEqual(
        r.items.map((i) => [i.type, i.category]),
        [
          ['MEDICALRECORD', 'IDENTIFIER'],
          ['HOSPITAL', 'INSTITUTION'],
          ['EMAIL', 'CONTACT'],
          ['PAGER', undefined],
        ],
      );
      for (const i of r.items) assert.equal(SOURCE.slice(i.start, i.end), i.text);
      assert.deepEqual(p.seen.map((s) => `${s.method} ${s.url}`), ['POST /v2/identify-phi', 'GET /v2/identify-phi/fixed-1']);
      assert.deepEqual(JSON.parse(p.seen[0]!.body), { input_text: SOURCE });
    } finally {
      await client.dispose();
      await p.close();
    }
  });

  it('joins a base URL with a path prefix and trailing slash into /prefix/v2/<model>', async () => {
    const p = await fixedResultPeer({ output_text: 'x', annotations: [] });
    const client = peerClient(`${p.url}/tenant/a/`);
    try {
      await client.redactPhi('Some text');
      assert.deepEqual(p.seen.map((s) => s.url), ['/tenant/a/v2/redact-phi', '/tenant/a/v2/redact-phi/fixed-1']);
    } finally {
      await client.dispose();
      await p.close();
    }
  });

  it('reads ontologies absent, null, empty or with any subset of the four keys', async () => {
    const text = 'asthma and gout and flu and acne';
    const span = (word: string, ontologies: unknown): unknown => {
      const start = text.indexOf(word);
      return {
        concept_id: 'UMLS:C0004096', concept_name: word, concept_type: 'Disease or Syndrome', pos_start: start, pos_end: start + word.length,
        score_id: 0.9, score_type: 0.8, text: word, ...(ontologies === 'absent' ? {} : { ontologies }),
      };
    };
    const p = await fixedResultPeer({
      request_id: 'fixed-1', model_type: 'structure-ontologies', inference_status: 'COMPLETED', message: 'ready',
      inference_result: {
        text,
        spans: [
          span('asthma', 'absent'),
          span('gout', null),
          span('flu', {}),
          span('acne', { HCPCS: [{ code: 'G0001' }], CPT: [], MSH: [{ code: 'D1' }] }),
        ],
      },
    });
    const client = peerClient(p.url);
    try {
      const r = await client.structureOntologies(text);
      assert.deepEqual(r.concepts.map((c) => c.ontologies), [undefined, undefined, undefined, { HCPCS: [{ code: 'G0001' }] }]);
      assert.equal(r.concepts[0]!.type, 'Disease or Syndrome');
      assert.deepEqual(JSON.parse(p.seen[0]!.body), { text });
    } finally {
      await client.dispose();
      await p.close();
    }
  });

  it('accepts any 2xx acknowledgement for PHI models but requires 201 for structure', async () => {
    const p = await peer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.statusCode = 200;
      res.end(JSON.stringify(req.method === 'POST' ? { request_id: 'ack-200' } : { input_text: 'x', annotations: [] }));
    });
    const client = peerClient(p.url);
    try {
      assert.deepEqual((await client.identifyPhi('Some text')).items, []);
      const e = await rejection(client.structure('Some text'));
      assert.ok(e instanceof ProtocolError && e.status === 200, String(e));
    } finally {
      await client.dispose();
      await p.close();
    }
  });

  it('a 401 from a remote service is a CredentialsError, not retried', async () => {
    const p = await peer((_req, res) => {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: 'unauthorized', message: 'Missing x-api-id' }));
    });
    const client = peerClient(p.url);
    try {
      const e = await rejection(client.redactPhi('Some text'));
      assert.ok(e instanceof CredentialsError && e.status === 401 && e.reason === 'rejected', String(e));
      assert.equal(p.seen.length, 1);
    } finally {
      await client.dispose();
      await p.close();
    }
  });

  it('a body that is not JSON: ProtocolError naming model, status and request id, never the text', async () => {
    const env = await live({ faults: [{ kind: 'malformed-json', method: 'GET' }] });
    try {
      const text = 'Patient Zebulon Quixote seen today.';
      const e = await rejection(env.client().identifyPhi(text));
      assert.ok(e instanceof ProtocolError, String(e));
      assert.equal(e.model, 'identify-phi');
      assert.equal(e.status, 200);
      assert.ok(e.requestId !== undefined && e.message.includes(e.requestId));
      assert.match(e.message, /identify-phi/);
      assert.ok(!e.message.includes('Zebulon'));
      assert.ok(!JSON.stringify(e).includes('Zebulon'));
    } finally {
      await env.close();
    }
  });

  it('schema drift (a required field missing): ProtocolError naming the JSON path, never the text', async () => {
    const env = await live({ faults: [{ kind: 'drift-missing', method: 'GET' }] });
    try {
      const text = 'Patient Zebulon Quixote seen today at 10:00 on 03/14/2024.';
      const e = await rejection(env.client().structure(text));
      assert.ok(e instanceof ProtocolError, String(e));
      assert.match(e.jsonPath ?? '', /^\$\.inference_result/);
      assert.ok(e.message.includes(e.jsonPath!));
      assert.ok(!e.message.includes('Zebulon'));
      env.service.setFaults([{ kind: 'drift-missing', method: 'POST' }]);
      const ack = await rejection(env.client().identifyPhi(text));
      assert.ok(ack instanceof ProtocolError && ack.jsonPath === '$.request_id', String(ack));
    } finally {
      await env.close();
    }
  });
});
