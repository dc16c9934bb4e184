// Exit codes and the one-line error a person sees: no stack trace unless --debug, never text or secrets.
import { isInferenceError } from '../api/errors';
import { OutputFolderError } from '../batch/redact-copy';

/** 4: with --fail-on-phi, not everything asked for could be scanned. 129/130/143: SIGHUP/SIGINT/SIGTERM. */
export const EXIT = { ok: 0, phiFound: 1, usage: 2, failure: 3, notAllScanned: 4, hangup: 129, interrupted: 130, terminated: 143 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A bad flag, value or combination: exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A file or folder that cannot be used, or a service failure: exit 3. */
export class FailureError extends Error {
  override readonly name = 'FailureError';
}

const ERRNO_TEXT: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOENT: 'no such file or folder',
  ENOTDIR: 'not a folder',
  EISDIR: 'is a folder',
  ELOOP: 'symbolic link loop',
  ENOSPC: 'no space left on the device',
  EROFS: 'read-only file system',
  EEXIST: 'already exists',
  EMFILE: 'too many open files',
};

/** `notes/a.txt: permission denied` for a failed file-system call, else undefined. */
export function describeErrno(error: unknown): string | undefined {
  const e = error as NodeJS.ErrnoException | undefined;
  if (!e || typeof e.code !== 'string' || !(e.code in ERRNO_TEXT)) return undefined;
  const what = ERRNO_TEXT[e.code]!;
  return e.path ? `${e.path}: ${what}` : what;
}

export function exitCodeOf(error: unknown): ExitCode {
  if (error instanceof UsageError || error instanceof OutputFolderError) return EXIT.usage;
  if ((error as { name?: string } | undefined)?.name === 'CancelledError' || (error as { name?: string } | undefined)?.name === 'AbortError') {
    return EXIT.interrupted;
  }
  return EXIT.failure;
}

export function errorLine(error: unknown): string {
  const errno = describeErrno(error);
  if (errno) return errno;
  if (isInferenceError(error)) return `${error.message}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
