import * as vscode from 'vscode';
import type { CommandDeps } from './deps';

/** Copy Embedding Vector: the last vector, as a JSON array, to the clipboard. */
export async function copyEmbedding(deps: CommandDeps): Promise<boolean> {
  const copied = await deps.embeddings.copyLast();
  // A confirmation is routine (status bar); nothing to copy needs the user to act (a notification).
  if (copied) deps.prompts.status(`$(check) ${vscode.l10n.t('Copied the embedding ({0} numbers).', copied)}`);
  else void deps.prompts.notify('info', vscode.l10n.t('No embedding yet: run Get Embedding first.'));
  return copied > 0;
}
