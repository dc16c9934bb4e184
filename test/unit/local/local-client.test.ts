// The LocalClient over the engine pool against the HTTP client over the reference service: the same
// inputs (short, long enough to be chunked, with surrogate pairs and CRLF, blank parts) must give the same
// results for every model; progress, cancellation, disposal and input errors behave as on the HTTP path.
import { REVIEW_RULES_TEXT } from '../../../src/deid/review-rules';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CancelledError, EmptyInputError, NotChunkableError, ServerError } from '../../../src/api/errors';
import type { Progress, TextInferenceClient } from '../../../src/api/types';
import type { PhiItem } from '../../../src/api/results';
import { PHI_RULES } from '../../../src/deid/phi-rules';
import { MODEL_NAMES } from '../../../src/api/wire';
import { createLocalClient } from '../../../src/local/local-client';
import { createEnginePool, type LocalEnginePool } from '../../../src/local/index';
import { EnginePool } from '../../../src/engine/pool/pool';
import type { ChunkTask, LocalTask } from '../../../src/local/chunk-task';
import { live, rejection, type Live } from '../api/live';

const ROOT = join(__dirname, '..', '..', '..', '..');
const SAMPLES = join(ROOT, 'samples');
const notes = readdirSync(SAMPLES)
  .filter((f) => /\.(txt|md)$/.test(f) && f !== 'README.md')
  .sort()
  .map((f) => readFileSync(join(SAMPLES, f), 'utf8'));

const SHORT = 'Patient John Smith (MRN 4456781) was seen by Dr. Alice Brown on 03/14/2024 at St. Mary Hospital for type 2 diabetes.';
const INPUTS: Record<string, string> = {
  short: SHORT,
  'every sample note': notes.join('\n\n'),
  'long, CRLF, emoji and blank runs': `${notes.join('\r\n\r\n')}\r\n${' '.repeat(12_000)}\n😀 Seen by Dr. Ana Núñez 😀 on 01/02/2023.\n`.repeat(2),
};

/** The result with the LocalClient's rule ids taken off its items: what the HTTP path gives. */
function withoutRules<T extends { readonly items: readonly PhiItem[] }>(result: T): T {
  return { ...result, items: result.items.map(({ rule: _rule, ...item }) => item) };
}

