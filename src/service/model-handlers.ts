// POST /v2/<model> and GET /v2/<model>/<request_id>: body checks, jobs, bodies, and the body faults.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ModelName } from '../api/wire';
import { BODY_FIELD, MAX_TEXT_CHARS } from '../api/wire';
import type { HttpError } from './errors';
import { errors, MAX_BODY_BYTES } from './errors';
import type { BodyPhase } from './fault-transforms';
import { malformedJson, transformBody } from './fault-transforms';
import { decodeUtf8, isJsonContentType, readBody, sendError, sendJson, sendText } from './http-io';
import { isCompleted } from './jobs';
import type { FaultRule } from './options';
import { acknowledgementBody, completedBody, pendingBody } from './results';
import type { ServiceState } from './state';

type TextOrError = { readonly text: string } | { readonly error: HttpError } | { readonly aborted: true };

const OTHER_FIELD = { text: 'input_text', input_text: 'text' } as const;

/** Reads and checks a POST body: content type, size, UTF-8, JSON, the model's field, text length. */
async function readText(req: IncomingMessage, model: ModelName): Promise<TextOrError> {
  if (!isJsonContentType(req.headers['content-type'])) return { error: errors.unsupportedMediaType() };
  const read = await readBody(req, MAX_BODY_BYTES);
  if (read.kind === 'aborted') return { aborted: true };
  if (read.kind === 'too-large') return { error: errors.bodyTooLarge() };
  const json = decodeUtf8(read.bytes);
  if (json === undefined) return { error: errors.invalidUtf8() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { error: errors.malformedJson() };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { error: errors.notAnObject(model) };
  const field = BODY_FIELD[model];
  const body = parsed as Record<string, unknown>;
  if (!(field in body)) {
    const other = OTHER_FIELD[field];
    return { error: errors.missingField(model, other in body ? other : undefined) };
  }
  const text = body[field];
  if (typeof text !== 'string') return { error: errors.fieldNotString(model) };
  // The limit counts UTF-16 code units (JavaScript string length), the unit the client chunks by.
  if (text.length > MAX_TEXT_CHARS) return { error: errors.textTooLong(text.length) };
  return { text };
}

function send(res: ServerResponse, status: number, model: ModelName, phase: BodyPhase, body: Record<string, unknown>, fault: FaultRule | undefined): void {
  if (fault?.kind === 'malformed-json') {
    sendText(res, status, malformedJson(body));
    return;
  }
  sendJson(res, status, transformBody(fault?.kind, model, phase, body));
}

export async function handleCreate(
  state: ServiceState,
  req: IncomingMessage,
  res: ServerResponse,
  model: ModelName,
  apiId: string,
  fault: FaultRule | undefined,
): Promise<void> {
  const read = await readText(req, model);
  if ('aborted' in read) return;
  if ('error' in read) {
    sendError(res, read.error);
    return;
  }
  const processingMs = state.processing(model, state.processingPrng);
  const created = state.jobs.create(model, apiId, read.text, Date.now(), processingMs, fault?.kind === 'never-complete');
  if ('full' in created) {
    sendError(res, errors.tooManyJobs(created.retryAfterSeconds));
    return;
  }
  send(res, 201, model, 'acknowledgement', acknowledgementBody(created.job), fault);
}

export async function handleFetch(
  state: ServiceState,
  res: ServerResponse,
  model: ModelName,
  requestId: string,
  apiId: string,
  fault: FaultRule | undefined,
): Promise<void> {
  const now = Date.now();
  const job = state.jobs.find(requestId, model, apiId, now);
  if (job === undefined) {
    sendError(res, errors.unknownRequest(model));
    return;
  }
  if (!isCompleted(job, now)) {
    send(res, 200, model, 'pending', pendingBody(job), fault);
    return;
  }
  const body = await completedBody(job, state.engine, state.dialect);
  send(res, 200, model, 'completed', body, fault);
}
