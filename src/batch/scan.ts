// A folder scan: the walk's files read and analysed for PHI a few at a time, results in walk order.
// Works with any client (the local engine's pool or a remote service, whose client keeps the budgets),
// and holds only the files in flight: each result is handed on (to the view, an exporter) and dropped.
// A big file is read and analysed a segment at a time, so its text is never held whole.
import type { PhiItem, PhiResult } from '../api/results';
import { keepItem, toFindings, type FileFindings, type Finding, type FindingFilter, type TextHasher } from './findings';
import { mapInOrder } from './ordered';
import { readTextFile } from './read';
import { readTextSegments, SEGMENT_BYTES, type Segment } from './segments';
import { isEngineTimeout, type Skip, type SkipReason } from './skip';
import type { FileEntry, WalkEntry } from './walk';

/** What a scan needs of a client. */
export interface PhiAnalyser {
  identifyPhi(text: string, options?: { readonly signal?: AbortSignal; readonly explain?: boolean }): Promise<PhiResult>;
}

export type ScanEvent =
  | { readonly kind: 'file'; readonly entry: FileEntry; readonly result: FileFindings }
  | { readonly kind: 'skip'; readonly skip: Skip };

export interface ScanOptions {
  /** Files analysed at once: a few more than the engine's workers keeps them all busy. */
  readonly concurrency: number;
  readonly maxBytes: number;
  readonly filter: FindingFilter;
  readonly hash: TextHasher;
  /** Keep each finding's PHI text: only for an export the user asked to hold it. */
  readonly includeText: boolean;
  /** Add the rule that found each finding and its explanation (--explain). */
  readonly explain?: boolean;
  readonly signal?: AbortSignal;
  /** Bytes per segment of a big file (default SEGMENT_BYTES); files over twice this are segmented. */
  readonly segmentBytes?: number;
}

const skipOf = (entry: FileEntry, reason: SkipReason, detail?: string): ScanEvent => ({
  kind: 'skip',
  skip: { kind: 'skip', path: entry.path, display: entry.display, reason, ...(detail ? { detail } : {}) },
});

/** A segment's findings as positions in the whole file. */
function shifted(findings: readonly Finding[], segment: Segment): Finding[] {
  return findings.map((f) => ({
    ...f,
    offset: f.offset + segment.offset,
    line: f.line + segment.line,
    column: f.line === 1 ? f.column + segment.column : f.column,
    endLine: f.endLine + segment.line,
    endColumn: f.endLine === 1 ? f.endColumn + segment.column : f.endColumn,
  }));
}

async function scanSegmented(entry: FileEntry, analyser: PhiAnalyser, options: ScanOptions, signal: AbortSignal): Promise<ScanEvent> {
  const findings: Finding[] = [];
  let chars = 0;
  for await (const event of readTextSegments(entry.path, options.maxBytes, options.segmentBytes ?? SEGMENT_BYTES)) {
    // A file that turns out unreadable part way is a skip: its earlier findings are not a scan of it.
    if (event.kind === 'skip') return skipOf(entry, event.reason, event.detail);
    chars = event.offset + event.text.length;
    if (event.text.trim() === '') continue;
    const items = (await analyser.identifyPhi(event.text, { signal, explain: options.explain === true })).items.filter((item) => keepItem(item, options.filter));
    for (const f of shifted(toFindings(event.text, items, options.hash, options.includeText, options.explain === true, options.filter.minScore), event)) findings.push(f);
  }
  return { kind: 'file', entry, result: { file: entry.display, chars, findings } };
}

export async function scanFile(entry: FileEntry, analyser: PhiAnalyser, options: ScanOptions, signal: AbortSignal): Promise<ScanEvent> {
  if (entry.size > 2 * (options.segmentBytes ?? SEGMENT_BYTES)) {
    try {
      return await scanSegmented(entry, analyser, options, signal);
    } catch (e) {
      if (!isEngineTimeout(e) || signal.aborted) throw e;
      return skipOf(entry, 'engine-timeout');
    }
  }
  const read = await readTextFile(entry.path, options.maxBytes);
  if (read.kind === 'skip') {
    return { kind: 'skip', skip: { kind: 'skip', path: entry.path, display: entry.display, reason: read.reason, ...(read.detail ? { detail: read.detail } : {}) } };
  }
  const { text } = read;
  // An empty or blank file has nothing to find and is not worth a call (the service refuses empty input).
  let items: readonly PhiItem[];
  try {
    items = text.trim() === '' ? [] : (await analyser.identifyPhi(text, { signal, explain: options.explain === true })).items;
  } catch (e) {
    if (!isEngineTimeout(e) || signal.aborted) throw e;
    return { kind: 'skip', skip: { kind: 'skip', path: entry.path, display: entry.display, reason: 'engine-timeout' } };
  }
  const kept = items.filter((item) => keepItem(item, options.filter));
  return { kind: 'file', entry, result: { file: entry.display, chars: text.length, findings: toFindings(text, kept, options.hash, options.includeText, options.explain === true, options.filter.minScore) } };
}

export function scanEntries(entries: Iterable<WalkEntry>, analyser: PhiAnalyser, options: ScanOptions): AsyncGenerator<ScanEvent> {
  return mapInOrder(
    entries,
    (entry, signal) => (entry.kind === 'skip' ? Promise.resolve<ScanEvent>({ kind: 'skip', skip: entry }) : scanFile(entry, analyser, options, signal)),
    options.concurrency,
    options.signal,
  );
}
