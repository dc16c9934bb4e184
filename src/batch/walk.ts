// Lists the files a scan will read: folders walked depth-first in name order, include and exclude globs,
// .gitignore files (those of the enclosing repository above the root too) and a size limit. Only names
// and sizes are held, never content. Unreadable folders, symbolic link loops and missing paths become
// skips with their reason; files the globs or .gitignore leave out are not skips (they were not asked for).
import { lstat, readFile, readdir, realpath, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { globMatcher } from './globs';
import { reasonOfError, type Skip, type SkipReason } from './skip';

export { DEFAULT_EXCLUDE, DEFAULT_INCLUDE, DEFAULT_MAX_BYTES } from './defaults';

export interface WalkOptions {
  /** Globs on the path relative to the root given, '/'-separated; a named file is read whatever they say. */
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly gitignore: boolean;
  readonly maxBytes: number;
  /** Display paths are relative to this folder (the working directory, the workspace folder). */
  readonly base: string;
  readonly signal?: AbortSignal;
}

export interface FileEntry {
  readonly kind: 'file';
  readonly path: string;
  readonly display: string;
  readonly size: number;
}

export type WalkEntry = FileEntry | Skip;

interface IgnoreLevel {
  readonly dir: string;
  readonly rules: Ignore;
}

const toPosix = (p: string): string => (sep === '/' ? p : p.split(sep).join('/'));

export function displayPath(base: string, path: string): string {
  const rel = relative(base, path);
  return toPosix(rel === '' ? '.' : rel);
}

async function readIgnoreFile(dir: string): Promise<IgnoreLevel | undefined> {
  let content: string;
  try {
    content = await readFile(join(dir, '.gitignore'), 'utf8');
  } catch {
    return undefined;
  }
  return { dir, rules: ignore().add(content) };
}

/** The .gitignore files from the top of the enclosing repository down to (not including) `root`. */
async function enclosingIgnores(root: string): Promise<IgnoreLevel[]> {
  const chain: string[] = [];
  for (let dir = dirname(root); ; dir = dirname(dir)) {
    chain.unshift(dir);
    const isTop = await stat(join(dir, '.git')).then(() => true, () => false);
    if (isTop) break;
    if (dirname(dir) === dir) return []; // not inside a repository: its ancestors' rules do not apply
  }
  const levels = await Promise.all(chain.map(readIgnoreFile));
  return levels.filter((l): l is IgnoreLevel => l !== undefined);
}

/** Later (deeper) files override earlier ones, as git reads them; a `!` rule can re-include. */
function isIgnored(levels: readonly IgnoreLevel[], path: string, isDir: boolean): boolean {
  let ignored = false;
  for (const { dir, rules } of levels) {
    const rel = toPosix(relative(dir, path));
    if (rel === '' || rel.startsWith('..')) continue;
    const result = rules.test(isDir ? `${rel}/` : rel);
    if (result.ignored) ignored = true;
    else if (result.unignored) ignored = false;
  }
  return ignored;
}

class Walker {
  private readonly included: (path: string) => boolean;
  private readonly excluded: (path: string) => boolean;
  /** Real paths of folders already walked: a folder reached twice through links is walked once. */
  private readonly seen = new Set<string>();
  /** Files already listed, by device and inode: a file named twice (or reached by a link) is read once. */
  private readonly seenFiles = new Set<string>();

  constructor(private readonly options: WalkOptions) {
    this.included = globMatcher(options.include, true);
    this.excluded = globMatcher(options.exclude, false);
  }

  private skip(path: string, reason: SkipReason, detail?: string): Skip {
    return { kind: 'skip', path, display: displayPath(this.options.base, path), reason, ...(detail ? { detail } : {}) };
  }

  private file(path: string, stats: Stats): WalkEntry | undefined {
    // Some file systems report no inode numbers (0): the path is the best identity there.
    const id = stats.ino === 0 ? path : `${stats.dev}:${stats.ino}`;
    if (this.seenFiles.has(id)) return undefined;
    this.seenFiles.add(id);
    if (stats.size > this.options.maxBytes) {
      return this.skip(path, 'too-large', `${formatBytes(stats.size)} > ${formatBytes(this.options.maxBytes)}`);
    }
    return { kind: 'file', path, display: displayPath(this.options.base, path), size: stats.size };
  }

  /** lstat, then stat through a link: a broken link is not-found, a cycle of links symlink-loop. */
  private async statFollowing(path: string): Promise<Stats | Skip> {
    try {
      const own = await lstat(path);
      return own.isSymbolicLink() ? await stat(path) : own;
    } catch (e) {
      return this.skip(path, reasonOfError(e));
    }
  }

  async *root(input: string): AsyncGenerator<WalkEntry> {
    const path = resolve(this.options.base, input);
    const stats = await this.statFollowing(path);
    if ('kind' in stats) {
      yield stats;
      return;
    }
    if (stats.isFile()) {
      const entry = this.file(path, stats);
      if (entry) yield entry;
    } else if (stats.isDirectory()) {
      const levels = this.options.gitignore ? await enclosingIgnores(path) : [];
      yield* this.dir(path, path, levels, []);
    } else {
      yield this.skip(path, 'not-a-file');
    }
  }

  private async *dir(root: string, dir: string, levels: readonly IgnoreLevel[], ancestors: readonly string[]): AsyncGenerator<WalkEntry> {
    this.options.signal?.throwIfAborted();
    let real: string;
    let names: string[];
    try {
      real = await realpath(dir);
      if (ancestors.includes(real)) {
        yield this.skip(dir, 'symlink-loop');
        return;
      }
      if (this.seen.has(real)) return;
      this.seen.add(real);
      names = (await readdir(dir)).sort();
    } catch (e) {
      yield this.skip(dir, reasonOfError(e));
      return;
    }
    const own = this.options.gitignore && names.includes('.gitignore') ? await readIgnoreFile(dir) : undefined;
    const here = own ? [...levels, own] : levels;
    const chain = [...ancestors, real];
    for (const name of names) {
      if (name === '.git') continue;
      const path = join(dir, name);
      const rel = toPosix(relative(root, path));
      const stats = await this.statFollowing(path);
      if ('kind' in stats) {
        // A broken link no glob would read was not asked for; one the globs name is a missing file.
        if (!this.excluded(rel) && (stats.reason !== 'not-found' || this.included(rel))) yield stats;
        continue;
      }
      if (stats.isDirectory()) {
        if (this.excluded(rel) || this.excluded(`${rel}/`) || isIgnored(here, path, true)) continue;
        yield* this.dir(root, path, here, chain);
      } else if (stats.isFile()) {
        if (!this.included(rel) || this.excluded(rel) || isIgnored(here, path, false)) continue;
        const entry = this.file(path, stats);
        if (entry) yield entry;
      } else if (this.included(rel) && !this.excluded(rel) && !isIgnored(here, path, false)) {
        // A pipe, socket or device under a name the globs ask for: said, never opened (it could block).
        yield this.skip(path, 'not-a-file');
      }
    }
  }
}

/** Every file to read under `inputs` (files or folders), in a stable order, with the skips among them. */
export async function* walkFiles(inputs: readonly string[], options: WalkOptions): AsyncGenerator<WalkEntry> {
  const walker = new Walker(options);
  for (const input of inputs) yield* walker.root(input);
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
