// Open results follow the allow and deny lists: when a list changes (a .textinference file edited, saved
// or deleted, or the list settings), every open document that has PHI results for the whole document is
// analysed again on the local engine, so a new deny entry shows up and a removed allow entry comes back.
// A remote service is never called for this (no text leaves without a command the user ran): newly
// allowed values are dropped at once, and the status bar says to run Find PHI for the rest.
import * as vscode from 'vscode';
import type { PhiLists } from '../../deid/lists';
import type { ServiceTarget } from '../connection/service-url.pure';
import type { Prompts } from '../prompts';
import type { ResultsStoreApi } from '../results/types';

export interface ListRefreshDeps {
  readonly onListsChanged: vscode.Event<void>;
  readonly lists: () => Promise<PhiLists>;
  readonly store: ResultsStoreApi;
  /** The service the settings name now; throws on an unusable URL. */
  readonly target: () => ServiceTarget;
  /** Find PHI on the whole document, as the command does. */
  readonly findPhi: (document: vscode.TextDocument) => Promise<boolean>;
  readonly prompts: Pick<Prompts, 'status'>;
}

const SETTLE_MS = 250;

export class ListRefresh implements vscode.Disposable {
  private timer: NodeJS.Timeout | undefined;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly deps: ListRefreshDeps) {
    // A save writes the file, the watcher reports it, settings may follow: one refresh for the burst.
    this.subscription = deps.onListsChanged(() => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.refresh(), SETTLE_MS);
    });
  }

  private async refresh(): Promise<void> {
    const documents = vscode.workspace.textDocuments.filter((d) => {
      const results = this.deps.store.get(d.uri);
      return !d.isClosed && results !== undefined && results.coverage.phi !== 'none' && results.version === d.version;
    });
    if (documents.length === 0) return;
    let local = false;
    try {
      local = this.deps.target().kind === 'local';
    } catch {
      local = false;
    }
    if (local) {
      for (const document of documents) {
        if (this.deps.store.get(document.uri)?.coverage.phi === 'document') await this.deps.findPhi(document);
        else await this.dropAllowed(document);
      }
      return;
    }
    for (const document of documents) await this.dropAllowed(document);
    this.deps.prompts.status('Text Inference: the PHI lists changed; run Find PHI again to apply them in full.');
  }

  /** Without analysing again: the items the lists now allow leave the results. */
  private async dropAllowed(document: vscode.TextDocument): Promise<void> {
    const lists = await this.deps.lists();
    const results = this.deps.store.get(document.uri);
    if (!results || results.version !== document.version || results.coverage.phi === 'none') return;
    const kept = results.phi.filter((f) => !lists.allows(f.item.text, f.item.type));
    if (kept.length === results.phi.length) return;
    this.deps.store.setPhi(document, results.version, kept.map((f) => ({ start: f.start, end: f.end, item: f.item })), results.coverage.phi);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.subscription.dispose();
  }
}
