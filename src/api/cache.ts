// An in-memory LRU of per-chunk results keyed by service URL, model and the SHA-256 of the chunk's
// text, so re-running unchanged text spends no POST. Bounded; never written to disk; the key holds a
// hash, not the text.
import { createHash } from 'node:crypto';
import type { ModelName } from './wire';

export function cacheKey(baseUrl: string, model: ModelName, text: string): string {
  const digest = createHash('sha256').update(text, 'utf8').digest('hex');
  return `${baseUrl}\u0000${model}\u0000${digest}`;
}

export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError('cache.maxEntries must be a whole number of at least 1.');
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserting moves the entry to the most recently used end of the Map's order.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
