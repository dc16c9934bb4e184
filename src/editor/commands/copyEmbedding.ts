import type { CommandDeps } from './deps';

/** Copy Embedding Vector: the last vector, as a JSON array, to the clipboard. */
export async function copyEmbedding(deps: CommandDeps): Promise<boolean> {
  const copied = await deps.embeddings.copyLast();
  void deps.prompts.notify('info', copied ? `Copied the embedding vector (${copied} numbers).` : 'No embedding yet: run Get Embedding first.');
  return copied > 0;
}
