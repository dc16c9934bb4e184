// What the LocalClient asks of a worker: to cut a long text into chunks (splitText's rules; only the cuts
// come back), or to analyse one chunk: the engine's output written as the model's wire result
// (wire-results.ts), normalised as the HTTP client normalises a response (src/api/models.ts). Workers do
// both, so the calling thread only slices, merges and reports progress.
import { splitText, type Chunk } from '../api/chunking';
import { MODEL_SPECS } from '../api/models';
import type { ModelName } from '../api/wire';
import { runEngineTask } from '../engine/tasks';
import type { Engine } from '../engine/types';
import { OPERATION_OF_MODEL, wireResult } from './wire-results';

export interface ChunkTask {
  readonly model: ModelName;
  readonly chunk: Chunk;
}

export interface SplitTask {
  readonly split: string;
  readonly maxChunkChars: number;
}

/** Which lexicon the worker's engine loaded (loading it if it has not yet). */
export interface LexiconTask {
  readonly lexicon: true;
}

export type LocalTask = ChunkTask | SplitTask | LexiconTask;

/** The end offset of each chunk of `text` under splitText's rules (numbers only cross back). */
export function chunkEnds({ split, maxChunkChars }: SplitTask): number[] {
  return splitText(split, maxChunkChars).map((c) => c.end);
}

/** The chunks of `text` whose ends `chunkEnds` found. */
export function chunksAt(text: string, ends: readonly number[]): Chunk[] {
  return ends.map((end, index) => {
    const start = index === 0 ? 0 : (ends[index - 1] ?? 0);
    return { index, start, end, text: text.slice(start, end) };
  });
}

/** The chunk's normalised result, the same value the HTTP client's normaliser gives for this model. */
export function analyseChunk(engine: Engine, { model, chunk }: ChunkTask): unknown {
  const output = runEngineTask(engine, { op: OPERATION_OF_MODEL[model], text: chunk.text });
  // wireResult gives ResultOf<typeof model>, the input of this model's normaliser.
  const normalise = MODEL_SPECS[model].normalise as (result: unknown, chunk: Chunk) => unknown;
  return normalise(wireResult(model, chunk.text, output), chunk);
}
