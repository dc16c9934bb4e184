// The shape of a lexicon concept, shared by the built-in list and the extended lexicon loaded from disk.
import type { OntologyKey, OntologyMapping } from '../../types';

/** concept_type values: the spec's three, plus the classes we add. */
export const CONCEPT_TYPES = [
  'Medical Conditions',
  'Signs & Symptoms',
  'Medications',
  'Procedures',
  'Anatomy',
  'Species & Viruses',
  'Context',
] as const;
export type ConceptType = (typeof CONCEPT_TYPES)[number];

export type ConceptOntologies = Readonly<Partial<Record<OntologyKey, readonly OntologyMapping[]>>>;

export interface LexiconConcept {
  /** Bare CUI, e.g. C0020538. */
  readonly cui: string;
  /** The canonical name reported as concept_name. */
  readonly name: string;
  readonly type: ConceptType;
  /** Full-form surface strings, matched case-insensitively. */
  readonly synonyms: readonly string[];
  /** Abbreviations; short all-caps ones are matched with their exact case. */
  readonly abbreviations: readonly string[];
  readonly ontologies: ConceptOntologies;
}

interface ConceptOptions {
  readonly syn?: readonly string[];
  readonly abbr?: readonly string[];
  readonly icd10?: readonly string[];
  readonly snomed?: readonly string[];
  /** [code, name] pairs. */
  readonly cpt?: readonly (readonly [string, string])[];
  readonly hcpcs?: readonly (readonly [string, string])[];
}

function mappings(codes: readonly string[] | undefined): OntologyMapping[] | undefined {
  return codes && codes.length > 0 ? codes.map((code) => ({ code })) : undefined;
}

function named(pairs: readonly (readonly [string, string])[] | undefined): OntologyMapping[] | undefined {
  return pairs && pairs.length > 0 ? pairs.map(([code, name]) => ({ code, name })) : undefined;
}

/** Returns a compact constructor for concepts of one class, so each lexicon file reads as a table. */
export function conceptsOf(type: ConceptType) {
  return (cui: string, name: string, options: ConceptOptions = {}): LexiconConcept => {
    const ontologies: Partial<Record<OntologyKey, readonly OntologyMapping[]>> = {};
    const icd10 = mappings(options.icd10);
    const snomed = mappings(options.snomed);
    const cpt = named(options.cpt);
    const hcpcs = named(options.hcpcs);
    if (icd10) ontologies.ICD10 = icd10;
    if (snomed) ontologies.SNOMEDCT_US = snomed;
    if (cpt) ontologies.CPT = cpt;
    if (hcpcs) ontologies.HCPCS = hcpcs;
    return { cui, name, type, synonyms: options.syn ?? [], abbreviations: options.abbr ?? [], ontologies };
  };
}
