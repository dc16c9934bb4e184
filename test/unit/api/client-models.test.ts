// Each model over real HTTP to the reference service: happy paths, both result forms, the tolerance the
// contract demands (extra fields, missing category, code-point offsets), long texts and the cache.
import assert from 'node:assert/strict';
import { EmptyInputError, NotChunkableError } from '../../../src/api/errors';
import type { Progress } from '../../../src/api/types';
import { CONCEPT_ID_PATTERN, PHI_CATEGORIES } from '../../../src/api/wire';
import { EMBEDDING_DIMENSIONS } from '../../../src/nlp/embedding-size';
import { live, rejection, type Live } from './live';

export const NOTE =
  'Patient John Smith (MRN 4456781) was seen by Dr. Alice Brown on 03/14/2024 at St. Mary Hospital. ' +
  'He has type 2 diabetes and hypertension and takes metformin. Call 617-555-0123 with questions.';

function assertSpansSelect(text: string, items: readonly { start: number; end: number; text: string }[]): void {
  for (const i of items) assert.equal(text.slice(i.start, i.end), i.text, `span ${i.start}-${i.end}`);
}

describe('api/client over HTTP: models', function () {
  let env: Live;
  before(async () => {
    env = await live({ processing: 30 });
  });
  after(() => env.close());

  it('identify-phi: typed items whose offsets select their text, with categories', async () => {
    const r = await env.client().identifyPhi(NOTE);
    assert.equal(r.model, 'identify-phi');
    assert.equal(r.chunks, 1);
    assert.ok(r.items.length >= 3, `found ${r.items.length}`);
    assertSpansSelect(NOTE, r.items);
    assert.ok(r.items.some((i) => i.type === 'DATE'));
    for (const i of r.items) assert.ok((PHI_CATEGORIES as readonly string[]).includes(i.category ?? ''), i.category);
    assert.deepEqual(r.warnings, { droppedSpans: 0, codePointOffsets: false });
  });

  it('redact-phi: output text with placeholders, annotations indexing it', async () => {
    const r = await env.client().redactPhi(NOTE);
    assert.ok(r.items.length >= 3);
    for (const i of r.items) {
      assert.equal(r.outputText.slice(i.start, i.end), i.text);
      assert.equal(i.text, `[${i.type}]`);
    }
    assert.ok(!r.outputText.includes('03/14/2024'));
    assert.ok(r.outputText.includes('metformin'), 'medications are not PHI');
  });

  it('structure and structure-ontologies: concepts with UMLS ids, ontologies only on the latter', async () => {
    const client = env.client();
    const s = await client.structure(NOTE);
    assert.ok(s.concepts.length >= 2, `found ${s.concepts.length}`);
    assertSpansSelect(NOTE, s.concepts);
    for (const c of s.concepts) {
      assert.match(c.conceptId, CONCEPT_ID_PATTERN);
      assert.equal(`UMLS:${c.cui}`, c.conceptId);
      assert.equal(c.ontologies, undefined);
    }
    const o = await client.structureOntologies(NOTE);
    assert.equal(o.model, 'structure-ontologies');
    assert.ok(o.concepts.some((c) => c.ontologies !== undefined && Object.values(c.ontologies).every((codes) => codes.length > 0)));
  });

  it('embeddings: one vector of 1024 finite numbers', async () => {
    const r = await env.client().embeddings(NOTE);
    assert.equal(r.vectors.length, 1);
    assert.equal(r.vectors[0]!.vector.length, EMBEDDING_DIMENSIONS);
    assert.ok(r.vectors[0]!.vector.every(Number.isFinite));
    assert.deepEqual([r.vectors[0]!.start, r.vectors[0]!.end, r.inputLength], [0, NOTE.length, NOTE.length]);
  });

  it('embeddings of a text longer than one call: NotChunkableError, or one vector per chunk when asked', async () => {
    const client = env.client({ maxChunkChars: 120 });
    const before = env.service.requests().length;
    const e = await rejection(client.embeddings(NOTE));
    assert.ok(e instanceof NotChunkableError);
    assert.equal(env.service.requests().length, before, 'nothing was sent');
    const r = await client.embeddings(NOTE, { perChunk: true });
    assert.ok(r.vectors.length >= 2);
    assert.equal(r.vectors.map((v) => NOTE.slice(v.start, v.end)).join(''), NOTE);
  });

  it('empty or whitespace-only text: EmptyInputError and nothing sent', async () => {
    const client = env.client();
    const before = env.service.requests().length;
    for (const text of ['', '  \r\n\t ']) {
      assert.ok((await rejection(client.identifyPhi(text))) instanceof EmptyInputError);
      assert.ok((await rejection(client.structure(text))) instanceof EmptyInputError);
    }
    assert.equal(env.service.requests().length, before);
  });

  it('long texts: chunks in document order, offsets shifted, redaction concatenated, progress chunk i of n', async () => {
    const text = Array.from({ length: 6 }, (_, i) => `Note ${i}. ${NOTE}\r\n`).join('');
    const client = env.client({ maxChunkChars: 250 });
    const progress: Progress[] = [];
    const phi = await client.identifyPhi(text, { onProgress: (p) => progress.push(p) });
    assert.ok(phi.chunks >= 6);
    assertSpansSelect(text, phi.items);
    const starts = phi.items.map((i) => i.start);
    assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
    const done = progress.filter((p) => p.kind === 'chunk-done');
    assert.equal(done.length, phi.chunks);
    assert.ok(done.every((p) => p.kind === 'chunk-done' && p.chunks === phi.chunks && p.chunk >= 1 && p.chunk <= phi.chunks));
    const whole = await env.client().redactPhi(text);
    const red = await client.redactPhi(text);
    // The engine may label a name differently without the rest of the document; the text around the
    // placeholders must be the same as when redacting the whole.
    const unlabelled = (t: string): string => t.replace(/\[[A-Z-]+\]/g, '[]');
    assert.equal(unlabelled(red.outputText), unlabelled(whole.outputText));
    for (const i of red.items) assert.equal(red.outputText.slice(i.start, i.end), i.text);
  });

  it('GET uses the model of the POST, paths use dashes and /v2/, and the base may have a trailing slash', async () => {
    const client = env.client({ baseUrl: `${env.service.url}/` });
    const from = env.service.requests().length;
    await client.redactPhi('Seen by Dr. Alice Brown.');
    const sent = env.service.requests().slice(from);
    assert.ok(sent.length >= 2);
    for (const r of sent) assert.match(r.path, /^\/v2\/redact-phi(\/[^/]+)?$/);
    assert.ok(sent.every((r) => r.status < 400));
  });

  it('the cache spends no POST on unchanged text, and clearCache() forgets', async () => {
    const client = env.client();
    const text = `Seen by Dr. Alice Brown on 01/02/2023. ${Date.now()}`;
    const posts = (): number => env.service.requests().filter((r) => r.method === 'POST').length;
    const first = await client.identifyPhi(text);
    const after1 = posts();
    const second = await client.identifyPhi(text);
    assert.equal(posts(), after1);
    assert.deepEqual(second, first);
    client.clearCache();
    await client.identifyPhi(text);
    assert.equal(posts(), after1 + 1);
    const uncached = env.client({ cache: false });
    await uncached.identifyPhi(text);
    await uncached.identifyPhi(text);
    assert.equal(posts(), after1 + 3);
  });

  it('lists models', async () => {
    const models = await env.client().listModels();
    assert.ok(models.includes('identify-phi'));
  });
});

