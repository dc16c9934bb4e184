// Merges the built-in lexicon with the extended one into matcher entries. A concept of the extended lexicon
// whose primary (first) CUI is one of ours adds its names to ours (ours keeps its name, type and codes); the
// others become concepts of their own, named by their primary CUI, and later ones with the same primary CUI
// join them. Only the primary CUI counts: the Disease Ontology maps diseases to CUIs many-to-many, and a
// shared secondary CUI would merge distinct diseases (mitral into aortic valve insufficiency).
import type { OntologyMapping } from '../types';
import type { ExtendedConcept } from './lexicon-file';
import type { LexiconConcept } from './lexicon/types';
import type { MatcherConcept, MatcherEntry, MatcherTerm } from './matcher';
import { GENERIC_DISEASE } from './mention-rules';

function builtinTerms(concept: LexiconConcept): MatcherTerm[] {
  return [
    { text: concept.name, kind: 'preferred', source: 'builtin' },
    ...concept.synonyms.map((text): MatcherTerm => ({ text, kind: 'synonym', source: 'builtin' })),
    ...concept.abbreviations.map((text): MatcherTerm => ({ text, kind: 'abbreviation', source: 'builtin' })),
  ];
}

function extendedTerms(concept: ExtendedConcept, nameKind: 'preferred' | 'synonym'): MatcherTerm[] {
  return [
    { text: concept.name, kind: nameKind, source: 'extended' },
    ...concept.synonyms.map((text): MatcherTerm => ({ text, kind: 'synonym', source: 'extended' })),
    ...concept.acronyms.map((text): MatcherTerm => ({ text, kind: 'abbreviation', source: 'extended', exactCase: true })),
  ];
}

/**
 * Ward short forms of concepts the built-in list leaves to the extended lexicon, by the concept's name (so
 * "ptx" is whatever concept "pneumothorax" is): matched case-insensitively when written in lower case.
 */
const SHORT_FORMS_BY_NAME: Readonly<Record<string, readonly string[]>> = {
  pneumothorax: ['ptx', 'PTX'],
};

function codes(list: readonly string[]): OntologyMapping[] | undefined {
  return list.length > 0 ? list.map((code) => ({ code })) : undefined;
}

function extendedConcept(concept: ExtendedConcept): MatcherConcept {
  const icd10 = codes(concept.icd10);
  const snomed = codes(concept.snomed);
  return {
    cui: concept.cuis[0]!,
    name: concept.name,
    type: concept.type,
    ontologies: { ...(icd10 ? { ICD10: icd10 } : {}), ...(snomed ? { SNOMEDCT_US: snomed } : {}) },
  };
}

/**
 * Our concept's codes, completed from the Disease Ontology's cross-references for a vocabulary it has none of
 * (Congestive heart failure had an ICD-10 code but no SNOMED CT one). A vocabulary we list stays ours alone.
 */
function withMissingCodes(ours: MatcherConcept['ontologies'], concept: ExtendedConcept): MatcherConcept['ontologies'] {
  const icd10 = ours.ICD10 === undefined ? codes(concept.icd10) : undefined;
  const snomed = ours.SNOMEDCT_US === undefined ? codes(concept.snomed) : undefined;
  if (!icd10 && !snomed) return ours;
  return { ...ours, ...(icd10 ? { ICD10: icd10 } : {}), ...(snomed ? { SNOMEDCT_US: snomed } : {}) };
}

export function composeLexicon(builtin: readonly LexiconConcept[], extended: readonly ExtendedConcept[]): MatcherEntry[] {
  const byCui = new Map<string, { concept: MatcherConcept; terms: MatcherTerm[] }>();
  const entries: { concept: MatcherConcept; terms: MatcherTerm[] }[] = [];
  for (const concept of builtin) {
    const entry = { concept: { cui: concept.cui, name: concept.name, type: concept.type, ontologies: concept.ontologies }, terms: builtinTerms(concept) };
    entries.push(entry);
    if (!byCui.has(concept.cui)) byCui.set(concept.cui, entry);
  }
  for (const concept of extended) {
    // Disease Ontology terms without a CUI share the generic Disease CUI: each stays a concept of its own name.
    const generic = concept.cuis[0] === GENERIC_DISEASE.cui;
    const owner = generic ? undefined : byCui.get(concept.cuis[0]!);
    if (owner) {
      owner.terms.push(...extendedTerms(concept, 'synonym'));
      owner.concept = { ...owner.concept, ontologies: withMissingCodes(owner.concept.ontologies, concept) };
      continue;
    }
    // A term without a CUI is a named mention of the generic concept Disease, as the rules report one.
    const entry = { concept: generic ? { ...extendedConcept(concept), name: GENERIC_DISEASE.name } : extendedConcept(concept), terms: extendedTerms(concept, 'preferred') };
    entries.push(entry);
    if (!generic) byCui.set(entry.concept.cui, entry);
  }
  for (const entry of entries) {
    const extra = SHORT_FORMS_BY_NAME[entry.concept.name.toLowerCase()];
    if (extra) entry.terms.push(...extra.map((text): MatcherTerm => ({ text, kind: 'abbreviation', source: 'builtin' })));
  }
  return entries;
}
