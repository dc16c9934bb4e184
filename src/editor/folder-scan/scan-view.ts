// The Folder Scan view in the Explorer: the last scan's files with PHI, then types, then findings: the
// PHI text (only its type while textInference.privacy.maskPhiText is on), with type, line, column and
// score. Clicking a finding opens the file at it. After Extract Concepts from Folder, a Concepts section below:
// files, then concepts with a count ("Furosemide ×3"), then each mention with its line and assertion.
import * as vscode from 'vscode';
import type { Finding } from '../../batch/findings';
import { formatCount } from '../../batch/summary';
import { groupByFileThenType } from './folder-scan.pure';
import { conceptCountRow, conceptsSummaryText, groupConceptsByFile, mentionRow, type ConceptCount, type ConceptMention, type FileConceptGroup } from './folder-concepts-tree.pure';
import type { ScanResults } from './scan-results';

export { FOLDER_SCAN_VIEW_ID as SCAN_VIEW_ID } from '../findings-view/view-ids.pure';

type Node =
  | { readonly kind: 'summary'; readonly label: string }
  | { readonly kind: 'file'; readonly file: string; readonly count: number; readonly types: ReturnType<typeof groupByFileThenType>[number]['types'] }
  | { readonly kind: 'type'; readonly file: string; readonly type: string; readonly findings: readonly Finding[] }
  | { readonly kind: 'finding'; readonly file: string; readonly finding: Finding }
  | { readonly kind: 'concepts' }
  | { readonly kind: 'conceptFile'; readonly group: FileConceptGroup }
  | { readonly kind: 'concept'; readonly file: string; readonly concept: ConceptCount }
  | { readonly kind: 'mention'; readonly file: string; readonly mention: ConceptMention };

/** A row as the tests read it: the tree item's text and command, and its children. */
export interface TreeRow {
  readonly label: string;
  readonly description: string | undefined;
  readonly command: vscode.Command | undefined;
  readonly children: readonly TreeRow[];
}

export class ScanTreeProvider implements vscode.TreeDataProvider<Node>, vscode.Disposable {
  private readonly emitter = new vscode.EventEmitter<undefined>();
  private readonly subscription: vscode.Disposable;
  private timer: NodeJS.Timeout | undefined;
  readonly onDidChangeTreeData = this.emitter.event;

