// The decision steps shared by the editor's queue and the folder scan's candidates: asking the type and
// where to remember a decision, and keeping it there (the document's memory, the user's allow list, or the
// workspace's .textinference/ lists). Callers record the decision in the review log and update their rows.
import * as vscode from 'vscode';
import { listLine } from '../../deid/lists';
import { PHI_TYPES } from '../../deid/phi-types';
import type { Config } from '../config/config';
import { listFile, type ListSources } from '../lists/list-sources';
import type { Prompts } from '../prompts';
import { appendListLine } from './list-append';
import type { Remembered } from './review-log';
import type { ReviewStore } from './review-store';

interface Where extends vscode.QuickPickItem {
  readonly where: Remembered;
}

export interface DeciderDeps {
  readonly reviews: ReviewStore;
  readonly lists: ListSources;
  readonly config: Config;
  readonly prompts: Prompts;
}

export class ReviewDecider {
  constructor(private readonly deps: DeciderDeps) {}

  /** PHI: which type (the proposed one first), then where to remember it; undefined when cancelled. */
  async askPhi(uri: vscode.Uri, text: string, proposed: string): Promise<{ readonly type: string; readonly where: Remembered } | undefined> {
    const types = [proposed, ...PHI_TYPES.filter((x) => x !== proposed)].map((type) => ({ label: type, description: type === proposed ? 'proposed' : '' }));
    const type = await this.deps.prompts.quickPick(types, { title: `PHI: which type is “${text.length > 30 ? `${text.slice(0, 29)}…` : text}”?`, placeHolder: 'The type it is redacted as' });
    if (!type) return undefined;
    const where = await this.where('phi', uri);
    return where && { type: type.label, where: where.where };
  }

  /** Not PHI: where to remember it; undefined when cancelled. */
  async askNotPhi(uri: vscode.Uri): Promise<Remembered | undefined> {
    return (await this.where('not-phi', uri))?.where;
  }

  /** Keeps a PHI decision: on the workspace deny list, or for this document only (in memory). */
  async keepPhi(uri: vscode.Uri, text: string, type: string, where: Remembered): Promise<void> {
    if (where === 'deny-list') await this.append(uri, 'deny', `${type}: ${listLine(text)}`);
    else this.deps.reviews.remember(uri, text, 'phi', type);
  }

  /** Keeps a Not PHI decision: on the user's or the workspace's allow list, or for this document only. */
  async keepNotPhi(uri: vscode.Uri, text: string, where: Remembered): Promise<void> {
    if (where === 'user') {
      const current = this.deps.config.get('phi.allowList');
      await vscode.workspace.getConfiguration('textInference').update('phi.allowList', [...current, listLine(text)], vscode.ConfigurationTarget.Global);
      await this.deps.lists.reload();
    } else if (where === 'workspace') await this.append(uri, 'allow', listLine(text));
    else this.deps.reviews.remember(uri, text, 'not-phi');
  }

  private async where(decision: 'phi' | 'not-phi', uri: vscode.Uri): Promise<Where | undefined> {
    const folder = vscode.workspace.getWorkspaceFolder(uri) ?? vscode.workspace.workspaceFolders?.[0];
    const items: Where[] = [{ where: 'document', label: '$(file) This document only', description: 'remembered until the window closes' }];
    if (decision === 'phi') {
      if (folder && vscode.workspace.isTrusted) items.push({ where: 'deny-list', label: '$(organization) Also add to the workspace deny list', description: vscode.workspace.asRelativePath(listFile(folder.uri, 'deny')) });
    } else {
      items.push({ where: 'user', label: '$(account) My allow list', description: 'user settings: textInference.phi.allowList' });
      if (folder && vscode.workspace.isTrusted) items.push({ where: 'workspace', label: '$(organization) Workspace allow list', description: vscode.workspace.asRelativePath(listFile(folder.uri, 'allow')) });
    }
    if (items.length === 1) return items[0];
    return this.deps.prompts.quickPick(items, { title: decision === 'phi' ? 'PHI: remember it where?' : 'Not PHI: remember it where?' });
  }

  private async append(uri: vscode.Uri, kind: 'allow' | 'deny', line: string): Promise<void> {
    const folder = vscode.workspace.getWorkspaceFolder(uri) ?? vscode.workspace.workspaceFolders?.[0];
    if (!folder) return;
    await appendListLine(listFile(folder.uri, kind), line, kind);
    await this.deps.lists.reload();
  }
}
