// Entry of dist/local.js: the local engine behind the client interface, loaded by the extension on the
// first offline run; the command line (src/cli) builds its LocalClient from the same module. The engine itself runs in dist/engine-worker.js.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EnginePool, type EnginePoolOptions } from '../engine/pool/pool';
import type { LocalTask } from './chunk-task';
import type { WorkerSetup } from './worker';

export { EnginePool, EnginePoolError, defaultPoolSize } from '../engine/pool/pool';
export { createLocalClient, LOCAL_BASE_URL } from './local-client';

/** The pool of engine workers the LocalClient runs on. */
export type LocalEnginePool = EnginePool<LocalTask, unknown>;

/**
 * The worker entry beside this file: dist/engine-worker.js next to dist/local.js, or, in the file-by-file
 * test build, out/src/local/worker.js.
 */
export function defaultWorkerPath(dir: string = __dirname): string {
  const bundled = join(dir, 'engine-worker.js');
  return existsSync(bundled) ? bundled : join(dir, 'worker.js');
}

export function createEnginePool(options: Partial<EnginePoolOptions> & { readonly setup?: WorkerSetup } = {}): LocalEnginePool {
  return new EnginePool<LocalTask, unknown>({ workerPath: defaultWorkerPath(), ...options });
}
