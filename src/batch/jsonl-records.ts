// Reads JSON Lines of text records, `{"id": ..., "text": "..."}` one a line, as a stream (a line at a time, so
// a file of any size or a pipe works). A line that is not such a record is an error record with its line
// number, never a silent drop: a pipeline keeps one output per input line and can see what failed. Blank
// lines are no records. Extra fields are ignored. (A small reader of our own; `redact --jsonl` may share one.)
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export type RecordId = string | number;

export type TextRecordLine =
  | { readonly kind: 'record'; readonly line: number; readonly id: RecordId; readonly text: string }
  | { readonly kind: 'error'; readonly line: number; readonly id: RecordId | null; readonly error: string };

/** One line's record or the reason it is none. */
export function parseRecordLine(raw: string, line: number, maxBytes: number): TextRecordLine | undefined {
  if (raw.trim() === '') return undefined;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes) return { kind: 'error', line, id: null, error: `line ${line} is over the size limit of ${maxBytes} bytes (raise it with --max-size)` };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'error', line, id: null, error: `line ${line} is not JSON` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'error', line, id: null, error: `line ${line} is not a JSON object` };
  const { id, text } = value as { id?: unknown; text?: unknown };
  const validId = typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
  if (validId === null) return { kind: 'error', line, id: null, error: `line ${line} has no "id" (a string or a number)` };
  if (typeof text !== 'string') return { kind: 'error', line, id: validId, error: `line ${line} has no "text" string` };
  return { kind: 'record', line, id: validId, text };
}

export async function* readTextRecords(input: Readable, maxBytes: number): AsyncGenerator<TextRecordLine> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  let first = true;
  for await (const raw of lines) {
    line++;
    // A byte-order mark at the very start is no part of the first record.
    const text = first && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
    first = false;
    const parsed = parseRecordLine(text, line, maxBytes);
    if (parsed) yield parsed;
  }
}
