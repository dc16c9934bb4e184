// Reads a GET body and decides, per model, whether the request is complete (issue 3 §1). The result may
// come bare ({input_text, annotations}) or inside the envelope (under inference_result, or beside the
// envelope fields); completion is a result being present, or the status saying COMPLETED.
import { ProtocolError } from './errors';
import { firstIssue } from './json-path';
import { EnvelopeSchema, RESULT_SCHEMA, STATUS_COMPLETED, type ModelName } from './wire';
import type { z } from 'zod';

export type ResultOf<M extends ModelName> = z.infer<(typeof RESULT_SCHEMA)[M]>;

export type Completion<M extends ModelName> =
  | { readonly done: false; readonly status: string | undefined }
  | { readonly done: true; readonly result: ResultOf<M> };

/** The field whose presence marks a result of each model. */
const RESULT_MARKER: Record<ModelName, string> = {
  structure: 'spans',
  'structure-ontologies': 'spans',
  'identify-phi': 'annotations',
  'redact-phi': 'annotations',
  embeddings: 'embeddings',
};

/** Statuses that mean the request will never complete (the spec shows none; a remote may send them). */
const FAILED = /^(FAILED|FAILURE|ERROR|CANCELLED|CANCELED|REJECTED)$/i;

export interface CompletionContext {
  readonly model: ModelName;
  readonly status: number;
  readonly requestId: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function protocolError(ctx: CompletionContext, path: string, problem: string): ProtocolError {
  return new ProtocolError(
    `The service's ${ctx.model} result does not match the v2 contract at ${path}: ${problem} (HTTP ${ctx.status}, request ${ctx.requestId}).`,
    path,
    { model: ctx.model, status: ctx.status, requestId: ctx.requestId },
  );
}

export function readCompletion<M extends ModelName>(body: unknown, ctx: CompletionContext & { model: M }): Completion<M> {
  if (!isRecord(body)) throw protocolError(ctx, '$', 'expected a JSON object');
  const envelope = EnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    const { path, problem } = firstIssue(envelope.error);
    throw protocolError(ctx, path, problem);
  }
  const status = envelope.data.inference_status;
  const marker = RESULT_MARKER[ctx.model];
  const nested = body.inference_result;
  let candidate: unknown;
  let prefix: string;
  if (isRecord(nested)) {
    candidate = nested;
    prefix = '$.inference_result';
  } else if (marker in body) {
    candidate = body;
    prefix = '$';
  } else {
    if (status !== undefined && FAILED.test(status)) {
      throw protocolError(ctx, '$.inference_status', `the service reports ${status}`);
    }
    if (status === STATUS_COMPLETED) {
      throw protocolError(ctx, '$.inference_result', 'status is COMPLETED but no result was sent');
    }
    return { done: false, status };
  }
  const parsed = RESULT_SCHEMA[ctx.model].safeParse(candidate);
  if (!parsed.success) {
    const { path, problem } = firstIssue(parsed.error, prefix);
    throw protocolError(ctx, path, problem);
  }
  return { done: true, result: parsed.data as ResultOf<M> };
}
