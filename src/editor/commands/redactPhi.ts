// Redact PHI: the redact-phi endpoint on each selection (or the document), then one edit replacing each
// text with output_text — only if the document did not change while waiting. One undo step.
import * as vscode from 'vscode';
import type { RedactionResult } from '../../api/results';
import { redactionSummary } from '../run/summaries.pure';
import { resolveEditor } from '../run/targets';
import { minimalReplacement } from '../redaction/text-diff.pure';
import type { CommandDeps } from './deps';
import { requireEditor } from './editor-required';

const STALE = 'Redact PHI: the document changed while the service was redacting, so nothing was replaced. Run Redact PHI again.';

export async function redactPhi(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  const editor = requireEditor(deps, resolveEditor(arg));
  if (!editor) return false;
  const { document } = editor;
  const selections = [...editor.selections];
  const outcome = await deps.runner.run<RedactionResult>({
    model: 'redact-phi',
    document,
    selections,
    call: (client, text, options) => client.redactPhi(text, options),
    retry: () => redactPhi(deps, document.uri),
  });
  if (!outcome) return false;
  const types = outcome.parts.flatMap((p) => p.result.items.map((item) => item.type));
  if (types.length === 0) {
    void deps.prompts.notify('info', `${redactionSummary(types)}.`);
    return false;
  }
  if (document.isClosed || document.version !== outcome.version) {
    deps.log.warn('Redaction not applied: the document changed while waiting', { requested: outcome.version, now: document.version });
    void deps.prompts.notify('warning', STALE);
    return false;
  }
  const edit = new vscode.WorkspaceEdit();
  for (const { target, result } of outcome.parts) {
    const change = minimalReplacement(target.text, result.outputText);
    if (!change) continue;
    const range = new vscode.Range(document.positionAt(target.start + change.start), document.positionAt(target.start + change.end));
    edit.replace(document.uri, range, change.text);
  }
  // applyEdit checks the version it saw as well: a keystroke racing this line makes it fail, not misapply.
  const applied = await vscode.workspace.applyEdit(edit);
  if (!applied) {
    void deps.prompts.notify('warning', STALE);
    return false;
  }
  deps.log.info('Redaction applied', { items: types.length });
  void deps.prompts.notify('info', `${redactionSummary(types)}.`);
  return true;
}
