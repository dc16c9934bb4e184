// Opens a file for reading only if it is a regular file, without ever blocking: a FIFO's open() waits
// for a writer, forever if none comes (a note swapped for a pipe mid-scan, `concepts f.txt` on a FIFO),
// so the file is opened non-blocking and its type checked on the open handle (no race with a swap
// between a stat and the open). FIFOs, sockets and devices become the skip reason `not-a-file`.
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { reasonOfError, type SkipReason } from './skip';

/** O_NONBLOCK where the platform has it (not on Windows, which has no FIFOs in the file system). */
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

export type Opened =
  | { readonly kind: 'file'; readonly handle: FileHandle; readonly size: number }
  | { readonly kind: 'skip'; readonly reason: SkipReason };

export async function openRegularFile(path: string): Promise<Opened> {
  let handle: FileHandle;
  try {
    handle = await open(path, READ_FLAGS);
  } catch (e) {
    // ENXIO: a FIFO opened non-blocking for writing, or a socket: not a file either way.
    return { kind: 'skip', reason: (e as NodeJS.ErrnoException).code === 'ENXIO' ? 'not-a-file' : reasonOfError(e) };
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { kind: 'file', handle, size: stats.size };
    await handle.close();
    return { kind: 'skip', reason: 'not-a-file' };
  } catch (e) {
    await handle.close();
    return { kind: 'skip', reason: reasonOfError(e) };
  }
}
