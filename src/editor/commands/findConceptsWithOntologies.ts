import { resolveEditor } from '../run/targets';
import type { CommandDeps } from './deps';
import { requireEditor } from './editor-required';

/** Find Concepts with Ontology Codes (structure-ontologies, beta) on the selections, or the whole document. */
export async function findConceptsWithOntologies(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  const editor = requireEditor(deps, resolveEditor(arg));
  return editor ? deps.runner.findConcepts(editor.document, [...editor.selections], 'structure-ontologies') : false;
}
