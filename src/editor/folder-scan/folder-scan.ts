// Scan Folder: every text-like file under a folder checked for PHI, a few at a time (the local engine's
// pool, or a remote service within its budgets), with "120 of 1,000 files" progress, an ETA for a remote
// service, cancel, results in the Folder Scan view and the Problems panel, and a summary.
import * as vscode from 'vscode';
import type { TextInferenceClient } from '../../api/types';
import { hashKeyFrom, textHasher } from '../../batch/findings';
import { scanEntries } from '../../batch/scan';
import { SummaryBuilder } from '../../batch/summary';
import { walkFiles, type WalkEntry } from '../../batch/walk';
import type { ServiceTarget } from '../connection/service-url.pure';
import type { SeverityName } from '../diagnostics/diagnostic-message.pure';
import type { Log } from '../log';
import type { Prompts } from '../prompts';
import { callsFor, etaFromBudget, progressMessage, summaryMessage } from './folder-scan.pure';
import type { FolderScan, ScanResults } from './scan-results';
import { splitCandidates } from '../review/folder-candidates.pure';
import { withQuietProgress } from '../run/quiet-progress.pure';

export interface BatchLease {
  readonly target: ServiceTarget;
  readonly client: TextInferenceClient;
  release(): void;
}

export interface BatchSettings {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly gitignore: boolean;
  readonly maxBytes: number;
  readonly severity: SeverityName | undefined;
  readonly postsPerMinute: number;
  readonly minScore: number;
  /** textInference.privacy.maskPhiText: the scan then keeps no PHI text, not even in memory. */
  readonly masked: boolean;
}

export interface BatchDeps {
  readonly acquire: () => Promise<BatchLease>;
  readonly consent: { allows(target: ServiceTarget): Promise<boolean> };
  readonly settings: (folder: vscode.Uri) => BatchSettings;
  readonly prompts: Prompts;
  readonly log: Log;
}

/** The folder a command acts on: its argument (Explorer context menu), else one picked by the user. */
export async function folderArg(arg: unknown, title: string): Promise<vscode.Uri | undefined> {
  if (arg instanceof vscode.Uri) return arg;
  const folders = vscode.workspace.workspaceFolders ?? [];
  const picked = await vscode.window.showOpenDialog({ canSelectFiles: false, canSelectFolders: true, canSelectMany: false, title, defaultUri: folders[0]?.uri, openLabel: 'Select Folder' });
  return picked?.[0];
}

export async function listFolder(folder: vscode.Uri, settings: BatchSettings, signal?: AbortSignal): Promise<WalkEntry[]> {
  const entries: WalkEntry[] = [];
  const walk = { include: settings.include, exclude: settings.exclude, gitignore: settings.gitignore, maxBytes: settings.maxBytes, base: folder.fsPath, ...(signal ? { signal } : {}) };
  for await (const entry of walkFiles([folder.fsPath], walk)) entries.push(entry);
  return entries;
}

/** Runs the scan; resolves with it (complete or cancelled), or undefined when nothing was scanned. */
export async function scanFolder(deps: BatchDeps, results: ScanResults, folder: vscode.Uri): Promise<FolderScan | undefined> {
  if (folder.scheme !== 'file') {
    void deps.prompts.notify('error', `Scan Folder reads files on this machine's disk; ${folder.toString(true)} is not one.`);
    return undefined;
  }
  const settings = deps.settings(folder);
  const lease = await deps.acquire();
  try {
    if (!(await deps.consent.allows(lease.target))) return undefined;
    const remote = lease.target.kind === 'remote';
    const engine = lease.target.label;
    const hashKey = hashKeyFrom({});
    const name = vscode.workspace.asRelativePath(folder, true) || folder.fsPath;
    return await withQuietProgress(
      vscode.window.withProgress,
      { location: vscode.ProgressLocation.Notification, title: `Scanning ${name} for PHI`, cancellable: true },
      async (progress, token) => {
        const controller = new AbortController();
        const cancel = token.onCancellationRequested(() => controller.abort(new vscode.CancellationError()));
        const summary = new SummaryBuilder();
        let scan: FolderScan | undefined;
        try {
          progress.report({ message: 'listing files…' });
          const entries = await listFolder(folder, settings, controller.signal);
          scan = results.begin(folder, engine, hashKey);
          const total = entries.length;
          let callsLeft = entries.reduce((n, e) => n + (e.kind === 'file' ? callsFor(e.size) : 0), 0);
          let done = 0;
          progress.report({ message: progressMessage(0, total, remote ? etaFromBudget(callsLeft, settings.postsPerMinute) : undefined) });
          const events = scanEntries(entries, lease.client, {
            concurrency: 4,
            maxBytes: settings.maxBytes,
            // Below the minimum score too: those are review candidates, kept apart for the Review PHI view.
            filter: { minScore: settings.minScore, review: true },
            hash: textHasher(hashKey),
            // The text is kept in memory for the view's leaves; never in Problems, never in an export unless asked.
            includeText: !settings.masked,
            signal: controller.signal,
          });
          for await (const event of events) {
            summary.add(event);
            if (event.kind === 'skip') scan.skips.push(event.skip);
            else {
              callsLeft -= callsFor(event.entry.size);
              const { findings, candidates } = splitCandidates(event.result);
              results.addFile(scan, findings, settings.severity);
              results.addCandidates(scan, candidates);
            }
            done++;
            progress.report({ increment: 100 / Math.max(1, total), message: progressMessage(done, total, remote ? etaFromBudget(callsLeft, settings.postsPerMinute) : undefined) });
          }
          const built = summary.build();
          results.finish(scan, built, true);
          deps.log.info('Folder scan done', { files: built.filesScanned, withPhi: built.filesWithPhi, findings: built.findings, skipped: built.skipped });
          void showSummary(deps, scan);
          return scan;
        } catch (e) {
          if (scan) results.finish(scan, summary.build(), false);
          if (controller.signal.aborted) {
            const s = summary.build();
            void deps.prompts.notify('info', `Scan cancelled after ${s.filesScanned + s.skipped} files; the results so far are in the Folder Scan view.`);
            return scan;
          }
          throw e;
        } finally {
          cancel.dispose();
        }
      },
    );
  } finally {
    lease.release();
  }
}

async function showSummary(deps: BatchDeps, scan: FolderScan): Promise<void> {
  if (!scan.summary) return;
  const actions = scan.summary.findings > 0 ? ['Export Findings', 'Show Problems'] : [];
  const choice = await deps.prompts.notify(scan.summary.filesWithPhi > 0 ? 'warning' : 'info', summaryMessage(scan.summary, scan.engine), ...actions);
  if (choice === 'Export Findings') await vscode.commands.executeCommand('textInference.exportFindings');
  if (choice === 'Show Problems') await vscode.commands.executeCommand('workbench.actions.view.problems');
}
