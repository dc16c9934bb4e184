// The worker side of the pool: answers each task with what `handle` returns, one task at a time (the pool
// never sends a second before the first is answered). A worker entry calls it once, at load.
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './protocol';

export type TaskHandler<T, O> = (task: T) => O | Promise<O>;

/** `setup` receives the pool's workerData and returns the handler (built lazily by it if it likes). */
export function serveTasks<T, O>(setup: (data: unknown) => TaskHandler<T, O>): void {
  const port = parentPort;
  if (port === null) throw new Error('A pool worker must run in a worker thread (see src/engine/pool/pool.ts).');
  const handle = setup(workerData);
  const answer = async (request: WorkerRequest<T>): Promise<void> => {
    let reply: WorkerReply<O>;
    try {
      const began = performance.now();
      const output = await handle(request.task);
      reply = { id: request.id, ok: true, output, ms: performance.now() - began };
    } catch (e) {
      // The engine's own errors carry offsets and lengths only; pass name and message, not the stack.
      const error = e instanceof Error ? { name: e.name, message: e.message } : { name: 'Error', message: String(e) };
      reply = { id: request.id, ok: false, error };
    }
    port.postMessage(reply);
  };
  port.on('message', (request: WorkerRequest<T>) => void answer(request));
}
