// What the reviewer sees: the "Review PHI" view (documents with candidates, then each candidate), a subtle
// dotted outline on every open candidate of the visible editors and a stronger mark on the current one
// (distinct from PHI highlights), the "3 to review" status bar item, and the context key that turns the
// review keys on. Updates are coalesced per tick, so typing never waits on them.
import * as vscode from 'vscode';
import { describeReviewRule } from '../../deid/review-rules';
import type { Config } from '../config/config';
import { REVIEW_VIEW_ID } from '../findings-view/view-ids.pure';
import { openCount, statusText, type ReviewCandidate } from './review-queue.pure';
import type { ReviewStore } from './review-store';
import { candidateFiles, candidateRow } from './folder-candidates.pure';
import type { FileFindings, Finding } from '../../batch/findings';

export const REVIEWING_CONTEXT = 'textInference.reviewing';
/** The view's rows follow the reviewer this long after the last move. */
const ROW_DELAY_MS = 120;

export type ReviewNode =
  | { readonly kind: 'document'; readonly uri: vscode.Uri }
  | { readonly kind: 'candidate'; readonly uri: vscode.Uri; readonly candidate: ReviewCandidate }
  | { readonly kind: 'folderScan' }
  | { readonly kind: 'scanFile'; readonly uri: vscode.Uri; readonly file: string; readonly count: string; readonly candidates: readonly Finding[] }
  | { readonly kind: 'scanCandidate'; readonly uri: vscode.Uri; readonly finding: Finding };

/** The last folder scan's review candidates (the folder scan feature owns them; Clear Folder Scan clears them). */
export interface FolderCandidates {
  current(): { readonly root: vscode.Uri; readonly files: readonly FileFindings[] } | undefined;
  readonly onDidChange: vscode.Event<void>;
}

/** A row as the tests read it: the item's text and command, and its children. */
export interface ReviewRow {
  readonly label: string;
  readonly description: string | undefined;
  readonly command: vscode.Command | undefined;
  readonly children: readonly ReviewRow[];
}

const ICONS = { phi: 'pass-filled', 'not-phi': 'circle-slash', skip: 'debug-step-over' } as const;

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

class ReviewTree implements vscode.TreeDataProvider<ReviewNode> {
  private readonly changed = new vscode.EventEmitter<ReviewNode | ReviewNode[] | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  /** One node object per document and candidate, so that a change can name the nodes it touches. */
  private nodes = new Map<string, ReviewNode>();

  folder: FolderCandidates | undefined;

  constructor(private readonly reviews: ReviewStore, private readonly config: Config) {}

  /** The whole tree as rows (for tests: the view's content without a UI). */
  rows(node?: ReviewNode): ReviewRow[] {
    return this.getChildren(node).map((child) => {
      const item = this.getTreeItem(child);
      const label = typeof item.label === 'string' ? item.label : (item.label?.label ?? '');
      return { label, description: typeof item.description === 'string' ? item.description : undefined, command: item.command, children: this.rows(child) };
    });
  }

  private scanFiles(): ReviewNode[] {
    const scan = this.folder?.current();
    if (!scan) return [];
    return candidateFiles(scan.files).map((f) => ({ kind: 'scanFile', uri: vscode.Uri.joinPath(scan.root, ...f.file.split('/')), ...f }));
  }

  private folderItem(node: ReviewNode & { kind: 'folderScan' | 'scanFile' | 'scanCandidate' }): vscode.TreeItem {
    if (node.kind === 'folderScan') {
      const files = this.scanFiles();
      const item = new vscode.TreeItem('Folder scan', vscode.TreeItemCollapsibleState.Expanded);
      const n = files.reduce((sum, f) => sum + (f.kind === 'scanFile' ? f.candidates.length : 0), 0);
      item.description = `${n} candidate${n === 1 ? '' : 's'} in ${files.length} file${files.length === 1 ? '' : 's'}`;
      item.tooltip = 'What the last folder scan was unsure of (below textInference.minimumScore). Open a file, then Review PHI to decide. Clear Folder Scan clears this.';
      item.contextValue = 'reviewFolderScan';
      return item;
    }
    if (node.kind === 'scanFile') {
      const item = new vscode.TreeItem(vscode.workspace.asRelativePath(node.uri, false), vscode.TreeItemCollapsibleState.Collapsed);
      item.description = node.count;
      item.resourceUri = node.uri;
      item.contextValue = 'reviewScanFile';
      return item;
    }
    const f = node.finding;
    const row = candidateRow(f, this.config.get('privacy.maskPhiText'));
    const item = new vscode.TreeItem(row.label, vscode.TreeItemCollapsibleState.None);
    item.description = row.description;
    item.tooltip = row.tooltip;
    item.iconPath = new vscode.ThemeIcon('circle-large-outline');
    item.contextValue = 'reviewScanCandidate';
    // The cursor goes to the candidate, not a selection of it: Find PHI on a selection would read the
    // candidate alone, without the words around it that made the engine doubt it.
    const at = new vscode.Position(f.line - 1, f.column - 1);
    const selection = new vscode.Range(at, at);
    item.command = { command: 'vscode.open', title: 'Open', arguments: [node.uri, { selection, preview: true } satisfies vscode.TextDocumentShowOptions] };
    return item;
  }

