// Per api id sliding windows: a request is admitted when fewer than `limit` requests of its method were
// admitted in the last windowMs. Refused requests do not take a slot.
import type { RateLimitConfig } from './options';

export type Admission = { readonly ok: true } | { readonly ok: false; readonly limit: number; readonly retryAfterSeconds: number };

export const SPEC_LIMITS: RateLimitConfig = { postsPerWindow: 10, getsPerWindow: 300, windowMs: 60_000 };

export function resolveLimits(option: boolean | Partial<RateLimitConfig> | undefined): RateLimitConfig | undefined {
  if (option === undefined || option === false) return undefined;
  if (option === true) return SPEC_LIMITS;
  return { ...SPEC_LIMITS, ...option };
}

export class RateWindows {
  private readonly admitted = new Map<string, number[]>();

  constructor(private readonly config: RateLimitConfig) {}

  admit(apiId: string, method: 'POST' | 'GET', now: number): Admission {
    const limit = method === 'POST' ? this.config.postsPerWindow : this.config.getsPerWindow;
    const key = `${method} ${apiId}`;
    const times = this.admitted.get(key) ?? [];
    const cutoff = now - this.config.windowMs;
    while (times.length > 0 && (times[0] ?? 0) <= cutoff) times.shift();
    if (times.length < limit) {
      times.push(now);
      this.admitted.set(key, times);
      return { ok: true };
    }
    // The oldest admitted request leaves the window at oldest + windowMs: that is when a slot frees.
    const freesInMs = (times[0] ?? now) + this.config.windowMs - now;
    const retryAfterSeconds = Math.min(60, Math.max(1, Math.ceil(freesInMs / 1000)));
    return { ok: false, limit, retryAfterSeconds };
  }

  get windowMs(): number {
    return this.config.windowMs;
  }
}
