// The Review PHI view's "Folder scan" section: the last folder scan's candidates by file, each decidable in
// place (PHI / Not PHI / Skip, as inline actions and on right-click). A file open in an editor with its own
// review queue is left out: its candidates are listed (and decided) in that document's queue, never twice.
// The view lists a document's queue while the document is open in a tab, the scan's file otherwise.
import * as vscode from 'vscode';
import type { FileFindings, Finding } from '../../batch/findings';
import type { Config } from '../config/config';
import { REVIEW_ITEMS } from './context-keys.pure';
import { candidateFiles, candidateRow, folderCount } from './folder-candidates.pure';
import type { ReviewDecision } from './review-queue.pure';
import type { ReviewStore } from './review-store';

/** The last folder scan's review candidates (the folder scan feature owns them; Clear Folder Scan clears them). */
export interface FolderCandidates {
  current(): { readonly root: vscode.Uri; readonly files: readonly FileFindings[] } | undefined;
  readonly onDidChange: vscode.Event<void>;
}

export type FolderNode =
  | { readonly kind: 'folderScan' }
  | { readonly kind: 'scanFile'; readonly uri: vscode.Uri; readonly file: string; readonly chars: number; readonly candidates: readonly Finding[] }
  | { readonly kind: 'scanCandidate'; readonly uri: vscode.Uri; readonly chars: number; readonly finding: Finding };

export type ScanCandidateNode = FolderNode & { readonly kind: 'scanCandidate' };

export const DECISION_ICONS = { phi: 'pass-filled', 'not-phi': 'circle-slash', skip: 'debug-step-over' } as const;

/** Decisions taken on folder scan candidates, for the rows (what is remembered lives in the lists or the store). */
/** What identifies a candidate of one scan: where it is and the keyed hash of its value. */
type Spot = Pick<Finding, 'offset' | 'length' | 'hash'>;

export class FolderDecisions {
  private readonly decided = new Map<string, ReviewDecision>();

  private static key(uri: vscode.Uri, f: Spot): string {
    return `${uri.toString()}#${f.offset}:${f.length}:${f.hash}`;
  }

  get(uri: vscode.Uri, f: Spot): ReviewDecision | undefined {
    return this.decided.get(FolderDecisions.key(uri, f));
  }

  set(uri: vscode.Uri, f: Spot, decision: ReviewDecision): void {
    this.decided.set(FolderDecisions.key(uri, f), decision);
  }

  clear(): void {
    this.decided.clear();
  }
}

/** The documents open in an editor tab (text or the changed side of a diff) or visible, as URI strings. */
export function openInEditors(): Set<string> {
  const uris = new Set(vscode.window.visibleTextEditors.map((e) => e.document.uri.toString()));
  for (const tab of vscode.window.tabGroups.all.flatMap((g) => g.tabs)) {
    if (tab.input instanceof vscode.TabInputText) uris.add(tab.input.uri.toString());
    else if (tab.input instanceof vscode.TabInputTextDiff) uris.add(tab.input.modified.toString());
  }
  return uris;
}

export class FolderSection {
  folder: FolderCandidates | undefined;
  readonly decisions = new FolderDecisions();

  constructor(private readonly reviews: ReviewStore, private readonly config: Config) {}

  /** Files of the last scan with candidates, less those an editor reviews in its own queue. */
  files(): (FolderNode & { kind: 'scanFile' })[] {
    const scan = this.folder?.current();
    if (!scan) return [];
    const tabs = openInEditors();
    const byFile = new Map(scan.files.map((f) => [f.file, f.chars]));
    return candidateFiles(scan.files)
      .map((f) => ({ kind: 'scanFile' as const, uri: vscode.Uri.joinPath(scan.root, ...f.file.split('/')), chars: byFile.get(f.file) ?? 0, file: f.file, candidates: f.candidates }))
      .filter((f) => !(this.reviews.get(f.uri) !== undefined && tabs.has(f.uri.toString())));
  }

