// Bad input never crashes the service and always gets a clear JSON error.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { connect } from 'node:net';
import { assertError, call, post, useService } from './helpers';
import type { Reply } from './helpers';
import type { RunningService } from '../../../src/service/main';

function postRaw(service: RunningService, path: string, body: NonNullable<RequestInit['body']>, contentType: string | null = 'application/json'): Promise<Reply> {
  return call(`${service.url}${path}`, {
    method: 'POST',
    keys: service.keys,
    headers: contentType === null ? {} : { 'content-type': contentType },
    body,
  });
}

/** Sends raw bytes on a fresh connection and returns what came back. */
function rawExchange(service: RunningService, bytes: string | Buffer): Promise<string> {
  const { port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

/** Starts a big upload and resolves with the status and how much had been sent when the answer came. */
function uploadUntilAnswered(service: RunningService, headers: Record<string, string | number>, total: number): Promise<{ status: number; sentWhenAnswered: number; body: string }> {
  const { port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(
      { host: '127.0.0.1', port: Number(port), method: 'POST', path: '/v2/structure', headers: { ...headers, 'x-api-id': service.keys.apiId, 'x-api-secret': service.keys.apiSecret } },
      (res) => {
        answered = true;
        const sentWhenAnswered = sent;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, sentWhenAnswered, body }));
      },
    );
    req.on('error', (e) => (answered ? undefined : reject(e)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      if (answered || sent >= total) return; // never ends the request: the client is "still sending"
      sent += chunk.length;
      if (req.write(chunk)) setImmediate(pump);
      else req.once('drain', pump);
    };
    req.write('{"text":"');
    pump();
  });
}

describe('service bad input', () => {
  const service = useService();

  it('text over 10,000 characters (UTF-16 code units) is 413; exactly 10,000 is accepted', async () => {
    assert.equal((await post(service(), 'structure', 'a'.repeat(10_000))).status, 201);
    assertError(await post(service(), 'identify-phi', 'a'.repeat(10_001)), 413);
    // 5,000 emoji are 10,000 UTF-16 code units; one more character tips it over.
    assert.equal((await post(service(), 'embeddings', '😀'.repeat(5_000))).status, 201);
    assertError(await post(service(), 'embeddings', `${'😀'.repeat(5_000)}a`), 413);
  });

  it('a misnamed field is 422 naming the expected field, both ways', async () => {
    const structure = await postRaw(service(), '/v2/structure', JSON.stringify({ input_text: 'asthma' }));
    assertError(structure, 422);
    assert.equal(structure.json.expected_field, 'text');
    assert.match(String(structure.json.message), /"text".*not "input_text"/);
    const phi = await postRaw(service(), '/v2/redact-phi', JSON.stringify({ text: 'asthma' }));
    assertError(phi, 422);
    assert.equal(phi.json.expected_field, 'input_text');
  });

  it('a missing field, a non-string field or a non-object body is 422', async () => {
    for (const body of ['{}', '{"input_text":42}', '{"input_text":null}', '[]', '"asthma"', 'null']) {
      const reply = await postRaw(service(), '/v2/identify-phi', body);
      assertError(reply, 422);
      assert.equal(reply.json.expected_field, 'input_text', body);
    }
  });

  it('malformed JSON and invalid UTF-8 are 400', async () => {
    assertError(await postRaw(service(), '/v2/structure', '{"text": "asthma"'), 400);
    assertError(await postRaw(service(), '/v2/structure', ''), 400);
    assertError(await postRaw(service(), '/v2/structure', Buffer.from([0x7b, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])), 400);
  });

  it('a non-JSON content type is 415', async () => {
    assertError(await postRaw(service(), '/v2/structure', '{"text":"asthma"}', 'text/plain'), 415);
    assertError(await postRaw(service(), '/v2/structure', '{"text":"asthma"}', 'application/x-www-form-urlencoded'), 415);
    assertError(await postRaw(service(), '/v2/structure', new Blob(['{"text":"asthma"}']), null), 415);
    assert.equal((await postRaw(service(), '/v2/structure', '{"text":"asthma"}', 'Application/JSON; charset=utf-8')).status, 201);
  });

  it('a body declared over 1 MB is 413 before it is sent', async () => {
    const result = await uploadUntilAnswered(service(), { 'content-type': 'application/json', 'content-length': 50 * 1024 * 1024 }, 50 * 1024 * 1024);
    assert.equal(result.status, 413);
    // The upload never finishes, so an answer proves the service did not wait for the whole body.
    assert.ok(result.sentWhenAnswered < 50 * 1024 * 1024, `the client had sent ${result.sentWhenAnswered} bytes`);
    assert.equal(JSON.parse(result.body).error, 'payload_too_large');
  });

  it('a chunked body over 1 MB is 413 while the client is still sending', async () => {
    const result = await uploadUntilAnswered(service(), { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, 50 * 1024 * 1024);
    assert.equal(result.status, 413);
    assert.ok(result.sentWhenAnswered < 50 * 1024 * 1024, `the client had sent ${result.sentWhenAnswered} bytes`);
    assert.equal((await post(service(), 'structure', 'asthma')).status, 201, 'the server still serves');
  });

  it('garbage on the wire gets a JSON 400 and the server keeps serving', async () => {
    const answer = await rawExchange(service(), Buffer.from([0x00, 0xff, 0xfe, 0x0d, 0x0a, 0x0d, 0x0a]));
    assert.match(answer, /^HTTP\/1\.1 400/);
    assert.match(answer, /\r\n\r\n\{"error":"bad_request"/);
    await rawExchange(service(), 'GET /v2/models HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n');
    await rawExchange(service(), `POST /v2/structure HTTP/1.1\r\nHost: x\r\nx-api-id: ${service().keys.apiId}\r\nx-api-secret: ${service().keys.apiSecret}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"text":`);
    assert.equal((await call(`${service().url}/v2/models`)).status, 200);
  });

  it('odd but valid paths and headers do not crash it', async () => {
    assertError(await call(`${service().url}/v2/structure/%E0%A4%A`, { keys: service().keys }), 404);
    assertError(await call(`${service().url}//v2//structure`, { keys: service().keys }), 404);
    assertError(await call(`${service().url}/v2/structure/a/b/c`, { keys: service().keys }), 404);
    assert.equal((await call(`${service().url}/v2/models?x=1`)).status, 200);
    assert.equal((await post(service(), 'structure', 'asthma')).status, 201);
  });
});
