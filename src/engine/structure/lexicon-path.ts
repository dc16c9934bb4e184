// Where the extended lexicon lives when no path is given: lexicon.json in the folder of the running module
// only (dist/ beside dist/service.js and dist/extension.js; out/src/engine/ for the transpiled tree; esbuild.mjs
// copies the committed src/engine/structure/data/lexicon.generated.json there). Never a parent folder: data
// outside the package (a workspace, a folder above the install) must not change what the engine reports.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function defaultLexiconPath(moduleDir: string): string | undefined {
  const beside = join(moduleDir, 'lexicon.json');
  return existsSync(beside) ? beside : undefined;
}
