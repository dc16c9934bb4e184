// `text-inference redact --jsonl -`: JSON Lines in, JSON Lines out, one line per line and in order, with
// memory bounded by a window of records in flight (stdin is not read further until the oldest is written).
// Each record `{"id": ..., "text": ...}` is written back with only its text field redacted (field names
// settable; an optional patient field shifts that record's dates by the patient's offset). A line that is
// not a JSON object with a string text field is reported with its line number on stderr: the run stops
// with exit 2 before writing it, or with --keep-bad-lines writes it unchanged and goes on. With a key
// (TEXT_INFERENCE_HASH_KEY or --key-file) every record's output depends only on the key and the record,
// so shards redacted by separate processes (GNU parallel --pipe, Spark's RDD.pipe) join up exactly.
import type { PhiAnalyser } from '../../batch/scan';
import type { StrategyRedactor } from '../../batch/redactor';
import type { Context } from '../context';
import { EXIT, FailureError, type ExitCode } from '../errors';
import type { Sink } from '../io';

export interface JsonlOptions {
  readonly idField: string;
  readonly textField: string;
  readonly patientField?: string;
  readonly keepBadLines: boolean;
  /** Records analysed at once. */
  readonly window: number;
  /** The longest line accepted, in bytes. */
  readonly maxLineBytes: number;
}

interface Outcome {
  readonly line: number;
  /** The line to write, or the reason it is bad. */
  readonly out?: string;
  readonly bad?: string;
  readonly replaced: number;
}

type Parsed = { readonly record: Record<string, unknown>; readonly text: string; readonly patient: string | undefined } | { readonly bad: string } | { readonly blank: true };

function parse(line: string, options: JsonlOptions): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (e) {
    return { bad: `not valid JSON (${(e as Error).message})` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { bad: 'not a JSON object' };
  const record = value as Record<string, unknown>;
  const text = record[options.textField];
  if (typeof text !== 'string') return { bad: `no string field "${options.textField}"${typeof text === 'undefined' ? '' : ` (it is ${text === null ? 'null' : typeof text})`}` };
  const p = options.patientField !== undefined ? record[options.patientField] : undefined;
  return { record, text, patient: typeof p === 'string' || typeof p === 'number' ? String(p) : undefined };
}

/** Lines of a byte stream, each decoded as UTF-8 (a line is never split inside a character). */
async function* lines(input: AsyncIterable<Buffer> | Iterable<Buffer>, maxLineBytes: number): AsyncGenerator<string> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of input) {
    let buffer = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let at = buffer.indexOf(10);
    while (at >= 0) {
      yield buffer.subarray(0, at).toString('utf8').replace(/\r$/, '');
      buffer = buffer.subarray(at + 1);
      at = buffer.indexOf(10);
    }
    if (buffer.length > maxLineBytes) throw new FailureError(`a line of standard input is over ${maxLineBytes} bytes (raise it with --max-size).`);
    rest = Buffer.from(buffer);
  }
  if (rest.length > 0) yield rest.toString('utf8').replace(/\r$/, '');
}

export async function redactJsonl(input: AsyncIterable<Buffer> | Iterable<Buffer>, sink: Sink, analyser: PhiAnalyser, redactor: StrategyRedactor, options: JsonlOptions, ctx: Context): Promise<ExitCode> {
  const inFlight: { line: number; parsed: Parsed; items: Promise<Awaited<ReturnType<PhiAnalyser['identifyPhi']>>['items'] | undefined> }[] = [];
  let records = 0;
  let replaced = 0;
  let badLines = 0;

  /** Writes the oldest record (redacted in input order, so a run's numbering never depends on timing). */
  const writeOldest = async (): Promise<Outcome> => {
    const next = inFlight.shift()!;
    const items = await next.items;
    if ('bad' in next.parsed) return { line: next.line, bad: next.parsed.bad, replaced: 0 };
    // A blank line stays a blank line: one line in, one line out.
    if ('blank' in next.parsed) return { line: next.line, out: '', replaced: 0 };
    const { record, text, patient } = next.parsed;
    const redaction = redactor.redactFor(text, items ?? [], patient);
    return { line: next.line, out: JSON.stringify({ ...record, [options.textField]: redaction.text }), replaced: redaction.replaced.length };
  };
  const flush = async (raw: Map<number, string>): Promise<ExitCode | undefined> => {
    const outcome = await writeOldest();
    const original = raw.get(outcome.line) ?? '';
    raw.delete(outcome.line);
    if (outcome.bad !== undefined) {
      badLines++;
      process.stderr.write(`text-inference: line ${outcome.line}: ${outcome.bad}${options.keepBadLines ? '; written unchanged (--keep-bad-lines)' : ''}\n`);
      if (!options.keepBadLines) return EXIT.usage;
      await sink.write(`${original}\n`);
      return undefined;
    }
    if (original.trim() !== '') records++;
    replaced += outcome.replaced;
    await sink.write(`${outcome.out}\n`);
    return undefined;
  };

  const raw = new Map<number, string>();
  let lineNo = 0;
  for await (const text of lines(input, options.maxLineBytes)) {
    lineNo++;
    const line = lineNo === 1 ? text.replace(/^\uFEFF/, '') : text;
    const parsed: Parsed = line.trim() === '' ? { blank: true } : parse(line, options);
    raw.set(lineNo, line);
    const items = !('text' in parsed) || parsed.text.trim() === '' ? Promise.resolve([]) : analyser.identifyPhi(parsed.text, { signal: ctx.signal }).then((r) => r.items);
    // A failure is reported when its record's turn comes; until then it must not be an unhandled rejection.
    items.catch(() => undefined);
    inFlight.push({ line: lineNo, parsed, items });
    if (inFlight.length >= options.window) {
      const stop = await flush(raw);
      if (stop !== undefined) return stop;
    }
  }
  while (inFlight.length > 0) {
    const stop = await flush(raw);
    if (stop !== undefined) return stop;
  }
  ctx.note(`${records} record${records === 1 ? '' : 's'} redacted, ${replaced} item${replaced === 1 ? '' : 's'} replaced${badLines > 0 ? `, ${badLines} bad line${badLines === 1 ? '' : 's'} kept` : ''}`);
  return EXIT.ok;
}
