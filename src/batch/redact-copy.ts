// Batch redaction into a copy: every readable file under the inputs is written, redacted, to the same
// relative path under a new output folder; originals are never opened for writing. Files are analysed a
// few at a time but redacted and written one by one in walk order, so one redaction run numbers
// pseudonyms the same way every time and keeps them consistent across the whole folder. Each file is
// written to a temporary name and renamed, so a cancel or a crash leaves no half-written file. The
// manifest lists per file the counts by type, the strategy and the engine, never PHI.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { PhiItem } from '../api/results';
import { countByType } from './findings';
import { assertNoLinkBetween, findLinkUnder, linkError, OutputFolderError, removeStaleTemporaries } from './manifest';
import { mapInOrder } from './ordered';
import { readTextFile } from './read';
import { redactSegmented } from './redact-big';
import { SEGMENT_BYTES } from './segments';
import type { PhiAnalyser } from './scan';
import { isEngineTimeout, isIoSkip, type Skip } from './skip';
import { displayPath, walkFiles, type FileEntry, type WalkEntry, type WalkOptions } from './walk';

export const MANIFEST_NAME = 'text-inference-manifest.json';

/** Replaces the PHI items of one text; one Redactor serves a whole run, so replacements stay consistent. */
export interface Redactor {
  /** Describes the strategy for the manifest (no secrets, no date offset). */
  readonly strategy: Readonly<Record<string, unknown>>;
  redact(text: string, items: readonly PhiItem[]): { readonly text: string; readonly replaced: readonly { readonly type: string }[] };
}

export { OutputFolderError };

export interface RedactCopyOptions {
  readonly inputs: readonly string[];
  readonly outDir: string;
  readonly walk: WalkOptions;
  readonly concurrency: number;
  readonly engine: string;
  readonly tool: { readonly name: string; readonly version: string };
  /** Write into an output folder that is not empty (files of the same name are replaced). */
  readonly force?: boolean;
  readonly signal?: AbortSignal;
  readonly onFile?: (event: RedactEvent, done: number, total: number) => void;
}

export type RedactEvent =
  | { readonly kind: 'file'; readonly input: string; readonly output: string; readonly counts: Readonly<Record<string, number>> }
  | { readonly kind: 'skip'; readonly skip: Skip };

export interface RedactCopySummary {
  readonly files: number;
  readonly filesWithPhi: number;
  readonly replaced: number;
  readonly skipped: number;
  readonly ioErrors: number;
  readonly manifest: string;
  readonly complete: boolean;
}

const isInside = (child: string, parent: string): boolean => child === parent || child.startsWith(parent.endsWith(sep) ? parent : parent + sep);

async function realOrResolved(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    // Not there yet: its parent's real path plus its name (a parent reached through a link is followed).
    const parent = dirname(path);
    return parent === path ? path : join(await realOrResolved(parent), basename(path));
  }
}

/** The folder relative paths are taken from: the inputs' folders (a file's own folder) in common. */
async function commonBase(inputs: readonly string[]): Promise<string> {
  const dirs = await Promise.all(
    inputs.map(async (p) => ((await stat(p).then((s) => s.isDirectory(), () => false)) ? p : dirname(p))),
  );
  let base = dirs[0]!;
  for (const d of dirs.slice(1)) while (!isInside(d, base)) base = dirname(base);
  return base;
}

/** Checks the output folder and creates it (not its parents: a missing parent is usually a typo). */
export async function prepareOutput(inputs: readonly string[], outDir: string, force: boolean): Promise<string> {
  const out = resolve(outDir);
  const realOut = await realOrResolved(out);
  for (const input of inputs) {
    const realIn = await realOrResolved(resolve(input));
    const inputIsDir = await stat(realIn).then((s) => s.isDirectory(), () => false);
    if (inputIsDir && isInside(realOut, realIn)) {
      throw new OutputFolderError(`The output folder ${outDir} is inside the input ${input}; choose a folder outside it.`);
    }
    if (isInside(realIn, realOut) && force) {
      throw new OutputFolderError(`The input ${input} is inside the output folder ${outDir}; choose another output folder.`);
    }
  }
  const existing = await stat(out).catch(() => undefined);
  if (existing) {
    if (!existing.isDirectory()) throw new OutputFolderError(`The output ${outDir} exists and is not a folder.`);
    if (!force && (await readdir(out)).length > 0) {
      throw new OutputFolderError(`The output folder ${outDir} is not empty; choose an empty or new folder (or --force to replace files in it).`);
    }
    const link = await findLinkUnder(out);
    if (link) throw linkError(out, link.path, link.target);
    return out;
  }
  const parent = dirname(out);
  if (!(await stat(parent).then((s) => s.isDirectory(), () => false))) {
    throw new OutputFolderError(`The output folder's parent ${displayPath(process.cwd(), parent)} does not exist; create it first.`);
  }
  await mkdir(out);
  return out;
}

/** Writes `data` to `target` through a temporary file in the same folder, renamed into place. */
export async function writeAtomically(target: string, data: string | Uint8Array, signal?: AbortSignal): Promise<void> {
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx', mode: 0o600, ...(signal ? { signal } : {}) });
    signal?.throwIfAborted();
    await rename(temp, target);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}

interface Analysed {
  readonly entry: FileEntry;
  readonly read: Awaited<ReturnType<typeof readTextFile>>;
  readonly items: readonly PhiItem[];
}

