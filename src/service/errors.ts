// Every error the service answers with: a status and a JSON body matching ErrorBodySchema. The messages
// say what to do, and never quote the submitted text.
import type { ErrorBody, ModelName } from '../api/wire';
import { BODY_FIELD, ErrorBodySchema, MAX_TEXT_CHARS } from '../api/wire';

export interface HttpError {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers?: Readonly<Record<string, string>>;
}

function httpError(status: number, error: string, message: string, extra?: Partial<ErrorBody>, headers?: Record<string, string>): HttpError {
  // Checked like every other body the service sends: a drifting error shape fails here, in our tests.
  const body = ErrorBodySchema.parse({ error, message, ...extra });
  return { status, body, ...(headers ? { headers } : {}) };
}

export const MAX_BODY_BYTES = 1024 * 1024;

export const errors = {
  missingCredentials: () =>
    httpError(401, 'unauthorized', 'Missing credentials: send the x-api-id and x-api-secret headers.'),
  wrongCredentials: () =>
    httpError(403, 'forbidden', 'The x-api-id / x-api-secret pair is not valid (a rotated pair stops working at once).'),
  notFound: (path: string) =>
    httpError(404, 'not_found', `No route ${path}. Model endpoints are /v2/<model> and /v2/<model>/<request_id>; GET /v2/models lists the models.`),
  wrongPath: (expectedPath: string) =>
    httpError(404, 'not_found', `No such path. Did you mean ${expectedPath}? Paths start with /v2/ and model names use dashes, not underscores.`, {
      expected_path: expectedPath,
    }),
  unknownRequest: (model: ModelName) =>
    httpError(404, 'request_not_found', `No inference request with this id for model ${model}: the id is unknown, has expired, or was created under another model path (GET must use the model of the POST).`),
  methodNotAllowed: (method: string, allowed: string) =>
    httpError(405, 'method_not_allowed', `${method} is not allowed here; use ${allowed}.`, undefined, { allow: allowed }),
  unsupportedMediaType: () =>
    httpError(415, 'unsupported_media_type', 'The body must be JSON: send the header Content-Type: application/json.'),
  bodyTooLarge: () =>
    httpError(413, 'payload_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes.`, undefined, { connection: 'close' }),
  malformedJson: () => httpError(400, 'malformed_json', 'The body is not valid JSON.'),
  invalidUtf8: () => httpError(400, 'invalid_encoding', 'The body is not valid UTF-8.'),
  notAnObject: (model: ModelName) =>
    httpError(422, 'invalid_body', `The body must be a JSON object with the field "${BODY_FIELD[model]}".`, { expected_field: BODY_FIELD[model] }),
  missingField: (model: ModelName, misnamedAs: string | undefined) => {
    const field = BODY_FIELD[model];
    const hint = misnamedAs === undefined ? '' : ` (not "${misnamedAs}")`;
    return httpError(422, 'missing_field', `${model} takes its text in the field "${field}"${hint}.`, { expected_field: field });
  },
  fieldNotString: (model: ModelName) =>
    httpError(422, 'invalid_field', `The field "${BODY_FIELD[model]}" must be a string.`, { expected_field: BODY_FIELD[model] }),
  textTooLong: (length: number) =>
    httpError(413, 'text_too_long', `The text has ${length} characters; the limit is ${MAX_TEXT_CHARS} per call (counted in UTF-16 code units). Split it into chunks.`),
  rateLimited: (limit: number, windowMs: number, method: 'POST' | 'GET', retryAfterSeconds: number) =>
    httpError(
      429,
      'rate_limited',
      `Rate limit exceeded: the limit of ${limit} ${method} requests per ${describeWindow(windowMs)} was exceeded. Retry after ${retryAfterSeconds} s.`,
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
    ),
  injected: (status: number, retryAfterSeconds: number | undefined) =>
    httpError(
      status,
      status === 429 ? 'rate_limited' : 'injected_fault',
      status === 429 ? 'Rate limit exceeded (injected fault).' : `Injected fault: HTTP ${status}.`,
      undefined,
      retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
    ),
  tooManyJobs: (retryAfterSeconds: number) =>
    httpError(
      429,
      'too_many_jobs',
      `The service holds as many inference requests for this API key as it keeps, all still processing. Retry after ${retryAfterSeconds} s.`,
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
    ),
  internal: () => httpError(500, 'internal_error', 'The service failed to process this request.'),
};

/** "1 minute", "2 seconds", "500 milliseconds": the spec's wording of a window. */
export function describeWindow(windowMs: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (windowMs % 60_000 === 0) return plural(windowMs / 60_000, 'minute');
  if (windowMs % 1000 === 0) return plural(windowMs / 1000, 'second');
  return plural(windowMs, 'millisecond');
}
