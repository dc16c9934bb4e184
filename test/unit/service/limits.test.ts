// Rate limits per api id in sliding windows, with short windows so tests stay quick.
import assert from 'node:assert/strict';
import { start } from '../../../src/service/main';
import { RateWindows } from '../../../src/service/rate-windows';
import { RequestLog } from '../../../src/service/request-log';
import { assertError, delay, get, post, useService } from './helpers';

describe('service rate limits', () => {
  describe('a short window (3 POST, 5 GET per 500 ms)', () => {
    const service = useService({ limits: { postsPerWindow: 3, getsPerWindow: 5, windowMs: 500 }, keys: [{ apiId: 'a', apiSecret: 'sa' }, { apiId: 'b', apiSecret: 'sb' }] });

    it('answers the 4th POST with 429, retry-after and a message with the numbers, then frees the slot', async () => {
      for (let i = 0; i < 3; i++) assert.equal((await post(service(), 'structure', 'x')).status, 201);
      const refused = await post(service(), 'structure', 'x');
      assertError(refused, 429);
      assert.equal(refused.headers.get('retry-after'), '1', 'less than a second until a slot frees rounds up to 1');
      assert.match(String(refused.json.message), /limit of 3 POST requests per 500 milliseconds was exceeded/);
      await delay(550);
      assert.equal((await post(service(), 'structure', 'x')).status, 201);
    });

    it('counts per api id and per method', async () => {
      for (let i = 0; i < 3; i++) assert.equal((await post(service(), 'embeddings', 'x')).status, 201);
      assert.equal((await post(service(), 'embeddings', 'x')).status, 429);
      assert.equal((await post(service(), 'embeddings', 'x', { apiId: 'b', apiSecret: 'sb' })).status, 201, 'another api id has its own window');
      assert.equal((await get(service(), 'embeddings', 'unknown')).status, 404, 'GETs have their own budget');
    });

    it('limits GETs too, whatever their outcome', async () => {
      for (let i = 0; i < 5; i++) assert.equal((await get(service(), 'structure', 'unknown')).status, 404);
      assertError(await get(service(), 'structure', 'unknown'), 429);
    });

    it('records every request so maxInWindow shows the peak per api id, refused ones included', async () => {
      for (let i = 0; i < 5; i++) await post(service(), 'structure', 'x');
      await post(service(), 'structure', 'x', { apiId: 'b', apiSecret: 'sb' });
      assert.equal(service().maxInWindow('POST', 60_000), 5);
      assert.equal(service().maxInWindow('GET', 60_000), 0);
      const statuses = service().requests().map((r) => r.status);
      assert.deepEqual(statuses, [201, 201, 201, 429, 429, 201]);
      for (const entry of service().requests()) assert.deepEqual(Object.keys(entry).sort(), ['apiId', 'method', 'model', 'path', 'status', 'time']);
    });
  });

  it('the spec limits (limits: true): 10 POST per minute, retry-after close to 60 s', async () => {
    const service = await start({ limits: true });
    try {
      for (let i = 0; i < 10; i++) assert.equal((await post(service, 'identify-phi', 'x')).status, 201);
      const refused = await post(service, 'identify-phi', 'x');
      assertError(refused, 429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, String(retryAfter));
      assert.ok(retryAfter >= 30, 'the first slot frees a minute after the first POST');
      assert.match(String(refused.json.message), /limit of 10 POST requests per 1 minute was exceeded/);
    } finally {
      await service.close();
    }
  });

  it('no limits by default', async () => {
    const service = await start();
    try {
      for (let i = 0; i < 25; i++) assert.equal((await post(service, 'embeddings', 'x')).status, 201);
    } finally {
      await service.close();
    }
  });
});

describe('service rate windows (pure)', () => {
  it('retry-after is the whole seconds until the oldest admitted request leaves the window', () => {
    const windows = new RateWindows({ postsPerWindow: 3, getsPerWindow: 1, windowMs: 10_000 });
    for (const t of [0, 100, 200]) assert.deepEqual(windows.admit('a', 'POST', t), { ok: true });
    assert.deepEqual(windows.admit('a', 'POST', 2_500), { ok: false, limit: 3, retryAfterSeconds: 8 });
    assert.deepEqual(windows.admit('a', 'POST', 9_999), { ok: false, limit: 3, retryAfterSeconds: 1 });
    assert.deepEqual(windows.admit('a', 'POST', 10_000), { ok: true }, 'the first slot frees after exactly one window');
    assert.deepEqual(windows.admit('a', 'GET', 10_000), { ok: true });
    assert.equal(windows.admit('a', 'GET', 10_001).ok, false);
  });

  it('retry-after never exceeds 60 s, even for longer windows', () => {
    const windows = new RateWindows({ postsPerWindow: 1, getsPerWindow: 1, windowMs: 3_600_000 });
    windows.admit('a', 'POST', 0);
    assert.deepEqual(windows.admit('a', 'POST', 1), { ok: false, limit: 1, retryAfterSeconds: 60 });
  });
});

describe('service request log (pure)', () => {
  it('maxInWindow finds the densest span per api id and method', () => {
    const log = new RequestLog();
    const add = (time: number, method: string, apiId: string | undefined) =>
      log.add({ time, method, path: '/v2/structure', model: 'structure', apiId, status: 201 });
    for (const t of [0, 400, 900, 1000, 1100, 1950, 5000]) add(t, 'POST', 'a');
    for (const t of [0, 1, 2, 3]) add(t, 'POST', 'b');
    for (const t of [0, 1, 2, 3, 4, 5]) add(t, 'POST', undefined);
    for (const t of [0, 1]) add(t, 'GET', 'a');
    assert.equal(log.maxInWindow('POST', 1000), 4, 'a: 400, 900, 1000, 1100 lie within 700 ms (900…1950 spans 1050 ms, too long); b: 4 within 3 ms');
    assert.equal(log.maxInWindow('POST', 1001), 4);
    assert.equal(log.maxInWindow('POST', 1101), 5, 'a: 0 … 1100 span 1100 ms, just inside');
    assert.equal(log.maxInWindow('POST', 2), 2);
    assert.equal(log.maxInWindow('GET', 60_000), 2);
    assert.equal(log.all().length, 19);
  });

  it('keeps only the most recent entries beyond its capacity', () => {
    const log = new RequestLog(10);
    for (let t = 0; t < 25; t++) log.add({ time: t, method: 'GET', path: '/v2/models', model: undefined, apiId: undefined, status: 200 });
    const times = log.all().map((e) => e.time);
    assert.ok(times.length <= 10 && times.length >= 9, String(times.length));
    assert.equal(times.at(-1), 24);
  });
});
