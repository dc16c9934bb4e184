// API credentials in SecretStorage only, one pair per service origin (origin-credentials.pure.ts): never
// in settings, never logged, never sent to a host they were not set for. Reads are cached per origin; the
// cache is dropped when the secrets change, here or in another window (secrets.onDidChange).
import * as vscode from 'vscode';
import type { Credentials } from '../../api/types';
import type { Log } from '../log';
import type { Prompts } from '../prompts';
import { isCredentialKey, OriginCredentials, originOf } from './origin-credentials.pure';
import { parseServiceUrl } from './service-url.pure';

/** The origin whose credentials a serviceUrl setting uses; undefined for the local engine (throws when unusable). */
export function remoteOrigin(serviceUrl: string): string | undefined {
  const target = parseServiceUrl(serviceUrl);
  return target.kind === 'remote' ? originOf(target.baseUrl) : undefined;
}

export class CredentialStore implements vscode.Disposable {
  private readonly pairs: OriginCredentials;
  private readonly cached = new Map<string, Promise<Credentials | undefined>>();
  private readonly emitter = new vscode.EventEmitter<void>();
  private readonly subscription: vscode.Disposable;
  private readonly migrated: Promise<unknown>;
  readonly onDidChange = this.emitter.event;

  constructor(
    secrets: vscode.SecretStorage,
    private readonly log: Log,
    /** The origin of the remote service the settings name now; undefined for the local engine. */
    private readonly currentOrigin: () => string | undefined,
  ) {
    this.pairs = new OriginCredentials(secrets);
    this.subscription = secrets.onDidChange((e) => {
      if (!isCredentialKey(e.key)) return;
      this.cached.clear();
      this.log.info('API credentials changed');
      this.emitter.fire();
    });
    this.migrated = this.pairs.migrateLegacy(this.safeOrigin()).then(
      (moved) => moved && this.log.info('API credentials of an earlier version tied to the configured service'),
      (e: unknown) => this.log.error('Moving the stored API credentials failed', e),
    );
  }

  /** The pair for `origin` (default: the service the settings name now); undefined when it has none. */
  async get(origin = this.safeOrigin()): Promise<Credentials | undefined> {
    if (origin === undefined) return undefined;
    await this.migrated;
    let pending = this.cached.get(origin);
    if (!pending) {
      pending = this.pairs.get(origin);
      this.cached.set(origin, pending);
    }
    return pending;
  }

  async store(credentials: Credentials, origin = this.safeOrigin()): Promise<void> {
    if (origin === undefined) throw new Error('No remote service is configured to store credentials for.');
    await this.migrated;
    this.cached.clear();
    await this.pairs.store(origin, credentials);
  }

  async clear(origin = this.safeOrigin()): Promise<void> {
    await this.migrated;
    this.cached.clear();
    if (origin !== undefined) await this.pairs.clear(origin);
  }

  /** The current origin, or undefined for the local engine or an unusable setting. */
  origin(): string | undefined {
    return this.safeOrigin();
  }

  private safeOrigin(): string | undefined {
    try {
      return this.currentOrigin();
    } catch {
      return undefined;
    }
  }

  dispose(): void {
    this.subscription.dispose();
    this.emitter.dispose();
  }
}

function notEmpty(value: string): string | undefined {
  return value.trim() === '' ? 'This cannot be empty' : undefined;
}

/**
 * Asks for both values (the secret masked; both boxes survive focus loss) and stores them for the service
 * the settings name now (the title names its host). True when stored.
 */
export async function promptForCredentials(store: CredentialStore, prompts: Prompts, log: Log, origin = store.origin()): Promise<boolean> {
  if (origin === undefined) {
    void prompts.notify('info', vscode.l10n.t('The local engine needs no API credentials. Select a remote service first (Text Inference: Select Service).'));
    return false;
  }
  const host = new URL(origin).host;
  // Updating usually means a new secret for the same key id: offer the id already stored for this host.
  const current = await store.get(origin);
  const apiId = await prompts.inputBox({
    title: vscode.l10n.t('Text Inference: API credentials for {0} (1/2)', host),
    prompt: current
      ? vscode.l10n.t('API key id (x-api-id): the one stored is filled in; press Enter to keep it')
      : vscode.l10n.t('API key id (x-api-id), from the service provider’s dashboard'),
    placeHolder: vscode.l10n.t('API key id'),
    ...(current ? { value: current.apiId } : {}),
    ignoreFocusOut: true,
    validateInput: notEmpty,
  });
  if (apiId === undefined) return false;
  const apiSecret = await prompts.inputBox({
    title: vscode.l10n.t('Text Inference: API credentials for {0} (2/2)', host),
    prompt: vscode.l10n.t('API secret key (x-api-secret). Stored in VS Code’s secret storage, never in settings.'),
    placeHolder: vscode.l10n.t('API secret key'),
    password: true,
    ignoreFocusOut: true,
    validateInput: notEmpty,
  });
  if (apiSecret === undefined) return false;
  await store.store({ apiId: apiId.trim(), apiSecret: apiSecret.trim() }, origin);
  log.info('API credentials stored in secret storage for the configured service');
  return true;
}
