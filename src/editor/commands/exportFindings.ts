import type { CommandDeps } from './deps';

/** Export Findings of the last folder scan or the active document (SARIF, JSON, CSV, JSON Lines). */
export function exportFindings(deps: CommandDeps, arg?: unknown): Promise<number | undefined> {
  return deps.batch.exportFindings(arg);
}
