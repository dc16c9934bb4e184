// The editor recognises every client error by its kind, from the one list in src/api/errors.ts.
import assert from 'node:assert/strict';
import {
  CancelledError,
  CredentialsError,
  EmptyInputError,
  INFERENCE_ERROR_KINDS,
  InvalidRequestError,
  NetworkError,
  NotChunkableError,
  NotFoundError,
  ProtocolError,
  RateLimitedError,
  ServerError,
  StillProcessingError,
  type AnyInferenceError,
} from '../../../../src/api/errors';
import { inferenceErrorKind, isInferenceErrorOf } from '../../../../src/editor/run/inference-errors.pure';

const ONE_OF_EACH: readonly AnyInferenceError[] = [
  new CredentialsError('m', 'missing'),
  new NotFoundError('m', 'expired'),
  new InvalidRequestError('m', undefined),
  new RateLimitedError('m', 3),
  new ServerError('m'),
  new NetworkError('m', 'ECONNRESET'),
  new ProtocolError('m', '$.x'),
  new StillProcessingError('m', [], () => Promise.resolve(undefined)),
  new CancelledError('m'),
  new EmptyInputError('m'),
  new NotChunkableError('m'),
];

describe('editor/run inference-errors', () => {
  it('recognises one error of every kind by its kind, and nothing else', () => {
    assert.deepEqual(ONE_OF_EACH.map((e) => inferenceErrorKind(e)).sort(), [...INFERENCE_ERROR_KINDS].sort());
    for (const e of ONE_OF_EACH) assert.ok(isInferenceErrorOf(e, e.kind));
    assert.equal(inferenceErrorKind(new Error('plain')), undefined);
    assert.equal(inferenceErrorKind(Object.assign(new Error('x'), { kind: 'other' })), undefined);
    assert.equal(inferenceErrorKind('cancelled'), undefined);
  });

  it('recognises an error of another bundle (a copy of the class) by its kind', () => {
    class ForeignServerError extends Error {
      readonly kind = 'server';
    }
    assert.ok(isInferenceErrorOf(new ForeignServerError('x'), 'server'));
  });
});
