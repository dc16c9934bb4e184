// Typed client errors. Each message is one line a user can act on and never contains submitted text.
import type { ModelName } from './wire';

/** Every kind, once: the editor recognises errors from the client's own bundle by these (not instanceof). */
export const INFERENCE_ERROR_KINDS = [
  'credentials',
  'not-found',
  'invalid-request',
  'rate-limited',
  'server',
  'network',
  'protocol',
  'still-processing',
  'cancelled',
  'empty-input',
  'not-chunkable',
] as const;

export type InferenceErrorKind = (typeof INFERENCE_ERROR_KINDS)[number];

export interface InferenceErrorDetails {
  readonly model?: ModelName;
  readonly status?: number;
  readonly requestId?: string;
  readonly cause?: unknown;
}

export abstract class InferenceError extends Error {
  abstract readonly kind: InferenceErrorKind;
  readonly model: ModelName | undefined;
  readonly status: number | undefined;
  readonly requestId: string | undefined;

  constructor(message: string, details: InferenceErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.model = details.model;
    this.status = details.status;
    this.requestId = details.requestId;
  }
}

/** 401/403, or no credentials configured. Never retried. */
export class CredentialsError extends InferenceError {
  readonly kind = 'credentials';
  constructor(
    message: string,
    readonly reason: 'missing' | 'rejected',
    details?: InferenceErrorDetails,
  ) {
    super(message, details);
  }
}

/**
 * 404: a request id the service no longer knows (`expired`: its result outlived the service's retention,
 * or the service restarted; running again is the remedy), or a path the service does not know (`path`:
 * the service URL is wrong).
 */
export class NotFoundError extends InferenceError {
  readonly kind = 'not-found';
  constructor(
    message: string,
    readonly reason: 'expired' | 'path',
    details?: InferenceErrorDetails,
  ) {
    super(message, details);
  }
}

/** 400/413/415/422, carrying the service's own message. */
export class InvalidRequestError extends InferenceError {
  readonly kind = 'invalid-request';
  constructor(
    message: string,
    readonly serviceMessage: string | undefined,
    details?: InferenceErrorDetails,
  ) {
    super(message, details);
  }
}

/** 429 still answered after the retries the client allows itself. */
export class RateLimitedError extends InferenceError {
  readonly kind = 'rate-limited';
  constructor(
    message: string,
    readonly retryAfterSeconds: number | undefined,
    details?: InferenceErrorDetails,
  ) {
    super(message, details);
  }
}

/** 5xx after a bounded number of jittered retries. */
export class ServerError extends InferenceError {
  readonly kind = 'server';
}

/** Connection refused or reset, DNS failure, timeouts. */
export class NetworkError extends InferenceError {
  readonly kind = 'network';
  constructor(
    message: string,
    readonly code: string | undefined,
    details?: InferenceErrorDetails,
  ) {
    super(message, details);
  }
}

/** A response that is not JSON, or does not match the wire contract; names the JSON path. */
export class ProtocolError extends InferenceError {
  readonly kind = 'protocol';
  constructor(
    message: string,
    readonly jsonPath: string | undefined,
    details?: InferenceErrorDetails,
  ) {
    super(message, details);
  }
}

/**
 * The polling schedule ran out before the result was ready. `keepWaiting` resumes polling the same
 * request ids (no new POST) and resolves with the same result the original call would have returned.
 */
export class StillProcessingError<T = unknown> extends InferenceError {
  readonly kind = 'still-processing';
  constructor(
    message: string,
    readonly requestIds: readonly string[],
    readonly keepWaiting: (options?: { signal?: AbortSignal }) => Promise<T>,
    details?: InferenceErrorDetails,
  ) {
    super(message, details);
  }
}

export class CancelledError extends InferenceError {
  readonly kind = 'cancelled';
}

/** Empty or whitespace-only text: nothing was sent. */
export class EmptyInputError extends InferenceError {
  readonly kind = 'empty-input';
}

/** An embedding of a text longer than one call is not defined, unless one vector per chunk is asked for. */
export class NotChunkableError extends InferenceError {
  readonly kind = 'not-chunkable';
}

export function isInferenceError(e: unknown): e is InferenceError {
  return e instanceof InferenceError;
}

/** Every concrete error class; a kind without its class, or a class of an unlisted kind, fails to compile. */
export type AnyInferenceError =
  | CredentialsError
  | NotFoundError
  | InvalidRequestError
  | RateLimitedError
  | ServerError
  | NetworkError
  | ProtocolError
  | StillProcessingError
  | CancelledError
  | EmptyInputError
  | NotChunkableError;

export type ErrorOfKind<K extends InferenceErrorKind> = Extract<AnyInferenceError, { readonly kind: K }>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const EVERY_KIND_HAS_ITS_CLASS: Same<AnyInferenceError['kind'], InferenceErrorKind> = true;
