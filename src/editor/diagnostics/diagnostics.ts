// PHI findings in the Problems panel, with the configured severity (or none), kept in step with the store.
// Each diagnostic's code is the phi_type, which is how the quick fixes find the diagnostic they resolve.
import * as vscode from 'vscode';
import type { Config } from '../config/config';
import { DIAGNOSTIC_SOURCE, phiDiagnosticMessage, severityName, type SeverityName } from './diagnostic-message.pure';
import { meetsMinimum } from '../results/score.pure';
import type { PhiFinding, ResultsStoreApi } from '../results/types';

const SEVERITY: Readonly<Record<SeverityName, vscode.DiagnosticSeverity>> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
};

export function phiRange(document: vscode.TextDocument, finding: Pick<PhiFinding, 'start' | 'end'>): vscode.Range {
  return new vscode.Range(document.positionAt(finding.start), document.positionAt(finding.end));
}

export class DiagnosticsController implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('textInference');
  private readonly subscriptions: vscode.Disposable[];

  constructor(
    private readonly store: ResultsStoreApi,
    private readonly config: Config,
  ) {
    this.subscriptions = [
      store.onDidChange((uri) => this.update(uri)),
      config.onDidChange((e) => {
        if (e.affects('diagnostics.severity') || e.affects('minimumScore') || e.affects('privacy.maskPhiText')) this.refreshAll();
      }),
    ];
    this.refreshAll();
  }

  /** The diagnostics currently published for a document (for tests). */
  published(uri: vscode.Uri): readonly vscode.Diagnostic[] {
    return this.collection.get(uri) ?? [];
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.collection.dispose();
  }

  private refreshAll(): void {
    this.collection.clear();
    for (const document of vscode.workspace.textDocuments) this.update(document.uri);
  }

  private update(uri: vscode.Uri): void {
    const results = this.store.get(uri);
    const severity = severityName(this.config.get('diagnostics.severity'));
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (!results || !severity || !document || results.version !== document.version) {
      this.collection.delete(uri);
      return;
    }
    const minimum = this.config.get('minimumScore');
    const masked = this.config.get('privacy.maskPhiText');
    const diagnostics = results.phi
      .filter((f) => meetsMinimum(f, minimum))
      .map((f) => {
        const d = new vscode.Diagnostic(phiRange(document, f), phiDiagnosticMessage(f.item, masked), SEVERITY[severity]);
        d.source = DIAGNOSTIC_SOURCE;
        d.code = f.item.type;
        return d;
      });
    this.collection.set(uri, diagnostics);
  }
}
