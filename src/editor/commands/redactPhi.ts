// Redact PHI: the redact-phi endpoint on each selection (or the document), then one edit replacing each
// text with output_text — only if the document did not change while waiting, and only if every answer
// verifies (the original text put back into its placeholders gives exactly what was sent): a remote that
// truncates, trims or converts line endings must not rewrite the document. One undo step.
import * as vscode from 'vscode';
import type { RedactionResult } from '../../api/results';
import { redactionSummary } from '../run/summaries.pure';
import { resolveEditor } from '../run/targets';
import { minimalReplacement } from '../redaction/text-diff.pure';
import { restoresInput, selectedOutput } from '../redaction/verify-redaction.pure';
import { applyTo } from '../redaction/strategy-redaction';
import { COMMANDS } from './command-ids';
import type { CommandDeps } from './deps';
import { requireEditor } from './editor-required';

const STALE = vscode.l10n.t('Redact PHI: the document changed while the service was redacting, so nothing was replaced. Run Redact PHI again.');
export const REDACT_FROM_FINDINGS = vscode.l10n.t('Redact Using Find PHI');

export async function redactPhi(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  const editor = requireEditor(deps, resolveEditor(arg));
  if (!editor) return false;
  const { document } = editor;
  if (!(await deps.review.mayRedact(document))) return false;
  const selections = [...editor.selections];
  // Any strategy but the plain label is applied on the client to identify-phi results.
  // A reviewer's "PHI" decisions live in the findings, not in what redact-phi would find: redact from those.
  if (!deps.redaction.usesServiceLabels() || deps.review.hasPhiDecisions(document)) return redactFromFindings(document, selections);
  const outcome = await deps.runner.run<RedactionResult>({
    model: 'redact-phi',
    document,
    selections,
    call: (client, text, options) => client.redactPhi(text, options),
    retry: () => redactPhi(deps, document.uri),
  });
  if (!outcome) return false;
  const unverified = outcome.parts.filter(({ target, result }) => !restoresInput(target.text, result.outputText, result.items)).length;
  if (unverified > 0) {
    deps.log.warn('Redaction refused: the redacted text does not restore the input', { parts: outcome.parts.length, unverified });
    const chosen = await deps.prompts.notify(
      'error',
      `Redact PHI: ${outcome.service.label} changed text outside the PHI it reported (for example line endings, or the text was cut short), so nothing was replaced. Redact from Find PHI results instead?`,
      REDACT_FROM_FINDINGS,
    );
    if (chosen === REDACT_FROM_FINDINGS) return redactFromFindings(document, selections);
    return false;
  }
  // The one selection over the model's items, as over Find PHI's: lists, hidden types, per-type scores.
  const settings = await deps.redaction.selectionSettings();
  const parts = outcome.parts.map(({ target, result }) => ({ target, ...selectedOutput(target.text, result, settings) }));
  const types = parts.flatMap((p) => p.types);
  if (types.length === 0) {
    deps.prompts.status(`$(check) ${redactionSummary(types)}.`);
    return false;
  }
  if (document.isClosed || document.version !== outcome.version) {
    deps.log.warn('Redaction not applied: the document changed while waiting', { requested: outcome.version, now: document.version });
    void deps.prompts.notify('warning', STALE);
    return false;
  }
  const edit = new vscode.WorkspaceEdit();
  for (const { target, outputText } of parts) {
    const change = minimalReplacement(target.text, outputText);
    if (!change) continue;
    const range = new vscode.Range(document.positionAt(target.start + change.start), document.positionAt(target.start + change.end));
    edit.replace(document.uri, range, change.text);
  }
  if (!(await deps.redaction.confirmText(document, redactedText(document.getText(), parts), types))) {
    deps.log.info('Redaction cancelled at the preview', { items: types.length });
    return false;
  }
  if (document.isClosed || document.version !== outcome.version) {
    void deps.prompts.notify('warning', STALE);
    return false;
  }
  deps.redactor.rememberForUndo(document);
  // applyEdit checks the version it saw as well: a keystroke racing this line makes it fail, not misapply.
  const applied = await vscode.workspace.applyEdit(edit);
  if (!applied) {
    void deps.prompts.notify('warning', STALE);
    return false;
  }
  deps.log.info('Redaction applied', { items: types.length });
  deps.prompts.status(`$(check) ${redactionSummary(types)}.`);
  return true;
}

/** The fallback: Find PHI on the same text, then replace each item found (the Redactor checks versions). */
async function redactFromFindings(document: vscode.TextDocument, selections: readonly vscode.Selection[]): Promise<boolean> {
  const ranges = selections.filter((s) => !s.isEmpty).map((s) => ({ start: document.offsetAt(s.start), end: document.offsetAt(s.end) }));
  const uri = document.uri.toString();
  const done =
    ranges.length === 0
      ? await vscode.commands.executeCommand<boolean>(COMMANDS.redactAllInDocument, { uri })
      : await vscode.commands.executeCommand<boolean>(COMMANDS.redactAllInSelection, { uri, version: document.version, ranges });
  return done === true;
}

/** The whole text with each part's output in place of its input (parts never overlap). */
function redactedText(text: string, parts: readonly { target: { start: number; text: string }; outputText: string }[]): string {
  const sorted = [...parts].sort((a, b) => a.target.start - b.target.start);
  return applyTo(text, sorted.map((p) => ({ start: p.target.start, end: p.target.start + p.target.text.length, replacement: p.outputText })));
}
