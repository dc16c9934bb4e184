import * as vscode from 'vscode';
import { COMMANDS, type CommandId } from './command-ids';
import type { CommandDeps } from './deps';
import { clockTime } from '../run/pending-waits';

type Action = vscode.QuickPickItem & { readonly run: () => unknown };

const MAIN_ACTIONS: readonly (readonly [CommandId, string, string])[] = [
  [COMMANDS.findPhi, 'shield', vscode.l10n.t('Find PHI')],
  [COMMANDS.findConcepts, 'symbol-class', vscode.l10n.t('Find Concepts')],
  [COMMANDS.findConceptsWithOntologies, 'references', vscode.l10n.t('Find Concepts with Ontology Codes (Beta)')],
  [COMMANDS.redactPhi, 'lock', vscode.l10n.t('Redact PHI')],
  [COMMANDS.redactAllInDocument, 'shield', vscode.l10n.t('Redact All PHI in Document…')],
  [COMMANDS.choosePhiTypes, 'filter', vscode.l10n.t('Choose PHI Types…')],
  [COMMANDS.scanFolder, 'search', vscode.l10n.t('Scan Folder for PHI…')],
  [COMMANDS.exportFindings, 'export', vscode.l10n.t('Export Findings…')],
  [COMMANDS.getEmbedding, 'symbol-array', vscode.l10n.t('Get Embedding')],
  [COMMANDS.clearResults, 'clear-all', vscode.l10n.t('Clear Results')],
  [COMMANDS.toggleDecorations, 'symbol-color', vscode.l10n.t('Toggle Decorations')],
  [COMMANDS.selectService, 'server', vscode.l10n.t('Select Service')],
  [COMMANDS.setCredentials, 'key', vscode.l10n.t('Set API Credentials')],
  [COMMANDS.openSample, 'file', vscode.l10n.t('Open Sample Note')],
  [COMMANDS.showLog, 'output', vscode.l10n.t('Show Log')],
];

/** Show Actions (the status bar item's click): the main commands, and Cancel while runs are in flight. */
export async function showActions(deps: CommandDeps): Promise<void> {
  const items: Action[] = MAIN_ACTIONS.map(([id, icon, label]) => ({
    label: `$(${icon}) ${label}`,
    run: () => vscode.commands.executeCommand(id),
  }));
  // Paused runs first: "Keep waiting" is what the user came back for.
  const waiting: Action[] = deps.waits.list().map((w) => ({
    label: `$(watch) ${vscode.l10n.t('Keep waiting: {0} on {1}', w.action, w.document)}`,
    description: vscode.l10n.t('started {0}, kept until {1}', clockTime(w.startedAt), clockTime(w.expiresAt)),
    run: () => w.resume(),
  }));
  const busy = deps.activity.count + waiting.length;
  if (busy > 0) {
    items.unshift({
      label: `$(stop-circle) ${vscode.l10n.t('Cancel running requests')}`,
      description: vscode.l10n.t('{0} in progress or waiting', busy),
      run: () => deps.log.info('Runs cancelled from Show Actions', { cancelled: deps.activity.cancelAll(), stopped: deps.waits.stopAll() }),
    });
  }
  items.unshift(...waiting);
  const picked = await deps.prompts.quickPick(items, {
    title: vscode.l10n.t('Text Inference — {0}', deps.connection.label),
    placeHolder: vscode.l10n.t('Choose an action'),
  });
  await picked?.run();
}
