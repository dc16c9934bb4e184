import { revealFinding as reveal } from '../findings-view/findings-view';
import type { CommandDeps } from './deps';

/** Reveal Finding (findings view): selects a finding in its document if it still holds its text. */
export function revealFinding(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  return reveal(deps.store, arg);
}
