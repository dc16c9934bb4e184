// Runs one call's chunk tasks together: the first failure aborts the others, and the call fails with that
// failure (or CancelledError when the caller cancelled) once all have settled, so no task outlives its call.
// Shared by the HTTP client's runner and the local engine's (src/local), without the HTTP stack.
import { setMaxListeners } from 'node:events';
import { cancelled } from './clock';
import { CancelledError } from './errors';

export type Task = (signal: AbortSignal) => Promise<void>;

/** Runs tasks together; on the first failure aborts the rest; rethrows that failure once all settled. */
export async function runTogether(tasks: readonly Task[], outer: AbortSignal | undefined): Promise<void> {
  const inner = new AbortController();
  // Every chunk's pending wait listens on this one signal; many chunks are expected, not a leak.
  setMaxListeners(Math.max(10, tasks.length * 3), inner.signal);
  const onOuterAbort = (): void => inner.abort(cancelled(outer));
  if (outer?.aborted) throw cancelled(outer);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  let failure: unknown;
  try {
    await Promise.all(
      tasks.map((task) =>
        task(inner.signal).catch((e: unknown) => {
          if (failure === undefined && !(e instanceof CancelledError && inner.signal.aborted)) failure = e;
          if (!inner.signal.aborted) inner.abort(new CancelledError('Cancelled because another part of the text failed.'));
        }),
      ),
    );
  } finally {
    outer?.removeEventListener('abort', onOuterAbort);
  }
  if (outer?.aborted) throw cancelled(outer);
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('A part of the text failed.');
  if (inner.signal.aborted) throw cancelled(inner.signal);
}

