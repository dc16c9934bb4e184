// Why a file was not scanned. Every skip is reported with its reason, so a scan that looked at fewer
// files than asked never passes as a clean one without saying so.
import { escapeControl } from './safe-text';

export type SkipReason =
  | 'binary'
  | 'invalid-utf8'
  | 'utf16'
  | 'too-large'
  | 'permission-denied'
  | 'symlink-loop'
  | 'unreadable'
  | 'not-found'
  | 'not-a-file'
  | 'engine-timeout';

/**
 * Content skips (a file that is not text we can read) are expected in any folder; I/O skips mean a file
 * that should have been checked could not be, which a CI gate must not pass as clean.
 */
export function isIoSkip(reason: SkipReason): boolean {
  return reason === 'permission-denied' || reason === 'symlink-loop' || reason === 'unreadable' || reason === 'not-found';
}

export interface Skip {
  readonly kind: 'skip';
  /** Absolute path. */
  readonly path: string;
  /** The path as shown and exported: relative to the scan's base, '/'-separated. */
  readonly display: string;
  readonly reason: SkipReason;
  /** A detail without file content (a byte offset, a size), or undefined. */
  readonly detail?: string;
}

const DESCRIPTIONS: Readonly<Record<SkipReason, string>> = {
  binary: 'binary file',
  'invalid-utf8': 'not valid UTF-8',
  utf16: 'UTF-16 text; only UTF-8 is read, convert it first',
  'too-large': 'over the size limit',
  'permission-denied': 'permission denied',
  'symlink-loop': 'symbolic link loop',
  unreadable: 'could not be read',
  'not-found': 'no such file or folder',
  'not-a-file': 'not a regular file',
  'engine-timeout': 'the engine took too long on it and was stopped',
};

/** One line for a person: `notes/a.bin: skipped (binary file)`. */
export function describeSkip(skip: Skip): string {
  const detail = skip.detail ? `, ${skip.detail}` : '';
  return `${escapeControl(skip.display)}: skipped (${DESCRIPTIONS[skip.reason]}${detail})`;
}

export function skipDescription(reason: SkipReason): string {
  return DESCRIPTIONS[reason];
}

/** The skip reason of a failed file-system call, by its errno code. */
export function reasonOfError(error: unknown): SkipReason {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission-denied';
    case 'ELOOP':
      return 'symlink-loop';
    case 'ENOENT':
    case 'ENOTDIR':
      return 'not-found';
    case 'EISDIR':
      return 'not-a-file';
    default:
      return 'unreadable';
  }
}

/**
 * Whether a failed analysis was the engine pool's per-task deadline (a pathological text): that file is
 * skipped, the run goes on. Recognised by shape through the error's causes (the client wraps the pool's
 * error), so this layer needs neither the engine nor the client.
 */
export function isEngineTimeout(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e !== null && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, reason } = e as { name?: unknown; reason?: unknown };
    if (name === 'EnginePoolError' && reason === 'timeout') return true;
  }
  return false;
}
