// Recognises the client's typed errors by their `kind`, not by `instanceof`: the client is loaded from
// its own bundle (dist/client.js, dist/local.js), so its error classes are not the ones compiled into
// extension.js. The kinds and their classes come from the one list in src/api/errors.ts.
import { INFERENCE_ERROR_KINDS, type ErrorOfKind, type InferenceErrorKind } from '../../api/errors';

const KINDS: ReadonlySet<string> = new Set<InferenceErrorKind>(INFERENCE_ERROR_KINDS);

export function inferenceErrorKind(error: unknown): InferenceErrorKind | undefined {
  if (!(error instanceof Error) || !('kind' in error)) return undefined;
  const kind = error.kind;
  return typeof kind === 'string' && KINDS.has(kind) ? (kind as InferenceErrorKind) : undefined;
}

export function isInferenceErrorOf<K extends InferenceErrorKind>(error: unknown, kind: K): error is ErrorOfKind<K> {
  return inferenceErrorKind(error) === kind;
}
