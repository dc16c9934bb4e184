// Shared helpers of the service tests: a service per test, and requests over real loopback HTTP.
import type { Credentials } from '../../../src/api/types';
import type { ModelName } from '../../../src/api/wire';
import { AcknowledgementSchema, BODY_FIELD, ErrorBodySchema } from '../../../src/api/wire';
import type { RunningService, ServiceOptions } from '../../../src/service/main';
import { start } from '../../../src/service/main';
import assert from 'node:assert/strict';

export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed body (undefined when it is not JSON); tests check it against the wire schemas. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests probe arbitrary and deliberately broken bodies
  readonly json: any;
}

export async function call(url: string, init: RequestInit & { keys?: Credentials | null } = {}): Promise<Reply> {
  const headers = new Headers(init.headers);
  if (init.keys) {
    headers.set('x-api-id', init.keys.apiId);
    headers.set('x-api-secret', init.keys.apiSecret);
  }
  const res = await fetch(url, { ...init, headers });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export function post(service: RunningService, model: ModelName, text: string, keys: Credentials | null = service.keys): Promise<Reply> {
  return call(`${service.url}/v2/${model}`, {
    method: 'POST',
    keys,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ [BODY_FIELD[model]]: text }),
  });
}

export function get(service: RunningService, model: ModelName, id: string, keys: Credentials | null = service.keys): Promise<Reply> {
  return call(`${service.url}/v2/${model}/${id}`, { keys });
}

/** The request_id of an acknowledgement, checked with the shared schema. */
export function requestId(reply: Reply): string {
  return AcknowledgementSchema.parse(reply.json).request_id;
}

/** POST, then GET until the result is there (processing time 0 makes that the first GET). */
export async function postAndFetch(service: RunningService, model: ModelName, text: string): Promise<Reply> {
  const ack = await post(service, model, text);
  assert.equal(ack.status, 201, ack.text);
  for (let attempt = 0; attempt < 200; attempt++) {
    const reply = await get(service, model, requestId(ack));
    if (reply.status !== 200 || reply.json?.inference_status !== 'SUBMITTED') return reply;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the job did not complete');
}

/** Asserts the reply is a JSON error body of the shared schema with this status. */
export function assertError(reply: Reply, status: number): void {
  assert.equal(reply.status, status, reply.text);
  assert.match(reply.headers.get('content-type') ?? '', /^application\/json/);
  const parsed = ErrorBodySchema.safeParse(reply.json);
  assert.ok(parsed.success, `error body does not match ErrorBodySchema: ${reply.text}`);
}

/** Starts a service for each test of the enclosing describe and closes it afterwards. */
export function useService(options: ServiceOptions | (() => ServiceOptions) = {}): () => RunningService {
  let service: RunningService | undefined;
  beforeEach(async () => {
    service = await start(typeof options === 'function' ? options() : options);
  });
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });
  return () => {
    if (service === undefined) throw new Error('no service running');
    return service;
  };
}

export function delay(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
