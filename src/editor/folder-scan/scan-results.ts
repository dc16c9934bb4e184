// The last folder scan's results, held for the view, the Problems panel and Export Findings: findings
// without their text (positions, types, scores, keyed hashes), only for files that have some, plus the
// skips and the summary. Problems entries are published per file as results arrive, in their own
// collection (one per finding source), but never for a file the editor has analysed itself: its own
// results (DiagnosticsController) are the ones that match the open document, so a file shows its
// findings once in Problems, not once per source. The last Extract Concepts from Folder run is held beside
// it for the view's Concepts section: each mention's position, concept and assertion, nothing else.
import * as vscode from 'vscode';
import type { FileFindings } from '../../batch/findings';
import type { HashKey } from '../../batch/findings';
import type { Skip } from '../../batch/skip';
import type { ScanSummary } from '../../batch/summary';
import type { ConceptRow } from '../../batch/concept-rows';
import type { ConceptSummary } from '../../batch/concepts-scan';
import { toMention, type FileMentions } from './folder-concepts-tree.pure';
import { DIAGNOSTIC_SOURCE, phiDiagnosticMessage, type SeverityName } from '../diagnostics/diagnostic-message.pure';
import type { ResultsStoreApi } from '../results/types';

export interface FolderScan {
  /** The folder scanned; file paths in results are relative to it. */
  readonly root: vscode.Uri;
  readonly engine: string;
  /** Kept in memory only, so an export with PHI text can check each value it re-reads. */
  readonly hashKey: HashKey;
  readonly files: FileFindings[];
  /** Review candidates (below textInference.minimumScore) per file, for the Review PHI view; never in Problems or exports. */
  readonly candidates: FileFindings[];
  readonly skips: Skip[];
  summary: ScanSummary | undefined;
  complete: boolean;
}

/** The last Extract Concepts from Folder run, for the view's Concepts section (mentions only, no other text). */
export interface FolderConcepts {
  readonly root: vscode.Uri;
  readonly engine: string;
  readonly files: FileMentions[];
  summary: ConceptSummary | undefined;
  complete: boolean;
}

const SEVERITY: Readonly<Record<SeverityName, vscode.DiagnosticSeverity>> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
};

/** What the folder scan needs of the editor's results: whether a file has its own, and when that changes. */
export type EditorResults = Pick<ResultsStoreApi, 'get' | 'onDidChange'>;

export class ScanResults implements vscode.Disposable {
  private current: FolderScan | undefined;
  private currentConcepts: FolderConcepts | undefined;
  private readonly diagnostics = vscode.languages.createDiagnosticCollection('textInference.folderScan');
  /** This scan's Problems entries by file, published only while the editor has no results of its own. */
  private readonly entries = new Map<string, { readonly uri: vscode.Uri; readonly diagnostics: readonly vscode.Diagnostic[] }>();
  private readonly emitter = new vscode.EventEmitter<void>();
  private readonly listener: vscode.Disposable | undefined;
  readonly onDidChange = this.emitter.event;

  constructor(private readonly editor?: EditorResults) {
    this.listener = editor?.onDidChange((uri) => this.publish(uri.toString()));
  }

  /** The folder scan's Problems entries for a file as published now (for tests). */
  published(uri: vscode.Uri): readonly vscode.Diagnostic[] {
    return this.diagnostics.get(uri) ?? [];
  }

  private publish(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (this.editor?.get(entry.uri)) this.diagnostics.delete(entry.uri);
    else this.diagnostics.set(entry.uri, [...entry.diagnostics]);
  }

  get scan(): FolderScan | undefined {
    return this.current;
  }

  get concepts(): FolderConcepts | undefined {
    return this.currentConcepts;
  }

  beginConcepts(root: vscode.Uri, engine: string): FolderConcepts {
    this.currentConcepts = { root, engine, files: [], summary: undefined, complete: false };
    this.emitter.fire();
    return this.currentConcepts;
  }

  addConcepts(run: FolderConcepts, file: string, concepts: readonly ConceptRow[]): void {
    if (concepts.length === 0 || run !== this.currentConcepts) return;
    run.files.push({ file, mentions: concepts.map(toMention) });
    this.emitter.fire();
  }

  finishConcepts(run: FolderConcepts, summary: ConceptSummary, complete: boolean): void {
    run.summary = summary;
    run.complete = complete;
    this.emitter.fire();
  }

  begin(root: vscode.Uri, engine: string, hashKey: HashKey): FolderScan {
    this.diagnostics.clear();
    this.entries.clear();
    this.current = { root, engine, hashKey, files: [], candidates: [], skips: [], summary: undefined, complete: false };
    this.emitter.fire();
    return this.current;
  }

  addFile(scan: FolderScan, result: FileFindings, severity: SeverityName | undefined): void {
    if (result.findings.length === 0 || scan !== this.current) return;
    scan.files.push(result);
    if (severity) {
      const uri = vscode.Uri.joinPath(scan.root, ...result.file.split('/'));
      const diagnostics = result.findings.map((f) => {
        const range = new vscode.Range(f.line - 1, f.column - 1, f.endLine - 1, f.endColumn - 1);
        // A folder's Problems entries never hold PHI text: they may be shared (copied, exported) in bulk.
        const d = new vscode.Diagnostic(range, phiDiagnosticMessage({ ...f, text: '' }, true), SEVERITY[severity]);
        d.source = DIAGNOSTIC_SOURCE;
        d.code = f.type;
        return d;
      });
      this.entries.set(uri.toString(), { uri, diagnostics });
      this.publish(uri.toString());
    }
    this.emitter.fire();
  }

  /** A file's review candidates (with the text only when the scan kept it, as for findings). */
  addCandidates(scan: FolderScan, result: FileFindings): void {
    if (result.findings.length === 0 || scan !== this.current) return;
    scan.candidates.push(result);
    this.emitter.fire();
  }

  finish(scan: FolderScan, summary: ScanSummary, complete: boolean): void {
    scan.summary = summary;
    scan.complete = complete;
    this.emitter.fire();
  }

  /** Clear Folder Scan: the PHI scan and the concepts both. */
  clear(): void {
    this.current = undefined;
    this.currentConcepts = undefined;
    this.diagnostics.clear();
    this.entries.clear();
    this.emitter.fire();
  }

  dispose(): void {
    this.listener?.dispose();
    this.diagnostics.dispose();
    this.emitter.dispose();
  }
}
