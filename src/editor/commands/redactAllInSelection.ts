import * as vscode from 'vscode';
import type { CommandDeps } from './deps';

/** Redact All PHI in Selection (code action): every stored item intersecting the given ranges. */
export async function redactAllInSelection(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  const document = vscode.window.activeTextEditor?.document;
  if (document && !(await deps.review.mayRedact(document))) return false;
  return deps.redactor.redactAllInSelection(arg);
}
