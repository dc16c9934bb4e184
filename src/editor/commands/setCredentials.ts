import * as vscode from 'vscode';
import { promptForCredentials } from '../connection/credentials';
import type { CommandDeps } from './deps';

/** Set API Credentials: prompts for the API id and secret of the service (`origin`, default: the configured one) and keeps them in secret storage. */
export async function setCredentials(deps: CommandDeps, origin?: string): Promise<boolean> {
  const stored = await promptForCredentials(deps.credentials, deps.prompts, deps.log, origin);
  if (stored) deps.prompts.status(`$(check) ${vscode.l10n.t('API credentials saved in VS Code’s secret storage.')}`);
  return stored;
}
