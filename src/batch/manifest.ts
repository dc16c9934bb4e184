// The output folder's safety for a redaction run: nothing is ever written through a symbolic link under
// it (a link `OUT/ward -> ../notes/ward` would put redacted text over the originals), a `--force` rerun
// first clears what a crashed run left (its temporary files and its manifest), and the manifest is
// written first as `complete: false` and replaced atomically at the end, so a folder whose run did not
// finish never claims to be complete.
import { lstat, readdir, readlink, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The temporary names writeAtomically and the CLI's file output use: `.NAME.<12 hex>.tmp`. */
export const TEMP_NAME = /^\..+\.[0-9a-f]{12}\.tmp$/;

/** The output folder cannot be used as asked (exit 2 on the command line). */
export class OutputFolderError extends Error {
  override readonly name = 'OutputFolderError';
}

/** The first symbolic link under `out` (depth-first, name order, links not followed), or undefined. */
export async function findLinkUnder(out: string): Promise<{ readonly path: string; readonly target: string } | undefined> {
  let names: string[];
  try {
    names = (await readdir(out)).sort();
  } catch {
    return undefined;
  }
  for (const name of names) {
    const path = join(out, name);
    const stats = await lstat(path).catch(() => undefined);
    if (!stats) continue;
    if (stats.isSymbolicLink()) return { path, target: await readlink(path).catch(() => '?') };
    if (stats.isDirectory()) {
      const inner = await findLinkUnder(path);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Refuses a folder between `out` (excluded) and `dir` (included) that is a symbolic link. */
export async function assertNoLinkBetween(out: string, dir: string): Promise<void> {
  const rel = relative(out, dir);
  if (rel === '') return;
  let at = out;
  for (const part of rel.split(sep)) {
    at = join(at, part);
    const stats = await lstat(at).catch(() => undefined);
    if (stats?.isSymbolicLink()) throw linkError(out, at, await readlink(at).catch(() => '?'));
  }
}

export function linkError(out: string, link: string, target: string): OutputFolderError {
  return new OutputFolderError(
    `The output folder holds a symbolic link, ${relative(out, link) || '.'} -> ${target}; writing through it could overwrite other files (the originals). Remove the link or choose another output folder.`,
  );
}

/** Removes the temporary files a crashed or killed run left anywhere under `out`; returns how many. */
export async function removeStaleTemporaries(out: string): Promise<number> {
  let removed = 0;
  const visit = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await visit(path);
      else if (entry.isFile() && TEMP_NAME.test(entry.name)) {
        await rm(path, { force: true });
        removed++;
      }
    }
  };
  await visit(out);
  return removed;
}
