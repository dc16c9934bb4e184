// The batch feature in the editor: Scan Folder, Export Findings, Redact Folder into a Copy, the Folder
// Scan view and the PHI trigger modes. Owns its results, view and listeners; the commands call into it.
import * as vscode from 'vscode';
import { z } from 'zod';
import { randomBytes, randomUUID } from 'node:crypto';
import { EXPORT_FORMATS } from '../../batch/export/types';
import type { Redactor } from '../../batch/redact-copy';
import { createRedactor } from '../../batch/redactor';
import { LIST_FOLDER_GLOB } from '../../batch/lists-for-root';
import type { SelectionSettings } from '../../deid/selection';
import { selectingLease } from './selecting-lease';
import type { Config } from '../config/config';
import type { ServiceConnection } from '../connection/connection';
import type { ConsentGate } from '../connection/consent';
import { severityName } from '../diagnostics/diagnostic-message.pure';
import type { Log } from '../log';
import type { Prompts } from '../prompts';
import type { ResultsStoreApi } from '../results/types';
import { AutoPhi } from './auto-phi';
import type { ConceptFinding } from '../results/types';
import type { FileFindings } from '../../batch/findings';
import { conceptFormat, writeConceptsExport } from './export-concepts';
import { extractFolderConcepts } from './folder-concepts';
import { askExport, documentSource, scanSource, writeExport, type ExportRequest, type ExportSource } from './export-findings';
import { excludeGlobs } from './folder-scan.pure';
import { folderArg, scanFolder, type BatchDeps, type BatchSettings } from './folder-scan';
import { askOutput, redactFolder } from './redact-folder';
import { ScanResults } from './scan-results';
import { SCAN_VIEW_ID, ScanTreeProvider } from './scan-view';

export interface BatchFeatureDeps {
  readonly connection: ServiceConnection;
  readonly consent: ConsentGate;
  readonly config: Config;
  readonly prompts: Prompts;
  readonly log: Log;
  readonly store: ResultsStoreApi;
  readonly version: string;
  /** The one selection's settings (lists, hidden types, per-type scores), applied to every file. */
  readonly selection?: () => Promise<SelectionSettings>;
}

/** Arguments the tests (and other extensions) may pass instead of answering dialogs. */
const isUri = z.custom<vscode.Uri>((v) => v instanceof vscode.Uri, 'a Uri');
const ExportArgs = z.object({ format: z.enum(EXPORT_FORMATS), includeText: z.boolean(), target: isUri, source: z.enum(['scan', 'document', 'concepts']).optional() });
const RedactArgs = z.object({ folder: isUri, out: isUri });
const ConceptsArgs = z.object({ folder: isUri, format: z.enum(['json', 'jsonl', 'csv']), target: isUri, ontologies: z.boolean().default(false) });

export class BatchFeature implements vscode.Disposable {
  readonly results: ScanResults;
  /** The Folder Scan view's data provider (the tests read its rows). */
  readonly tree: ScanTreeProvider;
  private readonly disposables: vscode.Disposable[];
  private readonly base: BatchDeps;

  constructor(private readonly deps: BatchFeatureDeps) {
    const { connection, consent, prompts, log } = deps;
    this.results = new ScanResults(deps.store);
    this.base = {
      acquire: async () => {
        const lease = await connection.acquire();
        return deps.selection ? selectingLease(lease, await deps.selection()) : lease;
      },
      consent,
      settings: (folder) => this.settings(folder),
      prompts,
      log,
    };
    const tree = new ScanTreeProvider(this.results, () => deps.config.get('privacy.maskPhiText'));
    this.tree = tree;
    this.disposables = [
      this.results,
      tree,
      vscode.window.createTreeView(SCAN_VIEW_ID, { treeDataProvider: tree, showCollapseAll: true }),
      deps.config.onDidChange((change) => {
        if (change.affects('privacy.maskPhiText')) tree.refresh();
      }),
      new AutoPhi({
        trigger: () => deps.config.get('phi.trigger'),
        include: () => deps.config.get('scan.include'),
        target: () => connection.target(),
        consentedHosts: () => consent.rememberedHosts(),
        acquire: () => connection.acquire(),
        store: deps.store,
        log,
      }),
    ];
  }

