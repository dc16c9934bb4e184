// Normalised results: what the client returns and the editor consumes. Offsets are UTF-16 offsets into
// the caller's string (the text passed to the client method), whatever the service counted in.
import type { Assertion } from '../nlp/assertion';
import type { PhiEvidence } from '../deid/phi-evidence';
import type { ModelName, OntologyKey, PhiCategory, PhiType } from './wire';

export type { Assertion, AssertionStatus } from '../nlp/assertion';

export interface OntologyCode {
  readonly code: string;
  readonly name?: string;
  readonly aui?: string;
}

export interface Concept {
  readonly start: number;
  readonly end: number;
  /** The matched text, equal to `source.slice(start, end)`. */
  readonly text: string;
  /** As on the wire, e.g. `UMLS:C0011849`. */
  readonly conceptId: string;
  /** The bare CUI (`C0011849`), or undefined when conceptId is not of the UMLS:C<digits> shape. */
  readonly cui: string | undefined;
  readonly name: string;
  readonly type: string;
  readonly scoreId: number;
  readonly scoreType: number;
  /** structure-ontologies only; keys present only where the service gave at least one code. */
  readonly ontologies?: Readonly<Partial<Record<OntologyKey, readonly OntologyCode[]>>>;
  /**
   * Negated, possible, historical, family or present, with its cue: computed by the client over the whole
   * document (src/api/concept-context.ts), not sent by any service. Absent only on results built elsewhere.
   */
  readonly assertion?: Assertion;
}

export interface PhiItem {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly type: PhiType;
  /** Absent when the service sent no category. */
  readonly category?: PhiCategory;
  readonly score: number;
  /**
   * The id of the local engine's rule that found it (src/deid/phi-rules.ts), filled by the LocalClient; a
   * remote service sends none (the v2 wire has no such field). For explaining, never for deciding.
   */
  readonly rule?: string;
  /**
   * With the rule, from the LocalClient only: the cue word beside the span and the word lists that know its
   * words (src/deid/phi-evidence.ts). Cue words and list names, never the item's text; never on the wire.
   */
  readonly evidence?: PhiEvidence;
}

/** Spans the client could not place: never placed wrongly, only dropped and counted. */
export interface ResultWarnings {
  readonly droppedSpans: number;
  /** True when at least one response counted offsets in code points rather than UTF-16 units. */
  readonly codePointOffsets: boolean;
}

export interface StructureResult {
  readonly model: Extract<ModelName, 'structure' | 'structure-ontologies'>;
  readonly concepts: readonly Concept[];
  readonly chunks: number;
  readonly warnings: ResultWarnings;
}

export interface PhiResult {
  readonly model: 'identify-phi';
  readonly items: readonly PhiItem[];
  readonly chunks: number;
  readonly warnings: ResultWarnings;
}

/** A PHI item of a redaction: offsets into `outputText`, and `text` is the placeholder, e.g. `[PATIENT]`. */
export type RedactedItem = PhiItem;

export interface RedactionResult {
  readonly model: 'redact-phi';
  readonly outputText: string;
  readonly items: readonly RedactedItem[];
  readonly chunks: number;
  readonly warnings: ResultWarnings;
}

export interface EmbeddingVector {
  /** The part of the caller's text this vector is for. */
  readonly start: number;
  readonly end: number;
  readonly vector: readonly number[];
}

export interface EmbeddingResult {
  readonly model: 'embeddings';
  readonly inputLength: number;
  /** One vector, or one per chunk when the caller asked for that. */
  readonly vectors: readonly EmbeddingVector[];
}

export type ModelResult = StructureResult | PhiResult | RedactionResult | EmbeddingResult;
