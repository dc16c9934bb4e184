import * as vscode from 'vscode';
import type { CommandDeps } from './deps';

/** Redact All PHI in Document (code action, source action): every stored item of the document. */
export async function redactAllInDocument(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  const document = vscode.window.activeTextEditor?.document;
  if (document && !(await deps.review.mayRedact(document))) return false;
  return deps.redactor.redactAllInDocument(arg);
}