/** A file too big to hold: analysed and redacted segment by segment when its turn comes (redact-big.ts). */
interface Big {
  readonly entry: FileEntry;
  readonly big: true;
}

export async function redactIntoCopy(analyser: PhiAnalyser, redactor: Redactor, options: RedactCopyOptions): Promise<RedactCopySummary> {
  const inputs = options.inputs.map((p) => resolve(options.walk.base, p));
  const out = await prepareOutput(inputs, options.outDir, options.force ?? false);
  const base = await commonBase(inputs);
  const entries: WalkEntry[] = [];
  for await (const entry of walkFiles(inputs, { ...options.walk, signal: options.signal })) entries.push(entry);
  // A --force rerun over a crashed one: its temporaries go, and its manifest is replaced at once by this
  // run's, incomplete until the end, so the folder never claims another run's strategy or completeness.
  if (options.force) await removeStaleTemporaries(out);

  const manifestFiles: unknown[] = [];
  const skipped: unknown[] = [];
  let files = 0;
  let filesWithPhi = 0;
  let replaced = 0;
  let ioErrors = 0;
  let complete = false;
  let done = 0;
  const total = entries.length;
  const report = (event: RedactEvent): void => options.onFile?.(event, ++done, total);
  const skip = (s: Skip): void => {
    skipped.push({ input: displayPath(base, s.path), reason: s.reason, ...(s.detail ? { detail: s.detail } : {}) });
    if (isIoSkip(s.reason)) ioErrors++;
    report({ kind: 'skip', skip: s });
  };

  const analyse = async (entry: WalkEntry, signal: AbortSignal): Promise<Analysed | Big | Skip> => {
    if (entry.kind === 'skip') return entry;
    if (entry.size > 2 * SEGMENT_BYTES) return { entry, big: true };
    const read = await readTextFile(entry.path, options.walk.maxBytes);
    if (read.kind === 'skip' || read.text.trim() === '') return { entry, read, items: [] };
    try {
      return { entry, read, items: (await analyser.identifyPhi(read.text, { signal })).items };
    } catch (e) {
      if (!isEngineTimeout(e) || signal.aborted) throw e;
      return { kind: 'skip', path: entry.path, display: entry.display, reason: 'engine-timeout' };
    }
  };

  const recordFile = (entry: FileEntry, target: string, replacedHere: readonly { readonly type: string }[]): void => {
    const counts = countByType(replacedHere);
    files++;
    replaced += replacedHere.length;
    if (replacedHere.length > 0) filesWithPhi++;
    const input = displayPath(base, entry.path);
    manifestFiles.push({ input, output: input, replaced: replacedHere.length, counts });
    report({ kind: 'file', input: entry.display, output: displayPath(options.walk.base, target), counts });
  };
  const writeBig = async (entry: FileEntry): Promise<void> => {
    const target = join(out, relative(base, entry.path));
    if (resolve(target) === resolve(entry.path)) throw new OutputFolderError(`Refusing to overwrite the original ${entry.display}.`);
    await assertNoLinkBetween(out, dirname(target));
    await mkdir(dirname(target), { recursive: true });
    await assertNoLinkBetween(out, dirname(target));
    const result = await redactSegmented(entry.path, target, analyser, redactor, { maxBytes: options.walk.maxBytes, ...(options.signal ? { signal: options.signal } : {}) });
    if (result.kind === 'skip') skip({ kind: 'skip', path: entry.path, display: entry.display, reason: result.reason, ...(result.detail ? { detail: result.detail } : {}) });
    else recordFile(entry, target, result.replaced);
  };
  const createdAt = new Date().toISOString();
  const writeManifest = (): Promise<void> => {
    const manifest = {
      format: 'text-inference-redaction-manifest',
      version: 1,
      tool: options.tool,
      engine: options.engine,
      strategy: redactor.strategy,
      createdAt,
      complete,
      totals: { files, filesWithPhi, replaced, skipped: skipped.length },
      files: manifestFiles,
      skipped,
    };
    return writeAtomically(join(out, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
  };
  await writeManifest();

  try {
    for await (const item of mapInOrder(entries, analyse, options.concurrency, options.signal)) {
      if ('kind' in item) {
        skip(item);
        continue;
      }
      if ('big' in item) {
        await writeBig(item.entry);
        continue;
      }
      const { entry, read, items } = item;
      if (read.kind === 'skip') {
        skip({ kind: 'skip', path: entry.path, display: entry.display, reason: read.reason, ...(read.detail ? { detail: read.detail } : {}) });
        continue;
      }
      const rel = relative(base, entry.path);
      const target = join(out, rel);
      if (resolve(target) === resolve(entry.path)) throw new OutputFolderError(`Refusing to overwrite the original ${entry.display}.`);
      const redaction = redactor.redact(read.text, items);
      await assertNoLinkBetween(out, dirname(target));
      await mkdir(dirname(target), { recursive: true });
      await assertNoLinkBetween(out, dirname(target));
      await writeAtomically(target, (read.bom ? '\uFEFF' : '') + redaction.text, options.signal);
      recordFile(entry, target, redaction.replaced);
    }
    complete = true;
  } finally {
    await writeManifest();
  }
  return { files, filesWithPhi, replaced, skipped: skipped.length, ioErrors, manifest: join(out, MANIFEST_NAME), complete };
}
