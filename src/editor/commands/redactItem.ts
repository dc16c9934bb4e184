import type { CommandDeps } from './deps';

/** Redact PHI Item (hover link, quick fix, findings view): one item, by document and id. */
export function redactItem(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  return deps.redactor.redactItem(arg);
}
