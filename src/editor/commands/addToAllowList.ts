// "Not PHI: add to the allow list", from a PHI hover or the findings view: the item's value goes to the
// user's allow list (settings) or, in a trusted workspace, to .textinference/allow.txt for the team; the
// document's results drop every item the list now allows, at once.
import * as vscode from 'vscode';
import { z } from 'zod';
import { listLine } from '../../deid/lists';
import { listFile } from '../lists/list-sources';
import type { CommandDeps } from './deps';

const ArgsSchema = z.object({ uri: z.string().min(1), id: z.number().int() });

interface Target extends vscode.QuickPickItem {
  readonly where: 'user' | 'workspace';
}

export async function addToAllowList(deps: CommandDeps, args?: unknown): Promise<boolean> {
  const parsed = ArgsSchema.safeParse(args);
  const document = parsed.success ? vscode.workspace.textDocuments.find((d) => d.uri.toString() === parsed.data.uri && !d.isClosed) : undefined;
  const results = document ? deps.store.get(document.uri) : undefined;
  const finding = parsed.success ? results?.phi.find((f) => f.id === parsed.data.id) : undefined;
  if (!document || !results || !finding || results.version !== document.version) {
    void deps.prompts.notify('warning', 'Text Inference: that PHI item is not current any more. Run Find PHI again.');
    return false;
  }
  const folder = vscode.workspace.getWorkspaceFolder(document.uri) ?? vscode.workspace.workspaceFolders?.[0];
  const targets: Target[] = [{ where: 'user', label: '$(account) My allow list', description: 'user settings: textInference.phi.allowList' }];
  if (folder && vscode.workspace.isTrusted) {
    targets.push({ where: 'workspace', label: '$(organization) Workspace allow list', description: vscode.workspace.asRelativePath(listFile(folder.uri, 'allow')) });
  }
  const target = await deps.prompts.quickPick(targets, { title: `Not PHI: allow this ${finding.item.type} value`, placeHolder: 'Which allow list?' });
  if (!target) return false;
  const line = listLine(finding.item.text);
  if (target.where === 'user' || !folder) {
    const current = deps.config.get('phi.allowList');
    await vscode.workspace.getConfiguration('textInference').update('phi.allowList', [...current, line], vscode.ConfigurationTarget.Global);
  } else {
    await appendLine(listFile(folder.uri, 'allow'), line);
  }
  await deps.lists.reload();
  const lists = await deps.lists.current();
  const now = deps.store.get(document.uri);
  let hidden = 0;
  if (now && now.version === document.version && now.coverage.phi !== 'none') {
    const kept = now.phi.filter((f) => !lists.allows(f.item.text, f.item.type));
    hidden = now.phi.length - kept.length;
    deps.store.setPhi(document, now.version, kept.map((f) => ({ start: f.start, end: f.end, item: f.item })), now.coverage.phi);
  }
  deps.log.info('added a value to an allow list', { workspace: target.where === 'workspace', hidden });
  void deps.prompts.notify('info', `Text Inference: added to the ${target.where === 'user' ? 'user' : 'workspace'} allow list; ${hidden} item${hidden === 1 ? '' : 's'} hidden.`);
  return true;
}

async function appendLine(uri: vscode.Uri, line: string): Promise<void> {
  let existing = '';
  try {
    existing = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  } catch {
    existing = '# Values that are not PHI in this data: one term or /regex/ per line (Text Inference).\n';
    await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(uri, '..'));
  }
  const separator = existing === '' || existing.endsWith('\n') ? '' : '\n';
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(`${existing}${separator}${line}\n`));
}
