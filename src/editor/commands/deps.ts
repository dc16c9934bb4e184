// What the command functions are given: the parts of the object graph built in extension.ts.
import type { Activity } from '../activity';
import type { Config } from '../config';
import type { CredentialStore } from '../credentials';
import type { EmbeddingDocuments } from '../embedding-document';
import type { Log } from '../log';
import type { Prompts } from '../prompts';
import type { ResultsStoreApi } from '../results/types';
import type { ModelRunner } from '../run-model';
import type { ServiceConnection } from '../service/connection';

export interface CommandDeps {
  readonly runner: ModelRunner;
  readonly store: ResultsStoreApi;
  readonly credentials: CredentialStore;
  readonly connection: ServiceConnection;
  readonly config: Config;
  readonly activity: Activity;
  readonly embeddings: EmbeddingDocuments;
  readonly prompts: Prompts;
  readonly log: Log;
}
