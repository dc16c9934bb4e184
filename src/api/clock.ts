// Time as a dependency: the rate limiter, polling and retries read time and set timers only through a
// Clock, so unit tests can drive them with a manual clock instead of waiting.
import { CancelledError } from './errors';

export interface Clock {
  /** Milliseconds on a monotonic scale. */
  now(): number;
  /** Calls `fn` after `ms`; returns a function that cancels the timer. */
  setTimer(fn: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => performance.now(),
  setTimer(fn, ms) {
    const handle = setTimeout(fn, Math.max(0, ms));
    return () => clearTimeout(handle);
  },
};

export function cancelled(signal: AbortSignal | undefined): CancelledError {
  const reason: unknown = signal?.reason;
  return reason instanceof CancelledError ? reason : new CancelledError('The request was cancelled.');
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelled(signal);
}

/** Resolves after `ms`, or rejects with CancelledError as soon as `signal` aborts. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelled(signal));
      return;
    }
    const onAbort = (): void => {
      cancelTimer();
      reject(cancelled(signal));
    };
    const cancelTimer = clock.setTimer(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
