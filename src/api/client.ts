// The Text Inference Service v2 client: one object per service (base URL + credentials provider) with
// one method per model. Composes the parts: url, transport, rate limits, retries, polling, chunking,
// offsets, merge and cache. Imports nothing from vscode.
import { setMaxListeners } from 'node:events';
import { LruCache } from './cache';
import { runChunks, type RunnerDeps } from './chunk-runner';
import { splitText, type Chunk } from './chunking';
import { systemClock, type Clock } from './clock';
import { CancelledError, EmptyInputError, NotChunkableError, ProtocolError } from './errors';
import { exchange } from './exchange';
import { firstIssue } from './json-path';
import { completeStructure } from './concept-context';
import { mergeEmbeddings, mergePhi, mergeRedaction, mergeStructure } from './merge';
import {
  normaliseEmbeddings,
  normaliseIdentifyPhi,
  normaliseRedactPhi,
  normaliseStructure,
  type EmbeddingChunkResult,
} from './normalise';
import { CompletionHistory, pollingOptions } from './polling';
import { SlidingWindowLimiter } from './rate-limiter';
import type { EmbeddingResult, PhiResult, RedactionResult, StructureResult } from './results';
import { DEFAULT_RETRIES } from './retry';
import { DEFAULT_TIMEOUTS, Transport } from './transport';
import type { CallOptions, ClientOptions, EmbeddingCallOptions, RateLimitOptions, TextInferenceClient } from './types';
import { joinUrl, normaliseBaseUrl } from './url';
import { MAX_TEXT_CHARS, ModelsResponseSchema, type ModelName } from './wire';

export const SPEC_RATE_LIMITS: RateLimitOptions = { postsPerWindow: 10, getsPerWindow: 300, windowMs: 60_000 };
export const DEFAULT_CACHE_ENTRIES = 256;

/** Dependencies a test or benchmark may replace; production uses the defaults. */
export interface ClientInternals {
  readonly clock?: Clock;
  readonly random?: () => number;
}

function requireText(text: string, model: ModelName): void {
  if (typeof text !== 'string' || text.trim() === '') {
    throw new EmptyInputError(`Nothing to send to ${model}: the text is empty or only whitespace.`, { model });
  }
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
  // Splitting must never produce a chunk the limit check below would refuse.
  const split = (text: string): Chunk[] => splitText(text, maxChunkChars);

  async function structureModel(model: StructureResult['model'], text: string, call: CallOptions = {}): Promise<StructureResult> {
    requireText(text, model);
    const chunks = split(text);
    return runChunks(
      deps,
      {
        model,
        chunks,
        normalise: (result, chunk) => normaliseStructure(result, chunk.text, model === 'structure-ontologies'),
        blank: () => ({ concepts: [], dropped: 0, codePoints: false }),
        // Abbreviations across chunks and assertions need the whole document: after the merge.
        finish: (results) => completeStructure(text, mergeStructure(model, chunks, results)),
      },
      call,
    );
  }

  return {
    baseUrl,
    budget: () => ({
      posts: { remaining: Math.max(0, deps.limiters.POST.limit - deps.limiters.POST.inWindow()), limit: deps.limiters.POST.limit },
      gets: { remaining: Math.max(0, deps.limiters.GET.limit - deps.limiters.GET.inWindow()), limit: deps.limiters.GET.limit },
      windowMs: limits.windowMs,
    }),
    structure: (text, call) => structureModel('structure', text, call),
    structureOntologies: (text, call) => structureModel('structure-ontologies', text, call),

    async identifyPhi(text, call = {}): Promise<PhiResult> {
      requireText(text, 'identify-phi');
      const chunks = split(text);
      return runChunks(
        deps,
        {
          model: 'identify-phi',
          chunks,
          normalise: (result, chunk) => normaliseIdentifyPhi(result, chunk.text),
          blank: () => ({ items: [], dropped: 0, codePoints: false }),
          finish: (results) => mergePhi(chunks, results),
        },
        call,
      );
    },

    async redactPhi(text, call = {}): Promise<RedactionResult> {
      requireText(text, 'redact-phi');
      const chunks = split(text);
      return runChunks(
        deps,
        {
          model: 'redact-phi',
          chunks,
          normalise: (result) => normaliseRedactPhi(result),
          blank: (chunk) => ({ outputText: chunk.text, items: [], dropped: 0, codePoints: false }),
          finish: (results) => mergeRedaction(chunks, results),
        },
        call,
      );
    },

    async embeddings(text, call: EmbeddingCallOptions = {}): Promise<EmbeddingResult> {
      requireText(text, 'embeddings');
      if (text.length > maxChunkChars && call.perChunk !== true) {
        throw new NotChunkableError(
          `The text is ${text.length} characters, over the ${maxChunkChars} of one embeddings call, and one embedding of a split text is not defined; ask for one vector per chunk (perChunk) or shorten the text.`,
          { model: 'embeddings' },
        );
      }
      const chunks = split(text);
      return runChunks<'embeddings', EmbeddingChunkResult | undefined, EmbeddingResult>(
        deps,
        {
          model: 'embeddings',
          chunks,
          normalise: (result) => normaliseEmbeddings(result),
          blank: () => undefined,
          finish: (results) => mergeEmbeddings(text, chunks, results),
        },
        call,
      );
    },

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
