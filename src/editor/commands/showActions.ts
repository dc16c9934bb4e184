import * as vscode from 'vscode';
import { COMMANDS, type CommandId } from './command-ids';
import type { CommandDeps } from './deps';
import { clockTime } from '../run/pending-waits';

type Action = vscode.QuickPickItem & { readonly run: () => unknown };

const MAIN_ACTIONS: readonly (readonly [CommandId, string, string])[] = [
  [COMMANDS.findConcepts, 'search', 'Find Concepts'],
  [COMMANDS.findConceptsWithOntologies, 'references', 'Find Concepts with Ontology Codes (Beta)'],
  [COMMANDS.findPhi, 'eye', 'Find PHI'],
  [COMMANDS.redactPhi, 'shield', 'Redact PHI'],
  [COMMANDS.getEmbedding, 'symbol-array', 'Get Embedding'],
  [COMMANDS.clearResults, 'clear-all', 'Clear Results'],
  [COMMANDS.toggleDecorations, 'eye-closed', 'Toggle Decorations'],
  [COMMANDS.selectService, 'server', 'Select Service'],
  [COMMANDS.setCredentials, 'key', 'Set API Credentials'],
  [COMMANDS.showLog, 'output', 'Show Log'],
];

/** Show Actions (the status bar item's click): the main commands, and Cancel while runs are in flight. */
export async function showActions(deps: CommandDeps): Promise<void> {
  const items: Action[] = MAIN_ACTIONS.map(([id, icon, label]) => ({
    label: `$(${icon}) ${label}`,
    run: () => vscode.commands.executeCommand(id),
  }));
  // Paused runs first: "Keep waiting" is what the user came back for.
  const waiting: Action[] = deps.waits.list().map((w) => ({
    label: `$(watch) Keep waiting: ${w.action} on ${w.document}`,
    description: `started ${clockTime(w.startedAt)}, kept until ${clockTime(w.expiresAt)}`,
    run: () => w.resume(),
  }));
  const busy = deps.activity.count + waiting.length;
  if (busy > 0) {
    items.unshift({
      label: '$(stop-circle) Cancel running requests',
      description: `${busy} in progress or waiting`,
      run: () => deps.log.info('Runs cancelled from Show Actions', { cancelled: deps.activity.cancelAll(), stopped: deps.waits.stopAll() }),
    });
  }
  items.unshift(...waiting);
  const picked = await deps.prompts.quickPick(items, {
    title: `Text Inference — ${deps.connection.label}`,
    placeHolder: 'Choose an action',
  });
  await picked?.run();
}
