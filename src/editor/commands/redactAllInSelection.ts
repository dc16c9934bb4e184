import type { CommandDeps } from './deps';

/** Redact All PHI in Selection (code action): every stored item intersecting the given ranges. */
export function redactAllInSelection(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  return deps.redactor.redactAllInSelection(arg);
}
