import * as vscode from 'vscode';
import { promptForCredentials } from '../connection/credentials';
import type { CommandDeps } from './deps';

/** Set API Credentials (the command): for the configured service. Arguments from elsewhere are ignored. */
export function setCredentials(deps: CommandDeps): Promise<boolean> {
  return setCredentialsFor(deps, undefined);
}

/** Prompts for the API id and secret of the service (`origin`, default: the configured one) and keeps them in secret storage. */
export async function setCredentialsFor(deps: CommandDeps, origin: string | undefined): Promise<boolean> {
  const stored = await promptForCredentials(deps.credentials, deps.prompts, deps.log, origin);
  if (stored) deps.prompts.status(`$(check) ${vscode.l10n.t('API credentials saved in VS Code’s secret storage.')}`);
  return stored;
}