describe('api/client over HTTP: dialects and drift', function () {
  it('reads the envelope form of identify-phi, redact-phi and embeddings, without categories', async () => {
    const env = await live({ dialect: { envelope: true, omitCategory: true } });
    try {
      const client = env.client();
      const phi = await client.identifyPhi(NOTE);
      assert.ok(phi.items.length >= 3);
      assert.ok(phi.items.every((i) => i.category === undefined));
      const red = await client.redactPhi(NOTE);
      assert.ok(red.items.length >= 3 && red.items.every((i) => red.outputText.slice(i.start, i.end) === i.text));
      assert.equal((await client.embeddings(NOTE)).vectors[0]!.vector.length, EMBEDDING_DIMENSIONS);
    } finally {
      await env.close();
    }
  });

  it('ignores unknown fields everywhere (drift-extra), with the same results as without', async () => {
    const env = await live({ faults: [{ kind: 'drift-extra' }] });
    const plain = await live();
    try {
      for (const model of ['identifyPhi', 'redactPhi', 'structureOntologies', 'embeddings'] as const) {
        const drifted = await env.client()[model](NOTE);
        const clean = await plain.client()[model](NOTE);
        assert.deepEqual(drifted, clean, model);
      }
    } finally {
      await Promise.all([env.close(), plain.close()]);
    }
  });

  it('maps offsets counted in code points (code-point-offsets fault) onto the caller string', async () => {
    const text = `😀🩺 Patient John Smith seen 03/14/2024 by Dr. Alice Brown for diabetes. 𝔸 ${NOTE}`;
    const env = await live({ faults: [{ kind: 'code-point-offsets', method: 'GET' }] });
    try {
      const client = env.client();
      const phi = await client.identifyPhi(text);
      assert.ok(phi.items.length >= 3);
      assertSpansSelect(text, phi.items);
      assert.deepEqual(phi.warnings, { droppedSpans: 0, codePointOffsets: true });
      const s = await client.structure(text);
      assertSpansSelect(text, s.concepts);
      assert.equal(s.warnings.codePointOffsets, true);
      const red = await client.redactPhi(text);
      for (const i of red.items) assert.equal(red.outputText.slice(i.start, i.end), i.text);
      assert.equal(red.warnings.droppedSpans, 0);
    } finally {
      await env.close();
    }
  });
});
