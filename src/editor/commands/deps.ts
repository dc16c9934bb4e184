// What the command functions are given: the parts of the object graph built in extension.ts.
import type { Activity } from '../run/activity';
import type { PendingWaits } from '../run/pending-waits';
import type { Config } from '../config/config';
import type { CredentialStore } from '../connection/credentials';
import type { EmbeddingDocuments } from '../embeddings/embedding-document';
import type { Log } from '../log';
import type { Prompts } from '../prompts';
import type { ResultsStoreApi } from '../results/types';
import type { ModelRunner } from '../run/run-model';
import type { ServiceConnection } from '../connection/connection';
import type { StrategyRedaction } from '../redaction/strategy-redaction';
import type { ListSources } from '../lists/list-sources';

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
}
