// The per-document results model. Results belong to the document version they were computed for; every
// edit afterwards moves them (track-edits.ts), a short edit log lets late results catch up with edits made
// while they were computed, and closing a document drops its state. Moved results still describe the
// text they were found in, but not text typed, pasted, undone or redone since: any edit lowers a slot's
// whole-document coverage, so "redact all" analyses the document again instead of trusting them.
import * as vscode from 'vscode';
import { SpanIndex } from './span-index.pure';
import { EditLog, moveSpans, type Span, type TextChange } from './track-edits.pure';
import type {
  ConceptFinding,
  Coverage,
  DocumentResults,
  Finding,
  NewConcept,
  NewPhi,
  PhiFinding,
  ResultSlot,
  ResultsStoreApi,
  SetOutcome,
} from './types';

interface Results {
  readonly concepts: readonly ConceptFinding[];
  readonly phi: readonly PhiFinding[];
  readonly coverage: Readonly<Record<ResultSlot, Coverage>>;
}

interface DocumentState {
  readonly uri: vscode.Uri;
  readonly log: EditLog;
  version: number;
  results: Results | undefined;
  /** Built on the first hover after a change. */
  index: SpanIndex<Finding> | undefined;
  snapshot: DocumentResults | undefined;
}

const relocate = <T extends Finding>(finding: T, start: number, end: number): T => ({ ...finding, start, end });

const EMPTY: Results = { concepts: [], phi: [], coverage: { concepts: 'none', phi: 'none' } };

/**
 * Coverage after edits: what was analysed is no longer the whole document. Even a deletion can join two
 * fragments into a new identifier, so every edit counts, not only insertions.
 */
function afterEdits(coverage: Exclude<Coverage, 'none'>, edits: number): Exclude<Coverage, 'none'> {
  return edits > 0 && coverage === 'document' ? 'selection' : coverage;
}

function isPlaceable(span: Span): boolean {
  return Number.isInteger(span.start) && Number.isInteger(span.end) && span.start >= 0 && span.end > span.start;
}

export class ResultsStore implements ResultsStoreApi {
  private readonly documents = new Map<string, DocumentState>();
  private readonly emitter = new vscode.EventEmitter<vscode.Uri>();
  private readonly subscriptions: vscode.Disposable[];
  private nextId = 1;
  readonly onDidChange = this.emitter.event;

  constructor() {
    for (const document of vscode.workspace.textDocuments) this.stateOf(document);
    this.subscriptions = [
      vscode.workspace.onDidOpenTextDocument((document) => this.stateOf(document)),
      vscode.workspace.onDidChangeTextDocument((e) => this.onEdit(e)),
      vscode.workspace.onDidCloseTextDocument((document) => this.onClose(document)),
    ];
  }

  get(uri: vscode.Uri): DocumentResults | undefined {
    const state = this.documents.get(uri.toString());
    if (!state?.results) return undefined;
    state.snapshot ??= { uri: state.uri, version: state.version, ...state.results };
    return state.snapshot;
  }

  setConcepts(document: vscode.TextDocument, computedAtVersion: number, findings: readonly NewConcept[], coverage: Exclude<Coverage, 'none'> = 'document'): SetOutcome | undefined {
    const placed = this.place(document, computedAtVersion, findings.map((f) => ({ ...f, slot: 'concepts' as const, id: this.nextId++ })));
    if (!placed) return undefined;
    const previous = placed.state.results ?? EMPTY;
    this.update(placed.state, { ...previous, concepts: placed.kept, coverage: { ...previous.coverage, concepts: afterEdits(coverage, placed.edits) } });
    return { stored: placed.kept.length, droppedByEdits: placed.dropped };
  }

  setPhi(document: vscode.TextDocument, computedAtVersion: number, findings: readonly NewPhi[], coverage: Exclude<Coverage, 'none'> = 'document'): SetOutcome | undefined {
    const placed = this.place(document, computedAtVersion, findings.map((f) => ({ ...f, slot: 'phi' as const, id: this.nextId++ })));
    if (!placed) return undefined;
    const previous = placed.state.results ?? EMPTY;
    this.update(placed.state, { ...previous, phi: placed.kept, coverage: { ...previous.coverage, phi: afterEdits(coverage, placed.edits) } });
    return { stored: placed.kept.length, droppedByEdits: placed.dropped };
  }

  at(uri: vscode.Uri, offset: number): Finding[] {
    const state = this.documents.get(uri.toString());
    if (!state?.results) return [];
    state.index ??= new SpanIndex<Finding>([...state.results.concepts, ...state.results.phi]);
    return state.index.at(offset);
  }

  clear(uri?: vscode.Uri): void {
    const targets = uri ? [this.documents.get(uri.toString())] : [...this.documents.values()];
    for (const state of targets) {
      if (!state?.results) continue;
      this.update(state, undefined);
    }
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.emitter.dispose();
    this.documents.clear();
  }

  /** Moves findings computed at `computedAtVersion` to the document's current version, or undefined. */
  private place<T extends Finding>(
    document: vscode.TextDocument,
    computedAtVersion: number,
    findings: readonly T[],
  ): { state: DocumentState; kept: T[]; dropped: number; edits: number } | undefined {
    if (document.isClosed) return undefined;
    const state = this.stateOf(document);
    const changes = state.log.changesBetween(computedAtVersion, state.version);
    if (!changes) return undefined;
    const placeable = findings.filter(isPlaceable).sort((a, b) => a.start - b.start || a.end - b.end);
    return { state, edits: changes.length, ...moveSpans(placeable, changes, relocate) };
  }

  private onEdit(e: vscode.TextDocumentChangeEvent): void {
    const state = this.stateOf(e.document);
    const version = e.document.version;
    if (version === state.version) return;
    const changes: TextChange[] = e.contentChanges.map((c) => ({ rangeOffset: c.rangeOffset, rangeLength: c.rangeLength, textLength: c.text.length }));
    state.log.record(state.version, version, changes);
    state.version = version;
    if (!state.results) return;
    const { concepts, phi, coverage } = state.results;
    const lowered = (c: Coverage): Coverage => (c === 'none' ? c : afterEdits(c, changes.length));
    this.update(state, {
      concepts: moveSpans(concepts, changes, relocate).kept,
      phi: moveSpans(phi, changes, relocate).kept,
      coverage: { concepts: lowered(coverage.concepts), phi: lowered(coverage.phi) },
    });
  }

  private onClose(document: vscode.TextDocument): void {
    const key = document.uri.toString();
    const state = this.documents.get(key);
    this.documents.delete(key);
    if (state?.results) this.emitter.fire(document.uri);
  }

  private update(state: DocumentState, results: Results | undefined): void {
    state.results = results;
    state.index = undefined;
    state.snapshot = undefined;
    this.emitter.fire(state.uri);
  }

  private stateOf(document: vscode.TextDocument): DocumentState {
    const key = document.uri.toString();
    let state = this.documents.get(key);
    if (!state) {
      state = { uri: document.uri, log: new EditLog(), version: document.version, results: undefined, index: undefined, snapshot: undefined };
      this.documents.set(key, state);
    }
    return state;
  }
}
