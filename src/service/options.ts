// Options and handle of the reference service, shared by the in-process API (`start`), the CLI,
// the demo and the tests.
import type { Credentials } from '../api/types';
import type { ModelName } from '../api/wire';
import type { Engine } from '../engine/types';

export type FaultKind =
  | '429' // rate-limit answer (with retry-after when retryAfterSeconds is set)
  | '500'
  | '502'
  | '503' // with retry-after when retryAfterSeconds is set
  | 'latency' // delays the answer by latencyMs, then answers normally
  | 'reset' // destroys the socket without an answer
  | 'malformed-json' // 200/201 with a body that is not JSON
  | 'drift-missing' // drops a required field from the result
  | 'drift-extra' // adds unknown fields everywhere (must be tolerated)
  | 'code-point-offsets' // offsets counted in code points, as a Python service would
  | 'never-complete' // the job created by this POST never completes
  | 'lossy-output'; // redact-phi output_text with CRLF turned into LF and trailing whitespace trimmed

export interface FaultRule {
  readonly method?: 'POST' | 'GET';
  readonly model?: ModelName;
  readonly kind: FaultKind;
  /** Chance per matching request, drawn from the seeded generator. Default 1. */
  readonly probability?: number;
  /** Matching requests let through before the rule starts to apply (scripted sequences). Default 0. */
  readonly skip?: number;
  /** How many times the rule applies, then it is spent. Default: no limit. */
  readonly times?: number;
  /** For 429 and 503: the retry-after header in seconds; absent means no header. */
  readonly retryAfterSeconds?: number;
  /** For 'latency'. */
  readonly latencyMs?: number;
}

export interface RateLimitConfig {
  readonly postsPerWindow: number;
  readonly getsPerWindow: number;
  readonly windowMs: number;
}

export type ProcessingTime = number | { readonly minMs: number; readonly maxMs: number };

export interface Dialect {
  /** identify-phi, redact-phi and embeddings GET results inside the envelope (under inference_result). */
  readonly envelope?: boolean;
  /** Leave labels.category out of PHI annotations. */
  readonly omitCategory?: boolean;
}

export interface ServiceOptions {
  /** 0 (default) picks a free port. The service binds 127.0.0.1 only. */
  readonly port?: number;
  /** Accepted key pairs; default one generated pair. */
  readonly keys?: readonly Credentials[];
  /** Off by default; `true` applies the spec's 10 POST / 300 GET per 60 s, per api id. */
  readonly limits?: boolean | Partial<RateLimitConfig>;
  /** Processing time of each job before it completes: one for all, or per model. Default 0. */
  readonly processing?: ProcessingTime | Partial<Record<ModelName, ProcessingTime>>;
  /** How long a completed result can be fetched. Default 1 hour. */
  readonly retentionMs?: number;
  /** Inference requests kept at once per API key (its oldest completed one makes room; 429 for that key when all of its are processing). Default 1000. */
  readonly maxJobs?: number;
  /** Time allowed to receive a whole request, body included (408 after it). Default 5 s. */
  readonly requestTimeoutMs?: number;
  readonly dialect?: Dialect;
  readonly faults?: readonly FaultRule[];
  /** Seed of the generator behind fault probabilities and processing distributions. Default 1. */
  readonly seed?: number;
  /** Engine worker threads (default: the cores less one); the engine never runs on the service's event loop. */
  readonly workers?: number;
  /**
   * An engine object to run in this thread instead (tests); by default the local engine (built-in lexicon,
   * extended from dist/lexicon.json when present) runs on a pool of worker threads.
   */
  readonly engine?: Engine;
}

export interface LoggedRequest {
  readonly time: number;
  readonly method: string;
  readonly path: string;
  readonly model: ModelName | undefined;
  readonly apiId: string | undefined;
  readonly status: number;
}

export interface RunningService {
  /** e.g. http://127.0.0.1:8750 (no trailing slash). */
  readonly url: string;
  /** The first accepted key pair. */
  readonly keys: Credentials;
  /** Replaces the pair with this api id by a new one; the old secret stops working at once. */
  rotateKey(apiId: string): Credentials;
  /** Adds another accepted pair. */
  addKey(keys?: Credentials): Credentials;
  /** Replaces the fault rules (and resets their counters). */
  setFaults(rules: readonly FaultRule[]): void;
  /** Which concept lexicon the engine loaded and how many concepts it has (loads it if not yet loaded). */
  /** Which lexicon the engine loaded (loading it if it has not yet). */
  lexicon(): Promise<{ readonly source: 'builtin' | 'extended'; readonly concepts: number }>;
  /** Every request answered so far, in order (no bodies: never any text). */
  requests(): readonly LoggedRequest[];
  /** The largest number of requests of this method in any window of windowMs, per api id. */
  maxInWindow(method: 'POST' | 'GET', windowMs: number): number;
  close(): Promise<void>;
}
