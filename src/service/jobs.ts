// Inference requests from POST to expiry. A job is SUBMITTED until readyAt, then COMPLETED until
// expiresAt, then gone (404). The engine runs on the first GET after completion, so a POST answers at
// once and text that is never fetched is never analysed. The store is capped per API key, so one key can
// neither evict another key's unfetched results nor fill the store for everyone: when a key's share is
// full, that key's oldest completed job makes room (its result is the one its client is least likely
// still to want); when all of that key's jobs are still processing, its new one is refused (429 with the
// seconds until one completes) and every other key goes on as before. Memory stays bounded: the keys are
// the service's configured ones.
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
  /** The engine's output, once asked for (a promise, kept so repeated GETs answer the same). */
  output?: Promise<unknown>;
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
  /** Each key's jobs, in creation order. */
  private readonly byKey = new Map<string, Map<string, Job>>();
  private lastSweep = 0;

  /** `maxJobsPerKey`: inference requests kept at once for one API key. */
  constructor(
    private readonly retentionMs: number,
    private readonly maxJobsPerKey = Number.POSITIVE_INFINITY,
  ) {}

  create(model: ModelName, apiId: string, text: string, now: number, processingMs: number, neverComplete: boolean): Created {
    this.sweep(now);
    const own = this.byKey.get(apiId) ?? new Map<string, Job>();
    if (own.size >= this.maxJobsPerKey) {
      this.sweep(now, true);
      if (own.size >= this.maxJobsPerKey && !this.evictOldestCompleted(own, now)) return { full: true, retryAfterSeconds: secondsUntilRoom(own, now) };
    }
    const readyAt = neverComplete ? Number.POSITIVE_INFINITY : now + processingMs;
    // A job that never completes is still forgotten after the retention time, counted from its POST.
    const expiresAt = neverComplete ? now + this.retentionMs : readyAt + this.retentionMs;
    const job: Job = { id: randomUUID(), model, apiId, text, readyAt, expiresAt };
    this.jobs.set(job.id, job);
    own.set(job.id, job);
    this.byKey.set(apiId, own);
    return { job };
  }

  /** The job only if it exists, has not expired, and belongs to this model path and this api id. */
  find(id: string, model: ModelName, apiId: string, now: number): Job | undefined {
    this.sweep(now);
    const job = this.jobs.get(id);
    if (job === undefined) return undefined;
    if (now >= job.expiresAt) {
      this.delete(job);
      return undefined;
    }
    return job.model === model && job.apiId === apiId ? job : undefined;
  }

  get size(): number {
    return this.jobs.size;
  }

  /** Jobs kept for one API key. */
  sizeOf(apiId: string): number {
    return this.byKey.get(apiId)?.size ?? 0;
  }

  clear(): void {
    this.jobs.clear();
    this.byKey.clear();
  }

  private delete(job: Job): void {
    this.jobs.delete(job.id);
    const own = this.byKey.get(job.apiId);
    own?.delete(job.id);
    if (own?.size === 0) this.byKey.delete(job.apiId);
  }

  /** A key's jobs are kept in creation order, so the first completed one met is its oldest. */
  private evictOldestCompleted(own: ReadonlyMap<string, Job>, now: number): boolean {
    for (const job of own.values()) {
      if (isCompleted(job, now)) {
        this.delete(job);
        return true;
      }
    }
    return false;
  }

  /** Drops expired jobs, at most once a second unless forced, so memory follows the retention time. */
  private sweep(now: number, force = false): void {
    if (!force && now - this.lastSweep < 1000) return;
    this.lastSweep = now;
    for (const job of this.jobs.values()) if (now >= job.expiresAt) this.delete(job);
  }
}

/** Whole seconds (1 to 60) until the first of these jobs completes or expires and so can make room. */
function secondsUntilRoom(jobs: ReadonlyMap<string, Job>, now: number): number {
  let soonest = Number.POSITIVE_INFINITY;
  for (const job of jobs.values()) soonest = Math.min(soonest, Number.isFinite(job.readyAt) ? job.readyAt : job.expiresAt);
  return Math.min(60, Math.max(1, Math.ceil((soonest - now) / 1000)));
}

export function isCompleted(job: Job, now: number): boolean {
  return now >= job.readyAt;
}
