// The short texts shown after a run. Counts and type names only: never any document text or PHI.
import type { ModelName } from '../../api/wire';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function conceptSummary(found: number, belowMinimum: number): string {
  if (found === 0) return 'No concepts found';
  const hidden = belowMinimum > 0 ? ` (${belowMinimum} below the minimum score, hidden)` : '';
  return `Found ${plural(found, 'concept', 'concepts')}${hidden}`;
}

export function phiSummary(types: readonly string[], belowMinimum: number): string {
  if (types.length === 0) return 'No PHI found';
  const distinct = new Set(types).size;
  const hidden = belowMinimum > 0 ? `; ${belowMinimum} below the minimum score, hidden` : '';
  return `Found ${plural(types.length, 'PHI item', 'PHI items')} (${plural(distinct, 'type', 'types')}${hidden})`;
}

export function redactionSummary(types: readonly string[]): string {
  if (types.length === 0) return 'No PHI found: nothing was redacted';
  return `Redacted ${plural(types.length, 'PHI item', 'PHI items')} (${plural(new Set(types).size, 'type', 'types')})`;
}

/** What the progress notification says a model is doing. */
export function verbOf(model: ModelName): string {
  switch (model) {
    case 'structure':
      return 'Finding concepts';
    case 'structure-ontologies':
      return 'Finding concepts with ontology codes';
    case 'identify-phi':
      return 'Finding PHI';
    case 'redact-phi':
      return 'Redacting PHI';
    case 'embeddings':
      return 'Computing embedding';
  }
}

/** The command's name for messages ("Find PHI failed: ..."). */
export function actionOf(model: ModelName): string {
  switch (model) {
    case 'structure':
      return 'Find Concepts';
    case 'structure-ontologies':
      return 'Find Concepts with Ontology Codes';
    case 'identify-phi':
      return 'Find PHI';
    case 'redact-phi':
      return 'Redact PHI';
    case 'embeddings':
      return 'Get Embedding';
  }
}
