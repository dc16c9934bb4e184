// "Not PHI: add 'X' to the allow list" in the quick-fix menu (Ctrl+.) on each PHI item under the cursor,
// after the redaction fixes: the same command as the hover's link, naming the value it allows (its type
// only while textInference.privacy.maskPhiText is on). A provider of its own, beside the redaction one,
// so each menu entry has one owner.
import * as vscode from 'vscode';
import { COMMANDS } from '../commands/command-ids';
import { notPhiValue } from '../commands/addToAllowList';
import type { Config } from '../config/config';
import { DIAGNOSTIC_SOURCE } from '../diagnostics/diagnostic-message.pure';
import { phiRange } from '../diagnostics/diagnostics';
import { PRESENTATION_SELECTOR } from '../hovers/hovers';
import { meetsMinimum } from '../results/score.pure';
import type { ResultsStoreApi } from '../results/types';

export class NotPhiCodeActions implements vscode.CodeActionProvider, vscode.Disposable {
  private readonly registration: vscode.Disposable;

  constructor(
    private readonly store: ResultsStoreApi,
    private readonly config: Config,
  ) {
    this.registration = vscode.languages.registerCodeActionsProvider(PRESENTATION_SELECTOR, this, {
      providedCodeActionKinds: [vscode.CodeActionKind.QuickFix],
    });
  }

  provideCodeActions(document: vscode.TextDocument, range: vscode.Range | vscode.Selection, context: vscode.CodeActionContext): vscode.CodeAction[] {
    if (context.only && !context.only.contains(vscode.CodeActionKind.QuickFix)) return [];
    const results = this.store.get(document.uri);
    if (!results || results.version !== document.version) return [];
    const start = document.offsetAt(range.start);
    const end = document.offsetAt(range.end);
    const minimum = this.config.get('minimumScore');
    const masked = this.config.get('privacy.maskPhiText');
    return results.phi
      .filter((f) => meetsMinimum(f, minimum) && f.start <= end && f.end >= start)
      .map((finding) => {
        const title = `Not PHI: add ${notPhiValue(finding.item, masked)} to the allow list`;
        const action = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
        const itemRange = phiRange(document, finding);
        action.diagnostics = context.diagnostics.filter((d) => d.source === DIAGNOSTIC_SOURCE && d.code === finding.item.type && d.range.isEqual(itemRange));
        action.command = { command: COMMANDS.addToAllowList, title, arguments: [{ uri: document.uri.toString(), id: finding.id, start: finding.start, end: finding.end }] };
        return action;
      });
  }

  dispose(): void {
    this.registration.dispose();
  }
}
