// The accepted key pairs and the header check of the model endpoints.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Credentials } from '../api/types';
import type { HttpError } from './errors';
import { errors } from './errors';

export type AuthResult = { readonly ok: true; readonly apiId: string } | { readonly ok: false; readonly error: HttpError; readonly apiId?: string };

export function generateCredentials(): Credentials {
  return { apiId: `local-${randomBytes(6).toString('hex')}`, apiSecret: randomBytes(24).toString('base64url') };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}

export class KeyRing {
  /** api id → digest of its secret; insertion order keeps the first pair first. */
  private readonly secrets = new Map<string, { readonly secret: string; readonly digest: Buffer }>();

  constructor(initial: readonly Credentials[]) {
    for (const keys of initial.length > 0 ? initial : [generateCredentials()]) this.add(keys);
  }

  first(): Credentials {
    const [apiId, entry] = this.secrets.entries().next().value as [string, { secret: string }];
    return { apiId, apiSecret: entry.secret };
  }

  all(): Credentials[] {
    return [...this.secrets].map(([apiId, entry]) => ({ apiId, apiSecret: entry.secret }));
  }

  add(keys: Credentials = generateCredentials()): Credentials {
    if (keys.apiId === '' || keys.apiSecret === '') throw new Error('A key pair needs a non-empty api id and secret.');
    this.secrets.set(keys.apiId, { secret: keys.apiSecret, digest: digest(keys.apiSecret) });
    return { apiId: keys.apiId, apiSecret: keys.apiSecret };
  }

  /** Keeps the api id, replaces the secret: the old secret fails from the next request on. */
  rotate(apiId: string): Credentials {
    if (!this.secrets.has(apiId)) throw new Error(`No key pair with api id ${apiId}.`);
    return this.add({ apiId, apiSecret: generateCredentials().apiSecret });
  }

  check(headers: IncomingHttpHeaders): AuthResult {
    const apiId = header(headers, 'x-api-id');
    const secret = header(headers, 'x-api-secret');
    if (apiId === undefined || secret === undefined) return { ok: false, error: errors.missingCredentials() };
    const entry = this.secrets.get(apiId);
    // Compare digests (equal lengths) in constant time, and do it even for an unknown id.
    const expected = entry?.digest ?? digest(`\u0000unknown:${apiId}`);
    const matches = timingSafeEqual(expected, digest(secret));
    return entry !== undefined && matches ? { ok: true, apiId } : { ok: false, error: errors.wrongCredentials(), apiId };
  }
}
