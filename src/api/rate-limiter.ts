// A client-side sliding-window budget for one kind of request (POST or GET) to one service. Calls queue
// in FIFO order instead of failing; a slot is reserved at the moment the caller is released to send, so
// many calls in flight never exceed the budget. The service counts ARRIVAL times, which we cannot see
// but which lie between our send and the end of the response; so a slot holds while its request is in
// flight and expires one window after the response ended. (Counting from the send instead lets a batch
// that arrived late because its connections were new collide with the next batch on warm connections.)
// A small guard widens the window for clock granularity (the service may count in whole ms).
import { cancelled, type Clock } from './clock';

export interface AcquireOptions {
  readonly signal?: AbortSignal;
  /** Called once when the call must wait, with the estimated wait in ms. */
  readonly onWait?: (waitMs: number) => void;
}

/** A reserved slot; `release()` when the response has ended (or the request failed). */
export interface Slot {
  release(): void;
}

interface Reservation {
  at: number;
  open: boolean;
}

interface Waiter {
  readonly resolve: (slot: Slot) => void;
  readonly reject: (e: unknown) => void;
  readonly detach: () => void;
}

export function windowGuardMs(windowMs: number): number {
  return Math.min(250, Math.max(2, Math.round(windowMs * 0.002)));
}

export class SlidingWindowLimiter {
  private readonly slots: Reservation[] = [];
  private readonly queue: Waiter[] = [];
  private cancelTimer: (() => void) | undefined;
  private pausedUntil = 0;
  private readonly span: number;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly clock: Clock,
    guardMs = windowGuardMs(windowMs),
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('A rate limit must be a whole number of at least 1.');
    if (!(windowMs > 0)) throw new RangeError('A rate-limit window must be longer than 0 ms.');
    this.span = windowMs + guardMs;
  }

  /** Resolves when a slot is reserved for the caller, who must send at once. */
  acquire(options: AcquireOptions = {}): Promise<Slot> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(cancelled(signal));
    if (this.queue.length === 0 && this.delayNow() === 0) return Promise.resolve(this.reserve());
    return new Promise<Slot>((resolve, reject) => {
      const onAbort = (): void => {
        const i = this.queue.indexOf(waiter);
        if (i >= 0) this.queue.splice(i, 1);
        reject(cancelled(signal));
        this.schedule();
      };
      const waiter: Waiter = {
        resolve,
        reject,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
      options.onWait?.(this.estimateWait(this.queue.length - 1));
      this.schedule();
    });
  }

  /** After a 429: nobody is released before `ms` from now (on top of the window). */
  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.clock.now() + ms);
    this.schedule();
  }

  /** Slots currently counted: in flight, or ended less than a window ago. */
  inWindow(): number {
    this.prune();
    return this.slots.length;
  }

  get queued(): number {
    return this.queue.length;
  }

  /** Rejects every queued call (used when the client is disposed). */
  rejectAll(error: unknown): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    for (const w of this.queue.splice(0)) {
      w.detach();
      w.reject(error);
    }
  }

  private prune(): void {
    const horizon = this.clock.now() - this.span;
    for (let i = this.slots.length - 1; i >= 0; i--) {
      const slot = this.slots[i];
      if (slot !== undefined && !slot.open && slot.at <= horizon) this.slots.splice(i, 1);
    }
  }

  private reserve(): Slot {
    const reservation: Reservation = { at: this.clock.now(), open: true };
    this.slots.push(reservation);
    return {
      release: () => {
        if (!reservation.open) return;
        reservation.open = false;
        reservation.at = Math.max(reservation.at, this.clock.now());
        if (this.queue.length > 0) this.schedule();
      },
    };
  }

  /** ms until the next slot frees (0 when one is free now), or undefined while all wait on responses. */
  private delayNow(): number | undefined {
    this.prune();
    const now = this.clock.now();
    const pause = Math.max(0, this.pausedUntil - now);
    if (this.slots.length < this.limit) return pause;
    const ended = this.slots.filter((s) => !s.open).map((s) => s.at);
    if (ended.length <= this.slots.length - this.limit) return undefined;
    // The (excess+1)-th earliest ended slot must expire before one more request may go.
    const sorted = ended.sort((a, b) => a - b);
    const expiring = sorted[this.slots.length - this.limit] ?? now;
    return Math.max(pause, expiring + this.span - now, 1);
  }

  /** Estimated wait of the waiter at queue position `position`, for progress countdowns. */
  private estimateWait(position: number): number {
    this.prune();
    const now = this.clock.now();
    const free = this.limit - this.slots.length;
    const pause = Math.max(0, this.pausedUntil - now);
    if (position < free) return pause;
    const times = this.slots.map((s) => (s.open ? now : s.at)).sort((a, b) => a - b);
    const index = position - free;
    const round = Math.floor(index / this.limit);
    const base = times[index % this.limit] ?? now;
    return Math.max(pause, base + this.span * (round + 1) - now);
  }

  private schedule(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    while (this.queue.length > 0) {
      const delay = this.delayNow();
      if (delay === undefined) return; // a release() will call again
      if (delay > 0) {
        this.cancelTimer = this.clock.setTimer(() => {
          this.cancelTimer = undefined;
          this.schedule();
        }, delay);
        return;
      }
      const head = this.queue.shift();
      if (head === undefined) return;
      head.detach();
      head.resolve(this.reserve());
    }
  }
}
