// Per-chunk results → one result over the caller's whole text, in document order: offsets shift by each
// chunk's start; for redact-phi the output texts concatenate and annotation offsets shift by the length
// of the output so far.
import type { Chunk } from './chunking';
import type { EmbeddingChunkResult, PhiChunkResult, RedactChunkResult, StructureChunkResult } from './normalise';
import type { EmbeddingResult, PhiResult, RedactionResult, ResultWarnings, StructureResult } from './results';

function warnings(results: readonly { dropped: number; codePoints: boolean }[]): ResultWarnings {
  return {
    droppedSpans: results.reduce((n, r) => n + r.dropped, 0),
    codePointOffsets: results.some((r) => r.codePoints),
  };
}

function shift<T extends { start: number; end: number }>(item: T, by: number): T {
  return by === 0 ? item : { ...item, start: item.start + by, end: item.end + by };
}

export function mergeStructure(
  model: StructureResult['model'],
  chunks: readonly Chunk[],
  results: readonly StructureChunkResult[],
): StructureResult {
  const concepts = results.flatMap((r, i) => r.concepts.map((c) => shift(c, chunks[i]?.start ?? 0)));
  return { model, concepts, chunks: chunks.length, warnings: warnings(results) };
}

export function mergePhi(chunks: readonly Chunk[], results: readonly PhiChunkResult[]): PhiResult {
  const items = results.flatMap((r, i) => r.items.map((item) => shift(item, chunks[i]?.start ?? 0)));
  return { model: 'identify-phi', items, chunks: chunks.length, warnings: warnings(results) };
}

export function mergeRedaction(chunks: readonly Chunk[], results: readonly RedactChunkResult[]): RedactionResult {
  let outputText = '';
  const items: RedactionResult['items'][number][] = [];
  for (const r of results) {
    const by = outputText.length;
    for (const item of r.items) items.push(shift(item, by));
    outputText += r.outputText;
  }
  return { model: 'redact-phi', outputText, items, chunks: chunks.length, warnings: warnings(results) };
}

export function mergeEmbeddings(
  text: string,
  chunks: readonly Chunk[],
  results: readonly (EmbeddingChunkResult | undefined)[],
): EmbeddingResult {
  const vectors = chunks.flatMap((c, i) => {
    const r = results[i];
    return r === undefined ? [] : [{ start: c.start, end: c.end, vector: r.vector }];
  });
  return { model: 'embeddings', inputLength: text.length, vectors };
}
