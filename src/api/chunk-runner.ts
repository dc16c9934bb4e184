// Runs one call's chunks in parallel (the POST budget paces them), each from the cache or through a
// request on the service, and hands the per-chunk results to `finish`. The first hard failure cancels the
// other chunks; chunks still processing at the end of the schedule surface as one StillProcessingError
// whose keepWaiting() resumes only those request ids, keeping the chunks already done. The first POST of a
// run goes alone: until the service accepts it the key pair is unproven, and a rejected key (401/403) must
// stop the run there, not after every chunk's text has gone to the host.
import type { LruCache } from './cache';
import { cacheKey } from './cache';
import type { Chunk } from './chunking';
import { cancelled } from './clock';
import type { ResultOf } from './completion';
import { StillProcessingError } from './errors';
import { poll, submit, type JobDeps } from './job';
import { createPlan, fixedPlan } from './polling';
import { runTogether, type Task } from './run-together';
import type { PollingOptions } from './types';
import type { CallOptions } from './types';
import type { ModelName } from './wire';

export interface ChunkJob<M extends ModelName, C, T> {
  readonly model: M;
  readonly chunks: readonly Chunk[];
  /** Wire result → chunk-relative normalised result. */
  readonly normalise: (result: ResultOf<M>, chunk: Chunk) => C;
  /** The result of a whitespace-only chunk, which is not sent. */
  readonly blank: (chunk: Chunk) => C;
  readonly finish: (results: readonly C[]) => T;
}

export interface RunnerDeps extends JobDeps {
  readonly pollingOptions: PollingOptions;
  readonly cache: LruCache<unknown> | undefined;
  /** Aborted when the client is disposed: every call in progress ends then. */
  readonly lifetime: AbortSignal;
}

/** Resolves when `gate` does, or rejects with CancelledError as soon as `signal` aborts. */
function untilOpen(gate: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(cancelled(signal));
  return new Promise<void>((resolve, reject) => {
    const onAbort = (): void => reject(cancelled(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    void gate.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

/**
 * Lets the first submission of a run through and holds the others until the service has acknowledged
 * it. If it fails, the gate never opens: the run's failure aborts the held submissions instead.
 */
class FirstSubmission {
  private opened: Promise<void> | undefined;

  async through<T>(send: () => Promise<T>, signal: AbortSignal): Promise<T> {
    if (this.opened === undefined) {
      const first = send();
      this.opened = first.then(
        () => undefined,
        () => new Promise<void>(() => undefined),
      );
      return first;
    }
    await untilOpen(this.opened, signal);
    return send();
  }
}


export async function runChunks<M extends ModelName, C, T>(deps: RunnerDeps, job: ChunkJob<M, C, T>, call: CallOptions): Promise<T> {
  const { model, chunks } = job;
  const n = chunks.length;
  const results = new Map<number, C>();
  const pending = new Map<number, string>();
  const progress = (p: Parameters<NonNullable<CallOptions['onProgress']>>[0]): void => {
    try {
      call.onProgress?.(p);
    } catch {
      // A failing progress display must not fail or leak the request it reports on.
    }
  };

  const complete = (chunk: Chunk, value: C): void => {
    results.set(chunk.index, value);
    progress({ kind: 'chunk-done', model, chunk: chunk.index + 1, chunks: n });
  };

  const gate = new FirstSubmission();
  const first: Task[] = chunks.map((chunk) => async (signal) => {
    const ctx = { signal, onProgress: progress, chunk: chunk.index + 1, chunks: n, text: chunk.text };
    if (chunk.text.trim() === '') return complete(chunk, job.blank(chunk));
    const key = deps.cache === undefined ? undefined : cacheKey(deps.baseUrl, model, chunk.text);
    const cached = key === undefined ? undefined : (deps.cache?.get(key) as C | undefined);
    if (cached !== undefined) return complete(chunk, cached);
    const requestId = await gate.through(() => submit(deps, model, chunk.text, ctx), signal);
    const startedAt = deps.clock.now();
    const plan = createPlan(deps.pollingOptions, deps.history, model, () => minSpacing(deps));
    const outcome = await poll(deps, model, requestId, plan, { ...ctx, startedAt, learn: true });
    if (!outcome.done) return void pending.set(chunk.index, requestId);
    const value = job.normalise(outcome.result, chunk);
    if (key !== undefined) deps.cache?.set(key, value);
    complete(chunk, value);
  });

  const settle = async (tasks: readonly Task[], signal: AbortSignal | undefined): Promise<T> => {
    await runTogether(tasks, signal === undefined ? deps.lifetime : AbortSignal.any([signal, deps.lifetime]));
    if (pending.size > 0) throw stillProcessing();
    return job.finish(chunks.map((c) => results.get(c.index) as C));
  };

  const stillProcessing = (): StillProcessingError<T> => {
    const ids = [...pending.values()];
    const keepWaiting = (options?: { signal?: AbortSignal }): Promise<T> => {
      const resumed: Task[] = [...pending.entries()].map(([index, requestId]) => async (signal) => {
        const chunk = chunks[index];
        if (chunk === undefined) return;
        const ctx = { signal, onProgress: progress, chunk: index + 1, chunks: n, text: chunk.text };
        const plan = fixedPlan(deps.pollingOptions);
        const outcome = await poll(deps, model, requestId, plan, { ...ctx, startedAt: deps.clock.now(), learn: false });
        if (!outcome.done) return;
        pending.delete(index);
        const value = job.normalise(outcome.result, chunk);
        deps.cache?.set(cacheKey(deps.baseUrl, model, chunk.text), value);
        complete(chunk, value);
      });
      return settle(resumed, options?.signal ?? call.signal);
    };
    const which = n === 1 ? '' : ` (${ids.length} of ${n} parts)`;
    return new StillProcessingError<T>(
      `The service is still processing the ${model} request${which} after the polling schedule; keep waiting or try again later. Request id${ids.length === 1 ? '' : 's'}: ${ids.join(', ')}.`,
      ids,
      keepWaiting,
      { model, ...(ids.length === 1 && ids[0] !== undefined ? { requestId: ids[0] } : {}) },
    );
  };

  return settle(first, call.signal);
}

/** Minimum gap between GETs of one request so that all requests polled together fit the GET budget. */
export function minSpacing(deps: RunnerDeps): number {
  const { limit, windowMs } = deps.limiters.GET;
  return (windowMs / limit) * Math.max(1, deps.polling.active);
}
