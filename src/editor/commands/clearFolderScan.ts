import type { CommandDeps } from './deps';

/** Clears the Folder Scan view and its Problems entries. */
export function clearFolderScan(deps: CommandDeps): void {
  deps.batch.clearScan();
}
