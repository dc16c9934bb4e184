import * as vscode from 'vscode';
import type { CommandDeps } from './deps';

/** The editor, or a message saying a text document must be open first. */
export function requireEditor(deps: Pick<CommandDeps, 'prompts'>, editor: vscode.TextEditor | undefined): vscode.TextEditor | undefined {
  if (!editor) void deps.prompts.notify('info', vscode.l10n.t('Open a text document first, then run the command again.'));
  return editor;
}
