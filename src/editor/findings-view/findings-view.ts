// The PHI & Concepts view in the Explorer: the active editor's PHI by category, each item with its
// matched text (masked on request, textInference.privacy.maskPhiText), and its concepts by type, then by
// concept with a count, expanding to the occurrences. Clicking an item reveals it; PHI items have inline
// Redact and Copy actions (findings-actions.ts). Empty → the welcome view.
import * as vscode from 'vscode';
import { z } from 'zod';
import { COMMANDS } from '../commands/command-ids';
import type { Config } from '../config/config';
import { backgroundColorId, borderColorId, conceptStyle, phiStyle } from '../decorations/decoration-styles.pure';
import { conceptRow, findingsTree, occurrenceRow, phiRow, withCount, type ConceptGroup, type RowText } from './findings-tree.pure';
import { FILTER_SETTINGS, assertionLabel, findingFilter } from '../results/concept-view.pure';
import { FINDINGS_VIEW_ID } from './view-ids.pure';
import type { RedactItemArgs } from '../hovers/hover-markdown.pure';
import type { ConceptFinding, Finding, ResultsStoreApi } from '../results/types';

/** contextValue of tree items, matched by the view/item/context menus in package.json. */
export const PHI_ITEM = 'textInference.phi';
export const CONCEPT_ITEM = 'textInference.concept';
const REFRESH_MS = 200;
const EXPAND_UP_TO = 20;

/**
 * Each node carries a stable id (its path in the tree, without the counts): without ids, VS Code names rows
 * by label and position, and a refresh that lands while a root is being folded could show the old rows of
 * one root under the other (PHI dates listed under Concepts). With them, a row keeps its folding too.
 */
export type FindingsNode =
  | { readonly kind: 'root'; readonly id: string; readonly label: string; readonly icon: string; readonly children: readonly FindingsNode[] }
  | { readonly kind: 'group'; readonly id: string; readonly label: string; readonly children: readonly FindingsNode[] }
  | { readonly kind: 'concept'; readonly id: string; readonly group: ConceptGroup; readonly document: vscode.TextDocument; readonly children: readonly FindingsNode[] }
  | { readonly kind: 'finding'; readonly id: string; readonly finding: Finding; readonly document: vscode.TextDocument };

