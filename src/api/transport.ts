// HTTP for one service: one undici keep-alive Agent per base URL with connect / headers / body timeouts
// (undici checks the headers and body timeouts on a coarse tick of about half a second), and a cap on the
// size of a response body, counted while it streams in: a broken proxy or a hostile host cannot make the
// client hold hundreds of megabytes (a legal result of one 10,000-character call is far below the cap).
// Network failures become NetworkError (flagged when the request cannot have reached the service, so a
// POST may be retried safely); an abort becomes CancelledError. Never logs or echoes bodies.
import { Agent, request } from 'undici';
import { cancelled } from './clock';
import { NetworkError, ProtocolError } from './errors';
import type { TimeoutOptions } from './types';
import type { ModelName } from './wire';

export const DEFAULT_TIMEOUTS: TimeoutOptions = { connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000 };

/** The largest response body read, in bytes: 8 MiB, hundreds of times a legal result. */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

export interface HttpRequest {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
  readonly signal?: AbortSignal;
  readonly model?: ModelName;
  readonly requestId?: string;
}

export interface HttpResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
}

/** Failures where no byte of the request reached the service: safe to retry even a POST. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'UND_ERR_CONNECT_TIMEOUT',
]);

export class NetworkFailure extends NetworkError {
  constructor(
    message: string,
    code: string | undefined,
    readonly notSent: boolean,
    details: ConstructorParameters<typeof NetworkError>[2],
  ) {
    super(message, code, details);
  }
}

function errorCode(e: unknown): string | undefined {
  for (let cur: unknown = e, depth = 0; cur !== undefined && cur !== null && depth < 4; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

function describe(code: string | undefined): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'the connection was refused (is the service running?)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name could not be resolved';
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'connecting timed out';
    case 'UND_ERR_HEADERS_TIMEOUT':
      return 'the service did not answer in time';
    case 'UND_ERR_BODY_TIMEOUT':
      return 'the answer stalled';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
      return 'the connection was reset';
    default:
      return 'the network request failed';
  }
}

export class Transport {
  private readonly agent: Agent;

  constructor(
    timeouts: TimeoutOptions,
    private readonly maxBodyBytes = MAX_RESPONSE_BYTES,
  ) {
    this.agent = new Agent({
      keepAliveTimeout: 10_000,
      connect: { timeout: timeouts.connectMs },
      headersTimeout: timeouts.headersMs,
      bodyTimeout: timeouts.bodyMs,
    });
  }

  async send(req: HttpRequest): Promise<HttpResponse> {
    const where = `${req.method} ${req.model ?? 'models'}${req.requestId === undefined ? '' : ` (request ${req.requestId})`}`;
    try {
      const res = await request(req.url, {
        dispatcher: this.agent,
        method: req.method,
        headers: req.headers,
        ...(req.body === undefined ? {} : { body: req.body }),
        ...(req.signal === undefined ? {} : { signal: req.signal }),
      });
      const text = await this.readCapped(res, req, where);
      return { status: res.statusCode, headers: res.headers, text };
    } catch (e) {
      if (req.signal?.aborted) throw cancelled(req.signal);
      if (e instanceof ProtocolError) throw e;
      const code = errorCode(e);
      throw new NetworkFailure(`Could not reach the Text Inference Service for ${where}: ${describe(code)}.`, code, code !== undefined && NOT_SENT_CODES.has(code), {
        ...(req.model === undefined ? {} : { model: req.model }),
        ...(req.requestId === undefined ? {} : { requestId: req.requestId }),
        cause: e,
      });
    }
  }

  /** The body as text, refused (and the connection dropped) as soon as it is known to exceed the cap. */
  private async readCapped(res: Awaited<ReturnType<typeof request>>, req: HttpRequest, where: string): Promise<string> {
    const tooLarge = (): ProtocolError => {
      res.body.destroy();
      return new ProtocolError(
        `The service's answer to ${where} is larger than ${Math.round(this.maxBodyBytes / (1024 * 1024))} MB, far beyond any result of the v2 contract; it was not read.`,
        '$',
        {
          status: res.statusCode,
          ...(req.model === undefined ? {} : { model: req.model }),
          ...(req.requestId === undefined ? {} : { requestId: req.requestId }),
        },
      );
    };
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.maxBodyBytes) throw tooLarge();
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > this.maxBodyBytes) throw tooLarge();
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, total).toString('utf8');
  }

  /** Lets requests in flight finish (they are aborted by their signals), then closes the sockets. */
  async close(): Promise<void> {
    if (this.agent.destroyed || this.agent.closed) return;
    await this.agent.close();
  }
}
