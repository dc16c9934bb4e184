// Embedding results open as a read-only virtual JSON document (scheme text-inference-embedding): it lives
// in memory only, is never dirty, and closing it never asks to save. The last result can be copied to
// the clipboard; a context key tells the palette when Copy Embedding Vector applies.
import * as vscode from 'vscode';
import type { Log } from '../log';
import { copyValue, embeddingJson, type EmbeddedText, type LongTextMode } from './embedding-json.pure';

export const HAS_EMBEDDING_CONTEXT = 'textInference.hasEmbedding';
export const EMBEDDING_SCHEME = 'text-inference-embedding';

export class EmbeddingDocuments implements vscode.Disposable {
  private last: readonly number[] | readonly (readonly number[])[] | undefined;
  private readonly contents = new Map<string, string>();
  private shown = 0;
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly log: Log) {
    this.subscriptions = [
      vscode.workspace.registerTextDocumentContentProvider(EMBEDDING_SCHEME, { provideTextDocumentContent: (uri) => this.contents.get(uri.toString()) ?? '' }),
      vscode.workspace.onDidCloseTextDocument((d) => {
        if (d.uri.scheme === EMBEDDING_SCHEME) this.contents.delete(d.uri.toString());
      }),
    ];
  }

  /** The last single vector (or mean) shown, for tests. */
  get lastVector(): readonly number[] | undefined {
    const last = this.last;
    return last && typeof last[0] === 'number' ? (last as readonly number[]) : undefined;
  }

  async show(texts: readonly EmbeddedText[], mode?: LongTextMode): Promise<vscode.TextDocument> {
    this.last = copyValue(texts, mode);
    await vscode.commands.executeCommand('setContext', HAS_EMBEDDING_CONTEXT, this.last !== undefined);
    this.shown += 1;
    const suffix = mode === 'mean' ? ' (mean)' : mode === 'per-part' ? ' (per part)' : '';
    const uri = vscode.Uri.from({ scheme: EMBEDDING_SCHEME, path: `/Embedding ${this.shown}${suffix}.json` });
    this.contents.set(uri.toString(), embeddingJson(texts, mode));
    const document = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: true });
    this.log.info('Embedding shown', { texts: texts.length, vectors: texts.reduce((n, t) => n + t.vectors.length, 0), mode: { id: mode ?? 'single' } });
    return document;
  }

  /** Copies the last result as JSON; resolves to the count of numbers copied (0 when none). */
  async copyLast(): Promise<number> {
    const last = this.last;
    if (!last) return 0;
    await vscode.env.clipboard.writeText(JSON.stringify(last));
    return last.reduce<number>((n, x) => n + (typeof x === 'number' ? 1 : x.length), 0);
  }

  dispose(): void {
    this.last = undefined;
    this.contents.clear();
    for (const s of this.subscriptions) s.dispose();
  }
}