export class FindingsTreeProvider implements vscode.TreeDataProvider<FindingsNode>, vscode.Disposable {
  private readonly emitter = new vscode.EventEmitter<undefined>();
  private readonly subscriptions: vscode.Disposable[];
  private timer: NodeJS.Timeout | undefined;
  /** The signature of what the view last showed (refresh). */
  private shown: string | undefined;
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
        if (FILTER_SETTINGS.some((key) => e.affects(key)) || e.affects('privacy.maskPhiText')) this.refreshSoon();
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
    // A row's id is its place (span and slot), not the run's numbering: a run that finds the same again keeps
    // every id, so the view has nothing to redraw (see refresh). Two findings on one span take a suffix.
    const finding = (parent: string) => {
      const seen = new Map<string, number>();
      return (f: Finding): FindingsNode => {
        const base = `${parent}/${f.slot}:${f.start}-${f.end}`;
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        return { kind: 'finding', id: n === 0 ? base : `${base}#${n}`, finding: f, document };
      };
    };
    // PHI first, as in the hover cards: it is what must not be shared, and a long note's concepts would
    // otherwise push it below the fold.
    if (tree.phi.length > 0) {
      const count = tree.phi.reduce((n, g) => n + g.findings.length, 0);
      const children: FindingsNode[] = tree.phi.map((g, i) => {
        const id = `phi/${i}:${g.label}`;
        return { kind: 'group', id, label: withCount(g.label, g.findings.length), children: g.findings.map(finding(id)) };
      });
      roots.push({ kind: 'root', id: 'phi', label: withCount(vscode.l10n.t('PHI'), count), icon: 'shield', children });
    }
    if (tree.concepts.length > 0) {
      const count = tree.concepts.reduce((n, g) => n + g.count, 0);
      const children: FindingsNode[] = tree.concepts.map((g, i) => {
        const id = `concepts/${i}:${g.label}`;
        return {
          kind: 'group',
          id,
          label: withCount(g.label, g.count),
          children: g.concepts.map((c, k) => {
            const conceptId = `${id}/${k}`;
            return { kind: 'concept', id: conceptId, group: c, document, children: c.occurrences.length > 1 ? c.occurrences.map(finding(conceptId)) : [] };
          }),
        };
      });
      roots.push({ kind: 'root', id: 'concepts', label: withCount(vscode.l10n.t('Concepts'), count), icon: 'symbol-class', children });
    }
    return roots;
  }

  getTreeItem(node: FindingsNode): vscode.TreeItem {
    const item = this.itemOf(node);
    item.id = node.id;
    return item;
  }

  private itemOf(node: FindingsNode): vscode.TreeItem {
    switch (node.kind) {
      case 'root': {
        const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.Expanded);
        item.iconPath = new vscode.ThemeIcon(node.icon);
        return item;
      }
      case 'group':
        return new vscode.TreeItem(node.label, node.children.length <= EXPAND_UP_TO ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed);
      case 'concept':
        return this.conceptItem(node.group, node.document, node.children.length > 0);
      case 'finding':
        return this.findingItem(node.finding, node.document);
    }
  }

  /**
   * Redraws the view when what it shows changed. A redraw that lands while a person folds a root can leave the
   * workbench's tree showing one root's old rows under the other (seen in e2e runs: PHI dates under Concepts),
   * and results arrive in bursts (a run's PHI, its review candidates, the concepts kept): an unchanged view is
   * not redrawn at all.
   */
  refresh(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const shown = this.signature();
    if (shown === this.shown) return;
    this.shown = shown;
    this.emitter.fire(undefined);
  }

  /** What the rows say: their ids and labels, the document version their lines are of, and the masking. */
  private signature(): string {
    const document = this.documentOf();
    const parts: string[] = [document?.uri.toString() ?? '', String(document?.version ?? -1), String(this.config.get('privacy.maskPhiText'))];
    const walk = (nodes: readonly FindingsNode[]): void => {
      for (const node of nodes) {
        parts.push(node.kind === 'root' || node.kind === 'group' ? `${node.id}=${node.label}` : node.id);
        if (node.kind === 'finding' && node.finding.slot === 'phi') parts.push(node.finding.item.type);
        if (node.kind === 'concept') for (const o of node.group.occurrences) parts.push(`${o.start}-${o.end}:${o.concept.conceptId}:${JSON.stringify(o.concept.assertion ?? null)}`);
        if (node.kind !== 'finding') walk(node.children);
      }
    };
    walk(this.getChildren());
    return parts.join('\n');
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const s of this.subscriptions) s.dispose();
    this.emitter.dispose();
  }

  private refreshSoon(): void {
    this.timer ??= setTimeout(() => this.refresh(), REFRESH_MS);
  }

  private conceptItem(group: ConceptGroup, document: vscode.TextDocument, expandable: boolean): vscode.TreeItem {
    const [first] = group.occurrences;
    const row = conceptRow(group, (f) => lineOf(document, f));
    const item = rowItem(row, expandable ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None);
    if (first) {
      const assertion = expandable ? undefined : assertionLabel(first.concept.assertion);
      item.tooltip = [`${first.concept.name} · ${first.concept.conceptId} · ${first.concept.type}`, assertion].filter(Boolean).join('\n');
      item.iconPath = new vscode.ThemeIcon('circle-filled', new vscode.ThemeColor(backgroundColorId(`concept.${conceptStyle(first.concept)}`)));
      if (!expandable) {
        item.contextValue = CONCEPT_ITEM;
        item.command = revealCommand(document, first);
      }
    }
    return item;
  }

  private findingItem(finding: Finding, document: vscode.TextDocument): vscode.TreeItem {
    const line = lineOf(document, finding);
    if (finding.slot === 'concepts') {
      const item = rowItem(occurrenceRow(finding, line), vscode.TreeItemCollapsibleState.None);
      item.tooltip = assertionLabel(finding.concept.assertion) ?? finding.concept.name;
      item.contextValue = CONCEPT_ITEM;
      item.command = revealCommand(document, finding);
      return item;
    }
    const masked = this.config.get('privacy.maskPhiText');
    const item = rowItem(phiRow(finding, line, masked), vscode.TreeItemCollapsibleState.None);
    item.iconPath = new vscode.ThemeIcon('shield', new vscode.ThemeColor(borderColorId(`phi.${phiStyle(finding.item)}`)));
    item.tooltip = masked ? vscode.l10n.t('{0} (text hidden: textInference.privacy.maskPhiText)', finding.item.type) : `${finding.item.type}: ${finding.item.text}`;
    item.accessibilityInformation = {
      label: masked ? vscode.l10n.t('PHI {0}, line {1}', finding.item.type, line) : vscode.l10n.t('PHI {0}: {1}, line {2}', finding.item.type, finding.item.text, line),
    };
    item.contextValue = PHI_ITEM;
    item.command = revealCommand(document, finding);
    return item;
  }
}

function lineOf(document: vscode.TextDocument, finding: Pick<Finding, 'start'>): number {
  return document.positionAt(finding.start).line + 1;
}

function rowItem(row: RowText, state: vscode.TreeItemCollapsibleState): vscode.TreeItem {
  const item = new vscode.TreeItem(row.label, state);
  item.description = row.description;
  return item;
}

function revealCommand(document: vscode.TextDocument, finding: Finding | ConceptFinding): vscode.Command {
  const args: RedactItemArgs = { uri: document.uri.toString(), id: finding.id };
  return { command: COMMANDS.revealFinding, title: vscode.l10n.t('Reveal'), arguments: [args] };
}

/** The finding a tree item stands for (the argument VS Code passes to an inline action). */
export function findingOfNode(node: unknown): { finding: Finding; document: vscode.TextDocument } | undefined {
  if (typeof node !== 'object' || node === null || !('kind' in node)) return undefined;
  const n = node as FindingsNode;
  if (n.kind === 'finding') return { finding: n.finding, document: n.document };
  if (n.kind === 'concept' && n.group.occurrences.length === 1 && n.group.occurrences[0]) return { finding: n.group.occurrences[0], document: n.document };
  return undefined;
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

/** Selects a finding's range in its editor (from the findings view). */
export async function revealFinding(store: ResultsStoreApi, args: unknown): Promise<boolean> {
  const parsed = RevealArgsSchema.safeParse(args);
  const document = parsed.success ? vscode.workspace.textDocuments.find((d) => d.uri.toString() === parsed.data.uri) : undefined;
  const results = document && store.get(document.uri);
  const finding = parsed.success ? [...(results?.concepts ?? []), ...(results?.phi ?? [])].find((f) => f.id === parsed.data.id) : undefined;
  if (!document || !results || !finding || results.version !== document.version) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Text Inference: that finding is no longer in the document (it was edited or closed).'));
    return false;
  }
  const range = new vscode.Range(document.positionAt(finding.start), document.positionAt(finding.end));
  const editor = await vscode.window.showTextDocument(document, { selection: range, preserveFocus: false });
  editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  return true;
}
