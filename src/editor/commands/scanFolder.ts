import type { CommandDeps } from './deps';

/** Scan Folder for PHI: the folder right-clicked in the Explorer, or one picked. */
export function scanFolder(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  return deps.batch.scanFolder(arg);
}
