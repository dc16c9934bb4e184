import type { CommandDeps } from './deps';

/** Redact Folder into a Copy: the folder right-clicked in the Explorer, or one picked. */
export function redactFolder(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  return deps.batch.redactFolder(arg);
}
