// The presentation of results: decorations, hovers, Problems, redaction code actions and the Findings
// view, composed over one results store. Their commands live in commands/ and reach the parts returned here.
import * as vscode from 'vscode';
import { RedactionCodeActions } from './redaction/code-actions';
import { NotPhiCodeActions } from './lists/not-phi-code-actions';
import { RedactionUndo } from './redaction/redaction-undo';
import { Redactor } from './redaction/redactor';
import type { Config } from './config/config';
import { DecorationController } from './decorations/decorations';
import { DiagnosticsController } from './diagnostics/diagnostics';
import { FindingsView } from './findings-view/findings-view';
import { HoverController } from './hovers/hovers';
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

export interface Presentation {
  readonly disposable: vscode.Disposable;
  readonly decorations: DecorationController;
  readonly redactor: Redactor;
  readonly hovers: HoverController;
}

export function registerPresentation(deps: PresentationDeps): Presentation {
  const { store, config, log } = deps;
  const decorations = new DecorationController(store, config);
  const undo = new RedactionUndo(store);
  const redactor = new Redactor(store, log, (document) => deps.findPhi(document), deps.strategies, undo);
  const hovers = new HoverController(store, config);
  const disposable = vscode.Disposable.from(
    undo,
    decorations,
    hovers,
    new DiagnosticsController(store, config),
    new RedactionCodeActions(store, config),
    new NotPhiCodeActions(store, config),
    new FindingsView(store, config),
  );
  return { disposable, decorations, redactor, hovers };
}
