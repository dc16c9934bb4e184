// Where the extended lexicon lives when no path is given: dist/lexicon.json, next to the running bundle
// (dist/service.js, dist/extension.js) or, when running the transpiled tree (out/...), in the project's dist/.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const MAX_LEVELS = 8;

export function defaultLexiconPath(startDir: string): string | undefined {
  const beside = join(startDir, 'lexicon.json');
  if (existsSync(beside)) return beside;
  let dir = startDir;
  for (let level = 0; level < MAX_LEVELS; level++) {
    const candidate = join(dir, 'dist', 'lexicon.json');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}
