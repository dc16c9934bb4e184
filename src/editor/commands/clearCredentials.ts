import type { CommandDeps } from './deps';

/** Clear API Credentials: removes both secrets. */
export async function clearCredentials(deps: CommandDeps): Promise<void> {
  await deps.credentials.clear();
  deps.log.info('API credentials removed from secret storage');
  void deps.prompts.notify('info', 'API credentials removed.');
}
