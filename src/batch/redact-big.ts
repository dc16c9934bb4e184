// A big file's redacted copy, segment by segment (segments.ts): each segment analysed, redacted with the
// run's one Redactor (so replacements stay consistent with every other file) and appended to a temporary
// file that is renamed into place at the end. Memory holds one segment, never the file. A file that turns
// out unreadable part way is a skip, and its temporary is removed.
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Redactor } from './redact-copy';
import type { PhiAnalyser } from './scan';
import { openRegularFile } from './file-type';
import { readTextSegments } from './segments';
import { isEngineTimeout, type SkipReason } from './skip';

export type BigRedaction =
  | { readonly kind: 'file'; readonly replaced: readonly { readonly type: string }[] }
  | { readonly kind: 'skip'; readonly reason: SkipReason; readonly detail?: string };

export async function redactSegmented(
  path: string,
  target: string,
  analyser: PhiAnalyser,
  redactor: Redactor,
  options: { readonly maxBytes: number; readonly segmentBytes?: number; readonly signal?: AbortSignal },
): Promise<BigRedaction> {
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o600);
  const replaced: { readonly type: string }[] = [];
  let closed = false;
  try {
    let first = true;
    for await (const event of readTextSegments(path, options.maxBytes, options.segmentBytes)) {
      if (event.kind === 'skip') return event;
      options.signal?.throwIfAborted();
      let items;
      try {
        items = event.text.trim() === '' ? [] : (await analyser.identifyPhi(event.text, options.signal ? { signal: options.signal } : {})).items;
      } catch (e) {
        if (!isEngineTimeout(e) || options.signal?.aborted) throw e;
        return { kind: 'skip', reason: 'engine-timeout' };
      }
      const redaction = redactor.redact(event.text, items);
      // The original's byte-order mark is kept (the segments are read without it).
      if (first && (await startsWithBom(path))) await handle.write('\uFEFF');
      first = false;
      await handle.write(redaction.text);
      for (const r of redaction.replaced) replaced.push({ type: r.type });
    }
    await handle.close();
    closed = true;
    options.signal?.throwIfAborted();
    await rename(temp, target);
    return { kind: 'file', replaced };
  } finally {
    if (!closed) await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
  }
}

async function startsWithBom(path: string): Promise<boolean> {
  const opened = await openRegularFile(path);
  if (opened.kind === 'skip') return false;
  const { handle } = opened;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(3), 0, 3, 0);
    return bytesRead === 3 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
  } finally {
    await handle.close();
  }
}
