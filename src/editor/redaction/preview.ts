// The redaction preview: a diff of the document as it is and as it would be, the right side a virtual
// document served from memory (scheme text-inference-redacted: nothing is written to disk), with a
// notification naming how many items of which types will be replaced. Apply or Cancel; either closes
// the diff and drops the redacted text from memory.
import * as vscode from 'vscode';
import type { Prompts } from '../prompts';

export const PREVIEW_SCHEME = 'text-inference-redacted';
export const APPLY = 'Apply Redaction';

export class RedactionPreview implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly contents = new Map<string, string>();
  private readonly registration: vscode.Disposable;
  private next = 1;

  constructor(private readonly prompts: Prompts) {
    this.registration = vscode.workspace.registerTextDocumentContentProvider(PREVIEW_SCHEME, this);
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.contents.get(uri.toString()) ?? '';
  }

  /** Shows the diff and asks; true only when the user chose Apply. */
  async confirm(document: vscode.TextDocument, redacted: string, message: string): Promise<boolean> {
    const name = document.uri.path.split('/').pop() || 'document';
    const uri = vscode.Uri.from({ scheme: PREVIEW_SCHEME, path: `/${name}`, query: String(this.next++) });
    this.contents.set(uri.toString(), redacted);
    try {
      await vscode.commands.executeCommand('vscode.diff', document.uri, uri, `${name} ↔ redacted (preview)`, { preview: true });
      const choice = await this.prompts.notify('info', `Text Inference: ${message}`, APPLY, 'Cancel');
      return choice === APPLY;
    } finally {
      this.contents.delete(uri.toString());
      await closeDiff(uri);
    }
  }

  /** Preview URIs currently held (for tests: none once a preview is answered). */
  get open(): number {
    return this.contents.size;
  }

  dispose(): void {
    this.registration.dispose();
    this.contents.clear();
  }
}

async function closeDiff(modified: vscode.Uri): Promise<void> {
  const tabs = vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .filter((t) => t.input instanceof vscode.TabInputTextDiff && t.input.modified.toString() === modified.toString());
  if (tabs.length > 0) await vscode.window.tabGroups.close(tabs);
}
