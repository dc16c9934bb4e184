// A keyed hash links the same identifier across documents without revealing it: HMAC-SHA-256 of the
// type and normalised value under a secret key, shortened to 10 hex digits (40 bits: collisions among a
// corpus's few thousand values of a type are vanishingly unlikely). Without the key it cannot be reversed
// by trying candidate names.
import { createHmac } from 'node:crypto';
import { normalise } from './normalise';

export const HASH_HEX_DIGITS = 10;

export function keyedHash(key: Uint8Array, type: string, original: string): string {
  const digest = createHmac('sha256', key).update(`${type}\u0000${normalise(original)}`).digest('hex');
  return `[${type} ${digest.slice(0, HASH_HEX_DIGITS)}]`;
}
