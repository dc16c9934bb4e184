import { resolveEditor } from '../run/targets';
import type { CommandDeps } from './deps';
import { requireEditor } from './editor-required';

/** Find PHI (identify-phi) on the selections, or the whole document. */
export async function findPhi(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  const editor = requireEditor(deps, resolveEditor(arg));
  return editor ? deps.runner.findPhi(editor.document, [...editor.selections]) : false;
}
