// The reference service's own caps (issue 9 §7): with limits off it must still bound what it holds, the
// jobs nobody fetches and the sockets of clients that never finish their body.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import type { RunningService } from '../../../src/service/main';
import { assertError, get, post, requestId, useService } from './helpers';

async function acknowledged(service: RunningService, text: string, keys = service.keys): Promise<string> {
  const ack = await post(service, 'identify-phi', text, keys);
  assert.equal(ack.status, 201, ack.text);
  return requestId(ack);
}

/** Sends headers promising a body, then only part of it; resolves with what the server answered when it closed. */
function partialBody(service: RunningService): Promise<string> {
  const { hostname, port } = new URL(service.url);
  const { apiId, apiSecret } = service.keys;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /v2/identify-phi HTTP/1.1\r\nhost: x\r\nx-api-id: ${apiId}\r\nx-api-secret: ${apiSecret}\r\n` +
          'content-type: application/json\r\ncontent-length: 100\r\n\r\n{"input_text": "Pat',
      );
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (answer += d));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('service caps (issue 9 §7)', () => {
  describe('stored jobs', () => {
    const service = useService({ maxJobs: 3 });

    it('evicts the oldest completed job to make room for a new one', async () => {
      const ids = [];
      for (const text of ['one', 'two', 'three']) ids.push(await acknowledged(service(), `Patient ${text}`));
      const fourth = await acknowledged(service(), 'Patient four');
      assertError(await get(service(), 'identify-phi', ids[0]!), 404);
      for (const id of [ids[1]!, ids[2]!, fourth]) assert.equal((await get(service(), 'identify-phi', id)).status, 200);
    });
  });

  describe('stored jobs, all processing', () => {
    const service = useService({ maxJobs: 2, processing: 30_000 });

    it('answers 429 with retry-after when every kept job is still processing, and keeps the others', async () => {
      const kept = [await acknowledged(service(), 'Patient one'), await acknowledged(service(), 'Patient two')];
      const refused = await post(service(), 'identify-phi', 'Patient three');
      assertError(refused, 429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, String(retryAfter));
      for (const id of kept) assert.equal((await get(service(), 'identify-phi', id)).json?.inference_status, 'SUBMITTED');
    });
  });

  describe('stored jobs, per API key (issue 19 L7)', () => {
    const service = useService({ maxJobs: 2, processing: 30_000 });

    it('one key filling its share gets 429 for itself alone; another key still posts and keeps its jobs', async () => {
      const other = service().addKey();
      const theirs = await acknowledged(service(), 'Patient B one', other);
      await acknowledged(service(), 'Patient A one');
      await acknowledged(service(), 'Patient A two');
      assertError(await post(service(), 'identify-phi', 'Patient A three'), 429);
      await acknowledged(service(), 'Patient B two', other);
      assert.equal((await get(service(), 'identify-phi', theirs, other)).json?.inference_status, 'SUBMITTED');
    });
  });

  describe('stored jobs, per API key, completed', () => {
    const service = useService({ maxJobs: 2 });

    it("a key making room evicts only its own oldest completed job, never another key's unfetched result", async () => {
      const other = service().addKey();
      const theirs = [await acknowledged(service(), 'Patient B one', other), await acknowledged(service(), 'Patient B two', other)];
      const mine = [];
      for (const text of ['one', 'two', 'three', 'four']) mine.push(await acknowledged(service(), `Patient A ${text}`));
      for (const id of theirs) assert.equal((await get(service(), 'identify-phi', id, other)).status, 200, 'the other key keeps its results');
      assertError(await get(service(), 'identify-phi', mine[0]!), 404);
      assert.equal((await get(service(), 'identify-phi', mine[3]!)).status, 200);
    });
  });

  describe('request bodies', () => {
    const service = useService({ requestTimeoutMs: 300 });

    it('a body that stops half way is answered 408 and its socket closed, not held for minutes', async () => {
      const answer = await partialBody(service());
      assert.match(answer, /^HTTP\/1\.1 408/);
      assert.equal((await post(service(), 'identify-phi', 'Patient one')).status, 201, 'the service keeps serving');
    });
  });
});
