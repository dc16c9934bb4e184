import { copyFinding as copy } from '../findings-view/findings-actions';

/** Copy (inline action on a row of the findings view): the matched text of the row VS Code passes. */
export function copyFinding(_deps: unknown, node?: unknown): Promise<boolean> {
  return copy(node);
}
