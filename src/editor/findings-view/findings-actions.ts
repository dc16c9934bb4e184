// The inline actions on the findings view's items: Redact (PHI) and Copy (the matched text). VS Code
// passes the tree node; it is turned back into the finding here. A "Not PHI (allow list)" action belongs
// beside Redact (menu group inline@2) once an allow list exists.
import * as vscode from 'vscode';
import type { RedactItemArgs } from '../hovers/hover-markdown.pure';
import { findingOfNode } from './findings-view';

/** Redacts the item a PHI row stands for, through the redactor's one-item path (version checked there). */
export async function redactFinding(node: unknown, redactItem: (args: RedactItemArgs) => Promise<boolean>): Promise<boolean> {
  const found = findingOfNode(node);
  if (!found || found.finding.slot !== 'phi') return false;
  return redactItem({ uri: found.document.uri.toString(), id: found.finding.id });
}

/** Copies the matched text of a row to the clipboard (the user's own text, on the user's request). */
export async function copyFinding(node: unknown): Promise<boolean> {
  const found = findingOfNode(node);
  if (!found) return false;
  const text = found.finding.slot === 'phi' ? found.finding.item.text : found.finding.concept.text;
  await vscode.env.clipboard.writeText(text);
  vscode.window.setStatusBarMessage(`$(check) ${vscode.l10n.t('Copied to the clipboard')}`, 2000);
  return true;
}
