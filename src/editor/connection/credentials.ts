// API credentials in SecretStorage only: never in settings, never logged. Reads are cached; the cache is
// dropped when the secrets change, here or in another window (secrets.onDidChange).
import * as vscode from 'vscode';
import { z } from 'zod';
import type { Credentials } from '../../api/types';
import type { Log } from '../log';
import type { Prompts } from '../prompts';

const KEYS = { apiId: 'textInference.apiId', apiSecret: 'textInference.apiSecret' } as const;
const SecretSchema = z.string().min(1);

export class CredentialStore implements vscode.Disposable {
  private cached: Promise<Credentials | undefined> | undefined;
  private readonly emitter = new vscode.EventEmitter<void>();
  private readonly subscription: vscode.Disposable;
  readonly onDidChange = this.emitter.event;

  constructor(
    private readonly secrets: vscode.SecretStorage,
    private readonly log: Log,
  ) {
    this.subscription = secrets.onDidChange((e) => {
      if (e.key !== KEYS.apiId && e.key !== KEYS.apiSecret) return;
      this.cached = undefined;
      this.log.info('API credentials changed');
      this.emitter.fire();
    });
  }

  get(): Promise<Credentials | undefined> {
    this.cached ??= this.read();
    return this.cached;
  }

  async store(credentials: Credentials): Promise<void> {
    this.cached = undefined;
    await this.secrets.store(KEYS.apiId, credentials.apiId);
    await this.secrets.store(KEYS.apiSecret, credentials.apiSecret);
  }

  async clear(): Promise<void> {
    this.cached = undefined;
    await this.secrets.delete(KEYS.apiId);
    await this.secrets.delete(KEYS.apiSecret);
  }

  private async read(): Promise<Credentials | undefined> {
    const [apiId, apiSecret] = await Promise.all([this.secrets.get(KEYS.apiId), this.secrets.get(KEYS.apiSecret)]);
    const id = SecretSchema.safeParse(apiId);
    const secret = SecretSchema.safeParse(apiSecret);
    return id.success && secret.success ? { apiId: id.data, apiSecret: secret.data } : undefined;
  }

  dispose(): void {
    this.subscription.dispose();
    this.emitter.dispose();
  }
}

function notEmpty(value: string): string | undefined {
  return value.trim() === '' ? 'This cannot be empty' : undefined;
}

/** Asks for both values (the secret masked; both boxes survive focus loss); stores them. True when stored. */
export async function promptForCredentials(store: CredentialStore, prompts: Prompts, log: Log): Promise<boolean> {
  const apiId = await prompts.inputBox({
    title: 'Text Inference: API credentials (1/2)',
    prompt: 'API key id (x-api-id), from the service provider’s dashboard',
    placeHolder: 'API key id',
    ignoreFocusOut: true,
    validateInput: notEmpty,
  });
  if (apiId === undefined) return false;
  const apiSecret = await prompts.inputBox({
    title: 'Text Inference: API credentials (2/2)',
    prompt: 'API secret key (x-api-secret). Stored in VS Code’s secret storage, never in settings.',
    placeHolder: 'API secret key',
    password: true,
    ignoreFocusOut: true,
    validateInput: notEmpty,
  });
  if (apiSecret === undefined) return false;
  await store.store({ apiId: apiId.trim(), apiSecret: apiSecret.trim() });
  log.info('API credentials stored in secret storage');
  return true;
}
