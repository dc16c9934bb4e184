// The Text Inference Service v2 client: one object per service (base URL + credentials provider) with
// one method per model (from the one table in models.ts). Composes the parts: url, transport, rate limits,
// retries, polling, chunking, offsets, merge and cache. Imports nothing from vscode.
import { setMaxListeners } from 'node:events';
import { LruCache } from './cache';
import { runChunks, type RunnerDeps } from './chunk-runner';
import { systemClock, type Clock } from './clock';
import { CancelledError, ProtocolError } from './errors';
import { exchange } from './exchange';
import { firstIssue } from './json-path';
import { modelMethods } from './models';
import { CompletionHistory, pollingOptions } from './polling';
import { SlidingWindowLimiter } from './rate-limiter';
import { DEFAULT_RETRIES } from './retry';
import { DEFAULT_TIMEOUTS, Transport } from './transport';
import type { ClientOptions, RateLimitOptions, TextInferenceClient } from './types';
import { joinUrl, normaliseBaseUrl } from './url';
import { MAX_TEXT_CHARS, ModelsResponseSchema } from './wire';

export const SPEC_RATE_LIMITS: RateLimitOptions = { postsPerWindow: 10, getsPerWindow: 300, windowMs: 60_000 };
export const DEFAULT_CACHE_ENTRIES = 256;

/** Dependencies a test or benchmark may replace; production uses the defaults. */
export interface ClientInternals {
  readonly clock?: Clock;
  readonly random?: () => number;
}

export function createClient(options: ClientOptions, internals: ClientInternals = {}): TextInferenceClient {
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const clock = internals.clock ?? systemClock;
  const limits = { ...SPEC_RATE_LIMITS, ...options.rateLimits };
  const maxChunkChars = options.maxChunkChars ?? MAX_TEXT_CHARS;
  const cache = options.cache === false ? undefined : new LruCache<unknown>(options.cache?.maxEntries ?? DEFAULT_CACHE_ENTRIES);
  const transport = new Transport({ ...DEFAULT_TIMEOUTS, ...options.timeouts });
  const history = new CompletionHistory();
  const lifetime = new AbortController();
  let disposing: Promise<void> | undefined;
  // Every call in progress listens for disposal; many concurrent calls are normal, not a leak.
  setMaxListeners(0, lifetime.signal);
  const deps: RunnerDeps = {
    lifetime: lifetime.signal,
    baseUrl,
    transport,
    limiters: {
      POST: new SlidingWindowLimiter(limits.postsPerWindow, limits.windowMs, clock),
      GET: new SlidingWindowLimiter(limits.getsPerWindow, limits.windowMs, clock),
    },
    clock,
    random: internals.random ?? Math.random,
    credentials: options.credentials,
    retries: { ...DEFAULT_RETRIES, ...options.retries },
    history,
    polling: { active: 0 },
    pollingOptions: pollingOptions(options.polling),
    cache,
  };
  const methods = modelMethods(maxChunkChars, (spec, text, chunks, call) =>
    runChunks(
      deps,
      { model: spec.model, chunks, normalise: spec.normalise, blank: spec.blank, finish: (results) => spec.finish(text, chunks, results) },
      call,
    ),
  );

  return {
    baseUrl,
    budget: () => ({
      posts: { remaining: Math.max(0, deps.limiters.POST.limit - deps.limiters.POST.inWindow()), limit: deps.limiters.POST.limit },
      gets: { remaining: Math.max(0, deps.limiters.GET.limit - deps.limiters.GET.inWindow()), limit: deps.limiters.GET.limit },
      windowMs: limits.windowMs,
    }),
    ...methods,

    async listModels(call = {}): Promise<string[]> {
      const res = await exchange(deps, {
        method: 'GET',
        url: joinUrl(baseUrl, '/v2/models'),
        credentialsOptional: true,
        signal: call.signal === undefined ? lifetime.signal : AbortSignal.any([call.signal, lifetime.signal]),
      });
      const parsed = ModelsResponseSchema.safeParse(res.json);
      if (!parsed.success) {
        const { path, problem } = firstIssue(parsed.error);
        throw new ProtocolError(`The service's model list does not match the v2 contract at ${path}: ${problem}.`, path, { status: res.status });
      }
      return parsed.data.models;
    },

    clearCache(): void {
      cache?.clear();
    },

    dispose(): Promise<void> {
      disposing ??= (async () => {
        const closing = new CancelledError('The client was disposed.');
        lifetime.abort(closing);
        deps.limiters.POST.rejectAll(closing);
        deps.limiters.GET.rejectAll(closing);
        cache?.clear();
        await transport.close();
      })();
      return disposing;
    },
  };
}
