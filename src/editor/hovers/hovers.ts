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

export class HoverController implements vscode.HoverProvider, vscode.Disposable {
  private readonly registration: vscode.Disposable;

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
    const markdown = new vscode.MarkdownString(hoverMarkdown(found, document.uri.toString(), phiActionsOnly), true);
    markdown.isTrusted = { enabledCommands: [...TRUSTED_HOVER_COMMANDS] };
    const start = Math.min(...found.map((f) => f.start));
    const end = Math.max(...found.map((f) => f.end));
    return new vscode.Hover(markdown, new vscode.Range(document.positionAt(start), document.positionAt(end)));
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
