// The review queues of open documents, and the decisions remembered for one document only (in memory,
// never on disk). Queues follow edits (typing never waits on them) and go with the document's close.
import * as vscode from 'vscode';
import type { NewPhi } from '../results/types';
import { newQueue, openCount, throughEdits, type ReviewCandidate, type ReviewDecision, type ReviewQueue } from './review-queue.pure';

/** A decision remembered for one document: the value (case and spaces folded) and, for PHI, the chosen type. */
interface Remembered {
  readonly decision: ReviewDecision;
  readonly type?: string;
}

const keyOf = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

export class ReviewStore implements vscode.Disposable {
  private readonly queues = new Map<string, ReviewQueue>();
  private readonly memory = new Map<string, Map<string, Remembered>>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  private readonly subscriptions: vscode.Disposable[];
  readonly onDidChange = this.changed.event;

  constructor() {
    this.subscriptions = [
      this.changed,
      vscode.workspace.onDidChangeTextDocument((e) => {
        const key = e.document.uri.toString();
        const queue = this.queues.get(key);
        if (!queue || e.contentChanges.length === 0) return;
        const changes = e.contentChanges.map((c) => ({ start: c.rangeOffset, end: c.rangeOffset + c.rangeLength, newLength: c.text.length }));
        const next = throughEdits(queue, e.document.version, changes);
        this.queues.set(key, next);
        if (next.candidates.length !== queue.candidates.length) this.changed.fire(e.document.uri);
      }),
      vscode.workspace.onDidCloseTextDocument((d) => {
        this.clear(d.uri);
        // An untitled URI is reused by the next new document: its decisions must not carry over to it.
        if (d.isUntitled) this.memory.delete(d.uri.toString());
      }),
    ];
  }

  get(uri: vscode.Uri): ReviewQueue | undefined {
    return this.queues.get(uri.toString());
  }

  /** Open candidates of the document (0 when none or never analysed). */
  open(uri: vscode.Uri): number {
    return openCount(this.get(uri));
  }

  /** All documents with a queue, for the view's folder part and the status bar. */
  uris(): vscode.Uri[] {
    return [...this.queues.keys()].map((k) => vscode.Uri.parse(k));
  }

  /**
   * A new queue for the document from a run's findings below the minimum score. Decisions remembered for
   * this document apply at once: "not PHI" and "skip" close the candidate, "PHI" makes it a finding
   * (returned, for the results store).
   */
  set(document: vscode.TextDocument, version: number, below: readonly NewPhi[]): NewPhi[] {
    const remembered = this.memory.get(document.uri.toString());
    const promoted: NewPhi[] = [];
    const candidates: Omit<ReviewCandidate, 'id'>[] = [];
    for (const f of below) {
      const r = remembered?.get(keyOf(f.item.text));
      if (r?.decision === 'phi') {
        promoted.push({ start: f.start, end: f.end, item: { ...f.item, type: r.type ?? f.item.type, score: 1 } });
        continue;
      }
      candidates.push({
        start: f.start,
        end: f.end,
        type: f.item.type,
        score: f.item.score,
        text: f.item.text,
        ...(f.item.rule !== undefined ? { rule: f.item.rule } : {}),
        ...(r ? { decision: r.decision } : {}),
      });
    }
    // Offsets are at `version`; a run that raced an edit is re-done by the user, never misplaced.
    if (document.version === version) this.queues.set(document.uri.toString(), newQueue(version, candidates));
    else this.queues.delete(document.uri.toString());
    this.changed.fire(document.uri);
    return promoted;
  }

  /** A move or a decision: the caller repaints what it touched (no change event, which repaints all). */
  update(uri: vscode.Uri, change: (queue: ReviewQueue) => ReviewQueue): ReviewQueue | undefined {
    const queue = this.get(uri);
    if (!queue) return undefined;
    const next = change(queue);
    this.queues.set(uri.toString(), next);
    return next;
  }

  /** A "PHI" decision in the document's queue or memory. */
  hasPhi(uri: vscode.Uri): boolean {
    const key = uri.toString();
    if (this.queues.get(key)?.candidates.some((c) => c.decision === 'phi')) return true;
    return [...(this.memory.get(key)?.values() ?? [])].some((r) => r.decision === 'phi');
  }

  /** Remember a decision for this document only (in memory, until the window closes). */
  remember(uri: vscode.Uri, text: string, decision: ReviewDecision, type?: string): void {
    const key = uri.toString();
    const map = this.memory.get(key) ?? new Map<string, Remembered>();
    map.set(keyOf(text), { decision, ...(type ? { type } : {}) });
    this.memory.set(key, map);
  }

  clear(uri?: vscode.Uri): void {
    if (uri) {
      if (this.queues.delete(uri.toString())) this.changed.fire(uri);
      return;
    }
    const all = this.uris();
    this.queues.clear();
    for (const u of all) this.changed.fire(u);
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
  }
}
