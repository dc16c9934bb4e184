import assert from 'node:assert/strict';
import {
  CredentialsError,
  InvalidRequestError,
  NotFoundError,
  RateLimitedError,
  ServerError,
} from '../../../src/api/errors';
import { errorForStatus, retryAfterSeconds, serviceMessage } from '../../../src/api/http-status';
import { backoffMs, cappedRetryAfterMs } from '../../../src/api/retry';

const res = (status: number, body: unknown = {}, headers: Record<string, string> = {}) => ({
  status,
  headers,
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('api/http-status and retry arithmetic', () => {
  it('maps statuses to typed errors naming model, status and request id', () => {
    const ctx = { method: 'GET' as const, model: 'redact-phi' as const, requestId: 'r-9' };
    const cases: [number, new (...args: never[]) => Error][] = [
      [401, CredentialsError], [403, CredentialsError], [404, NotFoundError], [400, InvalidRequestError], [413, InvalidRequestError],
      [415, InvalidRequestError], [422, InvalidRequestError], [429, RateLimitedError], [500, ServerError], [503, ServerError],
    ];
    for (const [status, type] of cases) {
      const e = errorForStatus(res(status), ctx);
      assert.ok(e instanceof type, `${status} → ${e.name}`);
      assert.equal(e.status, status);
      assert.equal(e.model, 'redact-phi');
      assert.equal(e.requestId, 'r-9');
      assert.ok(!e.message.includes('\n'), 'one line');
    }
  });

  it('quotes the service message, one line, short, without the submitted text', () => {
    const text = 'Patient Zebulon Quixote, DOB 01/02/1950';
    assert.equal(serviceMessage(JSON.stringify({ error: 'x', message: 'Expected field\n input_text' })), 'Expected field input_text');
    assert.equal(serviceMessage(JSON.stringify({ detail: `bad: ${text}` }), text), undefined, 'a copy of the whole text withholds the message');
    assert.equal(serviceMessage(JSON.stringify({ message: 'Zebulon Quixote, DOB 01/02/1950' }), text), undefined);
    assert.equal(serviceMessage('<html>oops</html>'), undefined);
    assert.ok((serviceMessage(JSON.stringify({ message: 'y'.repeat(500) })) ?? '').length <= 200);
    const e = errorForStatus(res(422, { message: `Field text is not accepted: ${text}` }), { method: 'POST', model: 'structure', sensitive: text });
    assert.ok(e instanceof InvalidRequestError && !e.message.includes('Zebulon'));
  });

  it('withholds a service message sharing a run of 12 characters with the submitted text, and names the status instead (issue 9 §5)', () => {
    const text = 'Follow-up.\nPatient Jane Q. Public, MRN 44556677, seen today for chest pain.';
    const quoting = JSON.stringify({ error: 'bad_request', message: "Unexpected token near 'Jane Q. Public, MRN 44556677'" });
    assert.equal(serviceMessage(quoting, text), undefined);
    // 12 characters in a row, across a line break the service turned into a space.
    assert.equal(serviceMessage(JSON.stringify({ message: 'near: -up.\n  Patient Jan' }), text), undefined);
    // 11 characters in a row are not evidence of quoting.
    assert.equal(serviceMessage(JSON.stringify({ message: 'The field Jane Q. Pu is odd' }), text), 'The field Jane Q. Pu is odd');
    const e = errorForStatus(res(400, JSON.parse(quoting)), { method: 'POST', model: 'identify-phi', sensitive: text });
    assert.ok(e instanceof InvalidRequestError);
    assert.equal(e.serviceMessage, undefined);
    assert.ok(!e.message.includes('Jane') && !e.message.includes('44556677'), e.message);
    assert.match(e.message, /HTTP 400/);
    const server = errorForStatus(res(500, { message: `crashed on 'MRN 44556677, seen'` }), { method: 'GET', model: 'identify-phi', requestId: 'r-1', sensitive: text });
    assert.ok(!server.message.includes('44556677') && /HTTP 500/.test(server.message), server.message);
  });

  it('reads retry-after as seconds or an HTTP date, and caps the wait at 60 s', () => {
    assert.equal(retryAfterSeconds(res(429, {}, { 'retry-after': '7' })), 7);
    assert.equal(retryAfterSeconds(res(429)), undefined);
    assert.equal(retryAfterSeconds(res(429, {}, { 'retry-after': new Date(10_000).toUTCString() }), 4_000), 6);
    assert.equal(cappedRetryAfterMs(res(429, {}, { 'retry-after': '3600' })), 60_000);
    assert.equal(cappedRetryAfterMs(res(429, {}, { 'retry-after': 'soon' })), undefined);
  });

  it('backs off exponentially with jitter within [½, 1] of base·2^n, capped', () => {
    assert.equal(backoffMs(100, 0, () => 0), 50);
    assert.equal(backoffMs(100, 3, () => 1), 800);
    assert.equal(backoffMs(100, 30, () => 1), 30_000);
    const draws = new Set(Array.from({ length: 20 }, () => backoffMs(1000, 2, Math.random)));
    for (const d of draws) assert.ok(d >= 2000 && d <= 4000);
  });
});
