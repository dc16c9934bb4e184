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
import { REVIEW_CONTEXT, REVIEW_ITEMS, type ReviewContextKey } from './context-keys.pure';
import { DECISION_ICONS, FolderSection, openInEditors, type FolderCandidates, type FolderNode } from './folder-section';

export type { FolderCandidates } from './folder-section';
/** The view's rows follow the reviewer this long after the last move. */
const ROW_DELAY_MS = 120;

export type ReviewNode =
  | { readonly kind: 'document'; readonly uri: vscode.Uri }
  | { readonly kind: 'candidate'; readonly uri: vscode.Uri; readonly candidate: ReviewCandidate }
  | FolderNode;

/** A row as the tests read it: the item's text and command, and its children. */
/** Whether the extension's highlights are shown (Toggle Decorations), and when that changes. */
export interface Highlights {
  readonly shown: boolean;
  readonly onDidChangeShown: vscode.Event<boolean>;
}

export interface ReviewRow {
  readonly label: string;
  readonly description: string | undefined;
  readonly command: vscode.Command | undefined;
  readonly children: readonly ReviewRow[];
  /** What the view's actions are offered for (package.json's `viewItem`). */
  readonly contextValue: string | undefined;
  /** The node itself, as VS Code hands it to an inline action or a context-menu command. */
  readonly node: unknown;
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

class ReviewTree implements vscode.TreeDataProvider<ReviewNode> {
  private readonly changed = new vscode.EventEmitter<ReviewNode | ReviewNode[] | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  /** One node object per document and candidate, so that a change can name the nodes it touches. */
  private nodes = new Map<string, ReviewNode>();

  readonly folder: FolderSection;

  constructor(private readonly reviews: ReviewStore, private readonly config: Config) {
    this.folder = new FolderSection(reviews, config);
  }

  /** The whole tree as rows (for tests: the view's content without a UI). */
  rows(node?: ReviewNode): ReviewRow[] {
    return this.getChildren(node).map((child) => {
      const item = this.getTreeItem(child);
      const label = typeof item.label === 'string' ? item.label : (item.label?.label ?? '');
      return { label, description: typeof item.description === 'string' ? item.description : undefined, command: item.command, children: this.rows(child), contextValue: item.contextValue, node: child };
    });
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
      // A closed tab's document lingers until VS Code disposes it: its queue (and decisions) stay for
      // when it is opened again, but the view lists what is open, and the folder scan's rows otherwise.
      const tabs = openInEditors();
      const documents = this.reviews
        .uris()
        .filter((uri) => (this.reviews.get(uri)?.candidates.length ?? 0) > 0 && tabs.has(uri.toString()))
        .map((uri) => this.node(uri));
      return [...documents, ...this.folder.roots()];
    }
    if (node.kind === 'folderScan' || node.kind === 'scanFile' || node.kind === 'scanCandidate') return this.folder.children(node);
    if (node.kind !== 'document') return [];
    return (this.reviews.get(node.uri)?.candidates ?? []).map((candidate) => this.node(node.uri, candidate));
  }

  getTreeItem(node: ReviewNode): vscode.TreeItem {
    if (node.kind === 'folderScan' || node.kind === 'scanFile' || node.kind === 'scanCandidate') return this.folder.item(node);
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
    item.iconPath = new vscode.ThemeIcon(c.decision ? DECISION_ICONS[c.decision] : current ? 'arrow-right' : 'circle-large-outline');
    item.contextValue = c.decision ? REVIEW_ITEMS.candidateDecided : REVIEW_ITEMS.candidate;
    item.id = `${node.uri.toString()}#${c.id}`;
    item.command = { command: 'textInference.revealReviewCandidate', title: 'Reveal', arguments: [{ uri: node.uri.toString(), id: c.id }] };
    return item;
  }

