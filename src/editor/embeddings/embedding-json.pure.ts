// The JSON an embedding opens as. A text over one call's 10,000 characters has no single embedding in
// the v2 API; the user chooses one vector per part (each with its character range) or the mean of the
// part vectors, and the document says which it is so a mean is never taken for the text's embedding.
// Pure, unit-tested on Node.
import { EMBEDDING_DIMENSIONS } from '../../nlp/embedding-size';

/** How a text longer than one call is embedded. */
export type LongTextMode = 'per-part' | 'mean';

export interface PartVector {
  /** Document offsets of the part the vector is for. */
  readonly start: number;
  readonly end: number;
  readonly vector: readonly number[];
}

/** One selection (or the document) and the vectors that came back for it. */
export interface EmbeddedText {
  readonly start: number;
  readonly end: number;
  readonly inputLength: number;
  readonly vectors: readonly PartVector[];
}

/** Element-wise arithmetic mean (not re-normalised). */
export function meanVector(vectors: readonly (readonly number[])[]): number[] {
  const first = vectors[0];
  if (!first) return [];
  const sum = new Array<number>(first.length).fill(0);
  for (const v of vectors) for (let i = 0; i < sum.length; i++) sum[i] = (sum[i] ?? 0) + (v[i] ?? 0);
  return sum.map((x) => x / vectors.length);
}

export const MEAN_LABEL = (n: number): string => `mean of ${n} part vectors (arithmetic, not re-normalised): not an embedding of the whole text`;
export const PER_PART_LABEL = 'one vector per part, each with its character range in the document';

function oneText(text: EmbeddedText, mode: LongTextMode | undefined): Record<string, unknown> {
  const [only] = text.vectors;
  if (text.vectors.length === 1 && only) return { inputLength: text.inputLength, start: text.start, end: text.end, embedding: only.vector };
  if (mode === 'mean') {
    return {
      inputLength: text.inputLength,
      start: text.start,
      end: text.end,
      kind: MEAN_LABEL(text.vectors.length),
      parts: text.vectors.map((v) => ({ start: v.start, end: v.end })),
      embedding: meanVector(text.vectors.map((v) => v.vector)),
    };
  }
  return {
    inputLength: text.inputLength,
    start: text.start,
    end: text.end,
    kind: PER_PART_LABEL,
    parts: text.vectors.map((v) => ({ start: v.start, end: v.end, embedding: v.vector })),
  };
}

export function embeddingJson(texts: readonly EmbeddedText[], mode?: LongTextMode): string {
  const dimensions = texts[0]?.vectors[0]?.vector.length ?? EMBEDDING_DIMENSIONS;
  const [only] = texts;
  const body = texts.length === 1 && only ? { model: 'embeddings', dimensions, ...oneText(only, mode) } : { model: 'embeddings', dimensions, selections: texts.map((t) => oneText(t, mode)) };
  return `${JSON.stringify(body, null, 2)}\n`;
}

/** What Copy Embedding Vector copies: the last text's vector (or mean), or its part vectors as an array of arrays. */
export function copyValue(texts: readonly EmbeddedText[], mode?: LongTextMode): readonly number[] | readonly (readonly number[])[] | undefined {
  const last = texts[texts.length - 1];
  if (!last || last.vectors.length === 0) return undefined;
  if (last.vectors.length === 1) return last.vectors[0]?.vector;
  return mode === 'mean' ? meanVector(last.vectors.map((v) => v.vector)) : last.vectors.map((v) => v.vector);
}