  private settings(folder: vscode.Uri): BatchSettings {
    const { config } = this.deps;
    const filesExclude = vscode.workspace.getConfiguration('files', folder).get<Record<string, unknown>>('exclude');
    return {
      include: config.get('scan.include'),
      // The lists folder holds real PHI terms by design: never scanned, exported or copied.
      exclude: [...config.get('scan.exclude'), ...excludeGlobs(filesExclude), LIST_FOLDER_GLOB],
      gitignore: config.get('scan.useGitignore'),
      maxBytes: config.get('scan.maxFileSizeMB') * 1024 * 1024,
      severity: severityName(config.get('diagnostics.severity')),
      postsPerMinute: config.get('rateLimits.postsPerMinute'),
      minScore: config.get('minimumScore'),
      masked: config.get('privacy.maskPhiText'),
    };
  }

  async scanFolder(arg?: unknown): Promise<boolean> {
    const folder = await folderArg(arg, 'Scan Folder for PHI');
    if (!folder) return false;
    const scan = await scanFolder(this.base, this.results, folder);
    if (scan) await vscode.commands.executeCommand(`${SCAN_VIEW_ID}.focus`);
    return scan?.complete ?? false;
  }

  async exportFindings(arg?: unknown): Promise<number | undefined> {
    const given = ExportArgs.safeParse(arg);
    const kind = await this.exportKind(given.success ? given.data.source : undefined);
    if (!kind) return undefined;
    if (kind === 'concepts') return this.exportConcepts(given.success ? given.data : undefined);
    const request: ExportRequest | undefined = given.success ? given.data : await askExport(this.deps.prompts, ...exportDefault(kind === 'scan' ? this.results.scan?.root : undefined));
    if (!request) return undefined;
    const source = this.exportSource(kind, request.includeText);
    if (!source) return undefined;
    const findings = await writeExport(source, request, this.deps.version);
    this.deps.log.info('Findings exported', { findings, withText: request.includeText });
    void this.deps.prompts
      .notify('info', `Exported ${findings} finding${findings === 1 ? '' : 's'} to ${vscode.workspace.asRelativePath(request.target, false)}${request.includeText ? ' (with PHI text)' : ''}.`, OPEN, REVEAL)
      .then((choice) => afterExport(choice, request.target));
    return findings;
  }

  /** The active document's PHI results when they are current, else undefined. */
  private documentResults(): { document: vscode.TextDocument; results: NonNullable<ReturnType<ResultsStoreApi['get']>> } | undefined {
    const editor = vscode.window.activeTextEditor;
    const results = editor && this.deps.store.get(editor.document.uri);
    if (!editor || !results || results.phi.length === 0 || results.version !== editor.document.version) return undefined;
    return { document: editor.document, results };
  }

  /** Which findings to export: the last folder scan, the active document's PHI or its concepts; asks when several exist. */
  private async exportKind(wanted: 'scan' | 'document' | 'concepts' | undefined): Promise<'scan' | 'document' | 'concepts' | undefined> {
    if (wanted) return wanted;
    const scan = this.results.scan;
    const current = this.documentResults();
    const concepts = this.documentConcepts();
    const choices = [
      ...(scan ? [{ label: 'Last folder scan', detail: scanSource(scan).label, source: 'scan' as const }] : []),
      ...(current ? [{ label: 'Active document', detail: vscode.workspace.asRelativePath(current.document.uri), source: 'document' as const }] : []),
      ...(concepts ? [{ label: "Active document's concepts", detail: 'Each with its assertion (negated, historical...) and section', source: 'concepts' as const }] : []),
    ];
    if (choices.length > 1) return (await this.deps.prompts.quickPick(choices, { title: 'Export Findings: which findings?' }))?.source;
    if (choices.length === 1) return choices[0]!.source;
    void this.deps.prompts.notify('info', 'No PHI findings to export: run Find PHI on a document or Scan Folder first.');
    return undefined;
  }

  /** The active document's concept results when they are current, else undefined. */
  private documentConcepts(): { document: vscode.TextDocument; findings: readonly ConceptFinding[] } | undefined {
    const editor = vscode.window.activeTextEditor;
    const results = editor && this.deps.store.get(editor.document.uri);
    if (!editor || !results || results.concepts.length === 0 || results.version !== editor.document.version) return undefined;
    return { document: editor.document, findings: results.concepts };
  }

  private async exportConcepts(given: ExportRequest | undefined): Promise<number | undefined> {
    const current = this.documentConcepts();
    if (!current) {
      void this.deps.prompts.notify('info', 'No concepts to export: run Find Concepts on the document first.');
      return undefined;
    }
    const request = given ?? (await askExport(this.deps.prompts, 'concepts', undefined, { concepts: true }));
    const format = request && conceptFormat(request.format);
    if (!request || !format) {
      if (request) void this.deps.prompts.notify('warning', 'Concepts are exported as JSON, JSON Lines or CSV; SARIF is for PHI findings.');
      return undefined;
    }
    const n = await writeConceptsExport(current.document, current.findings, { format, target: request.target }, { engine: this.deps.connection.label, version: this.deps.version });
    this.deps.log.info('Concepts exported', { concepts: n });
    void this.deps.prompts.notify('info', `Exported ${n} concept${n === 1 ? '' : 's'} to ${vscode.workspace.asRelativePath(request.target, false)}.`);
    return n;
  }

