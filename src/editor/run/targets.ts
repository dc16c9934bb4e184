// What a command sends: each non-empty selection separately (multi-cursor), else the whole document,
// with the document offset each text starts at so results map back.
import * as vscode from 'vscode';
import { EmptyInputError } from '../../api/errors';

export interface TextTarget {
  /** Document offset of the text's first character. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface Targets {
  readonly scope: 'selection' | 'document';
  readonly parts: readonly TextTarget[];
}

export function scopeOf(selections: readonly vscode.Selection[]): Targets['scope'] {
  return selections.some((s) => !s.isEmpty) ? 'selection' : 'document';
}

/** Throws EmptyInputError when there is nothing but whitespace to send. */
export function targetsOf(document: vscode.TextDocument, selections: readonly vscode.Selection[]): Targets {
  const scope = scopeOf(selections);
  const ranges =
    scope === 'selection'
      ? selections.filter((s) => !s.isEmpty).map((s) => new vscode.Range(s.start, s.end))
      : [new vscode.Range(new vscode.Position(0, 0), document.lineAt(document.lineCount - 1).range.end)];
  const parts = ranges
    .map((range) => ({ start: document.offsetAt(range.start), end: document.offsetAt(range.end), text: document.getText(range) }))
    .filter((part) => part.text.trim() !== '')
    .sort((a, b) => a.start - b.start);
  if (parts.length === 0) throw new EmptyInputError(`Nothing to send: the ${scope} is empty.`);
  return { scope, parts };
}

/** The editor a command acts on: the one showing the URI it was invoked with, else the active one. */
export function resolveEditor(arg: unknown): vscode.TextEditor | undefined {
  const active = vscode.window.activeTextEditor;
  if (arg instanceof vscode.Uri) {
    // The editor that was right-clicked is normally the active one. Untitled URIs are reused once their
    // document is closed, so an editor still listed for a closed document must never be picked.
    const matches = (e: vscode.TextEditor): boolean => e.document.uri.toString() === arg.toString() && !e.document.isClosed;
    if (active && matches(active)) return active;
    const shown = vscode.window.visibleTextEditors.find(matches);
    if (shown) return shown;
  }
  return active;
}
