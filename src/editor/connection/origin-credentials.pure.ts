// API key pairs per service origin in secret storage. A key pair belongs to the host it was issued by:
// switching textInference.serviceUrl must never send one host's keys to another. Pure (a minimal
// SecretStorage shape, no VS Code) so the storage layout and the migration are unit-tested on Node.
import { z } from 'zod';
import type { Credentials } from '../../api/types';

export interface SecretsLike {
  get(key: string): Thenable<string | undefined>;
  store(key: string, value: string): Thenable<void>;
  delete(key: string): Thenable<void>;
}

/** Where versions before per-origin keys kept the one pair (tied to no host). */
export const LEGACY_KEYS = { apiId: 'textInference.apiId', apiSecret: 'textInference.apiSecret' } as const;
export const KEY_PREFIX = 'textInference.credentials@';

const PairSchema = z.object({ apiId: z.string().trim().min(1), apiSecret: z.string().trim().min(1) });

/** The origin (scheme, host, port) of a service base URL, e.g. https://inference.example.org. */
export function originOf(baseUrl: string): string {
  return new URL(baseUrl).origin;
}

export function secretKeyFor(origin: string): string {
  return `${KEY_PREFIX}${origin}`;
}

export function isCredentialKey(key: string): boolean {
  return key.startsWith(KEY_PREFIX) || key === LEGACY_KEYS.apiId || key === LEGACY_KEYS.apiSecret;
}

export class OriginCredentials {
  constructor(private readonly secrets: SecretsLike) {}

  async get(origin: string): Promise<Credentials | undefined> {
    const raw = await this.secrets.get(secretKeyFor(origin));
    if (raw === undefined) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return undefined;
    }
    const pair = PairSchema.safeParse(json);
    return pair.success ? pair.data : undefined;
  }

  async store(origin: string, credentials: Credentials): Promise<void> {
    const pair = PairSchema.parse(credentials);
    await this.secrets.store(secretKeyFor(origin), JSON.stringify(pair));
    // A pair from before per-origin keys is never used once the user has given keys to a host.
    await this.deleteLegacy();
  }

  async clear(origin: string): Promise<void> {
    await this.secrets.delete(secretKeyFor(origin));
    await this.deleteLegacy();
  }

  /**
   * Ties the pair of earlier versions to the host configured when the upgraded extension first starts,
   * the host it was in use for. Without a remote host then (the local engine), the pair cannot be tied
   * to one and is not used; it is removed when keys are next set. An origin that already has its own
   * pair keeps it. True when a pair was migrated.
   */
  async migrateLegacy(origin: string | undefined): Promise<boolean> {
    const [apiId, apiSecret] = await Promise.all([this.secrets.get(LEGACY_KEYS.apiId), this.secrets.get(LEGACY_KEYS.apiSecret)]);
    const legacy = PairSchema.safeParse({ apiId, apiSecret });
    if (!legacy.success || origin === undefined) return false;
    if ((await this.get(origin)) === undefined) await this.secrets.store(secretKeyFor(origin), JSON.stringify(legacy.data));
    await this.deleteLegacy();
    return true;
  }

  private async deleteLegacy(): Promise<void> {
    await this.secrets.delete(LEGACY_KEYS.apiId);
    await this.secrets.delete(LEGACY_KEYS.apiSecret);
  }
}
