import * as vscode from 'vscode';
import { resolveEditor } from '../targets';
import type { CommandDeps } from './deps';

/** Clear Results of the active document (of every document when no editor is open). */
export function clearResults(deps: CommandDeps, arg?: unknown): void {
  const uri = arg instanceof vscode.Uri ? arg : resolveEditor(arg)?.document.uri;
  deps.store.clear(uri);
  deps.log.info(uri ? 'Results cleared for one document' : 'Results cleared for all documents');
}
