// Composition root: builds the one object graph, owned by the ExtensionContext (disposed with it).
// Activation stays light: no service, no client, no HTTP stack until the first command needs them.
import * as vscode from 'vscode';
import { Activity } from './editor/run/activity';
import { registerCommands } from './editor/commands';
import { Config } from './editor/config/config';
import { CredentialStore, promptForCredentials, remoteOrigin } from './editor/connection/credentials';
import { EmbeddingDocuments } from './editor/embeddings/embedding-document';
import { ErrorNotifier } from './editor/run/error-notifications';
import { Log } from './editor/log';
import { registerPresentation } from './editor/presentation';
import { SwitchablePrompts } from './editor/prompts';
import { ResultsStore } from './editor/results/store';
import { ModelRunner } from './editor/run/run-model';
import { ConsentGate } from './editor/connection/consent';
import { BatchFeature } from './editor/folder-scan/batch';
import { ServiceConnection } from './editor/connection/connection';
import { LocalEngine } from './editor/connection/local-engine';
import { InvalidSettingsReporter } from './editor/config/settings-warnings.pure';
import { StatusBar } from './editor/status-bar/status-bar';
import { PendingWaits } from './editor/run/pending-waits';
import { StatusNote } from './editor/status-bar/status-note';
import { createTestingApi, type ExtensionApi } from './editor/testing';
import { RedactionPreview } from './editor/redaction/preview';
import { RedactionRuns } from './editor/redaction/redaction-runs';
import { StrategyRedaction } from './editor/redaction/strategy-redaction';
import { ListSources } from './editor/lists/list-sources';
import { phiFilter } from './editor/lists/phi-filter';
import { ListRefresh } from './editor/lists/refresh-on-list-change';
import { editorSelection } from './editor/lists/selection-settings';
import { createReview } from './editor/review';

export function activate(context: vscode.ExtensionContext): ExtensionApi {
  const began = performance.now();
  const own = <T extends vscode.Disposable>(disposable: T): T => {
    context.subscriptions.push(disposable);
    return disposable;
  };
  const log = own(new Log());
  try {
    const prompts = own(new SwitchablePrompts());
    const invalidSettings = new InvalidSettingsReporter(log, prompts);
    const config = own(new Config((invalid) => invalidSettings.report(invalid)));
    const store = own(new ResultsStore());
    const credentials = own(new CredentialStore(context.secrets, log, () => remoteOrigin(config.get('serviceUrl'))));
    const engine = own(new LocalEngine(context.asAbsolutePath('dist/local.js'), log));
    const connection = own(new ServiceConnection(config, credentials, engine, context.asAbsolutePath('dist/client.js'), log));
    const consent = new ConsentGate(context.globalState, config, prompts, log);
    const activity = own(new Activity());
    const waits = own(new PendingWaits(prompts, log));
    const statusBar = own(new StatusBar(connection, activity, waits));
    const errors = new ErrorNotifier(prompts, log, { updateCredentials: () => promptForCredentials(credentials, prompts, log) });
    const lists = own(new ListSources(config, prompts, log));
    const reviews = createReview({ store, lists, config, prompts, log, findPhi: (document) => runner.findPhi(document, []) });
    own(reviews.disposable);
    const runner = new ModelRunner({ connection, consent, activity, store, config, log, prompts, errors, phiFilter: reviews.filter(phiFilter(lists, config)), waits });
    const embeddings = own(new EmbeddingDocuments(log));
    const preview = own(new RedactionPreview(prompts));
    const runs = own(new RedactionRuns(config, context.secrets, log));
    const selection = editorSelection(lists, config);
    const redaction = new StrategyRedaction(config, runs, preview, log, selection);
    const presentation = registerPresentation({ store, config, log, findPhi: (document) => runner.findPhi(document, []), strategies: redaction });
    own(presentation.disposable);
    own(new ListRefresh({ onListsChanged: lists.onDidChange, lists: () => lists.current(), store, target: () => connection.target(), findPhi: (document) => runner.findPhi(document, []), prompts }));
    const statusNote = own(new StatusNote());
    const { decorations, redactor, hovers } = presentation;
    const version = (context.extension.packageJSON as { version?: string }).version ?? '0.0.0';
    const batch = own(new BatchFeature({ connection, consent, config, prompts, log, store, version, selection }));
    own(reviews.showFolderScan(batch.reviewCandidates()));
    own(reviews.followHighlights(decorations));
    const deps = { runner, store, credentials, connection, config, activity, waits, embeddings, prompts, log, redaction, lists, decorations, redactor, statusNote, batch, review: reviews.controller, hovers, extensionUri: context.extensionUri };
    own(registerCommands(deps, (id, error) => errors.commandFailed(id, error)));

    const activateMs = performance.now() - began;
    log.info('Activated', { ms: Math.round(activateMs * 10) / 10 });
    if (context.extensionMode !== vscode.ExtensionMode.Test) return {};
    return { testing: createTestingApi({ prompts, store, config, embeddings, credentials, consent, connection, engine, activity, runs, preview, lists, waits, statusBar, reviews: reviews.reviews, folderScanTree: () => batch.tree.rows(), reviewTree: () => reviews.rows(), reviewContext: () => reviews.contextKeys(), selectReviewRow: (node) => reviews.selectRow(node), reviewStatus: () => reviews.statusText() }, activateMs) };
  } catch (error) {
    log.error('Activation failed', error);
    const reason = error instanceof Error ? error.message : String(error);
    const showLog = vscode.l10n.t('Show Log');
    void vscode.window.showErrorMessage(vscode.l10n.t('Text Inference could not start: {0}', reason), showLog).then((choice) => {
      if (choice === showLog) log.show();
    });
    throw error;
  }
}

export function deactivate(): void {
  // Everything is owned by context.subscriptions, which VS Code disposes after this returns.
}
