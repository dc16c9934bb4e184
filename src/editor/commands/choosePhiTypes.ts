// Choose PHI Types…: which phi_types are shown and redacted (textInference.phi.hiddenTypes, user level).
// Takes effect from the next Find PHI; results already shown are filtered the same way at once.
import * as vscode from 'vscode';
import { CATEGORY_OF_TYPE, PHI_TYPES } from '../../deid/phi-types';
import type { CommandDeps } from './deps';

interface TypeItem extends vscode.QuickPickItem {
  readonly type: string;
}

export async function choosePhiTypes(deps: CommandDeps): Promise<boolean> {
  const hidden = new Set(deps.config.get('phi.hiddenTypes'));
  const minimum = deps.config.get('phi.minimumScoreByType');
  const items: TypeItem[] = PHI_TYPES.map((type) => ({
    type,
    label: type,
    description: CATEGORY_OF_TYPE[type].toLowerCase(),
    detail: minimum[type] !== undefined ? `minimum score ${minimum[type]}` : undefined,
    picked: !hidden.has(type),
  }));
  const chosen = await deps.prompts.pickMany(items, { title: 'PHI types to show and redact', placeHolder: 'Unticked types are neither shown nor redacted' });
  if (!chosen) return false;
  const shown = new Set(chosen.map((i) => i.type));
  const nowHidden: string[] = PHI_TYPES.filter((t) => !shown.has(t));
  await vscode.workspace.getConfiguration('textInference').update('phi.hiddenTypes', nowHidden, vscode.ConfigurationTarget.Global);
  let removed = 0;
  for (const document of vscode.workspace.textDocuments) {
    const results = deps.store.get(document.uri);
    if (!results || results.version !== document.version || results.coverage.phi === 'none') continue;
    const kept = results.phi.filter((f) => !nowHidden.includes(f.item.type));
    if (kept.length === results.phi.length) continue;
    removed += results.phi.length - kept.length;
    deps.store.setPhi(document, results.version, kept.map((f) => ({ start: f.start, end: f.end, item: f.item })), results.coverage.phi);
  }
  const note = nowHidden.length === 0 ? 'every PHI type is shown and redacted' : `${nowHidden.length} type${nowHidden.length === 1 ? '' : 's'} hidden (not shown, not redacted)`;
  void deps.prompts.notify('info', `Text Inference: ${note}${removed > 0 ? `; ${removed} item${removed === 1 ? '' : 's'} removed from the results` : ''}. Find PHI again to bring back a type you showed.`);
  return true;
}
