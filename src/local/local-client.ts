// The TextInferenceClient of the local engine, for the offline default: no HTTP and no polling. Each chunk
// (the same chunks as the HTTP client cuts) is one task on the engine pool; a worker runs the engine and
// normalises its output (chunk-task.ts), and finishes what reads the whole text (structure's abbreviations
// and assertions), so the calling thread never runs engine work: it only merges PHI, redaction and embeddings. Results go through
// the same wire results, normalisers and merges as the HTTP path (src/api/models.ts): the same answers.
import { setMaxListeners } from 'node:events';
import { runTogether, type Task } from '../api/run-together';
import type { Chunk } from '../api/chunking';
import { cancelled } from '../api/clock';
import { CancelledError, ServerError } from '../api/errors';
import { modelMethods, type RunChunks, type SplitText } from '../api/models';
import type { CallOptions, Progress, TextInferenceClient } from '../api/types';
import { MAX_TEXT_CHARS, MODEL_NAMES, type ModelName } from '../api/wire';
import { chunksAt, type LocalTask } from './chunk-task';

/** What the client needs of the pool (an EnginePool running src/local/worker.ts). */
export interface ChunkRunner {
  run(task: LocalTask, signal?: AbortSignal): Promise<unknown>;
}

export interface LocalClientOptions {
  readonly engine: ChunkRunner;
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
    // A `finish` that reads the whole text (structure's abbreviations and assertions) is engine work: a
    // worker runs it, in the chunk's own trip when the text is one chunk, else in one more task.
    const offThread = spec.finishReadsText === true;
    const whole = offThread && n === 1 && chunks[0]!.text === text && text.trim() !== '';
    let finished: unknown;
    const progress = (p: Progress): void => {
      try {
        call.onProgress?.(p);
      } catch {
        // A failing progress display must not fail the request it reports on.
      }
    };
    const task = (chunk: Chunk): Task => async (signal) => {
      if (chunk.text.trim() === '') {
        results[chunk.index] = spec.blank(chunk);
      } else {
        progress({ kind: 'submitting', model: spec.model, chunk: chunk.index + 1, chunks: n });
        try {
          // The worker answers spec.normalise of this model for this chunk, or with `whole` spec.finish
          // over it (chunk-task.ts).
          const explain = call.explain === true ? ({ explain: true } as const) : {};
          if (whole) finished = await engine.run({ model: spec.model, chunk, whole: true, ...explain }, signal);
          else results[chunk.index] = await engine.run({ model: spec.model, chunk, ...explain }, signal);
        } catch (e) {
          throw clientError(e, spec.model, signal);
        }
      }
      progress({ kind: 'chunk-done', model: spec.model, chunk: chunk.index + 1, chunks: n });
    };
    const outer = call.signal === undefined ? lifetime.signal : AbortSignal.any([call.signal, lifetime.signal]);
    await runTogether(chunks.map(task), outer);
    type Finished = ReturnType<typeof spec.finish>;
    if (whole) return finished as Finished;
    if (!offThread) return spec.finish(text, chunks, results as Parameters<typeof spec.finish>[2]);
    try {
      const ends = chunks.map((c) => c.end);
      return (await engine.run({ finish: spec.model, text, ends, results }, outer)) as Finished;
    } catch (e) {
      throw clientError(e, spec.model, outer);
    }
  };

  // A text of one chunk is not worth a trip; a longer one is cut on a worker (splitting a megabyte takes
  // the calling thread tens of milliseconds, and the sentence segmenter's first use about as long again).
  const split: SplitText = async (text, maxChunkChars, { model, signal }) => {
    if (text.length <= maxChunkChars) return [{ index: 0, start: 0, end: text.length, text }];
    const outer = signal === undefined ? lifetime.signal : AbortSignal.any([signal, lifetime.signal]);
    let ends: unknown;
    try {
      ends = await engine.run({ split: text, maxChunkChars }, outer);
    } catch (e) {
      throw clientError(e, model, outer);
    }
    return chunksAt(text, ends as number[]);
  };

  return {
    baseUrl: LOCAL_BASE_URL,
    ...modelMethods(options.maxChunkChars ?? MAX_TEXT_CHARS, run, split),
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
