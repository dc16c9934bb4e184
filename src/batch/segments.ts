// Reads a big file as text one segment at a time, so a 100 MB note (scanned with --max-size) is analysed
// in bounded memory: at most one segment of text (and the bytes of one read) is held, never the file.
// Segments end at a line break, so lines and columns continue across them; a line longer than the cap
// is cut anyway (never inside a surrogate pair or a \r\n). The same checks as read.ts: regular file,
// size limit, UTF-16 and binary by the first bytes, invalid UTF-8 with the offset of its first bad byte.
import { openRegularFile } from './file-type';
import { firstInvalidUtf8 } from './read';
import { formatBytes } from './walk';
import { reasonOfError, type SkipReason } from './skip';

export interface Segment {
  readonly text: string;
  /** UTF-16 offset of the segment's first character in the file's text (after any byte-order mark). */
  readonly offset: number;
  /** Line breaks before the segment (0-based line of its first character). */
  readonly line: number;
  /** Characters of that first line that lie in earlier segments (0 unless a long line was cut). */
  readonly column: number;
}

export type SegmentEvent =
  | ({ readonly kind: 'segment' } & Segment)
  | { readonly kind: 'skip'; readonly reason: SkipReason; readonly detail?: string };

export const SEGMENT_BYTES = 1024 * 1024;
const SNIFF_BYTES = 8000;

/** Line breaks in `text` and the length of its last, unfinished line (`\r\n`, `\n`, `\r` as lineStarts). */
function lineCount(text: string): { readonly breaks: number; readonly tail: number } {
  let breaks = 0;
  let lastStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      breaks++;
      lastStart = i + 1;
    }
  }
  return { breaks, tail: text.length - lastStart };
}

/** Where to end a segment of `pending`: after its last \n, else (over the cap) at a safe place, else not yet. */
function cutAt(pending: string, cap: number, final: boolean): number {
  if (final) return pending.length;
  const newline = pending.lastIndexOf('\n');
  if (newline >= 0) return newline + 1;
  if (pending.length < cap) return 0;
  let at = pending.length;
  const prev = pending.charCodeAt(at - 1);
  if ((prev >= 0xd800 && prev <= 0xdbff) || prev === 13) at--;
  return at;
}

export async function* readTextSegments(path: string, maxBytes: number, segmentBytes = SEGMENT_BYTES): AsyncGenerator<SegmentEvent> {
  const opened = await openRegularFile(path);
  if (opened.kind === 'skip') {
    yield opened;
    return;
  }
  const { handle } = opened;
  try {
    if (opened.size > maxBytes) {
      yield { kind: 'skip', reason: 'too-large', detail: `${formatBytes(opened.size)} > ${formatBytes(maxBytes)}` };
      return;
    }
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    const buffer = Buffer.alloc(segmentBytes);
    let position = 0;
    let pending = '';
    let offset = 0;
    let line = 0;
    let column = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, segmentBytes, position);
      const bytes = buffer.subarray(0, bytesRead);
      if (position === 0) {
        if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
          yield { kind: 'skip', reason: 'utf16' };
          return;
        }
        if (bytes.subarray(0, SNIFF_BYTES).includes(0)) {
          yield { kind: 'skip', reason: 'binary' };
          return;
        }
      }
      if (position + bytesRead > maxBytes) {
        yield { kind: 'skip', reason: 'too-large', detail: `${formatBytes(position + bytesRead)} > ${formatBytes(maxBytes)} (it grew)` };
        return;
      }
      const bom = position === 0 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
      const final = bytesRead === 0;
      try {
        pending += decoder.decode(bom ? bytes.subarray(3) : bytes, { stream: !final });
      } catch {
        const at = firstInvalidUtf8(bytes);
        yield { kind: 'skip', reason: 'invalid-utf8', ...(at >= 0 ? { detail: `first bad byte at offset ${position + at}` } : {}) };
        return;
      }
      position += bytesRead;
      const cut = cutAt(pending, 4 * segmentBytes, final);
      if (cut > 0) {
        const text = pending.slice(0, cut);
        pending = pending.slice(cut);
        yield { kind: 'segment', text, offset, line, column };
        const counted = lineCount(text);
        offset += text.length;
        line += counted.breaks;
        column = counted.breaks === 0 ? column + counted.tail : counted.tail;
      }
      if (final) return;
    }
  } catch (e) {
    yield { kind: 'skip', reason: reasonOfError(e) };
  } finally {
    await handle.close();
  }
}
