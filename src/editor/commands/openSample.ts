import * as vscode from 'vscode';
import type { CommandDeps } from './deps';

/** Where the fictitious sample note is, inside the extension (packaged with the walkthrough). */
export const SAMPLE_NOTE = 'media/walkthrough/sample-note.txt';

/**
 * Open Sample Note (the walkthrough's first step): the sample as an untitled copy, so nothing edits a file.
 * The copy has a name of its own: VS Code names an untitled document after its first line, which in a
 * clinical note is PHI (a hospital, a patient), and that name would show in the tab, the Problems panel
 * and every title built from it, whatever textInference.privacy.maskPhiText says.
 */
export async function openSample(deps: CommandDeps): Promise<vscode.TextDocument> {
  const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(deps.extensionUri, SAMPLE_NOTE));
  const uri = untitledName(new Set(vscode.workspace.textDocuments.map((d) => d.uri.toString())));
  const document = await vscode.workspace.openTextDocument(uri);
  const edit = new vscode.WorkspaceEdit();
  edit.insert(uri, new vscode.Position(0, 0), new TextDecoder().decode(bytes));
  await vscode.workspace.applyEdit(edit);
  await vscode.window.showTextDocument(document, { preview: false });
  deps.log.info('Sample note opened');
  return document;
}

/** `Sample note.txt`, or `Sample note 2.txt` and so on when that one is open already. */
function untitledName(open: ReadonlySet<string>): vscode.Uri {
  for (let n = 1; ; n++) {
    const uri = vscode.Uri.from({ scheme: 'untitled', path: n === 1 ? 'Sample note.txt' : `Sample note ${n}.txt` });
    if (!open.has(uri.toString())) return uri;
  }
}
