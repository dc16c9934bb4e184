// When to GET a submitted request. The default is the spec's schedule (first wait 1 s, doubling, at most
// 8 attempts). The adaptive schedule learns, per model, when recent requests completed and polls just
// before that moment, then in small steps, so a 0.2 s job is not made to wait a full second. It never
// polls past the horizon of the spec schedule (or the deadline), and it spaces its GETs so that all
// requests being polled together stay within the GET budget.
import type { PollingOptions } from './types';
import type { ModelName } from './wire';

export const SPEC_POLLING: PollingOptions = {
  firstWaitMs: 1000,
  multiplier: 2,
  maxAttempts: 8,
  maxWaitMs: 128_000,
  deadlineMs: 300_000,
  adaptive: true,
};

export function pollingOptions(partial: Partial<PollingOptions> | undefined): PollingOptions {
  const o = { ...SPEC_POLLING, ...partial };
  if (!(o.firstWaitMs >= 0 && o.multiplier >= 1 && o.maxWaitMs > 0 && o.deadlineMs > 0)) {
    throw new RangeError('polling: firstWaitMs ≥ 0, multiplier ≥ 1, maxWaitMs > 0 and deadlineMs > 0 are required.');
  }
  if (!Number.isInteger(o.maxAttempts) || o.maxAttempts < 1) throw new RangeError('polling.maxAttempts must be at least 1.');
  return o;
}

/** Decides the wait before each GET; `undefined` means the schedule is spent. */
export interface PollPlan {
  /** `elapsedMs` since the POST was acknowledged; `sinceLastGetMs` since the previous GET was sent. */
  next(elapsedMs: number, sinceLastGetMs: number): number | undefined;
}

/** The waits of the fixed schedule: first, first·m, first·m², … (each capped), maxAttempts of them. */
export function fixedWaits(o: PollingOptions): number[] {
  const waits: number[] = [];
  let wait = o.firstWaitMs;
  for (let i = 0; i < o.maxAttempts; i++) {
    waits.push(Math.min(wait, o.maxWaitMs));
    wait *= o.multiplier;
  }
  return waits;
}

export function fixedPlan(o: PollingOptions): PollPlan {
  const waits = fixedWaits(o);
  let attempt = 0;
  return {
    next(elapsed) {
      const wait = waits[attempt];
      if (wait === undefined || elapsed >= o.deadlineMs) return undefined;
      attempt++;
      return Math.min(wait, o.deadlineMs - elapsed);
    },
  };
}

/** Learned first GET is never earlier than this; see PollingOptions.adaptive. */
export const MIN_LEARNED_WAIT_MS = 50;
/** Poll this fraction of the estimate before it, then step by STEP_FRACTION of it. */
const LEAD_FRACTION = 0.92;
const STEP_FRACTION = 0.04;
const STEP_GROWTH = 1.25;
/** Without history: start early and grow by half each time. */
const EXPLORE_FIRST_MS = 100;
const EXPLORE_GROWTH = 1.5;

export function adaptivePlan(o: PollingOptions, estimateMs: number | undefined, minSpacingMs: () => number): PollPlan {
  const horizon = Math.min(o.deadlineMs, fixedWaits(o).reduce((a, b) => a + b, 0));
  let target: number;
  let gap: (previousTarget: number) => number;
  if (estimateMs === undefined) {
    target = Math.min(o.firstWaitMs, EXPLORE_FIRST_MS);
    gap = (t) => Math.max(t * (EXPLORE_GROWTH - 1), 1);
  } else {
    target = Math.max(MIN_LEARNED_WAIT_MS, estimateMs * LEAD_FRACTION);
    let step = Math.max(1, estimateMs * STEP_FRACTION);
    gap = () => {
      const g = step;
      step *= STEP_GROWTH;
      return g;
    };
  }
  let first = true;
  let spent = false;
  return {
    next(elapsed, sinceLastGet) {
      if (spent || elapsed >= horizon) return undefined;
      if (!first) target = Math.max(target + gap(target), elapsed);
      first = false;
      if (target >= horizon) {
        target = horizon;
        spent = true;
      }
      const spacing = minSpacingMs() - sinceLastGet;
      return Math.max(0, target - elapsed, spacing);
    },
  };
}

const HISTORY_SIZE = 16;
const HISTORY_QUANTILE = 0.25;

/**
 * Recent completion times per model, in ms after the POST was acknowledged. A sample is the middle of
 * the bracket between the last GET that found the request pending and the first that found it done, or
 * only the latter when the very first GET found it done (an upper bound, so the estimate can only move
 * earlier until a GET lands before completion again).
 */
export class CompletionHistory {
  private readonly samples = new Map<ModelName, number[]>();

  record(model: ModelName, pendingAtMs: number | undefined, doneAtMs: number): void {
    const sample = pendingAtMs === undefined ? doneAtMs : (pendingAtMs + doneAtMs) / 2;
    const list = this.samples.get(model) ?? [];
    list.push(sample);
    if (list.length > HISTORY_SIZE) list.shift();
    this.samples.set(model, list);
  }

  /** A low quantile of recent samples: early enough for most jobs, the rest are caught by small steps. */
  estimate(model: ModelName): number | undefined {
    const list = this.samples.get(model);
    if (list === undefined || list.length === 0) return undefined;
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) * HISTORY_QUANTILE)];
  }

  clear(): void {
    this.samples.clear();
  }
}

export function createPlan(
  o: PollingOptions,
  history: CompletionHistory,
  model: ModelName,
  minSpacingMs: () => number,
): PollPlan {
  return o.adaptive ? adaptivePlan(o, history.estimate(model), minSpacingMs) : fixedPlan(o);
}
