// The bodies of each model's answers, in the configured dialect, each checked against the shared wire
// schemas before it is sent: drift in our own service fails loudly here instead of in a client.
import type { z } from 'zod';
import type { ModelName, OntologyKey, PhiAnnotation, StructureSpan } from '../api/wire';
import type { OntologyKey as EngineOntologyKey } from '../engine/types';
import {
  AcknowledgementSchema,
  bracket,
  CATEGORY_OF_TYPE,
  EnvelopeSchema,
  ModelsResponseSchema,
  MODEL_NAMES,
  RESULT_SCHEMA,
  STATUS_COMPLETED,
  STATUS_SUBMITTED,
} from '../api/wire';
import type { Dialect } from './options';
import type { ConceptMatch, Engine, PhiFinding } from '../engine/types';
import { redactText } from '../engine/phi/redact';
import type { Job } from './jobs';

// The engine imports nothing of the wire contract, so it names the ontology keys itself: they must agree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const ENGINE_ONTOLOGY_KEYS_MATCH_WIRE: Same<EngineOntologyKey, OntologyKey> = true;

export class ContractViolation extends Error {
  constructor(what: string, issues: string) {
    super(`The service built a ${what} that breaks the wire contract: ${issues}`);
  }
}

function validated<T>(schema: z.ZodType, value: T, what: string): T {
  const parsed = schema.safeParse(value);
  // Issue paths and codes only: the values could be text.
  if (!parsed.success) throw new ContractViolation(what, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`).join('; '));
  return value;
}

type Output =
  | { readonly kind: 'concepts'; readonly concepts: readonly ConceptMatch[] }
  | { readonly kind: 'phi'; readonly findings: readonly PhiFinding[] }
  | { readonly kind: 'redacted'; readonly outputText: string; readonly items: readonly PhiFinding[] }
  | { readonly kind: 'embedding'; readonly vector: readonly number[] };

/** Runs the engine for this job once; later GETs reuse the output. */
function outputOf(job: Job, engine: Engine): Output {
  if (job.output !== undefined) return job.output as Output;
  let output: Output;
  switch (job.model) {
    case 'structure':
    case 'structure-ontologies':
      output = { kind: 'concepts', concepts: engine.findConcepts(job.text) };
      break;
    case 'identify-phi':
      output = { kind: 'phi', findings: engine.identifyPhi(job.text) };
      break;
    case 'redact-phi': {
      const redacted = redactText(job.text, engine.identifyPhi(job.text));
      output = { kind: 'redacted', outputText: redacted.outputText, items: redacted.items };
      break;
    }
    case 'embeddings':
      output = { kind: 'embedding', vector: engine.embed(job.text) };
      break;
  }
  job.output = output;
  return output;
}

/** Scores as the spec shows them: three decimals, within (0, 1]. */
function score(value: number): number {
  return Math.min(1, Math.max(0.001, Math.round(value * 1000) / 1000));
}

function span(text: string, concept: ConceptMatch, withOntologies: boolean): StructureSpan {
  const base: StructureSpan = {
    concept_id: `UMLS:${concept.cui}`,
    concept_name: concept.name,
    concept_type: concept.type,
    pos_start: concept.start,
    pos_end: concept.end,
    score_id: score(concept.scoreId),
    score_type: score(concept.scoreType),
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

function annotation(text: string, finding: PhiFinding, dialect: Dialect): PhiAnnotation {
  return {
    labels: {
      phi_type: { label: bracket(finding.type), score: score(finding.score) },
      ...(dialect.omitCategory ? {} : { category: { label: bracket(CATEGORY_OF_TYPE[finding.type]) } }),
    },
    text: text.slice(finding.start, finding.end),
    span: { start: finding.start, end: finding.end },
  };
}

/** What the schemas cannot say: every offset pair lies within its text, start before end. */
function checkOffsets(output: Output, textLength: number): void {
  const pairs =
    output.kind === 'concepts' ? output.concepts : output.kind === 'phi' ? output.findings : output.kind === 'redacted' ? output.items : [];
  const length = output.kind === 'redacted' ? output.outputText.length : textLength;
  for (const { start, end } of pairs) {
    if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= length)) {
      throw new ContractViolation('result', `offsets ${start}-${end} outside a text of length ${length}`);
    }
  }
}

/** The result part of a completed GET, in the documented (bare) shape of its model. */
function resultOf(job: Job, engine: Engine, dialect: Dialect): Record<string, unknown> {
  const output = outputOf(job, engine);
  checkOffsets(output, job.text.length);
  switch (output.kind) {
    case 'concepts':
      return { text: job.text, spans: output.concepts.map((c) => span(job.text, c, job.model === 'structure-ontologies')) };
    case 'phi':
      return { input_text: job.text, annotations: output.findings.map((f) => annotation(job.text, f, dialect)) };
    case 'redacted':
      return { output_text: output.outputText, annotations: output.items.map((f) => annotation(output.outputText, f, dialect)) };
    case 'embedding':
      return { input_text: job.text, embeddings: [...output.vector] };
  }
}

export function modelsBody(): Record<string, unknown> {
  return validated(ModelsResponseSchema, { models: [...MODEL_NAMES] }, 'models list');
}

export function acknowledgementBody(job: Job): Record<string, unknown> {
  const body = {
    request_id: job.id,
    ...(job.model === 'structure' || job.model === 'structure-ontologies' ? { text: job.text } : {}),
    model_type: job.model,
    inference_status: STATUS_SUBMITTED,
    message: `A new inference request was created for the model ${job.model}.`,
  };
  return validated(AcknowledgementSchema, body, 'acknowledgement');
}

export function pendingBody(job: Job): Record<string, unknown> {
  const body = {
    request_id: job.id,
    model_type: job.model,
    inference_status: STATUS_SUBMITTED,
    message: 'The inference request is still being processed; poll again later.',
  };
  return validated(EnvelopeSchema, body, 'pending envelope');
}

/** Structure models always answer in the envelope; the others bare unless the dialect asks for it. */
export function completedBody(job: Job, engine: Engine, dialect: Dialect): Record<string, unknown> {
  const result = validated(RESULT_SCHEMA[job.model], resultOf(job, engine, dialect), `${job.model} result`);
  if (!usesEnvelope(job.model, dialect)) return result;
  const body = {
    request_id: job.id,
    inference_result: result,
    model_type: job.model,
    inference_status: STATUS_COMPLETED,
    message: 'The results of the inference request are ready.',
  };
  return validated(EnvelopeSchema, body, 'result envelope');
}

export function usesEnvelope(model: ModelName, dialect: Dialect): boolean {
  return model === 'structure' || model === 'structure-ontologies' || dialect.envelope === true;
}
