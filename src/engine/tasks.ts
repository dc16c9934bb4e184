// The engine's operations by name, so that a caller in another thread (the pool) or process (the reference
// service) can ask for one with plain data and get plain data back (structured-clone safe, no functions).
import { redactWithPlaceholders, type PlaceholderItem } from './phi/core/redact';
import { REVIEW_CEILING } from './phi/review';
import type { ConceptMatch, Engine, EnginePhiFinding } from './types';

export type EngineOperation = 'concepts' | 'phi' | 'redact' | 'embed';

export interface EngineTask {
  readonly op: EngineOperation;
  readonly text: string;
}

export type EngineOutput =
  | { readonly kind: 'concepts'; readonly concepts: readonly ConceptMatch[] }
  | { readonly kind: 'phi'; readonly findings: readonly EnginePhiFinding[] }
  | { readonly kind: 'redacted'; readonly outputText: string; readonly items: readonly PlaceholderItem[] }
  | { readonly kind: 'embedding'; readonly vector: readonly number[] };

export function runEngineTask(engine: Engine, task: EngineTask): EngineOutput {
  switch (task.op) {
    case 'concepts':
      return { kind: 'concepts', concepts: engine.findConcepts(task.text) };
    case 'phi':
      return { kind: 'phi', findings: engine.identifyPhi(task.text) };
    case 'redact': {
      // Review candidates (below 0.5) are not PHI until a person says so: redact-phi leaves them.
      const redacted = redactWithPlaceholders(task.text, engine.identifyPhi(task.text).filter((f) => f.score >= REVIEW_CEILING));
      return { kind: 'redacted', outputText: redacted.outputText, items: redacted.items };
    }
    case 'embed':
      return { kind: 'embedding', vector: engine.embed(task.text) };
  }
}
