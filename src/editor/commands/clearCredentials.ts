import * as vscode from 'vscode';
import type { CommandDeps } from './deps';

/** Clear API Credentials: removes both secrets. */
export async function clearCredentials(deps: CommandDeps): Promise<void> {
  await deps.credentials.clear();
  deps.log.info('API credentials removed from secret storage');
  deps.prompts.status(`$(check) ${vscode.l10n.t('API credentials removed.')}`);
}
