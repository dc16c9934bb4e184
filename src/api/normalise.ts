// Wire results (already parsed by the zod contract) → the normalised shapes of results.ts, for ONE
// chunk: offsets here are UTF-16 offsets into the chunk (or, for redact-phi, into its output_text).
// merge.ts shifts them into the caller's whole text.
import { placeAll } from './offsets';
import type { Concept, OntologyCode, PhiItem, RedactedItem } from './results';
import {
  CONCEPT_ID_PATTERN,
  ONTOLOGY_KEYS,
  readLabel,
  type EmbeddingsResult,
  type IdentifyPhiResult,
  type Ontologies,
  type OntologyKey,
  type PhiAnnotation,
  type RedactPhiResult,
  type StructureInferenceResult,
} from './wire';

export interface ChunkWarnings {
  readonly dropped: number;
  readonly codePoints: boolean;
}

export interface StructureChunkResult extends ChunkWarnings {
  readonly concepts: readonly Concept[];
}
export interface PhiChunkResult extends ChunkWarnings {
  readonly items: readonly PhiItem[];
}
export interface RedactChunkResult extends ChunkWarnings {
  readonly outputText: string;
  readonly items: readonly RedactedItem[];
}
export interface EmbeddingChunkResult {
  readonly vector: readonly number[];
}

export function cuiOf(conceptId: string): string | undefined {
  return CONCEPT_ID_PATTERN.exec(conceptId)?.[1];
}

/** Keeps only the keys with at least one code; undefined when none has any (absent, null or empty). */
export function normaliseOntologies(ontologies: Ontologies | undefined): Concept['ontologies'] {
  if (ontologies === null || ontologies === undefined) return undefined;
  const out: Partial<Record<OntologyKey, readonly OntologyCode[]>> = {};
  let any = false;
  for (const key of ONTOLOGY_KEYS) {
    const entries = ontologies[key];
    if (entries === undefined || entries.length === 0) continue;
    out[key] = entries.map((e) => ({
      code: e.code,
      ...(e.name === undefined ? {} : { name: e.name }),
      ...(e.aui === undefined ? {} : { aui: e.aui }),
    }));
    any = true;
  }
  return any ? out : undefined;
}

export function normaliseStructure(
  result: StructureInferenceResult,
  source: string,
  withOntologies: boolean,
): StructureChunkResult {
  const { placed, dropped, codePoints } = placeAll(source, result.spans, (s) => ({
    start: s.pos_start,
    end: s.pos_end,
    text: s.text,
  }));
  const concepts = placed.map(({ item: s, start, end }): Concept => {
    const ontologies = withOntologies ? normaliseOntologies(s.ontologies) : undefined;
    return {
      start,
      end,
      text: s.text,
      conceptId: s.concept_id,
      cui: cuiOf(s.concept_id),
      name: s.concept_name,
      type: s.concept_type,
      scoreId: s.score_id,
      scoreType: s.score_type,
      ...(ontologies === undefined ? {} : { ontologies }),
    };
  });
  return { concepts, dropped, codePoints };
}

function labelsOf(a: PhiAnnotation): { type: string; category?: string; score: number } {
  const category = a.labels.category?.label;
  return {
    type: readLabel(a.labels.phi_type.label),
    ...(category === undefined ? {} : { category: readLabel(category) }),
    score: a.labels.phi_type.score,
  };
}

const spanOf = (a: PhiAnnotation): { start: number; end: number; text: string } => ({
  start: a.span.start,
  end: a.span.end,
  text: a.text,
});

export function normaliseIdentifyPhi(result: IdentifyPhiResult, source: string): PhiChunkResult {
  const { placed, dropped, codePoints } = placeAll(source, result.annotations, spanOf);
  const items = placed.map(({ item, start, end }): PhiItem => ({ start, end, text: item.text, ...labelsOf(item) }));
  return { items, dropped, codePoints };
}

/** Redaction annotations are checked against the service's output_text, which they index. */
export function normaliseRedactPhi(result: RedactPhiResult): RedactChunkResult {
  const { placed, dropped, codePoints } = placeAll(result.output_text, result.annotations, spanOf);
  const items = placed.map(({ item, start, end }): RedactedItem => ({ start, end, text: item.text, ...labelsOf(item) }));
  return { outputText: result.output_text, items, dropped, codePoints };
}

export function normaliseEmbeddings(result: EmbeddingsResult): EmbeddingChunkResult {
  return { vector: result.embeddings };
}
