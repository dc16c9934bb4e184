// A pool of engine worker threads, so the calling thread (the VS Code extension host, a CLI) never runs
// the engine itself and a batch uses more than one core. Generic over the task and its output: the worker
// entry (started by path, e.g. src/local/worker.ts; its side is serve.ts) decides what a task is. Workers start lazily (on the first task that
// finds none idle), stop after `idleMs` without work, and run one task each at a time. Tasks beyond the
// busy workers wait in a bounded queue. Cancelling a running task terminates its worker (JavaScript
// cannot be interrupted any other way) and the next task starts a fresh one; a worker that dies fails
// its task with an EnginePoolError and is replaced in the same way.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './protocol';

export const DEFAULT_IDLE_MS = 30_000;
export const DEFAULT_MAX_QUEUE = 1_000;

export interface EnginePoolOptions {
  /** The worker entry: dist/engine-worker.js, or out/src/local/worker.js in the test build. */
  readonly workerPath: string;
  /** Most workers at once; default: the cores less one (the caller's), at least 1. */
  readonly size?: number;
  /** Most tasks waiting for a worker; one more is refused with reason 'busy'. */
  readonly maxQueue?: number;
  /** A worker without work for this long is stopped. */
  readonly idleMs?: number;
  /** Passed to each worker as workerData (plain data). */
  readonly setup?: unknown;
}

export type EnginePoolFailure = 'busy' | 'crashed' | 'failed' | 'closed';

export class EnginePoolError extends Error {
  override readonly name = 'EnginePoolError';
  constructor(
    message: string,
    readonly reason: EnginePoolFailure,
  ) {
    super(message);
  }
}

export interface EnginePoolStats {
  readonly workers: number;
  readonly busy: number;
  readonly queued: number;
  /** Workers started since the pool was made (replacements included). */
  readonly started: number;
  /** Total time the workers spent in the engine, in ms (what the pool adds is wall time less this). */
  readonly computeMs: number;
}

interface Job<T, O> {
  readonly id: number;
  readonly task: T;
  readonly resolve: (output: O) => void;
  readonly reject: (error: unknown) => void;
  readonly signal: AbortSignal | undefined;
  readonly onAbort: () => void;
}

interface Slot<T, O> {
  readonly worker: Worker;
  job: Job<T, O> | undefined;
  idleTimer: NodeJS.Timeout | undefined;
}

export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** The abort reason as an Error (an AbortSignal may be aborted with anything). */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError');
}

export class EnginePool<T, O> {
  /** Most workers at once. */
  readonly size: number;
  private readonly maxQueue: number;
  private readonly idleMs: number;
  private readonly slots = new Set<Slot<T, O>>();
  private readonly queue: Job<T, O>[] = [];
  private nextId = 1;
  private started = 0;
  private computeMs = 0;
  private closing: Promise<void> | undefined;

  constructor(private readonly options: EnginePoolOptions) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
    this.maxQueue = Math.max(0, Math.floor(options.maxQueue ?? DEFAULT_MAX_QUEUE));
    this.idleMs = Math.max(0, options.idleMs ?? DEFAULT_IDLE_MS);
  }

  get stats(): EnginePoolStats {
    let busy = 0;
    for (const s of this.slots) if (s.job) busy++;
    return { workers: this.slots.size, busy, queued: this.queue.length, started: this.started, computeMs: this.computeMs };
  }

  /** Runs one task on a worker. Rejects with the signal's reason when aborted, or an EnginePoolError. */
  run(task: T, signal?: AbortSignal): Promise<O> {
    if (this.closing) return Promise.reject(new EnginePoolError('The local engine was shut down.', 'closed'));
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    const idle = [...this.slots].some((s) => !s.job);
    if (!idle && this.slots.size >= this.size && this.queue.length >= this.maxQueue) {
      return Promise.reject(
        new EnginePoolError(`The local engine is busy: ${this.queue.length} parts of text are already waiting; try again when they are done.`, 'busy'),
      );
    }
    return new Promise<O>((resolve, reject) => {
      const job: Job<T, O> = { id: this.nextId++, task, resolve, reject, signal, onAbort: () => this.cancel(job) };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** Stops every worker; tasks waiting or running fail with reason 'closed'. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const closed = (): EnginePoolError => new EnginePoolError('The local engine was shut down.', 'closed');
      for (const job of this.queue.splice(0)) this.settle(job, closed());
      const stopping = [...this.slots].map((slot) => {
        if (slot.job) this.settle(slot.job, closed());
        return this.retire(slot);
      });
      await Promise.all(stopping);
    })();
    return this.closing;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = [...this.slots].find((s) => !s.job) ?? (this.slots.size < this.size ? this.spawn() : undefined);
      if (!slot) return;
      const job = this.queue.shift() as Job<T, O>;
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      slot.idleTimer = undefined;
      slot.job = job;
      slot.worker.ref();
      const request: WorkerRequest<T> = { id: job.id, task: job.task };
      slot.worker.postMessage(request);
    }
  }

  private spawn(): Slot<T, O> {
    const worker = new Worker(this.options.workerPath, { workerData: this.options.setup ?? {} });
    const slot: Slot<T, O> = { worker, job: undefined, idleTimer: undefined };
    this.slots.add(slot);
    this.started++;
    worker.on('message', (reply: WorkerReply<O>) => this.onReply(slot, reply));
    // An uncaught error ends the worker; 'exit' follows and is what replaces it.
    worker.on('error', (error: Error) => this.onDeath(slot, `it failed (${error.name})`));
    worker.on('exit', (code: number) => this.onDeath(slot, `it exited with code ${code}`));
    return slot;
  }

  private onReply(slot: Slot<T, O>, reply: WorkerReply<O>): void {
    const job = slot.job;
    if (!job || reply.id !== job.id) return;
    slot.job = undefined;
    if (reply.ok) {
      this.computeMs += reply.ms;
      this.settle(job, undefined, reply.output);
    }
    else this.settle(job, new EnginePoolError(`The local engine could not analyse this text: ${reply.error.name}: ${reply.error.message}`, 'failed'));
    this.idle(slot);
    this.dispatch();
  }

  /** A worker ended without being asked to: fail its task, forget it, let the next task start another. */
  private onDeath(slot: Slot<T, O>, how: string): void {
    if (!this.slots.delete(slot)) return;
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    const job = slot.job;
    slot.job = undefined;
    if (job) {
      this.settle(job, new EnginePoolError(`The local engine stopped unexpectedly while analysing this text: ${how}. It has been restarted; run the command again.`, 'crashed'));
    }
    this.dispatch();
  }

  private cancel(job: Job<T, O>): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.settle(job, abortReason(job.signal as AbortSignal));
      return;
    }
    const slot = [...this.slots].find((s) => s.job === job);
    if (!slot) return;
    slot.job = undefined;
    this.settle(job, abortReason(job.signal as AbortSignal));
    // The engine cannot be interrupted mid-task: stop the worker so the core is free at once.
    void this.retire(slot);
    this.dispatch();
  }

  private idle(slot: Slot<T, O>): void {
    // An idle worker must not keep a process (a test, a CLI) alive.
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => void this.retire(slot), this.idleMs);
    slot.idleTimer.unref();
  }

  private async retire(slot: Slot<T, O>): Promise<void> {
    this.slots.delete(slot);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    await slot.worker.terminate();
  }

  private settle(job: Job<T, O>, error: unknown, output?: O): void {
    job.signal?.removeEventListener('abort', job.onAbort);
    if (error === undefined) job.resolve(output as O);
    else job.reject(error);
  }
}
