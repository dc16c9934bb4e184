// Parsers of option values, for commander: a bad value is a usage error (exit 2) that says what is expected.
import { InvalidArgumentError } from 'commander';
import { PHI_TYPES } from '../deid/phi-types';

export function parseScore(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new InvalidArgumentError('expected a score from 0 to 1, e.g. 0.5.');
  return n;
}

export function parseJobs(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new InvalidArgumentError('expected a number of workers from 1 to 64.');
  return n;
}

const UNITS: Readonly<Record<string, number>> = { '': 1, b: 1, k: 1024, kb: 1024, m: 1024 ** 2, mb: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3 };

/** `5MB`, `500k`, `1048576`. */
export function parseSize(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = match ? UNITS[match[2]!.toLowerCase()] : undefined;
  if (!match || unit === undefined || Number(match[1]) <= 0) throw new InvalidArgumentError('expected a size such as 5MB, 500KB or 1048576.');
  return Math.floor(Number(match[1]) * unit);
}

/** `PATIENT,DATE` (any case) against the PHI vocabulary. */
export function parseTypes(value: string, previous?: readonly string[]): string[] {
  const known = new Set<string>(PHI_TYPES);
  const types = value.split(',').map((t) => t.trim().toUpperCase()).filter((t) => t !== '');
  const unknown = types.filter((t) => !known.has(t));
  if (unknown.length > 0) throw new InvalidArgumentError(`unknown PHI type ${unknown.join(', ')}; known types: ${PHI_TYPES.join(', ')}.`);
  return [...(previous ?? []), ...types];
}

/** A repeatable glob option (`--include a --include b`): one glob each, a comma is part of it (`*.{txt,md}`). */
export function collectGlob(value: string, previous?: readonly string[]): string[] {
  const glob = value.trim();
  return glob === '' ? [...(previous ?? [])] : [...(previous ?? []), glob];
}

/** Repeatable list option (`--send-to a --send-to b`, or `--send-to a,b`). */
export function collect(value: string, previous?: readonly string[]): string[] {
  return [...(previous ?? []), ...value.split(',').map((v) => v.trim()).filter((v) => v !== '')];
}
