// start(): builds the state of one service from its options, listens on 127.0.0.1, and hands back
// the RunningService handle.
import type { AddressInfo } from 'node:net';
import type { Credentials } from '../api/types';
import { KeyRing } from './auth';
import { inThreadRunner, poolRunner } from './engine-runner';
import { FaultInjector } from './faults';
import { JobStore, resolveProcessing } from './jobs';
import type { RunningService, ServiceOptions } from './options';
import { createPrng } from './prng';
import { RateWindows, resolveLimits } from './rate-windows';
import { RequestLog } from './request-log';
import { createHttpServer } from './server';
import type { ServiceState } from './state';

const DEFAULT_RETENTION_MS = 60 * 60 * 1000;
const DEFAULT_MAX_JOBS = 1000;
const DEFAULT_REQUEST_TIMEOUT_MS = 5000;

export async function start(options: ServiceOptions = {}): Promise<RunningService> {
  const seed = options.seed ?? 1;
  const limits = resolveLimits(options.limits);
  const state: ServiceState = {
    keys: new KeyRing(options.keys ?? []),
    windows: limits === undefined ? undefined : new RateWindows(limits),
    jobs: new JobStore(options.retentionMs ?? DEFAULT_RETENTION_MS, options.maxJobs ?? DEFAULT_MAX_JOBS),
    faults: new FaultInjector(options.faults ?? [], seed),
    log: new RequestLog(),
    engine: options.engine ? inThreadRunner(options.engine) : poolRunner(options.workers),
    dialect: { ...options.dialect },
    processing: resolveProcessing(options.processing),
    // A separate stream, so processing draws never shift the fault sequence of a seed.
    processingPrng: createPrng(seed ^ 0x5bd1e995),
    timers: new Set(),
  };
  // A worker loads the engine (and its lexicon) now, while the service starts listening, so the first
  // GET of a result does not wait for a cold start. A failure here shows on that GET instead.
  state.engine.lexicon().catch(() => undefined);
  const server = createHttpServer(state, options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    get keys(): Credentials {
      return state.keys.first();
    },
    rotateKey: (apiId) => state.keys.rotate(apiId),
    addKey: (keys) => state.keys.add(keys),
    setFaults: (rules) => state.faults.replace(rules),
    requests: () => state.log.all(),
    lexicon: () => state.engine.lexicon(),
    maxInWindow: (method, windowMs) => state.log.maxInWindow(method, windowMs),
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        for (const timer of state.timers) clearTimeout(timer);
        state.timers.clear();
        state.jobs.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => state.engine.close());
      return closing;
    },
  };
}
