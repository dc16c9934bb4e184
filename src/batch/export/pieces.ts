// A file's part of an export, written a slice of findings at a time: a 100 MB note has hundreds of
// thousands of findings, and its part as one string (and the array of lines behind it) would be most of
// a gigabyte. Each piece is what the writer makes of a slice of the file's findings; for JSON the file's
// entry is opened, filled and closed by hand, byte for byte what jsonWriter writes for the whole entry.
import type { ScanEvent } from '../scan';
import type { ExportFormat, FindingsWriter } from './types';

export const FINDINGS_PER_PIECE = 2000;

export function* eventPieces(writer: FindingsWriter, format: ExportFormat, event: ScanEvent, size = FINDINGS_PER_PIECE): Generator<string> {
  if (event.kind === 'skip' || event.result.findings.length <= size) {
    yield writer.event(event);
    return;
  }
  const { file, chars, findings } = event.result;
  if (format === 'json') {
    // The writer's separator before this entry, then the entry's head without its closing brace.
    const empty = writer.event({ ...event, result: { file, chars, findings: [] } });
    yield `${empty.slice(0, -'[]}'.length)}[`;
    for (let i = 0; i < findings.length; i += size) {
      yield `${i === 0 ? '' : ','}${findings.slice(i, i + size).map((f) => JSON.stringify(f)).join(',')}`;
    }
    yield ']}';
    return;
  }
  for (let i = 0; i < findings.length; i += size) yield writer.event({ ...event, result: { file, chars, findings: findings.slice(i, i + size) } });
}
