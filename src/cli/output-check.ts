// `scan -o FILE` is checked before any work: a typo in the folder, a folder given for a file, or a place
// the user may not write would otherwise be found only after the whole scan, under the temporary's name.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { UsageError } from './errors';

export async function checkOutputFile(cwd: string, output: string): Promise<string> {
  const path = resolve(cwd, output);
  const parent = dirname(path);
  const parentStats = await stat(parent).catch(() => undefined);
  if (!parentStats) throw new UsageError(`-o ${output}: the folder ${parent} does not exist; create it first.`);
  if (!parentStats.isDirectory()) throw new UsageError(`-o ${output}: ${parent} is not a folder.`);
  const own = await stat(path).catch(() => undefined);
  if (own?.isDirectory()) throw new UsageError(`-o ${output} is a folder; give a file name, e.g. ${output.replace(/[\\/]+$/, '')}/findings.json.`);
  if (own && !own.isFile()) throw new UsageError(`-o ${output} exists and is not a regular file.`);
  // The output is written beside itself and renamed into place: the folder must be writable.
  await access(parent, constants.W_OK).catch(() => {
    throw new UsageError(`-o ${output}: no permission to write in ${parent}.`);
  });
  return path;
}
