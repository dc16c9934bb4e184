// A temporary COPY of samples/ to open as the workspace folder, so tests and demo users can create and
// edit files without touching the repository. Removed on stop and on exit/signal/crash.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { REPO_ROOT } from './install-code-server.mjs';

export const SAMPLES_DIR = join(REPO_ROOT, 'samples');

/** @returns {{ dir: string, folder: string, mochaOutput: string, remove: () => void }} */
export function makeTempWorkspace(prefix, source = SAMPLES_DIR) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const folder = join(dir, 'samples');
  if (existsSync(source)) cpSync(source, folder, { recursive: true });
  else mkdirSync(folder);
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const unregister = onCleanup(remove);
  return {
    dir,
    folder,
    mochaOutput: join(dir, 'mocha-output.log'),
    remove: () => {
      remove();
      unregister();
    },
  };
}
