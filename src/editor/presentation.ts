// The presentation of results: decorations, hovers, Problems, redaction code actions and the Findings
// view, composed over one results store. The composition root registers the returned command handlers
// together with its own from the one typed command table.
import * as vscode from 'vscode';
import { RedactionCodeActions } from './redaction/code-actions';
import { Redactor } from './redaction/redactor';
import type { CommandKey } from './commands/command-ids';
import type { Config } from './config/config';
import { DecorationController } from './decorations/decorations';
import { DiagnosticsController } from './diagnostics/diagnostics';
import { FindingsView, revealFinding } from './findings-view/findings-view';
import { copyFinding, redactFinding } from './findings-view/findings-actions';
import { HoverController, copyToClipboard } from './hovers/hovers';
import type { Log } from './log';
import type { ResultsStoreApi } from './results/types';
import type { StrategyRedaction } from './redaction/strategy-redaction';

export interface PresentationDeps {
  store: ResultsStoreApi;
  config: Config;
  log: Log;
  /** Runs identify-phi on the whole document; true when results for its current version are stored. */
  findPhi(document: vscode.TextDocument): Promise<boolean>;
  /** Redaction strategies and preview (label replacements without a preview when absent). */
  strategies?: StrategyRedaction;
}

const TOGGLE_NOTE_MS = 5000;

export type CommandHandler = (...args: unknown[]) => unknown;

export interface Presentation {
  disposable: vscode.Disposable;
  commands: Partial<Record<CommandKey, CommandHandler>>;
}

export function registerPresentation(deps: PresentationDeps): Presentation {
  const { store, config, log } = deps;
  const decorations = new DecorationController(store, config);
  const redactor = new Redactor(store, log, (document) => deps.findPhi(document), deps.strategies);
  // The toggle's status bar note still showing, if any: replaced by the next toggle, removed on deactivate.
  let toggleNote: vscode.Disposable | undefined;
  const disposable = vscode.Disposable.from(
    new vscode.Disposable(() => {
      toggleNote?.dispose();
    }),
    decorations,
    new HoverController(store, config),
    new DiagnosticsController(store, config),
    new RedactionCodeActions(store, config),
    new FindingsView(store, config),
  );
  return {
    disposable,
    commands: {
      redactItem: (args) => redactor.redactItem(args),
      redactAllInSelection: (args) => redactor.redactAllInSelection(args),
      redactAllInDocument: (args) => redactor.redactAllInDocument(args),
      copyToClipboard: (value) => copyToClipboard(value),
      revealFinding: (args) => revealFinding(store, args),
      redactFinding: (node) => redactFinding(node, (args) => redactor.redactItem(args)),
      copyFinding: (node) => copyFinding(node),
      toggleDecorations: () => {
        const shown = decorations.toggle();
        log.info('decorations toggled', { shown });
        // Hidden highlights look exactly like "nothing found"; a short status bar note says which it is,
        // without a notification to dismiss.
        const note = shown ? vscode.l10n.t('Text Inference: highlights shown') : vscode.l10n.t('Text Inference: highlights hidden (Toggle Decorations shows them again)');
        toggleNote?.dispose();
        toggleNote = vscode.window.setStatusBarMessage(`$(${shown ? 'eye' : 'eye-closed'}) ${note}`, TOGGLE_NOTE_MS);
        return shown;
      },
    },
  };
}
