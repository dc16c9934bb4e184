// One request/response exchange with the service: credentials read at request time, a slot of the
// client's own budget reserved right before sending, retries where safe, the status mapped to a typed
// error, the body parsed as JSON. Nothing here ever puts submitted text into an error.
import { throwIfAborted, type Clock } from './clock';
import { CredentialsError, ProtocolError } from './errors';
import { errorForStatus } from './http-status';
import type { SlidingWindowLimiter } from './rate-limiter';
import { withRetries } from './retry';
import type { Transport } from './transport';
import type { CredentialsProvider, Progress, RetryOptions } from './types';
import type { ModelName } from './wire';

export interface ExchangeDeps {
  readonly transport: Transport;
  readonly limiters: { readonly POST: SlidingWindowLimiter; readonly GET: SlidingWindowLimiter };
  readonly clock: Clock;
  readonly random: () => number;
  readonly credentials: CredentialsProvider;
  readonly retries: RetryOptions;
}

export interface ExchangeRequest {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly model?: ModelName;
  readonly requestId?: string;
  readonly body?: string;
  /** The submitted text, kept out of every message. */
  readonly sensitive?: string;
  /** GET /v2/models goes without credentials when none are configured. */
  readonly credentialsOptional?: boolean;
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: Progress) => void;
}

export interface ExchangeResponse {
  readonly status: number;
  readonly json: unknown;
}

async function credentialHeaders(deps: ExchangeDeps, req: ExchangeRequest): Promise<Record<string, string>> {
  const creds = await deps.credentials();
  if (creds === undefined || creds.apiId.trim() === '' || creds.apiSecret.trim() === '') {
    if (req.credentialsOptional === true) return {};
    throw new CredentialsError('No API key is configured for the Text Inference Service: set the API id and secret first.', 'missing', {
      ...(req.model === undefined ? {} : { model: req.model }),
    });
  }
  return { 'x-api-id': creds.apiId, 'x-api-secret': creds.apiSecret };
}

export async function exchange(deps: ExchangeDeps, req: ExchangeRequest): Promise<ExchangeResponse> {
  const limiter = deps.limiters[req.method];
  const res = await withRetries(
    {
      method: req.method,
      model: req.model,
      options: deps.retries,
      clock: deps.clock,
      random: deps.random,
      ...(req.signal === undefined ? {} : { signal: req.signal }),
      ...(req.onProgress === undefined ? {} : { onProgress: req.onProgress }),
      onRateLimited: (ms) => limiter.pause(ms),
    },
    async () => {
      const auth = await credentialHeaders(deps, req);
      throwIfAborted(req.signal);
      const slot = await limiter.acquire({
        ...(req.signal === undefined ? {} : { signal: req.signal }),
        onWait: (waitMs) => {
          if (req.model !== undefined) req.onProgress?.({ kind: 'rate-limited', model: req.model, reason: 'budget', retryInMs: waitMs });
        },
      });
      // The slot is reserved now: send in this same turn, or not at all.
      try {
        throwIfAborted(req.signal);
        return await deps.transport.send({
          method: req.method,
          url: req.url,
          headers: {
            accept: 'application/json',
            ...auth,
            ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(req.body === undefined ? {} : { body: req.body }),
          ...(req.signal === undefined ? {} : { signal: req.signal }),
          ...(req.model === undefined ? {} : { model: req.model }),
          ...(req.requestId === undefined ? {} : { requestId: req.requestId }),
        });
      } finally {
        slot.release();
      }
    },
  );
  const details = {
    status: res.status,
    ...(req.model === undefined ? {} : { model: req.model }),
    ...(req.requestId === undefined ? {} : { requestId: req.requestId }),
  };
  if (res.status < 200 || res.status >= 300) {
    throw errorForStatus(res, { method: req.method, ...details, ...(req.sensitive === undefined ? {} : { sensitive: req.sensitive }) });
  }
  try {
    return { status: res.status, json: JSON.parse(res.text) as unknown };
  } catch {
    const id = req.requestId === undefined ? '' : `, request ${req.requestId}`;
    throw new ProtocolError(
      `The service answered ${req.method} ${req.model ?? 'models'} with a body that is not JSON (HTTP ${res.status}${id}).`,
      '$',
      details,
    );
  }
}
