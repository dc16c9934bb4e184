// What `scan` and `redact` share about what is redacted: the team lists at the inputs' roots (unless
// --no-lists), hidden types and per-type minimum scores, turned into the one selection's settings; and the
// key that makes replacements deterministic across processes (TEXT_INFERENCE_HASH_KEY or --key-file).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import { HASH_KEY_ENV } from '../../batch/findings';
import { readRootLists } from '../../batch/lists-for-root';
import { PhiLists } from '../../deid/lists';
import { PHI_TYPES } from '../../deid/phi-types';
import type { SelectionSettings } from '../../deid/selection';
import type { Context } from '../context';
import { UsageError } from '../errors';
import { displayPath } from '../../batch/walk';

export interface SelectionOptions {
  /** false with --no-lists. */
  readonly lists?: boolean;
  readonly hideTypes?: readonly string[];
  readonly typeMinScore?: readonly string[];
  readonly minScore?: number;
  readonly types?: readonly string[];
}

/** `DOCTOR=0.8` (repeatable) into a per-type minimum score. */
export function parseTypeScores(pairs: readonly string[]): Record<string, number> {
  const known = new Set<string>(PHI_TYPES);
  const out: Record<string, number> = {};
  for (const pair of pairs) {
    const [type = '', score = ''] = pair.split('=').map((s) => s.trim());
    const n = Number(score);
    if (!known.has(type.toUpperCase())) throw new UsageError(`--type-min-score ${pair}: unknown PHI type ${type}; known types: ${PHI_TYPES.join(', ')}.`);
    if (score === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new UsageError(`--type-min-score ${pair}: expected TYPE=score with a score from 0 to 1, e.g. DOCTOR=0.8.`);
    out[type.toUpperCase()] = n;
  }
  return out;
}

export async function selectionSettings(inputs: readonly string[], options: SelectionOptions, ctx: Context): Promise<SelectionSettings> {
  let lists = new PhiLists([], []);
  if (options.lists !== false) {
    const read = await readRootLists(inputs, ctx.cwd);
    lists = read.lists;
    for (const p of read.problems) ctx.note(`warning: ${displayPath(ctx.cwd, p.source)}:${p.line}: ${p.message}`);
    if (read.files.length > 0) ctx.note(`lists: ${read.files.map((f) => displayPath(ctx.cwd, f)).join(', ')} (--no-lists to ignore them)`);
  }
  return {
    lists,
    hidden: new Set(options.hideTypes ?? []),
    minimumScoreByType: parseTypeScores(options.typeMinScore ?? []),
    ...(options.minScore !== undefined ? { minimumScore: options.minScore } : {}),
    ...(options.types ? { only: new Set(options.types) } : {}),
  };
}

/** The key of a keyed run: --key-file (its bytes, a final newline dropped) or TEXT_INFERENCE_HASH_KEY. */
export async function runKey(keyFile: string | undefined, ctx: Context): Promise<Uint8Array | undefined> {
  if (keyFile !== undefined) {
    let bytes: Buffer;
    try {
      bytes = await readFile(resolve(ctx.cwd, keyFile));
    } catch (e) {
      throw new UsageError(`--key-file ${keyFile}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}.`);
    }
    const key = bytes.subarray(0, bytes.length - (bytes.at(-1) === 10 ? (bytes.at(-2) === 13 ? 2 : 1) : 0));
    if (key.length < 16) throw new UsageError(`--key-file ${keyFile}: a key needs at least 16 bytes (e.g. openssl rand -hex 32 > ${keyFile}).`);
    return key;
  }
  const value = ctx.env[HASH_KEY_ENV];
  return value ? Buffer.from(value, 'utf8') : undefined;
}

export function parseTypeScoreOption(value: string, previous?: readonly string[]): string[] {
  if (!value.includes('=')) throw new InvalidArgumentError('expected TYPE=score, e.g. DOCTOR=0.8.');
  return [...(previous ?? []), value];
}
