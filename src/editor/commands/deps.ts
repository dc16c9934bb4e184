// What the command handlers are given: the parts of the object graph built in extension.ts, and the one
// Handler type every command of the typed table (command-ids.ts) is implemented with.
import type * as vscode from 'vscode';
import type { Activity } from '../run/activity';
import type { PendingWaits } from '../run/pending-waits';
import type { Config } from '../config/config';
import type { CredentialStore } from '../connection/credentials';
import type { DecorationController } from '../decorations/decorations';
import type { EmbeddingDocuments } from '../embeddings/embedding-document';
import type { Log } from '../log';
import type { Prompts } from '../prompts';
import type { Redactor } from '../redaction/redactor';
import type { ResultsStoreApi } from '../results/types';
import type { ModelRunner } from '../run/run-model';
import type { ServiceConnection } from '../connection/connection';
import type { StrategyRedaction } from '../redaction/strategy-redaction';
import type { ListSources } from '../lists/list-sources';
import type { StatusNote } from '../status-bar/status-note';
import type { BatchFeature } from '../folder-scan/batch';
import type { ReviewController } from '../review/review-controller';
import type { HoverController } from '../hovers/hovers';

export interface CommandDeps {
  readonly runner: ModelRunner;
  readonly store: ResultsStoreApi;
  readonly credentials: CredentialStore;
  readonly connection: ServiceConnection;
  readonly config: Config;
  readonly activity: Activity;
  readonly waits: PendingWaits;
  readonly embeddings: EmbeddingDocuments;
  readonly prompts: Prompts;
  readonly log: Log;
  readonly redaction: StrategyRedaction;
  readonly lists: ListSources;
  readonly decorations: Pick<DecorationController, 'toggle'>;
  readonly redactor: Redactor;
  readonly statusNote: StatusNote;
  /** The extension's own folder (packaged files such as the walkthrough's sample note). */
  readonly extensionUri: vscode.Uri;
  readonly batch: BatchFeature;
  readonly review: ReviewController;
  /** The hover's "Why?" link shows the evidence of a PHI finding. */
  readonly hovers: Pick<HoverController, 'explainItem'>;
}

/** A command: the object graph, and the one argument VS Code passes (a Uri, link arguments, or nothing). */
export type Handler = (deps: CommandDeps, arg?: unknown) => unknown;
