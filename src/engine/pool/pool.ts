// A pool of engine worker threads, so the calling thread (the VS Code extension host, a CLI) never runs
// the engine itself and a batch uses more than one core. Generic over the task and its output: the worker
// entry (started by path, e.g. src/local/worker.ts; its side is serve.ts) decides what a task is. Workers start lazily (on the first task that
// finds none idle), stop after `idleMs` without work, and run one task each at a time. Tasks beyond the
// busy workers wait in a bounded queue; past its bound a submitter waits (backpressure) for room instead of
// being refused, so a big batch slows down rather than fails. A task running longer than `taskTimeoutMs`
// fails with reason 'timeout' and its worker is replaced (a pathological text must not hold a core, nor
// fail the run: the caller skips that one text). Cancelling a running task terminates its worker (JavaScript
// cannot be interrupted any other way) and the next task starts a fresh one; a worker that dies fails
// its task with an EnginePoolError and is replaced in the same way.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './protocol';

export const DEFAULT_IDLE_MS = 30_000;
export const DEFAULT_MAX_QUEUE = 1_000;
/** A 10,000-character chunk takes the engine milliseconds; a minute means something is pathological. */
export const DEFAULT_TASK_TIMEOUT_MS = 60_000;

export interface EnginePoolOptions {
  /** The worker entry: dist/engine-worker.js, or out/src/local/worker.js in the test build. */
  readonly workerPath: string;
  /** Most workers at once; default: the cores less one (the caller's), at least 1. */
  readonly size?: number;
  /** Most tasks waiting for a worker; a submitter past it waits for room (its promise settles later). */
  readonly maxQueue?: number;
  /** A task running this long fails with reason 'timeout' and its worker is stopped; 0: no deadline. */
  readonly taskTimeoutMs?: number;
  /** A worker without work for this long is stopped. */
  readonly idleMs?: number;
  /** Passed to each worker as workerData (plain data). */
  readonly setup?: unknown;
}

export type EnginePoolFailure = 'crashed' | 'failed' | 'closed' | 'timeout';

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
  /** Submitters waiting for room in the full queue (backpressure). */
  readonly waiting: number;
  /** Tasks failed by the deadline (their workers were replaced). */
  readonly timedOut: number;
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
  deadline: NodeJS.Timeout | undefined;
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
  /** Jobs past the queue's bound, admitted in order as it drains. */
  private readonly overflow: Job<T, O>[] = [];
  private readonly taskTimeoutMs: number;
  private nextId = 1;
  private started = 0;
  private timedOut = 0;
  private computeMs = 0;
  private closing: Promise<void> | undefined;

  constructor(private readonly options: EnginePoolOptions) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
    this.maxQueue = Math.max(0, Math.floor(options.maxQueue ?? DEFAULT_MAX_QUEUE));
    this.idleMs = Math.max(0, options.idleMs ?? DEFAULT_IDLE_MS);
    this.taskTimeoutMs = Math.max(0, options.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS);
  }

  get stats(): EnginePoolStats {
    let busy = 0;
    for (const s of this.slots) if (s.job) busy++;
    return {
      workers: this.slots.size,
      busy,
      queued: this.queue.length,
      waiting: this.overflow.length,
      timedOut: this.timedOut,
      started: this.started,
      computeMs: this.computeMs,
    };
  }

  /**
   * Runs one task on a worker. Rejects with the signal's reason when aborted, or an EnginePoolError. Past
   * the queue's bound the task waits for room (in order) rather than being refused.
   */
  run(task: T, signal?: AbortSignal): Promise<O> {
    if (this.closing) return Promise.reject(new EnginePoolError('The local engine was shut down.', 'closed'));
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise<O>((resolve, reject) => {
      const job: Job<T, O> = { id: this.nextId++, task, resolve, reject, signal, onAbort: () => this.cancel(job) };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      if (this.overflow.length > 0 || this.queue.length >= this.maxQueue) this.overflow.push(job);
      else this.queue.push(job);
      this.dispatch();
    });
  }

  /** Stops every worker; tasks waiting or running fail with reason 'closed'. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const closed = (): EnginePoolError => new EnginePoolError('The local engine was shut down.', 'closed');
      for (const job of [...this.queue.splice(0), ...this.overflow.splice(0)]) this.settle(job, closed());
      const stopping = [...this.slots].map((slot) => {
        if (slot.job) this.settle(slot.job, closed());
        return this.retire(slot);
      });
      await Promise.all(stopping);
    })();
    return this.closing;
  }

  private dispatch(): void {
    this.admit();
    while (this.queue.length > 0) {
      const slot = [...this.slots].find((s) => !s.job) ?? (this.slots.size < this.size ? this.spawn() : undefined);
      if (!slot) return;
      const job = this.queue.shift() as Job<T, O>;
      this.admit();
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      slot.idleTimer = undefined;
      slot.job = job;
      slot.worker.ref();
      if (this.taskTimeoutMs > 0) slot.deadline = setTimeout(() => this.expire(slot, job), this.taskTimeoutMs);
      const request: WorkerRequest<T> = { id: job.id, task: job.task };
      slot.worker.postMessage(request);
    }
  }

  /** Moves waiting submitters into the queue while it has room. */
  private admit(): void {
    while (this.overflow.length > 0 && this.queue.length < Math.max(1, this.maxQueue)) this.queue.push(this.overflow.shift() as Job<T, O>);
  }

  /** The task outlived its deadline: fail it, stop its worker (the only way to interrupt it), go on. */
  private expire(slot: Slot<T, O>, job: Job<T, O>): void {
    if (slot.job !== job) return;
    slot.job = undefined;
    slot.deadline = undefined;
    this.timedOut++;
    const seconds = Math.round(this.taskTimeoutMs / 100) / 10;
    this.settle(job, new EnginePoolError(`The local engine took longer than ${seconds} s on one part of this text and was stopped; the text was not analysed.`, 'timeout'));
    void this.retire(slot);
    this.dispatch();
  }

  private spawn(): Slot<T, O> {
    const worker = new Worker(this.options.workerPath, { workerData: this.options.setup ?? {} });
    const slot: Slot<T, O> = { worker, job: undefined, idleTimer: undefined, deadline: undefined };
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
    this.stopDeadline(slot);
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
    this.stopDeadline(slot);
    const job = slot.job;
    slot.job = undefined;
    if (job) {
      this.settle(job, new EnginePoolError(`The local engine stopped unexpectedly while analysing this text: ${how}. It has been restarted; run the command again.`, 'crashed'));
    }
    this.dispatch();
  }

  private cancel(job: Job<T, O>): void {
    for (const list of [this.queue, this.overflow]) {
      const at = list.indexOf(job);
      if (at < 0) continue;
      list.splice(at, 1);
      this.settle(job, abortReason(job.signal as AbortSignal));
      this.dispatch();
      return;
    }
    const slot = [...this.slots].find((s) => s.job === job);
    if (!slot) return;
    slot.job = undefined;
    this.stopDeadline(slot);
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

  private stopDeadline(slot: Slot<T, O>): void {
    if (slot.deadline) clearTimeout(slot.deadline);
    slot.deadline = undefined;
  }

  private async retire(slot: Slot<T, O>): Promise<void> {
    this.slots.delete(slot);
    this.stopDeadline(slot);
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
