// Embedding results open as an untitled JSON document; the last vector can be copied to the clipboard.
// A context key tells the palette when Copy Embedding Vector applies.
import * as vscode from 'vscode';
import { EMBEDDING_DIMENSIONS } from '../../api/wire';
import type { Log } from '../log';

export const HAS_EMBEDDING_CONTEXT = 'textInference.hasEmbedding';

export interface EmbeddingPart {
  readonly inputLength: number;
  readonly vector: readonly number[];
}

export function embeddingJson(parts: readonly EmbeddingPart[]): string {
  const [only] = parts;
  const body =
    parts.length === 1 && only
      ? { model: 'embeddings', inputLength: only.inputLength, dimensions: only.vector.length, embedding: only.vector }
      : {
          model: 'embeddings',
          dimensions: parts[0]?.vector.length ?? EMBEDDING_DIMENSIONS,
          selections: parts.map((p) => ({ inputLength: p.inputLength, embedding: p.vector })),
        };
  return `${JSON.stringify(body, null, 2)}\n`;
}

export class EmbeddingDocuments implements vscode.Disposable {
  private last: readonly number[] | undefined;

  constructor(private readonly log: Log) {}

  get lastVector(): readonly number[] | undefined {
    return this.last;
  }

  async show(parts: readonly EmbeddingPart[]): Promise<vscode.TextDocument> {
    this.last = parts[parts.length - 1]?.vector;
    await vscode.commands.executeCommand('setContext', HAS_EMBEDDING_CONTEXT, this.last !== undefined);
    const document = await vscode.workspace.openTextDocument({ language: 'json', content: embeddingJson(parts) });
    await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: true });
    this.log.info('Embedding shown', { vectors: parts.length, dimensions: this.last?.length });
    return document;
  }

  /** Copies the last vector as a JSON array; resolves to the count of numbers copied (0 when none). */
  async copyLast(): Promise<number> {
    if (!this.last) return 0;
    await vscode.env.clipboard.writeText(JSON.stringify(this.last));
    return this.last.length;
  }

  dispose(): void {
    this.last = undefined;
  }
}