  refresh(): void {
    this.nodes = new Map();
    this.changed.fire(undefined);
  }

  /** Re-renders only the given candidates' rows and their document's row (a move or a decision). */
  refreshCandidates(uri: vscode.Uri, ids: readonly number[]): void {
    // The rows' candidates as the queue holds them now (a decision replaced the object).
    const byId = new Map((this.reviews.get(uri)?.candidates ?? []).map((c) => [c.id, c]));
    for (const id of ids) {
      const known = this.nodes.get(`${uri.toString()}#${id}`);
      const now = byId.get(id);
      if (known?.kind === 'candidate' && now) (known as { candidate: ReviewCandidate }).candidate = now;
    }
    const touched = [this.nodes.get(uri.toString()), ...ids.map((id) => this.nodes.get(`${uri.toString()}#${id}`))].filter((n): n is ReviewNode => n !== undefined);
    // A node never handed out yet (the view was not expanded) needs no repaint.
    if (touched.length > 0) this.changed.fire(touched);
  }

  node(uri: vscode.Uri, candidate?: ReviewCandidate): ReviewNode {
    const key = candidate ? `${uri.toString()}#${candidate.id}` : uri.toString();
    const fresh: ReviewNode = candidate ? { kind: 'candidate', uri, candidate } : { kind: 'document', uri };
    const known = this.nodes.get(key);
    if (known && known.kind === 'candidate' && candidate) {
      // Same object, current candidate state (decisions change it).
      (known as { candidate: ReviewCandidate }).candidate = candidate;
      return known;
    }
    if (known) return known;
    this.nodes.set(key, fresh);
    return fresh;
  }

  getChildren(node?: ReviewNode): ReviewNode[] {
    if (!node) {
      const documents = this.reviews
        .uris()
        .filter((uri) => (this.reviews.get(uri)?.candidates.length ?? 0) > 0)
        .map((uri) => this.node(uri));
      return this.scanFiles().length > 0 ? [...documents, { kind: 'folderScan' }] : documents;
    }
    if (node.kind === 'folderScan') return this.scanFiles();
    if (node.kind === 'scanFile') return node.candidates.map((finding) => ({ kind: 'scanCandidate', uri: node.uri, finding }));
    if (node.kind !== 'document') return [];
    return (this.reviews.get(node.uri)?.candidates ?? []).map((candidate) => this.node(node.uri, candidate));
  }

  getTreeItem(node: ReviewNode): vscode.TreeItem {
    if (node.kind === 'folderScan' || node.kind === 'scanFile' || node.kind === 'scanCandidate') return this.folderItem(node);
    if (node.kind === 'document') {
      const item = new vscode.TreeItem(vscode.workspace.asRelativePath(node.uri, false), vscode.TreeItemCollapsibleState.Expanded);
      const queue = this.reviews.get(node.uri);
      item.description = `${openCount(queue)} to review of ${queue?.candidates.length ?? 0}`;
      item.resourceUri = node.uri;
      item.contextValue = 'reviewDocument';
      return item;
    }
    const c = node.candidate;
    const masked = this.config.get('privacy.maskPhiText');
    const item = new vscode.TreeItem(masked ? `${c.type}?` : `“${oneLine(c.text)}”`, vscode.TreeItemCollapsibleState.None);
    const queue = this.reviews.get(node.uri);
    const current = queue?.candidates[queue.cursor]?.id === c.id;
    item.description = `${masked ? '' : `${c.type}? · `}${c.decision ? `${c.decision} · ` : ''}${Math.round(c.score * 100)}%`;
    item.tooltip = new vscode.MarkdownString(`**Review candidate** (${c.type}?, score ${c.score.toFixed(2)})\n\nProposed by: ${c.rule ? describeReviewRule(c.rule) : 'the service'}${c.decision ? `\n\nDecided: ${c.decision}` : ''}`);
    item.iconPath = new vscode.ThemeIcon(c.decision ? ICONS[c.decision] : current ? 'arrow-right' : 'circle-large-outline');
    item.contextValue = c.decision ? 'reviewCandidateDecided' : 'reviewCandidate';
    item.id = `${node.uri.toString()}#${c.id}`;
    item.command = { command: 'textInference.revealReviewCandidate', title: 'Reveal', arguments: [{ uri: node.uri.toString(), id: c.id }] };
    return item;
  }

  getParent(node: ReviewNode): ReviewNode | undefined {
    // Folder scan rows are never revealed programmatically, so their parents are not needed.
    return node.kind === 'candidate' ? this.node(node.uri) : undefined;
  }
}

