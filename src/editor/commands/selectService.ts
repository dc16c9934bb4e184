import * as vscode from 'vscode';
import { SECTION } from '../config/settings.pure';
import { originOf } from '../connection/origin-credentials.pure';
import { LOCAL_ENGINE_LABEL, parseServiceUrl, validateServiceUrl } from '../connection/service-url.pure';
import type { CommandDeps } from './deps';
import { setCredentials, setCredentialsFor } from './setCredentials';
import { SET_CREDENTIALS } from '../run/error-notifications';

type Choice = vscode.QuickPickItem & { readonly choice: 'local' | 'remote' | 'credentials' };

/** Writes the URL in the user's (Global) settings: the setting has application scope, no workspace can set it. */
async function writeServiceUrl(url: string): Promise<void> {
  await vscode.workspace.getConfiguration(SECTION).update('serviceUrl', url, vscode.ConfigurationTarget.Global);
}

/** Select Service: the local engine, a remote service (asks for its URL), or its API credentials. */
export async function selectService(deps: CommandDeps): Promise<void> {
  const current = deps.config.get('serviceUrl');
  const isLocal = current === '';
  const items: Choice[] = [
    {
      choice: 'local',
      label: `$(shield) ${LOCAL_ENGINE_LABEL}`,
      description: isLocal ? vscode.l10n.t('current') : undefined,
      detail: vscode.l10n.t('Built in and offline: text never leaves this machine.'),
    },
    {
      choice: 'remote',
      label: `$(cloud) ${vscode.l10n.t('Remote service…')}`,
      description: isLocal ? undefined : vscode.l10n.t('current: {0}', deps.connection.label),
      detail: vscode.l10n.t('A Text Inference Service v2 at a URL you enter; asks before sending text to a new host.'),
    },
    { choice: 'credentials', label: `$(key) ${vscode.l10n.t('Set API credentials…')}`, detail: vscode.l10n.t('API key id and secret for the remote service.') },
  ];
  const picked = await deps.prompts.quickPick(items, { title: vscode.l10n.t('Text Inference: Select Service'), placeHolder: vscode.l10n.t('Where should text be analysed?') });
  if (!picked) return;
  if (picked.choice === 'credentials') {
    await setCredentials(deps);
    return;
  }
  if (picked.choice === 'local') {
    await writeServiceUrl('');
    deps.log.info('Service set to the local engine');
    return;
  }
  const url = await deps.prompts.inputBox({
    title: vscode.l10n.t('Text Inference: remote service URL'),
    prompt: vscode.l10n.t('Base URL of the Text Inference Service v2 (https://, or http:// on this machine only)'),
    placeHolder: 'https://inference.example.org',
    value: isLocal ? '' : current,
    ignoreFocusOut: true,
    validateInput: validateServiceUrl,
  });
  if (url === undefined) return;
  const target = parseServiceUrl(url);
  await writeServiceUrl(url.trim());
  deps.log.info('Service set to a remote service');
  // This host's own keys: keys set for another host are never offered to it.
  if (target.kind === 'remote' && !(await deps.credentials.get(originOf(target.baseUrl)))) {
    const answer = await deps.prompts.notify('info', vscode.l10n.t('Text will be sent to {0}. It needs API credentials.', target.host), SET_CREDENTIALS);
    // For this host explicitly: the settings change may not have reached the config module yet.
    if (answer === SET_CREDENTIALS) await setCredentialsFor(deps, originOf(target.baseUrl));
  }
}