  /** Every candidate of the last scan (whether listed or not), for decisions that cover a value. */
  all(): ScanCandidateNode[] {
    const scan = this.folder?.current();
    if (!scan) return [];
    return scan.files.flatMap((f) => f.findings.map((finding) => ({ kind: 'scanCandidate' as const, uri: vscode.Uri.joinPath(scan.root, ...f.file.split('/')), chars: f.chars, finding })));
  }

  roots(): FolderNode[] {
    return this.files().length > 0 ? [{ kind: 'folderScan' }] : [];
  }

  children(node: FolderNode): FolderNode[] {
    if (node.kind === 'folderScan') return this.files();
    if (node.kind === 'scanFile') return node.candidates.map((finding) => ({ kind: 'scanCandidate', uri: node.uri, chars: node.chars, finding }));
    return [];
  }

  /** A row's parent (the view reveals rows through it). */
  parent(node: FolderNode & { kind: 'scanFile' | 'scanCandidate' }): FolderNode | undefined {
    if (node.kind === 'scanFile') return { kind: 'folderScan' };
    return this.files().find((f) => f.uri.toString() === node.uri.toString());
  }

  item(node: FolderNode): vscode.TreeItem {
    if (node.kind === 'folderScan') {
      const files = this.files();
      const all = files.flatMap((f) => f.candidates.map((c) => this.decisions.get(f.uri, c)));
      const item = new vscode.TreeItem('Folder scan', vscode.TreeItemCollapsibleState.Expanded);
      item.description = `${folderCount(all.length, all.filter((d) => d === undefined).length)} in ${files.length} file${files.length === 1 ? '' : 's'}`;
      item.tooltip = 'What the last folder scan was unsure of (below textInference.minimumScore): decide each here (PHI, Not PHI, Skip), or open the file and run Review PHI. A file open with its own review queue is listed above instead. Clear Folder Scan clears this.';
      item.contextValue = 'reviewFolderScan';
      item.id = 'folderScan';
      return item;
    }
    if (node.kind === 'scanFile') {
      const item = new vscode.TreeItem(vscode.workspace.asRelativePath(node.uri, false), vscode.TreeItemCollapsibleState.Collapsed);
      item.description = folderCount(node.candidates.length, node.candidates.filter((c) => this.decisions.get(node.uri, c) === undefined).length);
      item.resourceUri = node.uri;
      item.contextValue = 'reviewScanFile';
      item.id = `folderScan:${node.uri.toString()}`;
      return item;
    }
    const f = node.finding;
    const decision = this.decisions.get(node.uri, f);
    const row = candidateRow(f, this.config.get('privacy.maskPhiText'));
    const item = new vscode.TreeItem(row.label, vscode.TreeItemCollapsibleState.None);
    item.description = decision ? `${decision} · ${row.description}` : row.description;
    item.tooltip = decision ? `${row.tooltip}\n\nDecided: ${decision}` : row.tooltip;
    item.iconPath = new vscode.ThemeIcon(decision ? DECISION_ICONS[decision] : 'circle-large-outline');
    item.contextValue = decision ? REVIEW_ITEMS.scanCandidateDecided : REVIEW_ITEMS.scanCandidate;
    // Stable across redraws, so a decision keeps the row selected (and the decision keys on it).
    item.id = `folderScan:${node.uri.toString()}#${f.offset}:${f.length}`;
    // The cursor goes to the candidate, not a selection of it: Find PHI on a selection would read the
    // candidate alone, without the words around it that made the engine doubt it.
    const at = new vscode.Position(f.line - 1, f.column - 1);
    const selection = new vscode.Range(at, at);
    // The keyboard stays in the view: arrow keys walk the rows, Alt+P / Alt+N / Alt+S decide the selected one.
    item.command = { command: 'vscode.open', title: 'Open', arguments: [node.uri, { selection, preview: true, preserveFocus: true } satisfies vscode.TextDocumentShowOptions] };
    return item;
  }
}
