// One inference request on the service: POST the chunk, then GET under the same model until the result
// is there or the polling schedule is spent. The POST's acknowledgement must be 201 for the structure
// models (the spec) and any 2xx for the others (not shown in the spec).
import { sleep, throwIfAborted } from './clock';
import { readCompletion, type ResultOf } from './completion';
import { ProtocolError } from './errors';
import { exchange, type ExchangeDeps } from './exchange';
import { firstIssue } from './json-path';
import type { CompletionHistory, PollPlan } from './polling';
import type { Progress } from './types';
import { modelUrl } from './url';
import { AcknowledgementSchema, BODY_FIELD, type ModelName } from './wire';

export interface JobDeps extends ExchangeDeps {
  readonly baseUrl: string;
  readonly history: CompletionHistory;
  /** How many requests are being polled right now, across the client (for GET spacing). */
  readonly polling: { active: number };
}

export interface JobContext {
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: Progress) => void;
  readonly chunk: number;
  readonly chunks: number;
  /** The chunk's text: kept out of every error message, the GETs' included (a service may quote it). */
  readonly text?: string;
}

export type PollOutcome<M extends ModelName> =
  | { readonly done: true; readonly result: ResultOf<M> }
  | { readonly done: false; readonly requestId: string };

const STRUCTURE_MODELS: readonly ModelName[] = ['structure', 'structure-ontologies'];

export async function submit(deps: JobDeps, model: ModelName, text: string, ctx: JobContext): Promise<string> {
  ctx.onProgress?.({ kind: 'submitting', model, chunk: ctx.chunk, chunks: ctx.chunks });
  const res = await exchange(deps, {
    method: 'POST',
    url: modelUrl(deps.baseUrl, model),
    model,
    body: JSON.stringify({ [BODY_FIELD[model]]: text }),
    sensitive: text,
    ...(ctx.signal === undefined ? {} : { signal: ctx.signal }),
    ...(ctx.onProgress === undefined ? {} : { onProgress: ctx.onProgress }),
  });
  if (STRUCTURE_MODELS.includes(model) && res.status !== 201) {
    throw new ProtocolError(`The service acknowledged the ${model} request with HTTP ${res.status} instead of 201.`, undefined, {
      model,
      status: res.status,
    });
  }
  const ack = AcknowledgementSchema.safeParse(res.json);
  if (!ack.success) {
    const { path, problem } = firstIssue(ack.error);
    throw new ProtocolError(`The service's ${model} acknowledgement does not match the v2 contract at ${path}: ${problem} (HTTP ${res.status}).`, path, {
      model,
      status: res.status,
    });
  }
  return ack.data.request_id;
}

/**
 * Polls `requestId` under `model` following `plan`. `learn` records the completion time (ms after
 * `startedAt`) in the model's history; resumed polls do not, their start is not the POST's.
 */
export async function poll<M extends ModelName>(
  deps: JobDeps,
  model: M,
  requestId: string,
  plan: PollPlan,
  ctx: JobContext & { readonly startedAt: number; readonly learn: boolean },
): Promise<PollOutcome<M>> {
  const { clock } = deps;
  let lastGet = -Infinity;
  let pendingAt: number | undefined;
  let attempt = 0;
  deps.polling.active++;
  try {
    for (;;) {
      const now = clock.now();
      const delay = plan.next(now - ctx.startedAt, now - lastGet);
      if (delay === undefined) return { done: false, requestId };
      if (attempt > 0) ctx.onProgress?.({ kind: 'next-check', model, chunk: ctx.chunk, chunks: ctx.chunks, requestId, inMs: delay });
      await sleep(clock, delay, ctx.signal);
      throwIfAborted(ctx.signal);
      attempt++;
      ctx.onProgress?.({ kind: 'waiting', model, chunk: ctx.chunk, chunks: ctx.chunks, requestId, attempt });
      const sentAt = clock.now();
      lastGet = sentAt;
      const res = await exchange(deps, {
        method: 'GET',
        url: modelUrl(deps.baseUrl, model, requestId),
        model,
        requestId,
        ...(ctx.text === undefined ? {} : { sensitive: ctx.text }),
        ...(ctx.signal === undefined ? {} : { signal: ctx.signal }),
        ...(ctx.onProgress === undefined ? {} : { onProgress: ctx.onProgress }),
      });
      const completion = readCompletion(res.json, { model, status: res.status, requestId });
      if (completion.done) {
        if (ctx.learn) deps.history.record(model, pendingAt, sentAt - ctx.startedAt);
        return { done: true, result: completion.result };
      }
      pendingAt = sentAt - ctx.startedAt;
    }
  } finally {
    deps.polling.active--;
  }
}
