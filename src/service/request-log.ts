// What was asked of the service, without any body or text: tests read it to prove a client's pacing.
import type { LoggedRequest } from './options';

/** A long-running service (`npm run service`) keeps only the most recent entries. */
export const MAX_LOGGED_REQUESTS = 100_000;

export class RequestLog {
  private readonly entries: LoggedRequest[] = [];

  constructor(private readonly capacity = MAX_LOGGED_REQUESTS) {}

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    // Drop a tenth at a time, so trimming is rare and cheap.
    if (this.entries.length > this.capacity) this.entries.splice(0, Math.ceil(this.capacity / 10));
  }

  all(): readonly LoggedRequest[] {
    return [...this.entries];
  }

  /**
   * The largest number of requests of this method one api id made within any span shorter than windowMs
   * (the span a sliding window of that length sees). Requests without an api id are not counted.
   */
  maxInWindow(method: 'POST' | 'GET', windowMs: number): number {
    const byId = new Map<string, number[]>();
    for (const entry of this.entries) {
      if (entry.method !== method || entry.apiId === undefined) continue;
      const times = byId.get(entry.apiId) ?? [];
      times.push(entry.time);
      byId.set(entry.apiId, times);
    }
    let best = 0;
    for (const times of byId.values()) {
      times.sort((a, b) => a - b);
      let start = 0;
      for (let end = 0; end < times.length; end++) {
        while ((times[end] ?? 0) - (times[start] ?? 0) >= windowMs) start++;
        best = Math.max(best, end - start + 1);
      }
    }
    return best;
  }
}
