// The TextInferenceClient of the local engine, for the offline default: no HTTP and no polling. Each chunk
// (the same chunks as the HTTP client cuts) is one task on the engine pool, so the calling thread only
// splits, normalises and merges; the engine runs on worker threads. Results go through the same wire
// results, normalisers and merges as the HTTP path (src/api/models.ts), so both give the same answers.
import { setMaxListeners } from 'node:events';
import { runTogether, type Task } from '../api/run-together';
import type { Chunk } from '../api/chunking';
import { cancelled } from '../api/clock';
import { CancelledError, ServerError } from '../api/errors';
import { modelMethods, type RunChunks } from '../api/models';
import type { CallOptions, Progress, TextInferenceClient } from '../api/types';
import { MAX_TEXT_CHARS, MODEL_NAMES, type ModelName } from '../api/wire';
import type { EngineOutput, EngineTask } from '../engine/tasks';
import { OPERATION_OF_MODEL, wireResult } from './wire-results';

/** What the client needs of the pool (EnginePool); a test may pass another runner. */
export interface EngineRunner {
  run(task: EngineTask, signal?: AbortSignal): Promise<EngineOutput>;
}

export interface LocalClientOptions {
  readonly engine: EngineRunner;
  /** Characters per chunk; the spec's 10,000 (as the HTTP client) unless a test lowers it. */
  readonly maxChunkChars?: number;
}

/** Not a URL anything listens on: names the local engine where a client's baseUrl is shown or keyed. */
export const LOCAL_BASE_URL = 'local:engine';

/** A pool failure (crash, busy, closed, engine error) as the client's ServerError; aborts as CancelledError. */
function clientError(error: unknown, model: ModelName, signal: AbortSignal): Error {
  if (signal.aborted) return cancelled(signal);
  if (error instanceof CancelledError) return error;
  const message = error instanceof Error ? error.message : 'The local engine failed.';
  return new ServerError(message, { model, cause: error });
}

export function createLocalClient(options: LocalClientOptions): TextInferenceClient {
  const { engine } = options;
  const lifetime = new AbortController();
  // Every call in progress listens for disposal; many concurrent calls are normal, not a leak.
  setMaxListeners(0, lifetime.signal);

  const run: RunChunks = async (spec, text, chunks, call) => {
    const n = chunks.length;
    const results: unknown[] = new Array<unknown>(n);
    const progress = (p: Progress): void => {
      try {
        call.onProgress?.(p);
      } catch {
        // A failing progress display must not fail the request it reports on.
      }
    };
    const task = (chunk: Chunk): Task => async (signal) => {
      let value;
      if (chunk.text.trim() === '') {
        value = spec.blank(chunk);
      } else {
        progress({ kind: 'submitting', model: spec.model, chunk: chunk.index + 1, chunks: n });
        let output: EngineOutput;
        try {
          output = await engine.run({ op: OPERATION_OF_MODEL[spec.model], text: chunk.text }, signal);
        } catch (e) {
          throw clientError(e, spec.model, signal);
        }
        value = spec.normalise(wireResult(spec.model, chunk.text, output), chunk);
      }
      results[chunk.index] = value;
      progress({ kind: 'chunk-done', model: spec.model, chunk: chunk.index + 1, chunks: n });
    };
    const outer = call.signal === undefined ? lifetime.signal : AbortSignal.any([call.signal, lifetime.signal]);
    await runTogether(chunks.map(task), outer);
    return spec.finish(text, chunks, results as Parameters<typeof spec.finish>[2]);
  };

  return {
    baseUrl: LOCAL_BASE_URL,
    ...modelMethods(options.maxChunkChars ?? MAX_TEXT_CHARS, run),
    listModels: (_call: CallOptions = {}) => Promise.resolve([...MODEL_NAMES]),
    // Nothing is cached: the engine answers a chunk in milliseconds, and keeping text costs privacy.
    clearCache: () => undefined,
    dispose(): Promise<void> {
      // Ends this client's calls (their workers are stopped); the pool itself belongs to its creator.
      if (!lifetime.signal.aborted) lifetime.abort(new CancelledError('The client was disposed.'));
      return Promise.resolve();
    },
  };
}
