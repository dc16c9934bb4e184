// Redaction code actions: a Quick Fix per PHI item under the cursor or in the selection, naming its target
// ("Redact 'Margaret A. Harlow' as [PATIENT]", attached to its diagnostic), with "Redact all N items in
// selection" on top when there are several, "Redact all PHI in document" below, and a Source action for
// the whole document. Each runs a redaction command, which re-checks the document version before editing.
import * as vscode from 'vscode';
import { redactAllInSelectionTitle, redactItemTitle, withTarget, withinRanges } from './code-actions-plan.pure';
import type { RedactRangesArgs } from './redactor';
import { configuredTitle, strategyChoice } from './strategy-settings.pure';
import { COMMANDS } from '../commands/command-ids';
import type { Config } from '../config/config';
import { DIAGNOSTIC_SOURCE } from '../diagnostics/diagnostic-message.pure';
import { phiRange } from '../diagnostics/diagnostics';
import type { RedactItemArgs } from '../hovers/hover-markdown.pure';
import { PRESENTATION_SELECTOR } from '../hovers/hovers';
import { meetsMinimum } from '../results/score.pure';
import type { PhiFinding, ResultsStoreApi } from '../results/types';

export const REDACT_ALL_KIND = vscode.CodeActionKind.QuickFix.append('textInference.redactAll');
export const SOURCE_REDACT_KIND = vscode.CodeActionKind.Source.append('textInference.redactAllPhi');

export class RedactionCodeActions implements vscode.CodeActionProvider, vscode.Disposable {
  static readonly providedCodeActionKinds = [vscode.CodeActionKind.QuickFix, REDACT_ALL_KIND, SOURCE_REDACT_KIND];
  private readonly registration: vscode.Disposable;

  constructor(
    private readonly store: ResultsStoreApi,
    private readonly config: Config,
  ) {
    this.registration = vscode.languages.registerCodeActionsProvider(PRESENTATION_SELECTOR, this, {
      providedCodeActionKinds: RedactionCodeActions.providedCodeActionKinds,
    });
  }

  provideCodeActions(document: vscode.TextDocument, range: vscode.Range | vscode.Selection, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const uri = document.uri.toString();
    const wants = (kind: vscode.CodeActionKind): boolean => !context.only || context.only.contains(kind);
    const actions: vscode.CodeAction[] = [];
    const results = this.store.get(document.uri);
    if (results && results.version === document.version) {
      const minimum = this.config.get('minimumScore');
      const span = { start: document.offsetAt(range.start), end: document.offsetAt(range.end) };
      const here = withinRanges(results.phi.filter((f) => meetsMinimum(f, minimum)), [span]);
      const ours = context.diagnostics.filter((d) => d.source === DIAGNOSTIC_SOURCE);
      const diagnosticsOf = (finding: PhiFinding): vscode.Diagnostic[] => {
        const itemRange = phiRange(document, finding);
        return ours.filter((d) => d.code === finding.item.type && d.range.isEqual(itemRange));
      };
      const masked = this.config.get('privacy.maskPhiText');
      // Several items in a selection: one action for all of them on top (attached to their diagnostics and
      // preferred, which is how VS Code orders it first), then one per item, each naming its target.
      const all = !range.isEmpty && here.length > 1 && wants(REDACT_ALL_KIND) ? here : [];
      if (all.length > 0) {
        const args: RedactRangesArgs = { uri, version: document.version, ranges: [span] };
        const action = this.action(redactAllInSelectionTitle(all.length), REDACT_ALL_KIND, COMMANDS.redactAllInSelection, args);
        action.diagnostics = all.flatMap(diagnosticsOf);
        action.isPreferred = true;
        actions.push(action);
      }
      if (wants(vscode.CodeActionKind.QuickFix)) {
        const choice = strategyChoice(this.config.settings);
        for (const finding of here) {
          const line = document.positionAt(finding.start).line + 1;
          // The configured strategy first when it is not the plain label, then "Redact 'X' as [TYPE]"; each
          // names its target. Preferred: the first of them, unless "Redact all N items" is on top.
          const configured = configuredTitle(choice, finding.item.type);
          if (configured) actions.push(this.itemAction(document, context, finding, withTarget(configured, finding.item, line, masked), 'configured', all.length === 0));
          const title = redactItemTitle(finding.item, line, masked);
          const action = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
          action.diagnostics = diagnosticsOf(finding);
          action.isPreferred = all.length === 0 && !configured;
          action.command = { command: COMMANDS.redactItem, title, arguments: [{ uri, id: finding.id, start: finding.start, end: finding.end } satisfies RedactItemArgs] };
          actions.push(action);
        }
      }
      if (wants(REDACT_ALL_KIND) && here.length > 0) {
        if (!range.isEmpty && all.length === 0) {
          const args: RedactRangesArgs = { uri, version: document.version, ranges: [span] };
          actions.push(this.action(vscode.l10n.t('Redact all PHI in selection'), REDACT_ALL_KIND, COMMANDS.redactAllInSelection, args));
        }
        actions.push(this.action(vscode.l10n.t('Redact all PHI in document'), REDACT_ALL_KIND, COMMANDS.redactAllInDocument, { uri }));
      }
    }
    // Only when asked for source actions (Source Action… menu, or a keybinding): it may analyse first.
    if (context.only?.contains(SOURCE_REDACT_KIND)) {
      actions.push(this.action(vscode.l10n.t('Redact all PHI in document'), SOURCE_REDACT_KIND, COMMANDS.redactAllInDocument, { uri }));
    }
    return actions;
  }

  dispose(): void {
    this.registration.dispose();
  }

  private itemAction(document: vscode.TextDocument, context: vscode.CodeActionContext, finding: PhiFinding, title: string, strategy: 'configured' | 'label', preferred: boolean): vscode.CodeAction {
    const action = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
    const itemRange = phiRange(document, finding);
    action.diagnostics = context.diagnostics.filter((d) => d.source === DIAGNOSTIC_SOURCE && d.code === finding.item.type && d.range.isEqual(itemRange));
    action.isPreferred = preferred;
    action.command = { command: COMMANDS.redactItem, title, arguments: [{ uri: document.uri.toString(), id: finding.id, strategy, start: finding.start, end: finding.end }] };
    return action;
  }

  private action(title: string, kind: vscode.CodeActionKind, command: string, args: unknown): vscode.CodeAction {
    const action = new vscode.CodeAction(title, kind);
    action.command = { command, title, arguments: [args] };
    return action;
  }
}
