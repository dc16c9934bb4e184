// Everything one running service holds. start() creates one; nothing lives at module level.
import type { ModelName } from '../api/wire';
import type { KeyRing } from './auth';
import type { EngineRunner } from './engine-runner';
import type { FaultInjector } from './faults';
import type { JobStore, ProcessingPlan } from './jobs';
import type { Dialect } from './options';
import type { Prng } from './prng';
import type { RateWindows } from './rate-windows';
import type { RequestLog } from './request-log';

export interface ServiceState {
  readonly keys: KeyRing;
  readonly windows: RateWindows | undefined;
  readonly jobs: JobStore;
  readonly faults: FaultInjector;
  readonly log: RequestLog;
  readonly engine: EngineRunner;
  readonly dialect: Dialect;
  readonly processing: ProcessingPlan;
  readonly processingPrng: Prng;
  /** Pending latency timers, cleared on close. */
  readonly timers: Set<NodeJS.Timeout>;
}

/** What the request log learns about a request while it is handled. */
export interface RequestFacts {
  model: ModelName | undefined;
  apiId: string | undefined;
}

export function sleep(state: ServiceState, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      state.timers.delete(timer);
      resolve();
    }, ms);
    state.timers.add(timer);
  });
}