  private exportSource(kind: 'scan' | 'document', includeText: boolean): ExportSource | undefined {
    if (kind === 'scan') return this.results.scan ? scanSource(this.results.scan) : undefined;
    const current = this.documentResults();
    return current ? documentSource(current.document, current.results.phi.map((f) => f.item), this.deps.connection.label, includeText) : undefined;
  }

  /** Extract Concepts from Folder: concepts with assertion and section of every file, to a JSON/JSONL/CSV file. */
  async extractConcepts(arg?: unknown): Promise<number | undefined> {
    const given = ConceptsArgs.safeParse(arg);
    const folder = given.success ? given.data.folder : await folderArg(arg, 'Extract Concepts from Folder');
    if (!folder) return undefined;
    // Like the PHI export, the file goes beside the folder, never into it (a later scan would read it).
    const name = folder.path.split('/').filter(Boolean).pop() ?? 'folder';
    const request = given.success ? given.data : await askExport(this.deps.prompts, `${name}-concepts`, vscode.Uri.joinPath(folder, '..'), { concepts: true });
    const format = request && conceptFormat(request.format);
    if (!request || !format) return undefined;
    const summary = await extractFolderConcepts(this.base, this.results, folder, { format, target: request.target, ontologies: given.success ? given.data.ontologies : false }, this.deps.version);
    if (summary) await vscode.commands.executeCommand(`${SCAN_VIEW_ID}.focus`);
    return summary?.concepts;
  }

  async redactFolder(arg?: unknown): Promise<boolean> {
    const given = RedactArgs.safeParse(arg);
    const folder = given.success ? given.data.folder : await folderArg(arg, 'Redact Folder into a Copy');
    if (!folder) return false;
    const redact = { ...this.base, redactor: () => this.redactor(), version: this.deps.version };
    const out = given.success ? given.data.out : await askOutput(redact, folder);
    if (!out) return false;
    return (await redactFolder(redact, folder, out))?.complete ?? false;
  }

  /** One run with the configured strategy; the hash strategy gets a key of its own for the run. */
  private redactor(): Redactor {
    const { config } = this.deps;
    return createRedactor({
      choice: { strategy: config.get('redaction.strategy'), byType: config.get('redaction.strategyByType') },
      seed: randomUUID(),
      dateShift: { minDays: config.get('redaction.dateShift.minDays'), maxDays: config.get('redaction.dateShift.maxDays') },
      mask: { character: config.get('redaction.mask.character'), fixedLength: config.get('redaction.mask.fixedLength') },
      hashKey: randomBytes(32),
      datesPerPatient: config.get('redaction.dateShift.per') === 'patient',
    });
  }

  /** The last scan's review candidates by file, for the Review PHI view. */
  reviewCandidates(): { current(): { root: vscode.Uri; files: readonly FileFindings[] } | undefined; readonly onDidChange: vscode.Event<void> } {
    return { current: () => this.results.scan && { root: this.results.scan.root, files: this.results.scan.candidates }, onDidChange: this.results.onDidChange };
  }

  clearScan(): void {
    this.results.clear();
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}

const OPEN = 'Open';
const REVEAL = 'Reveal';

/**
 * Where the save dialog starts: beside the scanned folder, never inside it (an export written there would
 * be read as a note by the next scan of that folder), named after it.
 */
function exportDefault(scanned: vscode.Uri | undefined): [name: string, dir?: vscode.Uri] {
  if (!scanned) return ['phi-findings'];
  const name = scanned.path.split('/').filter(Boolean).pop() ?? 'folder';
  return [`${name}-phi-findings`, vscode.Uri.joinPath(scanned, '..')];
}

async function afterExport(choice: string | undefined, target: vscode.Uri): Promise<void> {
  if (choice === OPEN) await vscode.commands.executeCommand('vscode.open', target);
  // In the Explorer when the file is in the workspace; otherwise in the system's file manager.
  if (choice === REVEAL) await vscode.commands.executeCommand(vscode.workspace.getWorkspaceFolder(target) ? 'revealInExplorer' : 'revealFileInOS', target);
}
