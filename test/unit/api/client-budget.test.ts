// The client's own budget against the reference service's counters, and the long-text property over
// real HTTP: random texts with astral characters, CRLF and long unbroken runs, split small, merged back.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Progress } from '../../../src/api/types';
import { trickyPiece } from './arbitraries';
import { live } from './live';

describe('api/client over HTTP: budget and long texts', function () {
  // About a second each on an idle machine; real HTTP, worker threads and many polls stretch them under load.
  this.timeout(120_000);
  it('30 concurrent calls never exceed the POST or GET budget and meet no 429', async () => {
    const limits = { postsPerWindow: 10, getsPerWindow: 40, windowMs: 400 };
    const env = await live({ limits, processing: { minMs: 10, maxMs: 120 } });
    try {
      const client = env.client({ rateLimits: limits, polling: { firstWaitMs: 20, adaptive: true } });
      const progress: Progress[] = [];
      const calls = Array.from({ length: 30 }, (_, i) =>
        client.identifyPhi(`Call ${i}: patient John Smith seen on 03/${(i % 28) + 1}/2024.`, { onProgress: (p) => progress.push(p) }),
      );
      const results = await Promise.all(calls);
      assert.ok(results.every((r) => r.items.length > 0));
      const log = env.service.requests();
      assert.equal(log.filter((r) => r.status === 429).length, 0, 'no 429');
      assert.equal(log.filter((r) => r.method === 'POST').length, 30);
      assert.ok(env.service.maxInWindow('POST', limits.windowMs) <= limits.postsPerWindow, `POST ${env.service.maxInWindow('POST', limits.windowMs)}`);
      assert.ok(env.service.maxInWindow('GET', limits.windowMs) <= limits.getsPerWindow, `GET ${env.service.maxInWindow('GET', limits.windowMs)}`);
      const waits = progress.filter((p) => p.kind === 'rate-limited');
      assert.ok(waits.length >= 20 && waits.every((p) => p.kind === 'rate-limited' && p.reason === 'budget' && p.retryInMs >= 0));
    } finally {
      await env.close();
    }
  });

  it('property: merged spans of random chunked texts select exactly their text, through the real service', async () => {
    const env = await live();
    try {
      const client = env.client({ maxChunkChars: 48, cache: false });
      const clinical = fc.constantFrom(
        'Patient John Smith seen on 03/14/2024. ',
        'Dr. Alice Brown\r\n',
        'MRN 4456781 ',
        'has diabetes and hypertension. ',
        'Call 617-555-0123.\r\n',
      );
      const text = fc
        .array(fc.oneof(clinical, trickyPiece), { minLength: 1, maxLength: 30 })
        .map((parts) => parts.join(''))
        .filter((t) => t.trim() !== '');
      await fc.assert(
        fc.asyncProperty(text, async (t) => {
          const [phi, red, st] = await Promise.all([client.identifyPhi(t), client.redactPhi(t), client.structure(t)]);
          for (const r of [phi, st]) assert.equal(r.warnings.droppedSpans, 0);
          for (const i of phi.items) assert.equal(t.slice(i.start, i.end), i.text);
          for (const c of st.concepts) assert.equal(t.slice(c.start, c.end), c.text);
          for (const i of red.items) assert.equal(red.outputText.slice(i.start, i.end), i.text);
          assert.equal(red.outputText.replace(/\[[A-Z-]+\]/g, '').length <= t.length, true);
          assert.ok(phi.chunks >= Math.ceil(t.length / 48));
        }),
        { numRuns: 25 },
      );
    } finally {
      await env.close();
    }
  });
});
