// The engine's output for one text, written as the v2 wire result of a model: what the reference service
// answers over HTTP and what the LocalClient hands to the same normalisers, so both paths give the same
// results. Scores as the spec shows them; span texts sliced from the analysed text.
import type { EngineOutput } from '../engine/tasks';
import type { ConceptMatch, OntologyKey as EngineOntologyKey, EnginePhiFinding } from '../engine/types';
import type { ResultOf } from '../api/completion';
import { bracket, CATEGORY_OF_TYPE, type ModelName, type OntologyKey, type PhiAnnotation, type StructureSpan } from '../api/wire';
import type { EngineOperation } from '../engine/tasks';

// The engine imports nothing of the wire contract, so it names the ontology keys itself: they must agree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const ENGINE_ONTOLOGY_KEYS_MATCH_WIRE: Same<EngineOntologyKey, OntologyKey> = true;

/** The engine operation behind each model. */
export const OPERATION_OF_MODEL = {
  structure: 'concepts',
  'structure-ontologies': 'concepts',
  'identify-phi': 'phi',
  'redact-phi': 'redact',
  embeddings: 'embed',
} as const satisfies Record<ModelName, EngineOperation>;

export interface WireStyle {
  /** Leave labels.category out of PHI annotations (a dialect of the reference service). */
  readonly omitCategory?: boolean;
}

/** Scores as the spec shows them: three decimals, within (0, 1]. */
export function wireScore(value: number): number {
  return Math.min(1, Math.max(0.001, Math.round(value * 1000) / 1000));
}

function span(text: string, concept: ConceptMatch, withOntologies: boolean): StructureSpan {
  const base: StructureSpan = {
    concept_id: `UMLS:${concept.cui}`,
    concept_name: concept.name,
    concept_type: concept.type,
    pos_start: concept.start,
    pos_end: concept.end,
    score_id: wireScore(concept.scoreId),
    score_type: wireScore(concept.scoreType),
    text: text.slice(concept.start, concept.end),
  };
  if (!withOntologies) return base;
  const ontologies: Record<string, { aui?: string; code: string; name?: string }[]> = {};
  for (const [key, entries] of Object.entries(concept.ontologies)) {
    if (entries === undefined || entries.length === 0) continue;
    ontologies[key] = entries.map((e) => ({
      ...(e.aui === undefined ? {} : { aui: e.aui }),
      code: e.code,
      ...(e.name === undefined ? {} : { name: e.name }),
    }));
  }
  return { ...base, ontologies };
}

/** Never the finding's rule: provenance stays on this side of the wire (the spec has no field for it). */
function annotation(text: string, finding: Omit<EnginePhiFinding, 'rule'>, style: WireStyle): PhiAnnotation {
  return {
    labels: {
      phi_type: { label: bracket(finding.type), score: wireScore(finding.score) },
      ...(style.omitCategory ? {} : { category: { label: bracket(CATEGORY_OF_TYPE[finding.type]) } }),
    },
    text: text.slice(finding.start, finding.end),
    span: { start: finding.start, end: finding.end },
  };
}

export class OutputMismatch extends Error {
  override readonly name = 'OutputMismatch';
}

/** The wire result of `model` for `text`, from the engine's output for it (of OPERATION_OF_MODEL[model]). */
export function wireResult<M extends ModelName>(model: M, text: string, output: EngineOutput, style: WireStyle = {}): ResultOf<M> {
  const result = build(model, text, output, style);
  if (result === undefined) throw new OutputMismatch(`The engine answered ${output.kind} to a ${model} request.`);
  return result as ResultOf<M>;
}

function build(model: ModelName, text: string, output: EngineOutput, style: WireStyle): Record<string, unknown> | undefined {
  switch (output.kind) {
    case 'concepts':
      if (model !== 'structure' && model !== 'structure-ontologies') return undefined;
      return { text, spans: output.concepts.map((c) => span(text, c, model === 'structure-ontologies')) };
    case 'phi':
      if (model !== 'identify-phi') return undefined;
      return { input_text: text, annotations: output.findings.map((f) => annotation(text, f, style)) };
    case 'redacted':
      if (model !== 'redact-phi') return undefined;
      return { output_text: output.outputText, annotations: output.items.map((f) => annotation(output.outputText, f, style)) };
    case 'embedding':
      if (model !== 'embeddings') return undefined;
      return { input_text: text, embeddings: [...output.vector] };
  }
}
