import { resolveEditor } from '../run/targets';
import type { CommandDeps } from './deps';
import { requireEditor } from './editor-required';

/** Find Concepts (structure) on the selections, or the whole document. */
export async function findConcepts(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  const editor = requireEditor(deps, resolveEditor(arg));
  return editor ? deps.runner.findConcepts(editor.document, [...editor.selections], 'structure') : false;
}
