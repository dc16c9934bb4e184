// The last folder scan's results, held for the view, the Problems panel and Export Findings: findings
// without their text (positions, types, scores, keyed hashes), only for files that have some, plus the
// skips and the summary. Problems entries are published per file as results arrive.
import * as vscode from 'vscode';
import type { FileFindings } from '../../batch/findings';
import type { HashKey } from '../../batch/findings';
import type { Skip } from '../../batch/skip';
import type { ScanSummary } from '../../batch/summary';
import { DIAGNOSTIC_SOURCE, phiDiagnosticMessage, type SeverityName } from '../diagnostics/diagnostic-message.pure';

export interface FolderScan {
  /** The folder scanned; file paths in results are relative to it. */
  readonly root: vscode.Uri;
  readonly engine: string;
  /** Kept in memory only, so an export with PHI text can check each value it re-reads. */
  readonly hashKey: HashKey;
  readonly files: FileFindings[];
  readonly skips: Skip[];
  summary: ScanSummary | undefined;
  complete: boolean;
}

const SEVERITY: Readonly<Record<SeverityName, vscode.DiagnosticSeverity>> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
};

export class ScanResults implements vscode.Disposable {
  private current: FolderScan | undefined;
  private readonly diagnostics = vscode.languages.createDiagnosticCollection('textInference.folderScan');
  private readonly emitter = new vscode.EventEmitter<void>();
  readonly onDidChange = this.emitter.event;

  get scan(): FolderScan | undefined {
    return this.current;
  }

  begin(root: vscode.Uri, engine: string, hashKey: HashKey): FolderScan {
    this.diagnostics.clear();
    this.current = { root, engine, hashKey, files: [], skips: [], summary: undefined, complete: false };
    this.emitter.fire();
    return this.current;
  }

  addFile(scan: FolderScan, result: FileFindings, severity: SeverityName | undefined): void {
    if (result.findings.length === 0 || scan !== this.current) return;
    scan.files.push(result);
    if (severity) {
      const uri = vscode.Uri.joinPath(scan.root, ...result.file.split('/'));
      this.diagnostics.set(
        uri,
        result.findings.map((f) => {
          const range = new vscode.Range(f.line - 1, f.column - 1, f.endLine - 1, f.endColumn - 1);
          // A folder's Problems entries never hold PHI text: they may be shared (copied, exported) in bulk.
          const d = new vscode.Diagnostic(range, phiDiagnosticMessage({ ...f, text: '' }, true), SEVERITY[severity]);
          d.source = DIAGNOSTIC_SOURCE;
          d.code = f.type;
          return d;
        }),
      );
    }
    this.emitter.fire();
  }

  finish(scan: FolderScan, summary: ScanSummary, complete: boolean): void {
    scan.summary = summary;
    scan.complete = complete;
    this.emitter.fire();
  }

  clear(): void {
    this.current = undefined;
    this.diagnostics.clear();
    this.emitter.fire();
  }

  dispose(): void {
    this.diagnostics.dispose();
    this.emitter.dispose();
  }
}
