// Runs `work` over items with at most `concurrency` in flight and yields results in the items' order.
// Holding at most `concurrency` results keeps memory bounded whatever the number of items, and the
// order makes output (and a redaction run's numbering) the same from one run to the next. The first
// failure aborts the work still in flight and is rethrown once every task has settled.

export async function* mapInOrder<T, R>(
  items: Iterable<T>,
  work: (item: T, signal: AbortSignal) => Promise<R>,
  concurrency: number,
  signal?: AbortSignal,
): AsyncGenerator<R> {
  const inner = new AbortController();
  const onAbort = (): void => inner.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) onAbort();
  const window: Promise<R>[] = [];
  const iterator = items[Symbol.iterator]();
  let done = false;
  /** The first failure: later ones are usually the aborts it caused. */
  let failure: { readonly error: unknown } | undefined;
  const refill = (): void => {
    while (!done && window.length < Math.max(1, concurrency) && !inner.signal.aborted) {
      const next = iterator.next();
      if (next.done) {
        done = true;
        return;
      }
      const task = Promise.resolve().then(() => work(next.value, inner.signal));
      // Failures surface in order below; this only keeps a later failure from being reported unhandled.
      task.catch((error: unknown) => {
        failure ??= { error };
        inner.abort();
      });
      window.push(task);
    }
  };
  try {
    refill();
    while (window.length > 0) {
      const head = window.shift()!;
      let value: R;
      try {
        value = await head;
      } catch (error) {
        throw failure ? failure.error : error;
      }
      refill();
      yield value;
    }
    signal?.throwIfAborted();
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (window.length > 0) {
      inner.abort();
      await Promise.allSettled(window);
    }
  }
}