describe('local/LocalClient', function () {
  let env: Live;
  let pool: LocalEnginePool;
  let http: TextInferenceClient;
  let local: TextInferenceClient;
  before(async () => {
    env = await live({ processing: 0 });
    http = env.client({ cache: false });
    pool = createEnginePool({ size: 2 });
    local = createLocalClient({ engine: pool });
  });
  after(async () => {
    await local.dispose();
    await pool.close();
    await env.close();
  });

  for (const [name, text] of Object.entries(INPUTS)) {
    it(`gives the HTTP path's results for every model: ${name} (${text.length} chars)`, async () => {
      const [localPhi, localRedaction] = [await local.identifyPhi(text), await local.redactPhi(text)];
      assert.deepEqual(withoutRules(localPhi), await http.identifyPhi(text));
      assert.deepEqual(withoutRules(localRedaction), await http.redactPhi(text));
      // Provenance is the local engine's alone: every local item names a known rule.
      for (const item of [...localPhi.items, ...localRedaction.items]) assert.ok(item.rule !== undefined && (Object.hasOwn(PHI_RULES, item.rule) || Object.hasOwn(REVIEW_RULES_TEXT, item.rule)), item.rule);
      assert.deepEqual(await local.structure(text), await http.structure(text));
      assert.deepEqual(await local.structureOntologies(text), await http.structureOntologies(text));
      assert.deepEqual(await local.embeddings(text, { perChunk: true }), await http.embeddings(text, { perChunk: true }));
    });
  }

  it('with explain, every PHI item also carries its evidence (cue word, word lists); without it, and over HTTP, none does', async () => {
    const text = INPUTS['every sample note']!;
    const plain = await local.identifyPhi(text);
    const explained = await local.identifyPhi(text, { explain: true });
    assert.ok(plain.items.every((item) => item.evidence === undefined));
    // The same items, rules and spans: explaining adds, never changes.
    assert.deepEqual(explained.items.map(({ evidence: _e, ...item }) => item), plain.items);
    for (const item of explained.items) assert.ok(item.evidence !== undefined && (item.evidence.cue === null || item.evidence.cue.word !== item.text), JSON.stringify(item));
    const short = await local.identifyPhi(SHORT, { explain: true });
    const doctor = short.items.find((item) => item.text.endsWith('Brown'));
    assert.deepEqual(doctor?.evidence?.cue, { kind: 'title', word: 'Dr.', where: 'before' });
    // The remote path has no room for evidence and ignores the option.
    assert.deepEqual(await http.identifyPhi(SHORT, { explain: true }), await http.identifyPhi(SHORT));
    assert.ok((await http.identifyPhi(SHORT, { explain: true })).items.every((item) => item.evidence === undefined && item.rule === undefined));
  });

  it("structure's abbreviations across chunks and assertions are finished on a worker, as the HTTP path finishes them", async () => {
    const first = 'Myotonic dystrophy (DM) is an inherited disorder of muscle.';
    const later = 'Patients with DM were examined. The patient denies chest pain.';
    const text = `${first}\n\n${'Filler sentence about the clinic. '.repeat(4)}\n\n${later}`;
    const kinds: string[] = [];
    const recording = {
      run(task: LocalTask, signal?: AbortSignal): Promise<unknown> {
        kinds.push('finish' in task ? 'finish' : 'whole' in task ? 'whole' : 'chunk' in task ? 'chunk' : 'other');
        return pool.run(task, signal);
      },
    };
    for (const maxChunkChars of [120, 10_000]) {
      kinds.length = 0;
      const small = createLocalClient({ engine: recording, maxChunkChars });
      const viaHttp = env.client({ maxChunkChars, cache: false });
      try {
        for (const call of [(c: TextInferenceClient) => c.structure(text), (c: TextInferenceClient) => c.structureOntologies(text)]) {
          const result = await call(small);
          assert.deepEqual(result, await call(viaHttp));
          assert.equal(result.chunks > 1, maxChunkChars === 120, `${result.chunks} chunks`);
          const laterDm = result.concepts.find((c) => c.text === 'DM' && c.start > text.indexOf('Patients'));
          assert.match(laterDm?.name ?? '', /myotonic dystrophy/i);
          assert.equal(result.concepts.find((c) => c.text === 'chest pain')?.assertion?.status, 'negated');
          assert.ok(result.concepts.every((c) => c.assertion !== undefined));
        }
        // One text of one chunk: one trip, analysed and finished; several: the chunks, then one finish.
        if (maxChunkChars === 120) {
          assert.deepEqual(kinds.filter((k) => k === 'finish'), ['finish', 'finish']);
          assert.ok(!kinds.includes('whole'));
        } else {
          assert.deepEqual(kinds, ['whole', 'whole']);
        }
      } finally {
        await small.dispose();
        await viaHttp.dispose();
      }
    }
  });

  it('the long inputs really are chunked, and find PHI and concepts', async () => {
    const text = INPUTS['long, CRLF, emoji and blank runs']!;
    const phi = await local.identifyPhi(text);
    const concepts = await local.structure(text);
    assert.ok(phi.chunks >= 5, `${phi.chunks} chunks`);
    assert.ok(phi.items.length > 20 && concepts.concepts.length > 20);
    for (const item of phi.items) assert.equal(text.slice(item.start, item.end), item.text);
  });

  it('reports progress per chunk: submitting then chunk-done, ending with the last chunk', async () => {
    const events: Progress[] = [];
    const text = INPUTS['every sample note']!;
    const r = await local.identifyPhi(text, { onProgress: (p) => events.push(p) });
    const done = events.filter((e) => e.kind === 'chunk-done');
    assert.equal(done.length, r.chunks);
    assert.equal(events.filter((e) => e.kind === 'submitting').length, r.chunks);
    assert.ok(events.every((e) => e.model === 'identify-phi'));
    assert.deepEqual(done.map((e) => ('chunk' in e ? e.chunk : 0)).sort((a, b) => a - b), Array.from({ length: r.chunks }, (_, i) => i + 1));
  });

  it('cancelling fails the call with CancelledError and stops the busy workers', async () => {
    const controller = new AbortController();
    const text = INPUTS['every sample note']!.repeat(40);
    const started = pool.stats.started;
    assert.ok(pool.stats.computeMs > 0, 'the workers did the work and report their time');
    const call = local.identifyPhi(text, {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.kind === 'chunk-done') controller.abort();
      },
    });
    const e = await rejection(call);
    assert.ok(e instanceof CancelledError, String(e));
    assert.equal(pool.stats.busy, 0);
    assert.equal(pool.stats.queued, 0);
    // The next call works, on fresh workers.
    await local.identifyPhi(SHORT);
    assert.ok(pool.stats.started > started);
  });

  it('refuses empty text and over-long embeddings as the HTTP client does', async () => {
    assert.ok((await rejection(local.identifyPhi('  \n'))) instanceof EmptyInputError);
    assert.ok((await rejection(local.embeddings('x'.repeat(10_001)))) instanceof NotChunkableError);
  });

  it('a worker says which lexicon its engine loaded', async () => {
    const info = (await pool.run({ lexicon: true })) as { source: string; concepts: number };
    assert.ok(['builtin', 'extended'].includes(info.source), info.source);
    assert.ok(info.concepts > 500, `${info.concepts} concepts`);
  });

  it('lists every model and has nothing to clear', async () => {
    assert.deepEqual(await local.listModels(), [...MODEL_NAMES]);
    local.clearCache();
  });

  it('a crashed engine worker becomes a ServerError that says so; dispose cancels calls in progress', async () => {
    const fixture = new EnginePool<ChunkTask, unknown>({ workerPath: join(__dirname, '..', 'engine', 'pool', 'fixture-worker.js'), size: 1 });
    const client = createLocalClient({ engine: fixture });
    try {
      const crashed = await rejection(client.identifyPhi('exit'));
      assert.ok(crashed instanceof ServerError, String(crashed));
      assert.equal(crashed.model, 'identify-phi');
      assert.match(crashed.message, /local engine stopped unexpectedly/);
      const hanging = client.embeddings('hang');
      await new Promise((r) => setTimeout(r, 50));
      await client.dispose();
      assert.ok((await rejection(hanging)) instanceof CancelledError);
      assert.equal(fixture.stats.workers, 0);
    } finally {
      await fixture.close();
    }
  });
});
