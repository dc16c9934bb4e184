import * as vscode from 'vscode';
import type { CommandDeps } from './deps';

/** Where the fictitious sample note is, inside the extension (packaged with the walkthrough). */
export const SAMPLE_NOTE = 'media/walkthrough/sample-note.txt';

/** Open Sample Note (the walkthrough's first step): the sample as an untitled copy, so nothing edits a file. */
export async function openSample(deps: CommandDeps): Promise<vscode.TextDocument> {
  const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(deps.extensionUri, SAMPLE_NOTE));
  const document = await vscode.workspace.openTextDocument({ language: 'plaintext', content: new TextDecoder().decode(bytes) });
  await vscode.window.showTextDocument(document, { preview: false });
  deps.log.info('Sample note opened');
  return document;
}
