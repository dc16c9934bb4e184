import type { CommandDeps } from './deps';

/** Redact All PHI in Document (code action, source action): every stored item of the document. */
export function redactAllInDocument(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  return deps.redactor.redactAllInDocument(arg);
}
