// "Not PHI: add to the allow list", from a PHI hover or the findings view: the item's value goes to the
// user's allow list (settings) or, in a trusted workspace, to .textinference/allow.txt for the team; the
// document's results drop every item the list now allows, at once.
import * as vscode from 'vscode';
import { z } from 'zod';
import { listLine } from '../../deid/lists';
import { listFile } from '../lists/list-sources';
import type { CommandDeps } from './deps';

/** `start`/`end`: the item's span when the link was made, to find it again after a run re-numbers the same findings (a list edit re-analyses open documents). */
const ArgsSchema = z.object({ uri: z.string().min(1), id: z.number().int(), start: z.number().int().optional(), end: z.number().int().optional() });

interface Target extends vscode.QuickPickItem {
  readonly where: 'user' | 'workspace';
}

export async function addToAllowList(deps: CommandDeps, args?: unknown): Promise<boolean> {
  const parsed = ArgsSchema.safeParse(args);
  const document = parsed.success ? vscode.workspace.textDocuments.find((d) => d.uri.toString() === parsed.data.uri && !d.isClosed) : undefined;
  const results = document ? deps.store.get(document.uri) : undefined;
  const finding = parsed.success ? results?.phi.find((f) => f.id === parsed.data.id) ?? sameSpan(results?.phi, parsed.data.start, parsed.data.end) : undefined;
  if (!document || !results || !finding || results.version !== document.version) {
    void deps.prompts.notify('warning', 'Text Inference: that PHI item is not current any more. Run Find PHI again.');
    return false;
  }
  const folder = vscode.workspace.getWorkspaceFolder(document.uri) ?? vscode.workspace.workspaceFolders?.[0];
  const targets: Target[] = [{ where: 'user', label: '$(account) My allow list', description: 'user settings: textInference.phi.allowList' }];
  if (folder && vscode.workspace.isTrusted) {
    targets.push({ where: 'workspace', label: '$(organization) Workspace allow list', description: vscode.workspace.asRelativePath(listFile(folder.uri, 'allow')) });
  }
  const target = await deps.prompts.quickPick(targets, { title: `Not PHI: allow ${notPhiValue(finding.item, deps.config.get('privacy.maskPhiText'))}`, placeHolder: 'Which allow list?' });
  if (!target) return false;
  const line = listLine(finding.item.text);
  const file = folder && target.where === 'workspace' ? listFile(folder.uri, 'allow') : undefined;
  const undo = file ? await appendLine(file, line) : await addToUserList(line);
  await deps.lists.reload();
  const lists = await deps.lists.current();
  const now = deps.store.get(document.uri);
  let hidden = 0;
  const before = now?.phi.map((f) => ({ start: f.start, end: f.end, item: f.item }));
  if (now && now.version === document.version && now.coverage.phi !== 'none') {
    const kept = now.phi.filter((f) => !lists.allows(f.item.text, f.item.type));
    hidden = now.phi.length - kept.length;
    deps.store.setPhi(document, now.version, kept.map((f) => ({ start: f.start, end: f.end, item: f.item })), now.coverage.phi);
  }
  deps.log.info('added a value to an allow list', { workspace: target.where === 'workspace', hidden });
  const done = `Text Inference: added to the ${target.where === 'user' ? 'user' : 'workspace'} allow list; ${hidden} item${hidden === 1 ? '' : 's'} hidden.`;
  void deps.prompts.notify('info', done, UNDO, OPEN_LIST).then(async (choice) => {
    if (choice === OPEN_LIST) await openList(file);
    if (choice !== UNDO) return;
    await undo();
    await deps.lists.reload();
    // The hidden items come back as they were, if the document has not changed since.
    const current = deps.store.get(document.uri);
    if (before && current && current.version === document.version && current.coverage.phi !== 'none' && !document.isClosed) {
      deps.store.setPhi(document, current.version, before, current.coverage.phi);
    }
    deps.log.info('allow-list addition undone', { workspace: file !== undefined });
    deps.prompts.status('Text Inference: allow-list addition undone.');
  });
  return true;
}

function sameSpan<T extends { readonly start: number; readonly end: number }>(findings: readonly T[] | undefined, start?: number, end?: number): T | undefined {
  return start === undefined || end === undefined ? undefined : findings?.find((f) => f.start === start && f.end === end);
}

export const UNDO = 'Undo';
export const OPEN_LIST = 'Open List';

/** The value as the picker names it: its text and type, or only its type when PHI text is masked. */
export function notPhiValue(item: { readonly text: string; readonly type: string }, masked: boolean): string {
  return masked ? `this ${item.type} value` : `'${item.text}' (${item.type})`;
}

/** Appends to the user's list; returns how to take the line back out. */
async function addToUserList(line: string): Promise<() => Promise<void>> {
  const settings = (): vscode.WorkspaceConfiguration => vscode.workspace.getConfiguration('textInference');
  const previous = settings().inspect<string[]>('phi.allowList')?.globalValue;
  await settings().update('phi.allowList', [...(previous ?? []), line], vscode.ConfigurationTarget.Global);
  return async () => {
    await settings().update('phi.allowList', previous, vscode.ConfigurationTarget.Global);
  };
}

async function openList(file: vscode.Uri | undefined): Promise<void> {
  if (file) await vscode.window.showTextDocument(file);
  else await vscode.commands.executeCommand('workbench.action.openSettings', 'textInference.phi.allowList');
}

/** Appends to the workspace's list file; returns how to put the file back as it was. */
async function appendLine(uri: vscode.Uri, line: string): Promise<() => Promise<void>> {
  let existing = '';
  let created = false;
  try {
    existing = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  } catch {
    existing = '# Values that are not PHI in this data: one term or /regex/ per line (Text Inference).\n';
    created = true;
    await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(uri, '..'));
  }
  const separator = existing === '' || existing.endsWith('\n') ? '' : '\n';
  const written = `${existing}${separator}${line}\n`;
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(written));
  return async () => {
    // Only this line is taken back out: whatever else was written to the file since stays.
    const now = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
    if (created && now === written) await vscode.workspace.fs.delete(uri);
    else await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(removeLastLine(now, line)));
  };
}

function removeLastLine(text: string, line: string): string {
  const lines = text.split('\n');
  const at = lines.lastIndexOf(line);
  if (at >= 0) lines.splice(at, 1);
  return lines.join('\n');
}
