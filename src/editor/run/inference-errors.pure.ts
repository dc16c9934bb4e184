// Recognises the client's typed errors by their `kind`, not by `instanceof`: the client is loaded from
// its own bundle (dist/client.js), so its error classes are not the ones compiled into extension.js.
import type {
  CancelledError,
  CredentialsError,
  EmptyInputError,
  InferenceErrorKind,
  InvalidRequestError,
  NetworkError,
  NotChunkableError,
  NotFoundError,
  ProtocolError,
  RateLimitedError,
  ServerError,
  StillProcessingError,
} from '../../api/errors';

interface ErrorOfKind {
  credentials: CredentialsError;
  'not-found': NotFoundError;
  'invalid-request': InvalidRequestError;
  'rate-limited': RateLimitedError;
  server: ServerError;
  network: NetworkError;
  protocol: ProtocolError;
  'still-processing': StillProcessingError;
  cancelled: CancelledError;
  'empty-input': EmptyInputError;
  'not-chunkable': NotChunkableError;
}

const KINDS: ReadonlySet<string> = new Set<InferenceErrorKind>([
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
]);

export function inferenceErrorKind(error: unknown): InferenceErrorKind | undefined {
  if (!(error instanceof Error) || !('kind' in error)) return undefined;
  const kind = error.kind;
  return typeof kind === 'string' && KINDS.has(kind) ? (kind as InferenceErrorKind) : undefined;
}

export function isInferenceErrorOf<K extends InferenceErrorKind>(error: unknown, kind: K): error is ErrorOfKind[K] {
  return inferenceErrorKind(error) === kind;
}
