// The local engine's interface, between the reference service (HTTP, lifecycle) and the detectors.
// All offsets are UTF-16 offsets into the given text.
import type { PhiEvidence } from '../deid/phi-evidence';
import type { KnownPhiType } from '../deid/phi-types';

/** The ontology keys of structure-ontologies results (the service checks they equal the wire contract's). */
export type OntologyKey = 'ICD10' | 'SNOMEDCT_US' | 'CPT' | 'HCPCS';

export interface EnginePhiFinding {
  readonly start: number;
  readonly end: number;
  readonly type: KnownPhiType;
  /** In (0, 1]. */
  readonly score: number;
  /** The id of the rule that found it (src/deid/phi-rules.ts): provenance for explain, never on the wire. */
  readonly rule: string;
}

export interface OntologyMapping {
  readonly code: string;
  readonly name?: string;
  readonly aui?: string;
}

export interface ConceptMatch {
  readonly start: number;
  readonly end: number;
  /** Bare CUI, e.g. C0011849; the service writes it as UMLS:C0011849. */
  readonly cui: string;
  readonly name: string;
  readonly type: string;
  readonly scoreId: number;
  readonly scoreType: number;
  readonly ontologies: Readonly<Partial<Record<OntologyKey, readonly OntologyMapping[]>>>;
}

export interface Engine {
  /** Non-overlapping PHI findings in document order. */
  identifyPhi(text: string): EnginePhiFinding[];
  /**
   * The evidence of each finding (its cue word and the lists that know its words; core/evidence.ts), read
   * over the same dictionaries as identifyPhi. For explaining, never on the wire. Optional: an engine
   * that cannot say gives none.
   */
  explainPhi?(text: string, findings: readonly EnginePhiFinding[]): PhiEvidence[];
  /** Non-overlapping concept matches in document order (longest match wins). */
  findConcepts(text: string): ConceptMatch[];
  /** 1024 finite numbers, L2-normalised; lexical, not semantic. */
  embed(text: string): number[];
  /** Where the lexicon came from, for the service's log line: built-in only, or extended from shared data. */
  readonly lexiconInfo: {
    readonly concepts: number;
    readonly source: 'builtin' | 'extended';
    /** Why an extended lexicon that was expected (a path given, or dist/lexicon.json present) is not in use. */
    readonly reason?: string;
  };
}
