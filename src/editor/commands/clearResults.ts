import * as vscode from 'vscode';
import { resolveEditor } from '../run/targets';
import type { CommandDeps } from './deps';

/**
 * Clear Results of the active document (of every document when no editor is open). The client's
 * in-memory result cache is emptied too: it holds analysed text, and the user asked to forget results.
 */
export async function clearResults(deps: CommandDeps, arg?: unknown): Promise<void> {
  const uri = arg instanceof vscode.Uri ? arg : resolveEditor(arg)?.document.uri;
  deps.store.clear(uri);
  await deps.connection.clearCache();
  deps.log.info(uri ? 'Results cleared for one document' : 'Results cleared for all documents');
}
