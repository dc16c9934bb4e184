// Undo is visible: before a redaction edit, the document's PHI findings and text are remembered (in
// memory only, one snapshot per document); when an Undo brings the document back to exactly that text,
// the findings are put back, so the restored PHI is highlighted again instead of the note looking clean.
// An undo that lands anywhere else leaves the results as the store's edit tracking made them (marked as
// covering only part of the document, so "Redact all" analyses again).
import * as vscode from 'vscode';
import type { Coverage, NewPhi, ResultsStoreApi } from '../results/types';

interface Snapshot {
  readonly text: string;
  readonly findings: readonly NewPhi[];
  readonly coverage: Exclude<Coverage, 'none'>;
}

export class RedactionUndo implements vscode.Disposable {
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly store: ResultsStoreApi) {
    this.subscriptions = [
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.reason === vscode.TextDocumentChangeReason.Undo) this.onUndo(e.document);
      }),
      vscode.workspace.onDidCloseTextDocument((d) => this.snapshots.delete(d.uri.toString())),
    ];
  }

  /** Called just before a redaction edit of `document`. */
  remember(document: vscode.TextDocument): void {
    const results = this.store.get(document.uri);
    if (!results || results.version !== document.version || results.coverage.phi === 'none') return;
    const findings = results.phi.map(({ start, end, item }) => ({ start, end, item }));
    this.snapshots.set(document.uri.toString(), { text: document.getText(), findings, coverage: results.coverage.phi });
  }

  private onUndo(document: vscode.TextDocument): void {
    const snapshot = this.snapshots.get(document.uri.toString());
    if (!snapshot) return;
    const version = document.version;
    // After the store has handled the same change (its listener may run after this one).
    setImmediate(() => {
      if (document.isClosed || document.version !== version || document.getText() !== snapshot.text) return;
      this.store.setPhi(document, version, snapshot.findings, snapshot.coverage);
    });
  }

  get size(): number {
    return this.snapshots.size;
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.snapshots.clear();
  }
}
