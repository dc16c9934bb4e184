// Retries only where safe (issue 3 §5, §6): a 429 on any request, after retry-after (capped at 60 s) or
// a jittered exponential backoff, reported through progress for a countdown; a 5xx or a network failure
// on a GET; on a POST only a 503 with retry-after or a connection that failed before the request was
// sent. Every wait is cancellable.
import { sleep, type Clock } from './clock';
import { retryAfterSeconds } from './http-status';
import { NetworkFailure, type HttpResponse } from './transport';
import type { Progress, RetryOptions } from './types';
import { MAX_RETRY_AFTER_SECONDS, type ModelName } from './wire';

export const DEFAULT_RETRIES: RetryOptions = { serverRetries: 3, rateLimitRetries: 5, backoffBaseMs: 500 };

const MAX_BACKOFF_MS = 30_000;

export interface RetryContext {
  readonly method: 'GET' | 'POST';
  readonly model: ModelName | undefined;
  readonly options: RetryOptions;
  readonly clock: Clock;
  readonly random: () => number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: Progress) => void;
  /** Told of a 429's wait so that other calls to the same service hold back too. */
  readonly onRateLimited?: (waitMs: number) => void;
}

/** Exponential backoff with jitter: uniformly in [½, 1] of base·2^attempt, capped. */
export function backoffMs(base: number, attempt: number, random: () => number): number {
  const full = Math.min(MAX_BACKOFF_MS, base * 2 ** attempt);
  return Math.round(full * (0.5 + random() / 2));
}

export function cappedRetryAfterMs(res: HttpResponse): number | undefined {
  const s = retryAfterSeconds(res);
  return s === undefined ? undefined : Math.min(s, MAX_RETRY_AFTER_SECONDS) * 1000;
}

/**
 * Calls `sendOnce` until it yields a response that is not worth retrying, or retries run out; then
 * returns the last response (the caller maps its status) or rethrows the last network failure.
 */
export async function withRetries(ctx: RetryContext, sendOnce: () => Promise<HttpResponse>): Promise<HttpResponse> {
  let rateLimited = 0;
  let failures = 0;
  for (;;) {
    let res: HttpResponse;
    try {
      res = await sendOnce();
    } catch (e) {
      const retryable = e instanceof NetworkFailure && (ctx.method === 'GET' || e.notSent);
      if (!retryable || failures >= ctx.options.serverRetries) throw e;
      const wait = backoffMs(ctx.options.backoffBaseMs, failures++, ctx.random);
      if (ctx.model !== undefined) ctx.onProgress?.({ kind: 'retrying', model: ctx.model, retryInMs: wait });
      await sleep(ctx.clock, wait, ctx.signal);
      continue;
    }
    if (res.status === 429) {
      if (rateLimited >= ctx.options.rateLimitRetries) return res;
      const wait = cappedRetryAfterMs(res) ?? backoffMs(ctx.options.backoffBaseMs, rateLimited, ctx.random);
      rateLimited++;
      ctx.onRateLimited?.(wait);
      if (ctx.model !== undefined) ctx.onProgress?.({ kind: 'rate-limited', model: ctx.model, reason: '429', retryInMs: wait });
      await sleep(ctx.clock, wait, ctx.signal);
      continue;
    }
    if (res.status >= 500) {
      const after = cappedRetryAfterMs(res);
      const safe = ctx.method === 'GET' || (res.status === 503 && after !== undefined);
      if (!safe || failures >= ctx.options.serverRetries) return res;
      const wait = after ?? backoffMs(ctx.options.backoffBaseMs, failures, ctx.random);
      failures++;
      if (ctx.model !== undefined) ctx.onProgress?.({ kind: 'retrying', model: ctx.model, status: res.status, retryInMs: wait });
      await sleep(ctx.clock, wait, ctx.signal);
      continue;
    }
    return res;
  }
}
