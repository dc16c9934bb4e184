// The client's public interface: what the editor layer and the command line (src/cli) program against.
import type { EmbeddingResult, PhiResult, RedactionResult, StructureResult } from './results';
import type { ModelName } from './wire';

export interface Credentials {
  readonly apiId: string;
  readonly apiSecret: string;
}

/** Called at request time, so rotated or newly set credentials apply to the next request. */
export type CredentialsProvider = () => Credentials | undefined | Promise<Credentials | undefined>;

export type Progress =
  | { readonly kind: 'submitting'; readonly model: ModelName; readonly chunk: number; readonly chunks: number }
  | {
      readonly kind: 'waiting';
      readonly model: ModelName;
      readonly chunk: number;
      readonly chunks: number;
      readonly requestId: string;
      readonly attempt: number;
    }
  | {
      /** A request found still processing: the next check goes out in `inMs` (for "next check in 16 s"). */
      readonly kind: 'next-check';
      readonly model: ModelName;
      readonly chunk: number;
      readonly chunks: number;
      readonly requestId: string;
      readonly inMs: number;
    }
  | { readonly kind: 'chunk-done'; readonly model: ModelName; readonly chunk: number; readonly chunks: number }
  | {
      /** Waiting for the client's own budget (`budget`) or a 429's retry-after (`429`), for a countdown. */
      readonly kind: 'rate-limited';
      readonly model: ModelName;
      readonly reason: 'budget' | '429';
      readonly retryInMs: number;
    }
  | { readonly kind: 'retrying'; readonly model: ModelName; readonly status?: number; readonly retryInMs: number };

export interface CallOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: Progress) => void;
  /**
   * identify-phi on the local engine: each item also carries its evidence (PhiItem.evidence: cue word, word
   * lists). Costs the engine a little more, so it is asked for; a remote service ignores it (the wire has no
   * room for it).
   */
  readonly explain?: boolean;
}

export interface EmbeddingCallOptions extends CallOptions {
  /** Texts over the per-call limit get one vector per chunk instead of an error. */
  readonly perChunk?: boolean;
}

export interface PollingOptions {
  /** First wait before the first GET, in ms. Spec default 1000. */
  readonly firstWaitMs: number;
  /** Factor applied to the wait after each attempt. Spec default 2. */
  readonly multiplier: number;
  /** GET attempts before giving up with StillProcessingError. Spec default 8. */
  readonly maxAttempts: number;
  /** Upper bound of one wait, in ms. */
  readonly maxWaitMs: number;
  /** Overall deadline for one request from POST to result, in ms. */
  readonly deadlineMs: number;
  /** Learn the first wait from recent completion times of each model (never below 50 ms). */
  readonly adaptive: boolean;
}

export interface RateLimitOptions {
  readonly postsPerWindow: number;
  readonly getsPerWindow: number;
  /** Window length in ms: 60,000 for the spec; tests and benchmarks scale it down. */
  readonly windowMs: number;
}

export interface TimeoutOptions {
  readonly connectMs: number;
  readonly headersMs: number;
  readonly bodyMs: number;
}

export interface RetryOptions {
  /** Retries of a 5xx / network failure on a GET (and on a POST where safe). */
  readonly serverRetries: number;
  /** Retries of a 429 before giving up with RateLimitedError. */
  readonly rateLimitRetries: number;
  /** Base of the exponential backoff with jitter, in ms. */
  readonly backoffBaseMs: number;
}

export interface ClientOptions {
  /** With or without trailing slash or a path prefix: `https://host/prefix/` joins as `/prefix/v2/...`. */
  readonly baseUrl: string;
  readonly credentials: CredentialsProvider;
  readonly polling?: Partial<PollingOptions>;
  readonly rateLimits?: Partial<RateLimitOptions>;
  readonly timeouts?: Partial<TimeoutOptions>;
  readonly retries?: Partial<RetryOptions>;
  /** In-memory LRU of results by (service, model, hash of chunk text). `false` disables it. */
  readonly cache?: { readonly maxEntries: number } | false;
  /** Characters per call; the spec's 10,000 unless a test lowers it. */
  readonly maxChunkChars?: number;
}

/** What is left of the client's own request budgets in the current window (for a status display). */
export interface BudgetSnapshot {
  readonly posts: { readonly remaining: number; readonly limit: number };
  readonly gets: { readonly remaining: number; readonly limit: number };
  readonly windowMs: number;
}

export interface TextInferenceClient {
  readonly baseUrl: string;
  /** The POST and GET budgets left now (counted by the client, not asked of the service); none for the local engine. */
  budget?(): BudgetSnapshot;
  structure(text: string, options?: CallOptions): Promise<StructureResult>;
  structureOntologies(text: string, options?: CallOptions): Promise<StructureResult>;
  identifyPhi(text: string, options?: CallOptions): Promise<PhiResult>;
  redactPhi(text: string, options?: CallOptions): Promise<RedactionResult>;
  embeddings(text: string, options?: EmbeddingCallOptions): Promise<EmbeddingResult>;
  /** GET /v2/models. Sends credentials when it has them. */
  listModels(options?: CallOptions): Promise<string[]>;
  clearCache(): void;
  /** Closes the keep-alive connections. */
  dispose(): Promise<void>;
}
