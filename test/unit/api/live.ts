// Helpers for the client tests over real HTTP: the reference service started in-process on loopback,
// clients configured with short waits, and a tiny fixed-body HTTP peer for response shapes the
// reference service never sends (a real HTTP server, not a request mock).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type ClientInternals } from '../../../src/api/client';
import type { ClientOptions, Credentials, TextInferenceClient } from '../../../src/api/types';
import { start } from '../../../src/service/main';
import type { RunningService, ServiceOptions } from '../../../src/service/options';

/** Fast but spec-shaped client settings: the window is generous so only tests about budgets meet it. */
export const FAST: Omit<ClientOptions, 'baseUrl' | 'credentials'> = {
  polling: { firstWaitMs: 5, multiplier: 2, maxAttempts: 10, adaptive: false },
  retries: { backoffBaseMs: 5, serverRetries: 3, rateLimitRetries: 4 },
  rateLimits: { postsPerWindow: 10_000, getsPerWindow: 10_000, windowMs: 1000 },
};

export interface Live {
  readonly service: RunningService;
  client(overrides?: Partial<ClientOptions>, internals?: ClientInternals): TextInferenceClient;
  close(): Promise<void>;
}

export async function live(options: ServiceOptions = {}): Promise<Live> {
  const service = await start(options);
  const clients: TextInferenceClient[] = [];
  return {
    service,
    client(overrides = {}, internals = {}) {
      const keys: Credentials = service.keys;
      const c = createClient(
        {
          baseUrl: service.url,
          credentials: () => keys,
          ...FAST,
          ...overrides,
          polling: { ...FAST.polling, ...overrides.polling },
          retries: { ...FAST.retries, ...overrides.retries },
          rateLimits: { ...FAST.rateLimits, ...overrides.rateLimits },
        },
        internals,
      );
      clients.push(c);
      return c;
    },
    async close() {
      await Promise.all(clients.map((c) => c.dispose()));
      await service.close();
    },
  };
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface Peer {
  readonly url: string;
  readonly seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

/** A loopback HTTP server answering with whatever `handler` writes. */
export async function peer(handler: Handler): Promise<Peer> {
  const seen: Peer['seen'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (body += d));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A peer that acknowledges every POST and answers every GET with `result` (a fixed JSON body). */
export function fixedResultPeer(result: unknown, status = 200): Promise<Peer> {
  return peer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.method === 'POST') {
      res.statusCode = 201;
      res.end(JSON.stringify({ request_id: 'fixed-1', inference_status: 'SUBMITTED' }));
      return;
    }
    res.statusCode = status;
    res.end(typeof result === 'string' ? result : JSON.stringify(result));
  });
}

export const TEST_KEYS: Credentials = { apiId: 'peer-id', apiSecret: 'peer-secret' };

export function peerClient(url: string, overrides: Partial<ClientOptions> = {}): TextInferenceClient {
  return createClient({ baseUrl: url, credentials: () => TEST_KEYS, ...FAST, ...overrides });
}

export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected the call to fail');
}
