// Where output goes: stdout (with back-pressure, and quiet on a closed pipe such as `| head`) or a file
// written through a temporary name and renamed at the end, so an interrupted export leaves no partial file.
import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { decodeText } from '../batch/read';
import { FailureError } from './errors';

export interface Sink {
  write(text: string): Promise<void>;
  /** Makes the output final (a file is renamed into place). */
  close(): Promise<void>;
  /** Drops the output (a file's temporary is removed). */
  abandon(): Promise<void>;
}

function writeTo(stream: Writable, text: string): Promise<void> {
  if (text === '') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const ok = stream.write(text, (error) => (error ? reject(error) : undefined));
    if (ok) resolve();
    else stream.once('drain', resolve);
  });
}

export function stdoutSink(): Sink {
  return { write: (text) => writeTo(process.stdout, text), close: () => Promise.resolve(), abandon: () => Promise.resolve() };
}

export function fileSink(path: string): Sink {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  const stream: WriteStream = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => undefined);
  const finish = (): Promise<void> => new Promise((resolve, reject) => stream.end((e?: Error | null) => (e ? reject(e) : resolve())));
  return {
    write: (text) => Promise.race([writeTo(stream, text), failed]),
    async close() {
      await Promise.race([finish(), failed]);
      await rename(temp, path);
    },
    async abandon() {
      stream.destroy();
      await rm(temp, { force: true });
    },
  };
}

/** All of stdin as text, refused over `maxBytes` or when not valid UTF-8. */
export async function readStdin(maxBytes: number): Promise<{ text: string; bom: boolean }> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new FailureError(`standard input is over the size limit of ${maxBytes} bytes (raise it with --max-size).`);
    parts.push(chunk);
  }
  const read = decodeText(Buffer.concat(parts));
  if (read.kind === 'skip') {
    const why = read.reason === 'binary' ? 'is binary' : read.reason === 'utf16' ? 'is UTF-16; only UTF-8 is read' : `is not valid UTF-8${read.detail ? ` (${read.detail})` : ''}`;
    throw new FailureError(`standard input ${why}.`);
  }
  return { text: read.text, bom: read.bom };
}
