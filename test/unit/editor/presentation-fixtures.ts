// Findings for the pure presentation tests, written out here (no service output is copied).
import type { Concept, PhiItem } from '../../../src/api/results';
import type { ConceptFinding, PhiFinding } from '../../../src/editor/results/types';

export interface Placement {
  readonly start?: number;
  readonly end?: number;
  readonly id?: number;
}

export function concept(overrides: Partial<Concept> = {}): Concept {
  return {
    start: 0,
    end: 8,
    text: 'diabetes',
    conceptId: 'UMLS:C0011849',
    cui: 'C0011849',
    name: 'Diabetes Mellitus',
    type: 'Medical Conditions',
    scoreId: 0.97,
    scoreType: 0.91,
    ...overrides,
  };
}

export function phi(overrides: Partial<PhiItem> = {}): PhiItem {
  return { start: 0, end: 10, text: 'John Smith', type: 'PATIENT', category: 'PERSON', score: 0.97, ...overrides };
}

export function conceptFinding(c: Partial<Concept> = {}, at: Placement = {}): ConceptFinding {
  const value = concept(c);
  return { slot: 'concepts', id: at.id ?? 1, start: at.start ?? value.start, end: at.end ?? value.end, model: 'structure', concept: value };
}

export function phiFinding(p: Partial<PhiItem> = {}, at: Placement = {}): PhiFinding {
  const value = phi(p);
  return { slot: 'phi', id: at.id ?? 2, start: at.start ?? value.start, end: at.end ?? value.end, item: value };
}
