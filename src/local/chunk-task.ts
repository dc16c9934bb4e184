// What the LocalClient asks of a worker: to cut a long text into chunks (splitText's rules; only the cuts
// come back), or to analyse one chunk: the engine's output written as the model's wire result
// (wire-results.ts), normalised as the HTTP client normalises a response (src/api/models.ts); and, for a
// model whose `finish` reads the whole text (structure: abbreviations across chunks, assertions), to
// finish the chunks' results (or, for a text of one chunk, to analyse and finish it in one trip). Workers
// do all of it, so the calling thread only slices, merges what is a plain merge, and reports progress.
import { splitText, type Chunk } from '../api/chunking';
import { MODEL_SPECS } from '../api/models';
import type { ModelName } from '../api/wire';
import { runEngineTask, type EngineOutput } from '../engine/tasks';
import type { PhiItem } from '../api/results';
import type { PhiEvidence } from '../deid/phi-evidence';
import type { ServiceResultTask } from './service-result';
import type { Engine } from '../engine/types';
import { OPERATION_OF_MODEL, wireResult } from './wire-results';

export interface ChunkTask {
  readonly model: ModelName;
  readonly chunk: Chunk;
  /** The chunk is the whole text: answer the model's finished result over it, not the chunk's. */
  readonly whole?: true;
  /** identify-phi: add each item's evidence (CallOptions.explain). */
  readonly explain?: true;
}

/** The model's `finish` over the whole text, from its chunks' ends and normalised results (in order). */
export interface FinishTask {
  readonly finish: ModelName;
  readonly text: string;
  readonly ends: readonly number[];
  readonly results: readonly unknown[];
}

export interface SplitTask {
  readonly split: string;
  readonly maxChunkChars: number;
}

/** Which lexicon the worker's engine loaded (loading it if it has not yet). */
export interface LexiconTask {
  readonly lexicon: true;
}

export type LocalTask = ChunkTask | SplitTask | LexiconTask | FinishTask | ServiceResultTask;

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

type Finish = (text: string, chunks: readonly Chunk[], results: readonly unknown[]) => unknown;

/**
 * The chunk's normalised result, the same value the HTTP client's normaliser gives for this model; with
 * `whole`, the model's finished result over the chunk as the whole text (what the HTTP client returns).
 */
export function analyseChunk(engine: Engine, { model, chunk, whole, explain }: ChunkTask): unknown {
  const output = runEngineTask(engine, { op: OPERATION_OF_MODEL[model], text: chunk.text });
  // wireResult gives ResultOf<typeof model>, the input of this model's normaliser.
  const normalise = MODEL_SPECS[model].normalise as (result: unknown, chunk: Chunk) => unknown;
  const result = withRules(normalise(wireResult(model, chunk.text, output), chunk), output, explain === true ? engine : undefined, chunk.text);
  return whole === true ? (MODEL_SPECS[model].finish as Finish)(chunk.text, [chunk], [result]) : result;
}

/** The model's finished result over the whole text, as the HTTP client's `finish` gives it. */
export function finishChunks({ finish: model, text, ends, results }: FinishTask): unknown {
  return (MODEL_SPECS[model].finish as Finish)(text, chunksAt(text, ends), results);
}

/**
 * The engine's rule ids (and, when asked, each identify-phi finding's evidence: cue word, word lists) put back
 * on the normalised PHI items: the wire result has no room for them (the reference service sends exactly
 * that), so they are matched by span, which the normaliser keeps. Redaction items carry their rule only:
 * their offsets are into the redacted text, where the evidence is gone.
 */
function withRules(result: unknown, output: EngineOutput, explainer: Engine | undefined, text: string): unknown {
  const findings = output.kind === 'phi' ? output.findings : output.kind === 'redacted' ? output.items : undefined;
  if (findings === undefined || findings.length === 0) return result;
  const evidence = output.kind === 'phi' ? explainer?.explainPhi?.(text, output.findings) : undefined;
  const ruleAt = new Map<string, { rule: string; evidence?: PhiEvidence }>();
  findings.forEach((f, i) => {
    const e = evidence?.[i];
    if (f.rule !== undefined) ruleAt.set(`${f.start}:${f.end}`, e === undefined ? { rule: f.rule } : { rule: f.rule, evidence: e });
  });
  const r = result as { readonly items: readonly PhiItem[] };
  const items = r.items.map((item) => {
    const why = ruleAt.get(`${item.start}:${item.end}`);
    return why === undefined ? item : { ...item, ...why };
  });
  return { ...r, items };
}
