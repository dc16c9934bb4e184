import type { CommandDeps } from './deps';

/** Why? (PHI hover link): show the hover again over the item, with the evidence behind its finding. */
export function explainPhiItem(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  return deps.hovers.explainItem(arg);
}
