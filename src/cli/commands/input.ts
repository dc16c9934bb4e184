// One input of `concepts`, `embed` and `redact -`: a file, or `-` for standard input. A file that cannot
// be read as UTF-8 text is a one-line error (exit 3), not a skip: it was named on its own.
import { resolve } from 'node:path';
import { readTextFile } from '../../batch/read';
import { skipDescription } from '../../batch/skip';
import { displayPath } from '../../batch/walk';
import type { Context } from '../context';
import { FailureError } from '../errors';
import { readStdin } from '../io';

export async function readInput(file: string, maxBytes: number, ctx: Context): Promise<{ text: string; bom: boolean; display: string }> {
  if (file === '-') return { ...(await readStdin(maxBytes)), display: '-' };
  const path = resolve(ctx.cwd, file);
  const display = displayPath(ctx.cwd, path);
  const read = await readTextFile(path, maxBytes);
  if (read.kind === 'skip') throw new FailureError(`${display}: ${skipDescription(read.reason)}${read.detail ? ` (${read.detail})` : ''}.`);
  return { text: read.text, bom: read.bom, display };
}
