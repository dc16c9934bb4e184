import type { EmbeddingResult } from '../../api/results';
import { resolveEditor } from '../run/targets';
import type { CommandDeps } from './deps';
import { requireEditor } from './editor-required';

/** Get Embedding: one vector per selection (or for the document), shown as an untitled JSON document. */
export async function getEmbedding(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  const editor = requireEditor(deps, resolveEditor(arg));
  if (!editor) return false;
  const { document } = editor;
  const outcome = await deps.runner.run<EmbeddingResult>({
    model: 'embeddings',
    document,
    selections: [...editor.selections],
    call: (client, text, options) => client.embeddings(text, options),
    retry: () => getEmbedding(deps, document.uri),
  });
  if (!outcome) return false;
  const parts = outcome.parts.flatMap(({ result }) => {
    const first = result.vectors[0];
    return first ? [{ inputLength: result.inputLength, vector: first.vector }] : [];
  });
  if (parts.length === 0) {
    deps.log.warn('The service returned no embedding vector');
    void deps.prompts.notify('error', 'Get Embedding: the service returned no vector.');
    return false;
  }
  await deps.embeddings.show(parts);
  return true;
}
