// The wire contract of the Text Inference Service v2, as zod schemas: the one source of truth for the
// client (which parses every response with these) and the reference service (which validates its own
// output with them). Where the spec leaves a gap ("not shown"), the schemas are tolerant.
import { z } from 'zod';
import { EMBEDDING_DIMENSIONS } from '../nlp/embedding-size';

export const MODEL_NAMES = ['structure', 'structure-ontologies', 'identify-phi', 'redact-phi', 'embeddings'] as const;
export const ModelNameSchema = z.enum(MODEL_NAMES);
export type ModelName = z.infer<typeof ModelNameSchema>;

/** Structure models take `text`; the PHI models and embeddings take `input_text` (spec, request body rules). */
export const BODY_FIELD = {
  structure: 'text',
  'structure-ontologies': 'text',
  'identify-phi': 'input_text',
  'redact-phi': 'input_text',
  embeddings: 'input_text',
} as const satisfies Record<ModelName, 'text' | 'input_text'>;

export const MAX_TEXT_CHARS = 10_000;
export const MAX_RETRY_AFTER_SECONDS = 60;

export const STATUS_SUBMITTED = 'SUBMITTED';
export const STATUS_COMPLETED = 'COMPLETED';

// ---------------------------------------------------------------------------------------------------
// Vocabularies

export { PHI_TYPES, PHI_CATEGORIES, CATEGORY_OF_TYPE } from '../deid/phi-types';
export type { KnownPhiType, PhiType, KnownPhiCategory, PhiCategory } from '../deid/phi-types';

export const ONTOLOGY_KEYS = ['ICD10', 'SNOMEDCT_US', 'CPT', 'HCPCS'] as const;
export type OntologyKey = (typeof ONTOLOGY_KEYS)[number];

/** concept_type values the spec shows; the full set is not shown, so any string is kept. */
export const SPEC_CONCEPT_TYPES = ['Medical Conditions', 'Context', 'Species & Viruses'] as const;

export const CONCEPT_ID_PATTERN = /^UMLS:(C\d+)$/;

/**
 * Reads a bracketed label ("[PATIENT]") into its bare value. The mapping table writes MEDICAL RECORD with a
 * space where the type value elsewhere is MEDICALRECORD; both read as MEDICALRECORD.
 */
export function readLabel(label: string): string {
  const bare = label.trim().replace(/^\[(.*)\]$/s, '$1').trim().toUpperCase();
  return bare === 'MEDICAL RECORD' ? 'MEDICALRECORD' : bare;
}

export function bracket(value: string): string {
  return `[${value}]`;
}

// ---------------------------------------------------------------------------------------------------
// Requests

export const StructureRequestSchema = z.object({ text: z.string() });
export const InputTextRequestSchema = z.object({ input_text: z.string() });
export type StructureRequest = z.infer<typeof StructureRequestSchema>;
export type InputTextRequest = z.infer<typeof InputTextRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// Acknowledgements (POST responses)

/** Every field but request_id is optional: the PHI and embeddings acknowledgements are "not shown". */
export const AcknowledgementSchema = z.object({
  request_id: z.string().min(1),
  text: z.string().optional(),
  model_type: z.string().optional(),
  inference_status: z.string().optional(),
  message: z.string().optional(),
});
export type Acknowledgement = z.infer<typeof AcknowledgementSchema>;

// ---------------------------------------------------------------------------------------------------
// structure / structure-ontologies results

const offset = z.number().int().nonnegative();
const probability = z.number().min(0).max(1);

export const OntologyEntrySchema = z.object({
  aui: z.string().optional(),
  code: z.string().min(1),
  name: z.string().optional(),
});
export type OntologyEntry = z.infer<typeof OntologyEntrySchema>;

