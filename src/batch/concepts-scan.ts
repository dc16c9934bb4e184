// Concept extraction over a walk's files: read a few at a time, analysed by any client (the local engine's
// pool or a remote service), results in walk order, each handed on and dropped. Assertion comes with the
// client's structure results (src/api/concept-context.ts runs src/nlp's classifier for every client).
import type { StructureResult } from '../api/results';
import { toConceptRows, type ConceptRow } from './concept-rows';
import { mapInOrder } from './ordered';
import { readTextFile } from './read';
import { isIoSkip, type Skip, type SkipReason } from './skip';
import type { FileEntry, WalkEntry } from './walk';

/** What concept extraction needs of a client. */
export interface ConceptAnalyser {
  structure(text: string, options?: { readonly signal?: AbortSignal }): Promise<StructureResult>;
  structureOntologies(text: string, options?: { readonly signal?: AbortSignal }): Promise<StructureResult>;
}

export interface FileConcepts {
  readonly file: string;
  readonly chars: number;
  readonly concepts: readonly ConceptRow[];
}

export type ConceptEvent = { readonly kind: 'file'; readonly entry: FileEntry; readonly result: FileConcepts } | { readonly kind: 'skip'; readonly skip: Skip };

export interface ConceptScanOptions {
  readonly concurrency: number;
  readonly maxBytes: number;
  readonly ontologies: boolean;
  readonly minScore: number;
  readonly signal?: AbortSignal;
}

/** The concepts of one text (an empty or blank text costs no call: the service refuses empty input). */
export async function conceptsOfText(text: string, analyser: ConceptAnalyser, options: Pick<ConceptScanOptions, 'ontologies' | 'minScore'>, signal?: AbortSignal): Promise<ConceptRow[]> {
  if (text.trim() === '') return [];
  const result = options.ontologies ? await analyser.structureOntologies(text, { signal }) : await analyser.structure(text, { signal });
  return toConceptRows(text, result.concepts, options);
}

export async function conceptsOfFile(entry: FileEntry, analyser: ConceptAnalyser, options: ConceptScanOptions, signal: AbortSignal): Promise<ConceptEvent> {
  const read = await readTextFile(entry.path, options.maxBytes);
  if (read.kind === 'skip') {
    return { kind: 'skip', skip: { kind: 'skip', path: entry.path, display: entry.display, reason: read.reason, ...(read.detail ? { detail: read.detail } : {}) } };
  }
  const concepts = await conceptsOfText(read.text, analyser, options, signal);
  return { kind: 'file', entry, result: { file: entry.display, chars: read.text.length, concepts } };
}

export function conceptEntries(entries: Iterable<WalkEntry>, analyser: ConceptAnalyser, options: ConceptScanOptions): AsyncGenerator<ConceptEvent> {
  return mapInOrder(
    entries,
    (entry, signal) => (entry.kind === 'skip' ? Promise.resolve<ConceptEvent>({ kind: 'skip', skip: entry }) : conceptsOfFile(entry, analyser, options, signal)),
    options.concurrency,
    options.signal,
  );
}

export interface ConceptSummary {
  readonly filesScanned: number;
  readonly filesWithConcepts: number;
  readonly concepts: number;
  readonly byStatus: Readonly<Record<string, number>>;
  readonly byType: Readonly<Record<string, number>>;
  readonly skipped: number;
  readonly skippedByReason: Readonly<Partial<Record<SkipReason, number>>>;
  /** Skips that mean a file could not be read (permission, link loop, unreadable, missing). */
  readonly ioErrors: number;
  readonly chars: number;
}

/** The totals of a run, kept as events pass (nothing else is retained). */
export class ConceptSummaryBuilder {
  private filesScanned = 0;
  private filesWithConcepts = 0;
  private concepts = 0;
  private chars = 0;
  private skipped = 0;
  private ioErrors = 0;
  private readonly byStatus = new Map<string, number>();
  private readonly byType = new Map<string, number>();
  private readonly byReason = new Map<SkipReason, number>();

  add(event: ConceptEvent): void {
    if (event.kind === 'skip') {
      this.skipped++;
      this.byReason.set(event.skip.reason, (this.byReason.get(event.skip.reason) ?? 0) + 1);
      if (isIoSkip(event.skip.reason)) this.ioErrors++;
      return;
    }
    this.addText(event.result.chars, event.result.concepts);
  }

  /** A text that is not a file (a JSON Lines record). */
  addText(chars: number, concepts: readonly ConceptRow[]): void {
    this.filesScanned++;
    this.chars += chars;
    if (concepts.length > 0) this.filesWithConcepts++;
    this.concepts += concepts.length;
    for (const c of concepts) {
      this.byStatus.set(c.assertion.status, (this.byStatus.get(c.assertion.status) ?? 0) + 1);
      this.byType.set(c.type, (this.byType.get(c.type) ?? 0) + 1);
    }
  }

  build(): ConceptSummary {
    const sorted = <K extends string>(m: Map<K, number>): Record<K, number> =>
      Object.fromEntries([...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) as Record<K, number>;
    return {
      filesScanned: this.filesScanned,
      filesWithConcepts: this.filesWithConcepts,
      concepts: this.concepts,
      byStatus: sorted(this.byStatus),
      byType: sorted(this.byType),
      skipped: this.skipped,
      skippedByReason: sorted(this.byReason),
      ioErrors: this.ioErrors,
      chars: this.chars,
    };
  }
}