  getParent(node: ReviewNode): ReviewNode | undefined {
    if (node.kind === 'candidate') return this.node(node.uri);
    if (node.kind === 'scanCandidate' || node.kind === 'scanFile') return this.folder.parent(node);
    return undefined;
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
  private highlights: Highlights | undefined;
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
  /** The document a candidate was last revealed in (the decision keys apply there only). */
  private revealed: string | undefined;
  private readonly keys = new Map<ReviewContextKey, boolean>();

  constructor(private readonly reviews: ReviewStore, config: Config) {
    this.tree = new ReviewTree(reviews, config);
    this.view = vscode.window.createTreeView(REVIEW_VIEW_ID, { treeDataProvider: this.tree, showCollapseAll: true });
    this.status.name = 'Text Inference: PHI to review';
    this.status.command = 'textInference.reviewPhi';
    this.subscriptions = [
      this.view,
      this.view.onDidChangeSelection((e) => this.setContext(REVIEW_CONTEXT.scanSelected, e.selection[0]?.kind === 'scanCandidate')),
      this.open,
      this.current,
      this.status,
      reviews.onDidChange(() => this.schedule()),
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (editor?.document.uri.toString() !== this.revealed) this.revealed = undefined;
        this.schedule();
      }),
      vscode.window.onDidChangeVisibleTextEditors(() => this.schedule()),
      vscode.window.tabGroups.onDidChangeTabs(() => this.schedule()),
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
  /**
   * Candidate outlines follow Toggle Decorations: a user who hides the highlights expects every mark of
   * the extension gone from the text (the view and the status bar count stay).
   */
  followHighlights(highlights: Highlights): vscode.Disposable {
    this.highlights = highlights;
    this.schedule();
    return highlights.onDidChangeShown(() => this.schedule());
  }

  showFolderScan(folder: FolderCandidates): vscode.Disposable {
    const section = this.tree.folder;
    section.folder = folder;
    this.schedule();
    const subscription = folder.onDidChange(() => {
      // Decisions belong to the scan they were taken on.
      if (!folder.current()) section.decisions.clear();
      this.schedule();
    });
    return new vscode.Disposable(() => {
      subscription.dispose();
      section.folder = undefined;
      section.decisions.clear();
    });
  }

  /** The "Folder scan" section (its decisions, and the files it lists). */
  get folderSection(): FolderSection {
    return this.tree.folder;
  }

  /** The view's rows (for tests). */
  treeRows(): ReviewRow[] {
    return this.tree.rows();
  }

  /** Selects a row and focuses the view, as a click on it does (for tests: the decision keys then act on it). */
  async select(node: ReviewNode): Promise<void> {
    await this.view.reveal(node, { select: true, focus: true });
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
      // A decided candidate loses the "current" mark even when the cursor stays on it (the last of a queue).
      const at = usable?.candidates[usable.cursor];
      const cur = at?.decision === undefined ? at : undefined;
      const range = (c: ReviewCandidate): vscode.Range => new vscode.Range(editor.document.positionAt(c.start), editor.document.positionAt(c.end));
      const marks = this.highlights?.shown ?? true;
      editor.setDecorations(this.open, marks ? (usable?.candidates ?? []).filter((c) => c.decision === undefined && c !== cur).map(range) : []);
      editor.setDecorations(this.current, marks && cur ? [range(cur)] : []);
    }
    const active = vscode.window.activeTextEditor?.document.uri;
    const count = active ? this.reviews.open(active) : 0;
    this.status.text = statusText(count);
    this.status.tooltip = 'Review PHI: candidates the engine was unsure of (below textInference.minimumScore). Click to review.';
    this.shownStatus = count > 0 ? this.status.text : undefined;
    if (count > 0) this.status.show();
    else this.status.hide();
    const editor = vscode.window.activeTextEditor;
    const queue = editor && this.reviews.get(editor.document.uri);
    const current = queue && queue.version === editor.document.version ? queue.candidates[queue.cursor] : undefined;
    this.setContext(REVIEW_CONTEXT.reviewing, count > 0);
    this.setContext(REVIEW_CONTEXT.candidate, count > 0 && current !== undefined && this.revealed === editor?.document.uri.toString());
  }

  /** A candidate was revealed in this document: the decision keys apply there until the editor changes. */
  revealedIn(uri: vscode.Uri): void {
    this.revealed = uri.toString();
  }

  private shownStatus: string | undefined;

  /** The "N to review" status bar item's text while it is shown (for tests). */
  get statusShown(): string | undefined {
    return this.shownStatus;
  }

  /** The review context keys as last set (for tests). */
  contextKeys(): Readonly<Partial<Record<ReviewContextKey, boolean>>> {
    return Object.fromEntries(this.keys);
  }

  /** Sets a context key when its value changes (a paint per move must not queue a command each). */
  private setContext(key: ReviewContextKey, value: boolean): void {
    if (this.keys.get(key) === value) return;
    this.keys.set(key, value);
    void vscode.commands.executeCommand('setContext', key, value);
  }


  dispose(): void {
    if (this.pending) clearTimeout(this.pending);
    if (this.rowTimer) clearTimeout(this.rowTimer);
    for (const s of this.subscriptions) s.dispose();
  }
}
