// Hover cards for findings under the cursor (hover-markdown.pure.ts builds them). With PHI in the Problems
// panel its entry's hover carries the PHI facts, and ours adds only the PHI actions (one card). The markdown is trusted for
// our own copy and redact commands only, so a crafted concept name cannot run any other command.
import * as vscode from 'vscode';
import { z } from 'zod';
import type { Config } from '../config/config';
import { TRUSTED_HOVER_COMMANDS, hoverMarkdown } from './hover-markdown.pure';
import { findingFilter, isShown } from '../results/concept-view.pure';
import { severityName } from '../diagnostics/diagnostic-message.pure';
import type { ResultsStoreApi } from '../results/types';

/** Every text document: results exist only where a command stored them, which the store checks first. */
export const PRESENTATION_SELECTOR: vscode.DocumentSelector = '*';

const ExplainArgs = z.object({ uri: z.string().min(1), id: z.number().int(), start: z.number().int().optional(), end: z.number().int().optional() });

/** How many "Why?" answers a session remembers before it starts over (each is a few bytes). */
const EXPLAINED_LIMIT = 1000;

export class HoverController implements vscode.HoverProvider, vscode.Disposable {
  private readonly registration: vscode.Disposable;
  /** The PHI items whose evidence the user asked to see: "uri#version#id". Ids are per stored result. */
  private readonly explained = new Set<string>();

  constructor(
    private readonly store: ResultsStoreApi,
    private readonly config: Config,
  ) {
    this.registration = vscode.languages.registerHoverProvider(PRESENTATION_SELECTOR, this);
  }

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const results = this.store.get(document.uri);
    if (!results || results.version !== document.version) return undefined;
    const filter = findingFilter(this.config.settings);
    // With PHI in the Problems panel, the diagnostic's own hover shows the text, type, category and score
    // just above ours: then ours adds only the PHI actions, so nothing is said twice.
    const phiActionsOnly = severityName(this.config.get('diagnostics.severity')) !== undefined;
    const found = this.store.at(document.uri, document.offsetAt(position)).filter((f) => isShown(f, filter));
    if (found.length === 0) return undefined;
    const uri = document.uri.toString();
    const explained = (id: number): boolean => this.explained.has(`${uri}#${results.version}#${id}`);
    const markdown = new vscode.MarkdownString(hoverMarkdown(found, uri, phiActionsOnly, explained), true);
    markdown.isTrusted = { enabledCommands: [...TRUSTED_HOVER_COMMANDS] };
    const start = Math.min(...found.map((f) => f.start));
    const end = Math.max(...found.map((f) => f.end));
    return new vscode.Hover(markdown, new vscode.Range(document.positionAt(start), document.positionAt(end)));
  }

  /**
   * The hover's "Why?" link: remember that this item's evidence is asked for and show the hover again
   * over it (the click closed it), now with the cue and the word lists. False for stale or bad arguments.
   */
  async explainItem(args: unknown): Promise<boolean> {
    const parsed = ExplainArgs.safeParse(args);
    if (!parsed.success) return false;
    const { uri, start, end } = parsed.data;
    const results = this.store.get(vscode.Uri.parse(uri));
    // Found again by its span when a run has renumbered the same findings since the link was made.
    const finding = results?.phi.find((f) => f.id === parsed.data.id) ?? (start !== undefined && end !== undefined ? results?.phi.find((f) => f.start === start && f.end === end) : undefined);
    const editor = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri);
    if (results === undefined || finding === undefined || editor === undefined || editor.document.version !== results.version) return false;
    if (this.explained.size >= EXPLAINED_LIMIT) this.explained.clear();
    this.explained.add(`${uri}#${results.version}#${finding.id}`);
    // The hover opens at the cursor: put it on the item unless it is there already.
    const cursor = editor.document.offsetAt(editor.selection.active);
    if (cursor < finding.start || cursor >= finding.end || !editor.selection.isEmpty) {
      const at = editor.document.positionAt(finding.start);
      editor.selection = new vscode.Selection(at, at);
    }
    await vscode.window.showTextDocument(editor.document, editor.viewColumn);
    await vscode.commands.executeCommand('editor.action.showHover');
    return true;
  }

  dispose(): void {
    this.registration.dispose();
  }
}

const CopyArgs = z.string().max(1_000_000);

/** The copy links' command: codes and ids from hover cards, never document text. */
export async function copyToClipboard(value: unknown): Promise<boolean> {
  const parsed = CopyArgs.safeParse(value);
  if (!parsed.success) {
    void vscode.window.showErrorMessage(vscode.l10n.t('Text Inference: nothing to copy (the link carried no text).'));
    return false;
  }
  await vscode.env.clipboard.writeText(parsed.data);
  vscode.window.setStatusBarMessage(`$(check) ${vscode.l10n.t('Copied to the clipboard')}`, 2000);
  return true;
}
