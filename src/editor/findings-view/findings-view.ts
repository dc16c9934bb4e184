// The Findings view in the Explorer: the active editor's PHI by category and concepts by concept type.
// Concept items show the concept name and matched text; PHI items show only type and line, so the tree
// never repeats PHI (the editor already shows it). Clicking an item reveals it. Empty → the welcome view.
import * as vscode from 'vscode';
import { z } from 'zod';
import { COMMANDS } from '../commands/command-ids';
import type { Config } from '../config/config';
import { backgroundColorId, borderColorId, conceptStyle, phiStyle } from '../decorations/decoration-styles.pure';
import { findingsTree, withCount, type FindingGroup } from './findings-tree.pure';
import { FILTER_SETTINGS, assertionLabel, assertionWord, findingFilter } from '../results/concept-view.pure';
import { FINDINGS_VIEW_ID } from './view-ids.pure';
import type { RedactItemArgs } from '../hovers/hover-markdown.pure';
import type { ConceptFinding, Finding, PhiFinding, ResultsStoreApi } from '../results/types';

const REFRESH_MS = 200;

export type FindingsNode =
  | { readonly kind: 'root'; readonly label: string; readonly icon: string; readonly children: readonly FindingsNode[] }
  | { readonly kind: 'group'; readonly label: string; readonly children: readonly FindingsNode[] }
  | { readonly kind: 'finding'; readonly finding: Finding; readonly document: vscode.TextDocument };

export class FindingsTreeProvider implements vscode.TreeDataProvider<FindingsNode>, vscode.Disposable {
  private readonly emitter = new vscode.EventEmitter<undefined>();
  private readonly subscriptions: vscode.Disposable[];
  private timer: NodeJS.Timeout | undefined;
  readonly onDidChangeTreeData = this.emitter.event;

  constructor(
    private readonly store: ResultsStoreApi,
    private readonly config: Config,
    /** The document whose findings are listed; the active editor's by default. */
    private readonly documentOf: () => vscode.TextDocument | undefined = () => vscode.window.activeTextEditor?.document,
  ) {
    this.subscriptions = [
      store.onDidChange((uri) => {
        if (uri.toString() === this.documentOf()?.uri.toString()) this.refreshSoon();
      }),
      vscode.window.onDidChangeActiveTextEditor(() => this.refreshSoon()),
      config.onDidChange((e) => {
        if (FILTER_SETTINGS.some((key) => e.affects(key))) this.refreshSoon();
      }),
    ];
  }

  getChildren(node?: FindingsNode): FindingsNode[] {
    if (node) return node.kind === 'finding' ? [] : [...node.children];
    const document = this.documentOf();
    const results = document && this.store.get(document.uri);
    if (!document || !results || results.version !== document.version) return [];
    const tree = findingsTree(results, findingFilter(this.config.settings));
    const roots: FindingsNode[] = [];
    const groups = <T extends Finding>(list: readonly FindingGroup<T>[]): FindingsNode[] =>
      list.map((g) => ({ kind: 'group', label: withCount(g.label, g.findings.length), children: g.findings.map((finding) => ({ kind: 'finding', finding, document })) }));
    const count = <T extends Finding>(list: readonly FindingGroup<T>[]): number => list.reduce((n, g) => n + g.findings.length, 0);
    // PHI first, as in the hover cards: it is what must not be shared, and a long note's concepts would
    // otherwise push it below the fold.
    if (tree.phi.length > 0) roots.push({ kind: 'root', label: withCount('PHI', count(tree.phi)), icon: 'shield', children: groups(tree.phi) });
    if (tree.concepts.length > 0) roots.push({ kind: 'root', label: withCount('Concepts', count(tree.concepts)), icon: 'symbol-class', children: groups(tree.concepts) });
    return roots;
  }