export class ReviewPresentation implements vscode.Disposable {
  private readonly tree: ReviewTree;
  readonly view: vscode.TreeView<ReviewNode>;
  private readonly open = vscode.window.createTextEditorDecorationType({
    border: '1px dotted',
    borderColor: new vscode.ThemeColor('editorInfo.foreground'),
    borderRadius: '2px',
    overviewRulerColor: new vscode.ThemeColor('editorInfo.foreground'),
    overviewRulerLane: vscode.OverviewRulerLane.Center,
  });
  private readonly current = vscode.window.createTextEditorDecorationType({
    border: '1px solid',
    borderColor: new vscode.ThemeColor('editorInfo.foreground'),
    backgroundColor: new vscode.ThemeColor('editor.wordHighlightBackground'),
    borderRadius: '2px',
  });
  private readonly status = vscode.window.createStatusBarItem('textInference.review', vscode.StatusBarAlignment.Left, 9);
  private readonly subscriptions: vscode.Disposable[];
  private pending: NodeJS.Timeout | undefined;
  private rowTimer: NodeJS.Timeout | undefined;
  private readonly rows = new Set<string>();
  private rowsUri: vscode.Uri | undefined;
  private selecting: ReviewCandidate | undefined;

  constructor(private readonly reviews: ReviewStore, config: Config) {
    this.tree = new ReviewTree(reviews, config);
    this.view = vscode.window.createTreeView(REVIEW_VIEW_ID, { treeDataProvider: this.tree, showCollapseAll: true });
    this.status.name = 'Text Inference: PHI to review';
    this.status.command = 'textInference.reviewPhi';
    this.subscriptions = [
      this.view,
      this.open,
      this.current,
      this.status,
      reviews.onDidChange(() => this.schedule()),
      vscode.window.onDidChangeActiveTextEditor(() => this.schedule()),
      vscode.window.onDidChangeVisibleTextEditors(() => this.schedule()),
      config.onDidChange(() => this.schedule()),
    ];
    this.schedule();
  }

  /** One update per tick however many changes arrive. */
  schedule(): void {
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.render();
    }, 0);
  }

  /** Shows the last folder scan's candidates in a "Folder scan" section, following its changes. */
  showFolderScan(folder: FolderCandidates): vscode.Disposable {
    this.tree.folder = folder;
    this.schedule();
    const subscription = folder.onDidChange(() => this.schedule());
    return new vscode.Disposable(() => {
      subscription.dispose();
      this.tree.folder = undefined;
    });
  }

  /** The view's rows (for tests). */
  treeRows(): ReviewRow[] {
    return this.tree.rows();
  }

  /** Updates now (commands call it so that a screenshot or a test sees the state at once). */
  render(): void {
    this.tree.refresh();
    this.paint();
  }

  /**
   * A move or a decision: repaints the decorations and the status at once; the view's rows that changed,
   * and its selection, a moment after the last move, so that holding the key never queues tree work ahead
   * of the user's typing.
   */
  renderCandidates(uri: vscode.Uri, ids: readonly number[], select?: ReviewCandidate): void {
    this.paint();
    for (const id of ids) this.rows.add(`${uri.toString()}#${id}`);
    this.rowsUri = uri;
    if (select) this.selecting = select;
    if (this.rowTimer) clearTimeout(this.rowTimer);
    this.rowTimer = setTimeout(() => {
      this.rowTimer = undefined;
      const ids = [...this.rows].filter((k) => k.startsWith(`${uri.toString()}#`)).map((k) => Number(k.slice(k.lastIndexOf('#') + 1)));
      this.rows.clear();
      if (this.rowsUri) this.tree.refreshCandidates(this.rowsUri, ids);
      const chosen = this.selecting;
      this.selecting = undefined;
      if (chosen && this.rowsUri && this.view.visible) this.view.reveal(this.tree.node(this.rowsUri, chosen), { select: true, focus: false }).then(undefined, () => undefined);
    }, ROW_DELAY_MS);
  }

  private paint(): void {
    for (const editor of vscode.window.visibleTextEditors) {
      const queue = this.reviews.get(editor.document.uri);
      const usable = queue && queue.version === editor.document.version ? queue : undefined;
      const cur = usable?.candidates[usable.cursor];
      const range = (c: ReviewCandidate): vscode.Range => new vscode.Range(editor.document.positionAt(c.start), editor.document.positionAt(c.end));
      editor.setDecorations(this.open, (usable?.candidates ?? []).filter((c) => c.decision === undefined && c !== cur).map(range));
      editor.setDecorations(this.current, cur ? [range(cur)] : []);
    }
    const active = vscode.window.activeTextEditor?.document.uri;
    const count = active ? this.reviews.open(active) : 0;
    this.status.text = statusText(count);
    this.status.tooltip = 'Review PHI: candidates the engine was unsure of (below textInference.minimumScore). Click to review.';
    if (count > 0) this.status.show();
    else this.status.hide();
    void vscode.commands.executeCommand('setContext', REVIEWING_CONTEXT, count > 0);
  }


  dispose(): void {
    if (this.pending) clearTimeout(this.pending);
    if (this.rowTimer) clearTimeout(this.rowTimer);
    for (const s of this.subscriptions) s.dispose();
  }
}
