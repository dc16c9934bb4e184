// Entry of dist/local.js: the local engine behind the client interface, loaded by the extension on the
// first offline run (a future CLI imports the same). The engine itself runs in dist/engine-worker.js.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EnginePool, type EnginePoolOptions } from '../engine/pool/pool';

export { EnginePool, EnginePoolError, defaultPoolSize } from '../engine/pool/pool';
export { createLocalClient, LOCAL_BASE_URL } from './local-client';

/**
 * The worker entry beside this file: dist/engine-worker.js next to dist/local.js, or, in the file-by-file
 * test build, out/src/engine/pool/worker.js.
 */
export function defaultWorkerPath(dir: string = __dirname): string {
  const bundled = join(dir, 'engine-worker.js');
  return existsSync(bundled) ? bundled : join(dir, '..', 'engine', 'pool', 'worker.js');
}

export function createEnginePool(options: Partial<EnginePoolOptions> = {}): EnginePool {
  return new EnginePool({ workerPath: defaultWorkerPath(), ...options });
}
