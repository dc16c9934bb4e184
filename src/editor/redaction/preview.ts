// The redaction preview: a diff of the document as it is and as it would be, the right side a virtual
// document served from memory (scheme text-inference-redacted: nothing is written to disk), with a
// notification naming how many items of which types will be replaced. Apply or Cancel (closing the diff
// is Cancel); either closes the diff and drops the redacted text from memory.
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
      // Closing the diff is an answer too: Cancel. The notification cannot be taken back, so its Apply
      // button is ignored from then on; nobody applies a redaction they can no longer see.
      const closed = diffClosed(uri);
      try {
        const choice = await Promise.race([this.prompts.notify('info', `Text Inference: ${message}`, APPLY, 'Cancel'), closed.promise]);
        if (choice === CLOSED) this.prompts.status('Text Inference: redaction cancelled (the preview was closed).');
        return choice === APPLY;
      } finally {
        closed.dispose();
      }
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

const CLOSED = Symbol('preview closed');

/** Resolves with CLOSED when the user closes the diff of `modified` (or another editor replaces it). */
function diffClosed(modified: vscode.Uri): { readonly promise: Promise<typeof CLOSED>; dispose(): void } {
  let close: (value: typeof CLOSED) => void = () => undefined;
  const promise = new Promise<typeof CLOSED>((resolve) => (close = resolve));
  const listener = vscode.window.tabGroups.onDidChangeTabs((e) => {
    if (e.closed.some((tab) => isDiffOf(tab, modified))) close(CLOSED);
  });
  return { promise, dispose: () => { listener.dispose(); } };
}

function isDiffOf(tab: vscode.Tab, modified: vscode.Uri): boolean {
  return tab.input instanceof vscode.TabInputTextDiff && tab.input.modified.toString() === modified.toString();
}

async function closeDiff(modified: vscode.Uri): Promise<void> {
  const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => isDiffOf(t, modified));
  if (tabs.length > 0) await vscode.window.tabGroups.close(tabs);
}