  getTreeItem(node: FindingsNode): vscode.TreeItem {
    if (node.kind === 'root') {
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.Expanded);
      item.iconPath = new vscode.ThemeIcon(node.icon);
      return item;
    }
    if (node.kind === 'group') {
      const state = node.children.length <= 20 ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed;
      return new vscode.TreeItem(node.label, state);
    }
    const { finding, document } = node;
    const line = document.positionAt(finding.start).line + 1;
    const item = finding.slot === 'concepts' ? conceptItem(finding, line) : phiItem(finding, line);
    const args: RedactItemArgs = { uri: document.uri.toString(), id: finding.id };
    item.command = { command: COMMANDS.revealFinding, title: 'Reveal', arguments: [args] };
    return item;
  }

  refresh(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.emitter.fire(undefined);
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const s of this.subscriptions) s.dispose();
    this.emitter.dispose();
  }

  private refreshSoon(): void {
    this.timer ??= setTimeout(() => this.refresh(), REFRESH_MS);
  }
}

function conceptItem(finding: ConceptFinding, line: number): vscode.TreeItem {
  const { concept } = finding;
  const item = new vscode.TreeItem(concept.name, vscode.TreeItemCollapsibleState.None);
  const assertion = assertionWord(concept.assertion);
  item.description = `“${concept.text}”${assertion ? ` · ${assertion}` : ''} · line ${line}`;
  item.tooltip = [`${concept.conceptId} · ${concept.type}`, assertionLabel(concept.assertion)].filter(Boolean).join('\n');
  item.iconPath = new vscode.ThemeIcon('circle-filled', new vscode.ThemeColor(backgroundColorId(`concept.${conceptStyle(concept)}`)));
  return item;
}

function phiItem(finding: PhiFinding, line: number): vscode.TreeItem {
  const item = new vscode.TreeItem(finding.item.type, vscode.TreeItemCollapsibleState.None);
  item.description = `line ${line}`;
  item.iconPath = new vscode.ThemeIcon('shield', new vscode.ThemeColor(borderColorId(`phi.${phiStyle(finding.item)}`)));
  return item;
}

/** The view itself: the provider registered under the contributed view id, titled with the file's name. */
export class FindingsView implements vscode.Disposable {
  readonly provider: FindingsTreeProvider;
  private readonly view: vscode.TreeView<FindingsNode>;
  private readonly subscriptions: vscode.Disposable[];

  constructor(store: ResultsStoreApi, config: Config) {
    this.provider = new FindingsTreeProvider(store, config);
    this.view = vscode.window.createTreeView(FINDINGS_VIEW_ID, { treeDataProvider: this.provider, showCollapseAll: true });
    const describe = (): void => {
      const uri = vscode.window.activeTextEditor?.document.uri;
      this.view.description = uri ? uri.path.split('/').pop() : undefined;
    };
    describe();
    this.subscriptions = [vscode.window.onDidChangeActiveTextEditor(describe)];
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.view.dispose();
    this.provider.dispose();
  }
}

const RevealArgsSchema = z.object({ uri: z.string().min(1), id: z.number().int() });

/** Selects a finding's range in its editor (from the Findings view). */
export async function revealFinding(store: ResultsStoreApi, args: unknown): Promise<boolean> {
  const parsed = RevealArgsSchema.safeParse(args);
  const document = parsed.success ? vscode.workspace.textDocuments.find((d) => d.uri.toString() === parsed.data.uri) : undefined;
  const results = document && store.get(document.uri);
  const finding = parsed.success ? [...(results?.concepts ?? []), ...(results?.phi ?? [])].find((f) => f.id === parsed.data.id) : undefined;
  if (!document || !results || !finding || results.version !== document.version) {
    void vscode.window.showInformationMessage('Text Inference: that finding is no longer in the document (it was edited or closed).');
    return false;
  }
  const range = new vscode.Range(document.positionAt(finding.start), document.positionAt(finding.end));
  const editor = await vscode.window.showTextDocument(document, { selection: range, preserveFocus: false });
  editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  return true;
}
