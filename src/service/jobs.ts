// Inference requests from POST to expiry. A job is SUBMITTED until readyAt, then COMPLETED until
// expiresAt, then gone (404). The engine runs on the first GET after completion, so a POST answers at
// once and text that is never fetched is never analysed. The store is capped: when full, the oldest
// completed job makes room (its result is the one a client is least likely still to want); when every
// job is still processing, a new one is refused with the seconds until one completes.
import { randomUUID } from 'node:crypto';
import type { ModelName } from '../api/wire';
import type { Prng } from './prng';
import { drawInt } from './prng';
import type { ProcessingTime, ServiceOptions } from './options';

export interface Job {
  readonly id: string;
  readonly model: ModelName;
  readonly apiId: string;
  readonly text: string;
  readonly readyAt: number;
  readonly expiresAt: number;
  /** The engine's output, once computed (kept so repeated GETs answer the same). */
  output?: unknown;
}

export type ProcessingPlan = (model: ModelName, prng: Prng) => number;

function isRange(value: unknown): value is { minMs: number; maxMs: number } {
  return typeof value === 'object' && value !== null && 'minMs' in value && 'maxMs' in value;
}

function draw(time: ProcessingTime | undefined, prng: Prng): number {
  if (time === undefined) return 0;
  if (typeof time === 'number') return Math.max(0, time);
  return Math.max(0, drawInt(prng, time.minMs, time.maxMs));
}

export function resolveProcessing(option: ServiceOptions['processing']): ProcessingPlan {
  if (option === undefined || typeof option === 'number' || isRange(option)) return (_model, prng) => draw(option, prng);
  const perModel = option as Partial<Record<ModelName, ProcessingTime>>;
  return (model, prng) => draw(perModel[model], prng);
}

export type Created = { readonly job: Job } | { readonly full: true; readonly retryAfterSeconds: number };

export class JobStore {
  private readonly jobs = new Map<string, Job>();
  private lastSweep = 0;

  constructor(
    private readonly retentionMs: number,
    private readonly maxJobs = Number.POSITIVE_INFINITY,
  ) {}

  create(model: ModelName, apiId: string, text: string, now: number, processingMs: number, neverComplete: boolean): Created {
    this.sweep(now);
    if (this.jobs.size >= this.maxJobs) {
      this.sweep(now, true);
      if (this.jobs.size >= this.maxJobs && !this.evictOldestCompleted(now)) return { full: true, retryAfterSeconds: this.secondsUntilRoom(now) };
    }
    const readyAt = neverComplete ? Number.POSITIVE_INFINITY : now + processingMs;
    // A job that never completes is still forgotten after the retention time, counted from its POST.
    const expiresAt = neverComplete ? now + this.retentionMs : readyAt + this.retentionMs;
    const job: Job = { id: randomUUID(), model, apiId, text, readyAt, expiresAt };
    this.jobs.set(job.id, job);
    return { job };
  }

  /** The job only if it exists, has not expired, and belongs to this model path and this api id. */
  find(id: string, model: ModelName, apiId: string, now: number): Job | undefined {
    this.sweep(now);
    const job = this.jobs.get(id);
    if (job === undefined) return undefined;
    if (now >= job.expiresAt) {
      this.jobs.delete(id);
      return undefined;
    }
    return job.model === model && job.apiId === apiId ? job : undefined;
  }

  get size(): number {
    return this.jobs.size;
  }

  clear(): void {
    this.jobs.clear();
  }

  /** Jobs are kept in creation order, so the first completed one met is the oldest. */
  private evictOldestCompleted(now: number): boolean {
    for (const [id, job] of this.jobs) {
      if (isCompleted(job, now)) {
        this.jobs.delete(id);
        return true;
      }
    }
    return false;
  }

  /** Whole seconds (1 to 60) until the first job completes or expires and so can make room. */
  private secondsUntilRoom(now: number): number {
    let soonest = Number.POSITIVE_INFINITY;
    for (const job of this.jobs.values()) soonest = Math.min(soonest, Number.isFinite(job.readyAt) ? job.readyAt : job.expiresAt);
    return Math.min(60, Math.max(1, Math.ceil((soonest - now) / 1000)));
  }

  /** Drops expired jobs, at most once a second unless forced, so memory follows the retention time. */
  private sweep(now: number, force = false): void {
    if (!force && now - this.lastSweep < 1000) return;
    this.lastSweep = now;
    for (const [id, job] of this.jobs) if (now >= job.expiresAt) this.jobs.delete(id);
  }
}

export function isCompleted(job: Job, now: number): boolean {
  return now >= job.readyAt;
}
