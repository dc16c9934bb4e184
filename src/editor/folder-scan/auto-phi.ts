// Find PHI by itself, as textInference.phi.trigger says (trigger.pure.ts decides): on save, or as you
// type after a pause (local engine only). Runs quietly (no notification; results appear as decorations,
// in the Findings view and in Problems), one run per document at a time, the older one cancelled.
import * as vscode from 'vscode';
import type { ServiceTarget } from '../connection/service-url.pure';
import type { Log } from '../log';
import type { ResultsStoreApi } from '../results/types';
import type { BatchLease } from './folder-scan';
import { TYPE_DEBOUNCE_MS, isAutoDocument, shouldAutoRun, type Trigger } from './trigger.pure';

export interface AutoPhiDeps {
  readonly trigger: () => Trigger;
  readonly include: () => readonly string[];
  /** The service the settings name now (no client is made for it). */
  readonly target: () => ServiceTarget;
  readonly consentedHosts: () => readonly string[];
  readonly acquire: () => Promise<BatchLease>;
  readonly store: Pick<ResultsStoreApi, 'setPhi'>;
  readonly log: Log;
}

export class AutoPhi implements vscode.Disposable {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, AbortController>();
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly deps: AutoPhiDeps) {
    this.subscriptions = [
      vscode.workspace.onDidSaveTextDocument((document) => this.consider(document, 'save')),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length > 0) this.consider(e.document, 'type');
      }),
      vscode.workspace.onDidCloseTextDocument((document) => this.cancel(document.uri.toString())),
    ];
  }

  private wanted(document: vscode.TextDocument, event: 'save' | 'type'): boolean {
    const trigger = this.deps.trigger();
    if (trigger === 'manual') return false;
    if (!isAutoDocument(document.uri.scheme, vscode.workspace.asRelativePath(document.uri, false), document.languageId, this.deps.include())) return false;
    let target: ServiceTarget;
    try {
      target = this.deps.target();
    } catch {
      return false; // an unusable service URL: the manual commands report it
    }
    return shouldAutoRun({ trigger, event, target: target.kind === 'local' ? { kind: 'local' } : { kind: 'remote', host: target.host }, consentedHosts: this.deps.consentedHosts() });
  }

  private consider(document: vscode.TextDocument, event: 'save' | 'type'): void {
    if (!this.wanted(document, event)) return;
    const key = document.uri.toString();
    clearTimeout(this.timers.get(key));
    this.cancel(key);
    const delay = event === 'type' ? TYPE_DEBOUNCE_MS : 0;
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        void this.run(document);
      }, delay),
    );
  }

  private cancel(key: string): void {
    this.running.get(key)?.abort();
    this.running.delete(key);
  }

  private async run(document: vscode.TextDocument): Promise<void> {
    const key = document.uri.toString();
    const text = document.getText();
    if (text.trim() === '' || document.isClosed) return;
    const version = document.version;
    const controller = new AbortController();
    this.running.set(key, controller);
    let lease: BatchLease | undefined;
    try {
      lease = await this.deps.acquire();
      // Checked again on the lease: the setting may have changed since the event.
      const target = lease.target;
      if (target.kind === 'remote' && !this.deps.consentedHosts().includes(target.host)) return;
      const result = await lease.client.identifyPhi(text, { signal: controller.signal });
      if (controller.signal.aborted) return;
      this.deps.store.setPhi(document, version, result.items.map((item) => ({ start: item.start, end: item.end, item })), 'document');
      this.deps.log.debug('Automatic Find PHI done', { items: result.items.length });
    } catch (e) {
      // Automatic runs stay quiet: a failure is logged, and the manual command reports it in full.
      if (!controller.signal.aborted) this.deps.log.warn('Automatic Find PHI failed', { kind: { id: e instanceof Error ? e.name : 'unknown' } });
    } finally {
      lease?.release();
      if (this.running.get(key) === controller) this.running.delete(key);
    }
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    for (const c of this.running.values()) c.abort();
    for (const s of this.subscriptions) s.dispose();
  }
}
