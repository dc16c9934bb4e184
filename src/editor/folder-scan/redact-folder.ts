// Redact Folder into a Copy: the folder's text files written, redacted with the configured strategy, to a
// new folder beside it (or one the user picks); originals untouched, one run for all files, a manifest.
import * as vscode from 'vscode';
import { basename, dirname, join } from 'node:path';
import { redactIntoCopy, OutputFolderError, type Redactor, type RedactCopySummary } from '../../batch/redact-copy';
import { formatCount } from '../../batch/summary';
import { progressMessage } from './folder-scan.pure';
import type { BatchDeps } from './folder-scan';
import { withQuietProgress } from '../run/quiet-progress.pure';

export interface RedactFolderDeps extends BatchDeps {
  /** A redactor for one run, with the configured strategy. */
  readonly redactor: () => Redactor;
  readonly version: string;
}

/** Where the copy goes: `<folder>-redacted` beside it unless the user picks another (empty) folder. */
export async function askOutput(deps: RedactFolderDeps, folder: vscode.Uri): Promise<vscode.Uri | undefined> {
  const sibling = vscode.Uri.file(join(dirname(folder.fsPath), `${basename(folder.fsPath)}-redacted`));
  const choice = await deps.prompts.quickPick(
    [
      { label: `Create ${basename(sibling.fsPath)} beside it`, detail: sibling.fsPath, pick: false },
      { label: 'Choose an empty folder…', detail: 'It must be outside the folder being redacted', pick: true },
    ],
    { title: 'Redact Folder into a Copy: output folder' },
  );
  if (!choice) return undefined;
  if (!choice.pick) return sibling;
  const picked = await vscode.window.showOpenDialog({ canSelectFolders: true, canSelectFiles: false, canSelectMany: false, openLabel: 'Write Redacted Copy Here', defaultUri: vscode.Uri.file(dirname(folder.fsPath)) });
  return picked?.[0];
}

export async function redactFolder(deps: RedactFolderDeps, folder: vscode.Uri, out: vscode.Uri): Promise<RedactCopySummary | undefined> {
  if (folder.scheme !== 'file' || out.scheme !== 'file') {
    void deps.prompts.notify('error', 'Redact Folder into a Copy works with folders on this machine\'s disk.');
    return undefined;
  }
  const settings = deps.settings(folder);
  const lease = await deps.acquire();
  try {
    if (!(await deps.consent.allows(lease.target))) return undefined;
    return await withQuietProgress(
      vscode.window.withProgress,
      { location: vscode.ProgressLocation.Notification, title: `Redacting ${basename(folder.fsPath)} into ${basename(out.fsPath)}`, cancellable: true },
      async (progress, token) => {
        const controller = new AbortController();
        const cancel = token.onCancellationRequested(() => controller.abort(new vscode.CancellationError()));
        try {
          const summary = await redactIntoCopy(lease.client, deps.redactor(), {
            inputs: [folder.fsPath],
            outDir: out.fsPath,
            walk: { include: settings.include, exclude: settings.exclude, gitignore: settings.gitignore, maxBytes: settings.maxBytes, base: folder.fsPath },
            concurrency: 4,
            engine: lease.target.label,
            tool: { name: 'text-inference', version: deps.version },
            signal: controller.signal,
            onFile: (_event, done, total) => progress.report({ increment: 100 / Math.max(1, total), message: progressMessage(done, total) }),
          });
          deps.log.info('Folder redacted into a copy', { files: summary.files, replaced: summary.replaced, skipped: summary.skipped });
          const choice = await deps.prompts.notify(
            'info',
            `Wrote ${formatCount(summary.files)} redacted file${summary.files === 1 ? '' : 's'} (${formatCount(summary.replaced)} items replaced, ${formatCount(summary.skipped)} skipped) to ${out.fsPath}.`,
            'Open Manifest',
            'Reveal Folder',
          );
          if (choice === 'Open Manifest') await vscode.window.showTextDocument(vscode.Uri.file(summary.manifest));
          if (choice === 'Reveal Folder') await vscode.commands.executeCommand('revealFileInOS', out);
          return summary;
        } catch (e) {
          if (e instanceof OutputFolderError) {
            void deps.prompts.notify('error', e.message);
            return undefined;
          }
          if (controller.signal.aborted) {
            void deps.prompts.notify('info', `Redaction cancelled; the files written so far are complete, and the manifest in ${out.fsPath} says the run did not finish.`);
            return undefined;
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
