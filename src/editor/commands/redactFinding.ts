import { redactFinding as redact } from '../findings-view/findings-actions';
import type { CommandDeps } from './deps';

/** Redact (inline action on a PHI row of the findings view): VS Code passes the tree node. */
export function redactFinding(deps: CommandDeps, node?: unknown): Promise<boolean> {
  return redact(node, (args) => deps.redactor.redactItem(args));
}
