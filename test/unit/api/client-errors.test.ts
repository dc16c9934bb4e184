// Failures over real HTTP: credentials, 404, invalid requests, 429 and 5xx with retries, network
// failures, jobs that never complete (and resuming them), cancellation mid-poll.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { createClient } from '../../../src/api/client';
import {
  CancelledError,
  CredentialsError,
  InvalidRequestError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  StillProcessingError,
} from '../../../src/api/errors';
import type { PhiResult } from '../../../src/api/results';
import type { Progress } from '../../../src/api/types';
import { FAST, live, peer, rejection, TEST_KEYS } from './live';

const TEXT = 'Patient John Smith seen on 03/14/2024 by Dr. Alice Brown.';

describe('api/client over HTTP: errors', function () {
  it('401 without a valid key pair and 403 with a wrong secret: CredentialsError, no retries', async () => {
    const env = await live();
    try {
      const unknown = env.client({ credentials: () => ({ apiId: 'nobody', apiSecret: 'x' }) });
      const wrong = env.client({ credentials: () => ({ apiId: env.service.keys.apiId, apiSecret: 'wrong' }) });
      const statuses = new Set<number>();
      for (const client of [unknown, wrong]) {
        const before = env.service.requests().length;
        const e = await rejection(client.identifyPhi(TEXT));
        assert.ok(e instanceof CredentialsError, String(e));
        assert.equal(e.reason, 'rejected');
        statuses.add(e.status!);
        assert.equal(env.service.requests().length, before + 1, 'not retried');
      }
      assert.ok(statuses.has(403), [...statuses].join());
      const rotated = env.client();
      const old = env.service.keys;
      env.service.rotateKey(old.apiId);
      const e = await rejection(rotated.structure(TEXT));
      assert.ok(e instanceof CredentialsError && (e.status === 401 || e.status === 403));
    } finally {
      await env.close();
    }
  });

  it('missing credentials: CredentialsError(missing) before anything is sent; the provider is read per request', async () => {
    const env = await live();
    try {
      const configured: { keys?: { apiId: string; apiSecret: string } } = {};
      const client = env.client({ credentials: () => configured.keys });
      const e = await rejection(client.identifyPhi(TEXT));
      assert.ok(e instanceof CredentialsError && e.reason === 'missing');
      assert.equal(env.service.requests().length, 0);
      configured.keys = env.service.keys;
      assert.ok((await client.identifyPhi(TEXT)).items.length > 0);
    } finally {
      await env.close();
    }
  });

  it('404 for a path the service does not know (wrong prefix): NotFoundError', async () => {
    const env = await live();
    try {
      const e = await rejection(env.client({ baseUrl: `${env.service.url}/nope` }).identifyPhi(TEXT));
      assert.ok(e instanceof NotFoundError && e.status === 404, String(e));
    } finally {
      await env.close();
    }
  });

  it('400/413/415/422: InvalidRequestError with the service message and never the text', async () => {
    const secret = 'Patient Zebulon Quixote';
    const p = await peer((req, res, body) => {
      res.setHeader('content-type', 'application/json');
      res.statusCode = 422;
      res.end(JSON.stringify({ error: 'invalid', message: `Field input_text expected; got ${JSON.parse(body).input_text as string}` }));
    });
    try {
      const client = createClient({ baseUrl: p.url, credentials: () => TEST_KEYS, ...FAST });
      const e = await rejection(client.identifyPhi(secret));
      assert.ok(e instanceof InvalidRequestError && e.status === 422, String(e));
      // The message quotes the text, so it is withheld: the user sees the status, never the text.
      assert.match(e.message, /HTTP 422/);
      assert.equal(e.serviceMessage, undefined);
      assert.ok(!e.message.includes('Zebulon') && !(e.serviceMessage ?? '').includes('Zebulon'), e.message);
      assert.equal(p.seen.length, 1, 'not retried');
      assert.equal(p.seen[0]!.headers['content-type'], 'application/json');
      assert.equal(p.seen[0]!.headers['x-api-id'], TEST_KEYS.apiId);
      assert.equal(p.seen[0]!.headers['x-api-secret'], TEST_KEYS.apiSecret);
      await client.dispose();
    } finally {
      await p.close();
    }
  });

  it('429 with retry-after: waits that long, reports the wait for a countdown, then succeeds', async () => {
    const env = await live({ faults: [{ kind: '429', method: 'POST', times: 1, retryAfterSeconds: 1 }] });
    try {
      const progress: Progress[] = [];
      const r = await env.client().identifyPhi(TEXT, { onProgress: (p) => progress.push(p) });
      assert.ok(r.items.length > 0);
      const limited = progress.find((p) => p.kind === 'rate-limited');
      assert.deepEqual(limited, { kind: 'rate-limited', model: 'identify-phi', reason: '429', retryInMs: 1000 });
      const posts = env.service.requests().filter((x) => x.method === 'POST');
      assert.deepEqual(posts.map((x) => x.status), [429, 201]);
      assert.ok(posts[1]!.time - posts[0]!.time >= 990, 'the second POST honoured retry-after');
    } finally {
      await env.close();
    }
  });

  it('429 without retry-after: jittered backoff, then RateLimitedError once retries run out', async () => {
    const env = await live({ faults: [{ kind: '429', method: 'GET', times: 2 }] });
    try {
      const ok = await env.client().structure(TEXT);
      assert.ok(ok.concepts !== undefined);
      env.service.setFaults([{ kind: '429', method: 'POST' }]);
      const e = await rejection(env.client({ retries: { rateLimitRetries: 2 } }).structure(`${TEXT} again`));
      assert.ok(e instanceof RateLimitedError && e.status === 429, String(e));
      assert.equal(env.service.requests().filter((x) => x.status === 429 && x.method === 'POST').length, 3);
    } finally {
      await env.close();
    }
  });

  it('5xx then success on GET; a POST is retried only on 503 with retry-after', async () => {
    const env = await live({ faults: [{ kind: '500', method: 'GET', times: 2 }, { kind: '502', method: 'GET', skip: 2, times: 1 }] });
    try {
      assert.ok((await env.client().identifyPhi(TEXT)).items.length > 0);
      env.service.setFaults([{ kind: '503', method: 'POST', times: 1, retryAfterSeconds: 0 }]);
      assert.ok((await env.client().identifyPhi(`${TEXT} 2`)).items.length > 0);
      env.service.setFaults([{ kind: '500', method: 'POST', times: 1 }]);
      const before = env.service.requests().length;
      const e = await rejection(env.client().identifyPhi(`${TEXT} 3`));
      assert.ok(e instanceof ServerError && e.status === 500, String(e));
      assert.equal(env.service.requests().length, before + 1, 'a POST answered 500 is not retried');
      env.service.setFaults([{ kind: '502', method: 'GET' }]);
      const e2 = await rejection(env.client({ retries: { serverRetries: 2 } }).identifyPhi(`${TEXT} 4`));
      assert.ok(e2 instanceof ServerError && e2.status === 502 && e2.requestId !== undefined, String(e2));
    } finally {
      await env.close();
    }
  });

  it('a connection reset on a GET is retried; on a POST it is a NetworkError (it may have been received)', async () => {
    const env = await live({ faults: [{ kind: 'reset', method: 'GET', times: 1 }] });
    try {
      assert.ok((await env.client().identifyPhi(TEXT)).items.length > 0);
      env.service.setFaults([{ kind: 'reset', method: 'POST', times: 1 }]);
      const e = await rejection(env.client().identifyPhi(`${TEXT} b`));
      assert.ok(e instanceof NetworkError, String(e));
      assert.ok(!e.message.includes('John'));
    } finally {
      await env.close();
    }
  });

  it('connection refused: retried (nothing was sent), then NetworkError naming the cause', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const client = createClient({ baseUrl: `http://127.0.0.1:${port}`, credentials: () => TEST_KEYS, ...FAST });
    const progress: Progress[] = [];
    const e = await rejection(client.redactPhi(TEXT, { onProgress: (p) => progress.push(p) }));
    assert.ok(e instanceof NetworkError && e.code === 'ECONNREFUSED', String(e));
    assert.match(e.message, /refused/);
    assert.equal(progress.filter((p) => p.kind === 'retrying').length, 3);
    await client.dispose();
  });

  it('a text over the service limit (client limit raised): InvalidRequestError 413 with the service message', async () => {
    const env = await live();
    try {
      const e = await rejection(env.client({ maxChunkChars: 20_000 }).identifyPhi('word '.repeat(2_500)));
      assert.ok(e instanceof InvalidRequestError && e.status === 413, String(e));
      assert.ok(e.serviceMessage !== undefined && e.message.includes(e.serviceMessage));
      assert.ok(!e.message.includes('word word'));
    } finally {
      await env.close();
    }
  });

  it('a headers timeout: a GET is retried, a POST fails with NetworkError (it may have been received)', async () => {
    // undici checks headers/body timeouts on a coarse (about half-second) tick, hence the long latency.
    const env = await live();
    try {
      const client = env.client({ timeouts: { headersMs: 300 } });
      // The service's engine workers are warmed by one call first: under test the retried GET must beat a
      // 300 ms headers timeout, which a cold engine (its first analysis) may not on a busy machine.
      await env.client().identifyPhi(`${TEXT} warm`);
      env.service.setFaults([{ kind: 'latency', method: 'GET', latencyMs: 2500, times: 1 }]);
      const before = env.service.requests().length;
      assert.ok((await client.identifyPhi(TEXT)).items.length > 0);
      assert.equal(env.service.requests().slice(before).filter((r) => r.method === 'GET' && r.status === 0).length, 1, 'the slow GET was abandoned');
      env.service.setFaults([{ kind: 'latency', method: 'POST', latencyMs: 2500, times: 1 }]);
      const e = await rejection(client.identifyPhi(`${TEXT} t`));
      assert.ok(e instanceof NetworkError && e.code === 'UND_ERR_HEADERS_TIMEOUT', String(e));
      assert.equal(env.service.requests().slice(before).filter((r) => r.method === 'POST').length, 2, 'the POST was not retried');
    } finally {
      await env.close();
    }
  });

  it('never completes: StillProcessingError with the request id; keepWaiting() resumes the same id', async () => {
    const env = await live({ faults: [{ kind: 'never-complete', method: 'POST', times: 1 }] });
    try {
      const client = env.client({ polling: { firstWaitMs: 5, maxAttempts: 3 } });
      const e = await rejection(client.identifyPhi(TEXT));
      assert.ok(e instanceof StillProcessingError, String(e));
      assert.equal(e.requestIds.length, 1);
      assert.ok(e.message.includes(e.requestIds[0]!));
      const gets = env.service.requests().filter((r) => r.method === 'GET');
      assert.equal(gets.length, 3);
      assert.ok(gets.every((g) => g.path.endsWith(e.requestIds[0]!)));
      const again = await rejection((e as StillProcessingError<PhiResult>).keepWaiting());
      assert.ok(again instanceof StillProcessingError && again.requestIds[0] === e.requestIds[0]);
      assert.equal(env.service.requests().filter((r) => r.method === 'POST').length, 1, 'resuming sends no POST');
    } finally {
      await env.close();
    }
  });

  it('keepWaiting() returns the result once the job completes, keeping the chunks already done', async () => {
    // Processing far longer than the two quick checks, so that the first call gives up even on a loaded
    // machine whose timers fire late.
    const env = await live({ processing: { 'identify-phi': 1500 } });
    try {
      const text = `${TEXT}\n${TEXT}\n${TEXT}`;
      const client = env.client({ maxChunkChars: 70, polling: { firstWaitMs: 5, maxAttempts: 2 } });
      let e = await rejection(client.identifyPhi(text));
      assert.ok(e instanceof StillProcessingError, String(e));
      const ids = e.requestIds;
      assert.equal(ids.length, 3);
      let result: PhiResult | undefined;
      for (let i = 0; i < 1000 && result === undefined; i++) {
        try {
          result = await (e as StillProcessingError<PhiResult>).keepWaiting();
        } catch (again) {
          assert.ok(again instanceof StillProcessingError, String(again));
          assert.ok(again.requestIds.every((id) => ids.includes(id)));
          e = again;
        }
      }
      assert.ok(result !== undefined);
      assert.equal(result.chunks, 3);
      assert.ok(result.items.length >= 3);
      for (const i of result.items) assert.equal(text.slice(i.start, i.end), i.text);
      assert.equal(env.service.requests().filter((x) => x.method === 'POST').length, 3, 'resuming sends no POST');
    } finally {
      await env.close();
    }
  });

  it('cancel mid-poll: CancelledError, and no request reaches the service after the abort', async () => {
    const env = await live({ processing: 60_000 });
    try {
      const controller = new AbortController();
      let abortedAt = 0;
      const call = env.client({ polling: { firstWaitMs: 10, multiplier: 1.5, maxAttempts: 30 } }).structure(TEXT, {
        signal: controller.signal,
        onProgress: (p) => {
          if (p.kind === 'waiting' && p.attempt === 3) {
            setTimeout(() => {
              abortedAt = Date.now();
              controller.abort();
            }, 5);
          }
        },
      });
      const e = await rejection(call);
      assert.ok(e instanceof CancelledError, String(e));
      // A check already on the wire when the abort came may still land (a loaded machine delivers it late);
      // once that has settled, nothing more may come: the polling stopped.
      await new Promise((r) => setTimeout(r, 100));
      const settled = env.service.requests().length;
      await new Promise((r) => setTimeout(r, 300));
      const log = env.service.requests();
      assert.equal(log.length, settled, 'no request was sent after the abort');
      assert.ok(log.filter((r) => r.time > abortedAt).length <= 1, 'at most the one check in flight arrived after the abort');
      assert.ok(log.filter((r) => r.method === 'GET').length >= 3);
    } finally {
      await env.close();
    }
  });

  it('dispose() ends the calls in progress with CancelledError and sends nothing more', async () => {
    const env = await live({ processing: 60_000 });
    try {
      const client = env.client({ polling: { firstWaitMs: 10, maxAttempts: 30 } });
      let seen = 0;
      const call = client.identifyPhi(TEXT, {
        onProgress: (p) => {
          if (p.kind === 'waiting' && p.attempt === 2) seen = 1;
        },
      });
      const failed = rejection(call);
      while (seen === 0) await new Promise((r) => setTimeout(r, 5));
      await client.dispose();
      const count = env.service.requests().length;
      assert.ok((await failed) instanceof CancelledError);
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(env.service.requests().length, count);
    } finally {
      await env.close();
    }
  });

  it('an already aborted signal sends nothing', async () => {
    const env = await live();
    try {
      const controller = new AbortController();
      controller.abort();
      const e = await rejection(env.client().embeddings(TEXT, { signal: controller.signal }));
      assert.ok(e instanceof CancelledError);
      assert.equal(env.service.requests().length, 0);
    } finally {
      await env.close();
    }
  });
});
