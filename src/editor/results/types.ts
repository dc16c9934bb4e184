// The contract of the per-document results model, between the commands that fill it and the features
// that present it (decorations, hovers, diagnostics, code actions, findings view).
import type * as vscode from 'vscode';
import type { Concept, PhiItem } from '../../api/results';

/** Concept results come from structure or structure-ontologies; a run of either replaces the slot. */
export type ResultSlot = 'concepts' | 'phi';

export type Coverage = 'none' | 'selection' | 'document';

/** Offsets are UTF-16 offsets into the document's text at the store's current version for it. */
export interface ConceptFinding {
  readonly slot: 'concepts';
  readonly id: number;
  readonly start: number;
  readonly end: number;
  readonly model: 'structure' | 'structure-ontologies';
  readonly concept: Concept;
}

export interface PhiFinding {
  readonly slot: 'phi';
  readonly id: number;
  readonly start: number;
  readonly end: number;
  readonly item: PhiItem;
}

export type Finding = ConceptFinding | PhiFinding;

export interface DocumentResults {
  readonly uri: vscode.Uri;
  /** The document version the offsets are valid for (kept current as edits arrive). */
  readonly version: number;
  readonly concepts: readonly ConceptFinding[];
  readonly phi: readonly PhiFinding[];
  /**
   * What each slot's last run analysed (possibly finding nothing): never run, only part of the document
   * (selections, or the whole document before an edit since: typing, pasting, undo and redo all bring
   * text no run has seen), or the whole document as it is now. "Redact all" trusts only whole-document
   * PHI results; anything less is re-analysed, so PHI outside what was analysed is never left in place.
   */
  readonly coverage: Readonly<Record<ResultSlot, Coverage>>;
}

/** A finding to add, with offsets into the document text at `computedAtVersion`. */
export type NewConcept = Omit<ConceptFinding, 'id' | 'slot'>;
export type NewPhi = Omit<PhiFinding, 'id' | 'slot'>;

export interface SetOutcome {
  readonly stored: number;
  /** Findings dropped because an edit since `computedAtVersion` touched them. */
  readonly droppedByEdits: number;
}

export interface ResultsStoreApi extends vscode.Disposable {
  readonly onDidChange: vscode.Event<vscode.Uri>;
  get(uri: vscode.Uri): DocumentResults | undefined;
  /**
   * Replaces the slot's results for the document. Findings computed at an older version are moved
   * through the edits made since (an edit touching a finding drops it); if the store cannot account
   * for the edits since then, nothing is stored and `undefined` is returned.
   */
  setConcepts(document: vscode.TextDocument, computedAtVersion: number, findings: readonly NewConcept[], coverage?: Exclude<Coverage, 'none'>): SetOutcome | undefined;
  setPhi(document: vscode.TextDocument, computedAtVersion: number, findings: readonly NewPhi[], coverage?: Exclude<Coverage, 'none'>): SetOutcome | undefined;
  /** All findings whose range contains or touches the offset (for hovers), both slots. */
  at(uri: vscode.Uri, offset: number): Finding[];
  clear(uri?: vscode.Uri): void;
}
