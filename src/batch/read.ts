// Reads one file as text for a scan: UTF-8 only (a byte-order mark is dropped and remembered so a
// redacted copy keeps it), binary files and UTF-16 recognised by their first bytes, invalid UTF-8 named
// with the offset of its first bad byte. The size is checked again on the open file (it may have grown
// since the walk).
import { openRegularFile } from './file-type';
import { formatBytes } from './walk';
import { reasonOfError, type SkipReason } from './skip';

export type ReadResult =
  | { readonly kind: 'text'; readonly text: string; readonly bom: boolean }
  | { readonly kind: 'skip'; readonly reason: SkipReason; readonly detail?: string };

/** git's heuristic: a NUL byte in the first 8000 bytes means binary. */
const SNIFF_BYTES = 8000;

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let need: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

export function decodeText(bytes: Uint8Array): ReadResult {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return { kind: 'skip', reason: 'utf16' };
  if (bytes.subarray(0, SNIFF_BYTES).includes(0)) return { kind: 'skip', reason: 'binary' };
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    return { kind: 'text', text: decoder.decode(bom ? bytes.subarray(3) : bytes), bom };
  } catch {
    const at = firstInvalidUtf8(bytes);
    return { kind: 'skip', reason: 'invalid-utf8', ...(at >= 0 ? { detail: `first bad byte at offset ${at}` } : {}) };
  }
}

export async function readTextFile(path: string, maxBytes: number): Promise<ReadResult> {
  const opened = await openRegularFile(path);
  if (opened.kind === 'skip') return opened;
  const { handle } = opened;
  try {
    const stats = await handle.stat();
    if (stats.size > maxBytes) return { kind: 'skip', reason: 'too-large', detail: `${formatBytes(stats.size)} > ${formatBytes(maxBytes)}` };
    const bytes = await handle.readFile();
    if (bytes.length > maxBytes) return { kind: 'skip', reason: 'too-large', detail: `${formatBytes(bytes.length)} > ${formatBytes(maxBytes)}` };
    return decodeText(bytes);
  } catch (e) {
    return { kind: 'skip', reason: reasonOfError(e) };
  } finally {
    await handle.close();
  }
}