  constructor(
    private readonly results: ScanResults,
    private readonly masked: () => boolean = () => true,
  ) {
    // A scan of a thousand files changes the results a thousand times: redraw at most 5 times a second.
    this.subscription = results.onDidChange(() => {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.emitter.fire(undefined);
      }, 200);
    });
  }

  /** Redraws every row (the mask setting changed). */
  refresh(): void {
    this.emitter.fire(undefined);
  }

  getChildren(node?: Node): Node[] {
    if (!node) return [...this.phiRoots(), ...(this.results.concepts ? [{ kind: 'concepts' as const }] : [])];
    if (node.kind === 'concepts') return groupConceptsByFile(this.results.concepts?.files ?? []).map((group) => ({ kind: 'conceptFile', group }));
    if (node.kind === 'conceptFile') return node.group.concepts.map((concept) => ({ kind: 'concept', file: node.group.file, concept }));
    if (node.kind === 'concept') return node.concept.mentions.map((mention) => ({ kind: 'mention', file: node.file, mention }));
    if (node.kind === 'file') return node.types.map((t) => ({ kind: 'type', file: node.file, type: t.type, findings: t.findings }));
    if (node.kind === 'type') return node.findings.map((finding) => ({ kind: 'finding', file: node.file, finding }));
    return [];
  }

  /** The whole tree as rows (for tests: the view's content without a UI). */
  rows(node?: Node): TreeRow[] {
    return this.getChildren(node).map((child) => {
      const item = this.getTreeItem(child);
      const label = typeof item.label === 'string' ? item.label : (item.label?.label ?? '');
      return { label, description: typeof item.description === 'string' ? item.description : undefined, command: item.command, children: this.rows(child) };
    });
  }

  private phiRoots(): Node[] {
    const scan = this.results.scan;
    if (!scan) return [];
    const files: Node[] = groupByFileThenType(scan.files).map((g) => ({ kind: 'file', file: g.file, count: g.count, types: g.types }));
    const s = scan.summary;
    const label = s
      ? `${formatCount(s.filesScanned)} scanned, ${formatCount(s.filesWithPhi)} with PHI, ${formatCount(s.skipped)} skipped${scan.complete ? '' : ' (cancelled)'}`
      : 'Scanning…';
    return [{ kind: 'summary', label }, ...files];
  }

  getTreeItem(node: Node): vscode.TreeItem {
    const scan = this.results.scan;
    switch (node.kind) {
      case 'summary': {
        const item = new vscode.TreeItem(node.label);
        item.iconPath = new vscode.ThemeIcon('info');
        return item;
      }
      case 'file': {
        const uri = scan ? vscode.Uri.joinPath(scan.root, ...node.file.split('/')) : undefined;
        const item = new vscode.TreeItem(node.file, vscode.TreeItemCollapsibleState.Collapsed);
        if (uri) item.resourceUri = uri;
        item.description = `${formatCount(node.count)} PHI`;
        item.contextValue = 'textInference.scanFile';
        return item;
      }
      case 'type': {
        const item = new vscode.TreeItem(`${node.type} (${formatCount(node.findings.length)})`, vscode.TreeItemCollapsibleState.Collapsed);
        item.iconPath = new vscode.ThemeIcon('shield');
        return item;
      }
      case 'finding': {
        const f = node.finding;
        const where = `line ${f.line}, column ${f.column} · score ${f.score.toFixed(2)}`;
        const text = this.masked() ? undefined : f.text;
        const item = new vscode.TreeItem(text ?? f.type);
        item.description = text === undefined ? where : `${f.type} · ${where}`;
        item.tooltip = text === undefined ? `${f.type} (text hidden)` : `${f.type}: ${text}`;
        item.iconPath = new vscode.ThemeIcon('shield');
        if (scan) {
          const uri = vscode.Uri.joinPath(scan.root, ...node.file.split('/'));
          const selection = new vscode.Range(f.line - 1, f.column - 1, f.endLine - 1, f.endColumn - 1);
          item.command = { command: 'vscode.open', title: 'Open', arguments: [uri, { selection, preview: true } satisfies vscode.TextDocumentShowOptions] };
        }
        return item;
      }
      case 'concepts': {
        const run = this.results.concepts;
        const item = new vscode.TreeItem('Concepts', vscode.TreeItemCollapsibleState.Expanded);
        item.description = run ? conceptsSummaryText(run.summary, run.complete) : '';
        item.tooltip = run ? `Extract Concepts from Folder (${run.engine})` : undefined;
        item.iconPath = new vscode.ThemeIcon('symbol-class');
        return item;
      }
      case 'conceptFile': {
        const run = this.results.concepts;
        const item = new vscode.TreeItem(node.group.file, vscode.TreeItemCollapsibleState.Collapsed);
        if (run) item.resourceUri = vscode.Uri.joinPath(run.root, ...node.group.file.split('/'));
        item.description = `${formatCount(node.group.count)} concept${node.group.count === 1 ? '' : 's'}`;
        return item;
      }
      case 'concept': {
        const row = conceptCountRow(node.concept);
        const item = new vscode.TreeItem(row.label, vscode.TreeItemCollapsibleState.Collapsed);
        item.description = row.description;
        item.tooltip = row.tooltip;
        item.iconPath = new vscode.ThemeIcon('symbol-field');
        return item;
      }
      case 'mention': {
        const m = node.mention;
        const row = mentionRow(m);
        const item = new vscode.TreeItem(row.label);
        item.description = row.description;
        item.tooltip = row.tooltip;
        item.iconPath = new vscode.ThemeIcon(m.status === 'present' ? 'circle-small-filled' : 'circle-slash');
        const run = this.results.concepts;
        if (run) {
          const uri = vscode.Uri.joinPath(run.root, ...node.file.split('/'));
          const selection = new vscode.Range(m.line - 1, m.column - 1, m.endLine - 1, m.endColumn - 1);
          item.command = { command: 'vscode.open', title: 'Open', arguments: [uri, { selection, preview: true } satisfies vscode.TextDocumentShowOptions] };
        }
        return item;
      }
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.subscription.dispose();
    this.emitter.dispose();
  }
}
