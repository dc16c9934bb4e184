// A folder scan: the walk's files read and analysed for PHI a few at a time, results in walk order.
// Works with any client (the local engine's pool or a remote service, whose client keeps the budgets),
// and holds only the files in flight: each result is handed on (to the view, an exporter) and dropped.
import type { PhiResult } from '../api/results';
import { keepItem, toFindings, type FileFindings, type FindingFilter, type TextHasher } from './findings';
import { mapInOrder } from './ordered';
import { readTextFile } from './read';
import type { Skip } from './skip';
import type { FileEntry, WalkEntry } from './walk';

/** What a scan needs of a client. */
export interface PhiAnalyser {
  identifyPhi(text: string, options?: { readonly signal?: AbortSignal }): Promise<PhiResult>;
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
}

export async function scanFile(entry: FileEntry, analyser: PhiAnalyser, options: ScanOptions, signal: AbortSignal): Promise<ScanEvent> {
  const read = await readTextFile(entry.path, options.maxBytes);
  if (read.kind === 'skip') {
    return { kind: 'skip', skip: { kind: 'skip', path: entry.path, display: entry.display, reason: read.reason, ...(read.detail ? { detail: read.detail } : {}) } };
  }
  const { text } = read;
  // An empty or blank file has nothing to find and is not worth a call (the service refuses empty input).
  const items = text.trim() === '' ? [] : (await analyser.identifyPhi(text, { signal })).items;
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
