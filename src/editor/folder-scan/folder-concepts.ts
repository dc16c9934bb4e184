// Extract Concepts from Folder: every text-like file under a folder (the Folder Scan's walk and settings)
// through the structure model, each concept with its assertion (the one src/nlp classifier, which every client
// runs) and section, streamed to a JSON, JSON Lines or CSV file as `text-inference concepts` writes it.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import * as vscode from 'vscode';
import { ConceptSummaryBuilder, conceptEntries, type ConceptSummary } from '../../batch/concepts-scan';
import { conceptSummaryLine, createConceptsWriter, type ConceptFormat } from '../../batch/export/concepts';
import { listFolder, type BatchDeps } from './folder-scan';
import { progressMessage } from './folder-scan.pure';
import type { FolderConcepts, ScanResults } from './scan-results';

export interface FolderConceptsRequest {
  readonly format: ConceptFormat;
  readonly target: vscode.Uri;
  readonly ontologies: boolean;
}

/**
 * Runs the extraction; resolves with its summary, or undefined when cancelled or refused (nothing written).
 * The mentions also go to the Folder Scan view's Concepts section (`results`), so far as they came when cancelled.
 */
export async function extractFolderConcepts(deps: BatchDeps, results: ScanResults, folder: vscode.Uri, request: FolderConceptsRequest, version: string): Promise<ConceptSummary | undefined> {
  if (folder.scheme !== 'file' || request.target.scheme !== 'file') {
    void deps.prompts.notify('error', 'Extract Concepts from Folder reads and writes files on this machine\'s disk.');
    return undefined;
  }
  const settings = deps.settings(folder);
  const lease = await deps.acquire();
  try {
    if (!(await deps.consent.allows(lease.target))) return undefined;
    const name = vscode.workspace.asRelativePath(folder, true) || folder.fsPath;
    return await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Extracting concepts from ${name}`, cancellable: true },
      async (progress, token) => {
        const controller = new AbortController();
        const cancel = token.onCancellationRequested(() => controller.abort(new vscode.CancellationError()));
        const out = createWriteStream(request.target.fsPath);
        const write = async (text: string): Promise<void> => {
          if (text !== '' && !out.write(text)) await once(out, 'drain');
        };
        const summary = new ConceptSummaryBuilder();
        let run: FolderConcepts | undefined;
        try {
          const entries = await listFolder(folder, settings, controller.signal);
          run = results.beginConcepts(folder, lease.target.label);
          const writer = createConceptsWriter(request.format, {
            tool: { name: 'text-inference', version },
            engine: lease.target.label,
            model: request.ontologies ? 'structure-ontologies' : 'structure',
            createdAt: new Date().toISOString(),
          });
          await write(writer.begin());
          let done = 0;
          const events = conceptEntries(entries, lease.client, { concurrency: 4, maxBytes: settings.maxBytes, ontologies: request.ontologies, minScore: settings.minScore, signal: controller.signal });
          for await (const event of events) {
            summary.add(event);
            if (event.kind === 'file') results.addConcepts(run, event.result.file, event.result.concepts);
            await write(writer.event(event));
            done++;
            progress.report({ increment: 100 / Math.max(1, entries.length), message: progressMessage(done, entries.length) });
          }
          const built = summary.build();
          results.finishConcepts(run, built, true);
          await write(writer.end(built));
          out.end();
          await once(out, 'close');
          deps.log.info('Folder concepts extracted', { files: built.filesScanned, concepts: built.concepts, skipped: built.skipped });
          void deps.prompts.notify('info', `${conceptSummaryLine(built)}; written to ${vscode.workspace.asRelativePath(request.target, false)}.`);
          return built;
        } catch (e) {
          if (run && !run.summary) results.finishConcepts(run, summary.build(), false);
          out.destroy();
          await rm(request.target.fsPath, { force: true });
          if (controller.signal.aborted) {
            const far = summary.build();
            void deps.prompts.notify('info', `Concept extraction cancelled; nothing was written. The concepts of the ${far.filesScanned} file${far.filesScanned === 1 ? '' : 's'} read so far are in the Folder Scan view.`);
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
