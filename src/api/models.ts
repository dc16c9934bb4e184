// The one table of models: for each, how a chunk's wire result is normalised, what a blank chunk yields,
// and how the chunks' results merge into one. Every client (HTTP in client.ts, the local engine's in
// src/local) builds its methods from it with `modelMethods`, so input checks, chunking and merging are the
// same whichever path the text takes; only `RunChunks` (how one chunk's wire result is obtained) differs.
import { splitText, type Chunk } from './chunking';
import type { ResultOf } from './completion';
import { completeStructure } from './concept-context';
import { EmptyInputError, NotChunkableError } from './errors';
import { mergeEmbeddings, mergePhi, mergeRedaction, mergeStructure } from './merge';
import {
  normaliseEmbeddings,
  normaliseIdentifyPhi,
  normaliseRedactPhi,
  normaliseStructure,
  type EmbeddingChunkResult,
  type PhiChunkResult,
  type RedactChunkResult,
  type StructureChunkResult,
} from './normalise';
import type { EmbeddingResult, PhiResult, RedactionResult, StructureResult } from './results';
import type { CallOptions, EmbeddingCallOptions, TextInferenceClient } from './types';
import type { ModelName } from './wire';

export interface ModelSpec<M extends ModelName, C, T> {
  readonly model: M;
  /** Wire result → chunk-relative normalised result. */
  readonly normalise: (result: ResultOf<M>, chunk: Chunk) => C;
  /** The result of a whitespace-only chunk, which is not sent. */
  readonly blank: (chunk: Chunk) => C;
  /** The chunks' results (in chunk order) → one result over the whole text. */
  readonly finish: (text: string, chunks: readonly Chunk[], results: readonly C[]) => T;
  /**
   * `finish` reads the whole text (engine-like work, not just a merge): a client with workers runs it
   * there, off its own thread (src/local); the HTTP client runs it itself.
   */
  readonly finishReadsText?: boolean;
}

const spec = <M extends ModelName, C, T>(s: ModelSpec<M, C, T>): ModelSpec<M, C, T> => s;

function structureSpec<M extends 'structure' | 'structure-ontologies'>(model: M): ModelSpec<M, StructureChunkResult, StructureResult> {
  return {
    model,
    normalise: (result, chunk) => normaliseStructure(result, chunk.text, model === 'structure-ontologies'),
    blank: () => ({ concepts: [], dropped: 0, codePoints: false }),
    // Abbreviations across chunks and assertions need the whole document: after the merge.
    finish: (text, chunks, results) => completeStructure(text, mergeStructure(model, chunks, results)),
    finishReadsText: true,
  };
}

export const MODEL_SPECS = {
  structure: structureSpec('structure'),
  'structure-ontologies': structureSpec('structure-ontologies'),
  'identify-phi': spec<'identify-phi', PhiChunkResult, PhiResult>({
    model: 'identify-phi',
    normalise: (result, chunk) => normaliseIdentifyPhi(result, chunk.text),
    blank: () => ({ items: [], dropped: 0, codePoints: false }),
    finish: (_text, chunks, results) => mergePhi(chunks, results),
  }),
  'redact-phi': spec<'redact-phi', RedactChunkResult, RedactionResult>({
    model: 'redact-phi',
    normalise: (result) => normaliseRedactPhi(result),
    blank: (chunk) => ({ outputText: chunk.text, items: [], dropped: 0, codePoints: false }),
    finish: (_text, chunks, results) => mergeRedaction(chunks, results),
  }),
  embeddings: spec<'embeddings', EmbeddingChunkResult | undefined, EmbeddingResult>({
    model: 'embeddings',
    normalise: (result) => normaliseEmbeddings(result),
    blank: () => undefined,
    finish: (text, chunks, results) => mergeEmbeddings(text, chunks, results),
  }),
} as const satisfies { readonly [M in ModelName]: { readonly model: M } };

/** Obtains every chunk's wire result, normalises each with `spec` and returns `spec.finish` of them. */
export type RunChunks = <M extends ModelName, C, T>(
  spec: ModelSpec<M, C, T>,
  text: string,
  chunks: readonly Chunk[],
  call: CallOptions,
) => Promise<T>;

export type ModelMethods = Pick<TextInferenceClient, 'structure' | 'structureOntologies' | 'identifyPhi' | 'redactPhi' | 'embeddings'>;

function requireText(text: string, model: ModelName): void {
  if (typeof text !== 'string' || text.trim() === '') {
    throw new EmptyInputError(`Nothing to send to ${model}: the text is empty or only whitespace.`, { model });
  }
}

/** splitText, or the same rules run elsewhere (the local engine splits long texts on a worker thread). */
export type SplitText = (
  text: string,
  maxChunkChars: number,
  call: { readonly model: ModelName; readonly signal: AbortSignal | undefined },
) => readonly Chunk[] | Promise<readonly Chunk[]>;

/**
 * The model methods of a client whose chunks `run` obtains; `split` cuts the text into chunks of at most
 * `maxChunkChars` (splitText's rules).
 */
export function modelMethods(maxChunkChars: number, run: RunChunks, split: SplitText = (text, max) => splitText(text, max)): ModelMethods {
  const call = async <M extends ModelName, C, T>(spec: ModelSpec<M, C, T>, text: string, options: CallOptions = {}): Promise<T> => {
    requireText(text, spec.model);
    // Splitting must never produce a chunk longer than one call accepts.
    return run(spec, text, await split(text, maxChunkChars, { model: spec.model, signal: options.signal }), options);
  };
  return {
    structure: (text, options) => call(MODEL_SPECS.structure, text, options),
    structureOntologies: (text, options) => call(MODEL_SPECS['structure-ontologies'], text, options),
    identifyPhi: (text, options) => call(MODEL_SPECS['identify-phi'], text, options),
    redactPhi: (text, options) => call(MODEL_SPECS['redact-phi'], text, options),
    async embeddings(text, options: EmbeddingCallOptions = {}) {
      requireText(text, 'embeddings');
      if (text.length > maxChunkChars && options.perChunk !== true) {
        throw new NotChunkableError(
          `The text is ${text.length} characters, over the ${maxChunkChars} of one embeddings call, and one embedding of a split text is not defined; ask for one vector per chunk (perChunk) or shorten the text.`,
          { model: 'embeddings' },
        );
      }
      return call(MODEL_SPECS.embeddings, text, options);
    },
  };
}