/** May be absent, null or empty, with any subset of the four keys; unknown keys are ignored. */
export const OntologiesSchema = z
  .object({
    CPT: z.array(OntologyEntrySchema).optional(),
    HCPCS: z.array(OntologyEntrySchema).optional(),
    ICD10: z.array(OntologyEntrySchema).optional(),
    SNOMEDCT_US: z.array(OntologyEntrySchema).optional(),
  })
  .nullish();
export type Ontologies = z.infer<typeof OntologiesSchema>;

export const StructureSpanSchema = z.object({
  concept_id: z.string().min(1),
  concept_name: z.string(),
  concept_type: z.string(),
  pos_start: offset,
  pos_end: offset,
  score_id: probability,
  score_type: probability,
  text: z.string(),
  ontologies: OntologiesSchema.optional(),
});
export type StructureSpan = z.infer<typeof StructureSpanSchema>;

export const StructureResultSchema = z.object({
  text: z.string(),
  spans: z.array(StructureSpanSchema),
});
export type StructureInferenceResult = z.infer<typeof StructureResultSchema>;

// ---------------------------------------------------------------------------------------------------
// identify-phi / redact-phi results

export const PhiAnnotationSchema = z.object({
  labels: z.object({
    phi_type: z.object({ label: z.string().min(1), score: probability }),
    category: z.object({ label: z.string().min(1) }).nullish(),
  }),
  text: z.string(),
  span: z.object({ start: offset, end: offset }),
});
export type PhiAnnotation = z.infer<typeof PhiAnnotationSchema>;

export const IdentifyPhiResultSchema = z.object({
  input_text: z.string(),
  annotations: z.array(PhiAnnotationSchema),
});
export type IdentifyPhiResult = z.infer<typeof IdentifyPhiResultSchema>;

export const RedactPhiResultSchema = z.object({
  output_text: z.string(),
  annotations: z.array(PhiAnnotationSchema),
});
export type RedactPhiResult = z.infer<typeof RedactPhiResultSchema>;

// ---------------------------------------------------------------------------------------------------
// embeddings result

export const EmbeddingsResultSchema = z.object({
  input_text: z.string(),
  // z.number() already rejects NaN and ±Infinity.
  embeddings: z.array(z.number()).length(EMBEDDING_DIMENSIONS),
});
export type EmbeddingsResult = z.infer<typeof EmbeddingsResultSchema>;

// ---------------------------------------------------------------------------------------------------
// GET envelope

/**
 * The envelope around a GET result. structure puts its result under inference_result; the PHI models and
 * embeddings are documented bare, but a service may wrap them (under inference_result, or with the result
 * fields beside the envelope fields). Unknown extra fields are ignored by zod's default object parsing.
 */
export const EnvelopeSchema = z.object({
  request_id: z.string().optional(),
  model_type: z.string().optional(),
  inference_status: z.string().optional(),
  message: z.string().optional(),
  inference_result: z.unknown().optional(),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

/** The structure GET response once COMPLETED, as the spec documents it. */
export const StructureGetResponseSchema = EnvelopeSchema.extend({ inference_result: StructureResultSchema });

export const ModelsResponseSchema = z.object({ models: z.array(z.string()) });

/**
 * Error bodies are "not shown" in the spec. The reference service sends this shape; the client reads
 * `message` (or `error`/`detail`) from whatever JSON a remote service sends.
 */
export const ErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  expected_field: z.string().optional(),
  expected_path: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The result schema of each model, for the part of a GET response that carries the result. */
export const RESULT_SCHEMA = {
  structure: StructureResultSchema,
  'structure-ontologies': StructureResultSchema,
  'identify-phi': IdentifyPhiResultSchema,
  'redact-phi': RedactPhiResultSchema,
  embeddings: EmbeddingsResultSchema,
} as const satisfies Record<ModelName, z.ZodType>;

export function modelPath(model: ModelName, requestId?: string): string {
  return requestId === undefined ? `/v2/${model}` : `/v2/${model}/${encodeURIComponent(requestId)}`;
}
