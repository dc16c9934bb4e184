// Export Redaction Mapping…: the only way the original -> replacement mapping leaves memory. A modal
// warning first (the file re-identifies every redacted note), then a file the user picks; nothing is
// suggested inside the workspace, so the mapping does not end up committed beside the notes.
import * as vscode from 'vscode';
import { mappingCsv } from '../redaction/strategy-settings.pure';
import type { CommandDeps } from './deps';

export async function exportRedactionMapping(deps: CommandDeps): Promise<boolean> {
  const entries = deps.redaction.runs.entries();
  if (entries.length === 0) {
    void deps.prompts.notify('info', 'Text Inference: no redaction mapping in memory yet. Redact some PHI first (it is kept only until the window closes).');
    return false;
  }
  const choice = await deps.prompts.confirm(
    `Export ${entries.length} original → replacement pair${entries.length === 1 ? '' : 's'}?`,
    'The file contains the original PHI next to each replacement: anyone who has it can re-identify the redacted text. Save it only where PHI may be stored, and never beside the redacted notes.',
    'Export…',
  );
  if (choice !== 'Export…') return false;
  const target = await deps.prompts.saveDialog({ title: 'Export Redaction Mapping (contains PHI)', filters: { CSV: ['csv'] }, saveLabel: 'Export Mapping' });
  if (!target) return false;
  await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(mappingCsv(entries)));
  deps.log.info('exported the redaction mapping', { entries: entries.length });
  void deps.prompts.notify('info', `Text Inference: exported ${entries.length} mapping entr${entries.length === 1 ? 'y' : 'ies'}.`);
  return true;
}
