import type { CommandDeps } from './deps';

/** Extract Concepts from Folder: every file's concepts with assertion and section, to JSON, JSON Lines or CSV. */
export function extractFolderConcepts(deps: CommandDeps, arg?: unknown): Promise<number | undefined> {
  return deps.batch.extractConcepts(arg);
}
