// `concepts --jsonl`: text records in, one record of concepts per record out, in input order. Records are
// read and analysed in small batches (a few per engine worker), so memory stays bounded however long the
// stream, and output keeps pace with input.
import type { ConceptRow } from './concept-rows';
import { conceptsOfText, type ConceptAnalyser } from './concepts-scan';
import { mapInOrder } from './ordered';
import type { RecordId, TextRecordLine } from './jsonl-records';

export type ConceptRecordOut =
  | { readonly id: RecordId; readonly chars: number; readonly concepts: readonly ConceptRow[] }
  | { readonly id: RecordId | null; readonly line: number; readonly error: string };

export interface ConceptRecordOptions {
  readonly concurrency: number;
  readonly ontologies: boolean;
  readonly minScore: number;
  readonly signal?: AbortSignal;
}

async function analyse(item: TextRecordLine, analyser: ConceptAnalyser, options: ConceptRecordOptions, signal: AbortSignal): Promise<ConceptRecordOut> {
  if (item.kind === 'error') return { id: item.id, line: item.line, error: item.error };
  return { id: item.id, chars: item.text.length, concepts: await conceptsOfText(item.text, analyser, options, signal) };
}

export async function* conceptRecords(input: AsyncIterable<TextRecordLine>, analyser: ConceptAnalyser, options: ConceptRecordOptions): AsyncGenerator<ConceptRecordOut> {
  const batchSize = Math.max(1, options.concurrency) * 4;
  let batch: TextRecordLine[] = [];
  const flush = (items: readonly TextRecordLine[]): AsyncGenerator<ConceptRecordOut> => mapInOrder(items, (item, signal) => analyse(item, analyser, options, signal), options.concurrency, options.signal);
  for await (const item of input) {
    batch.push(item);
    if (batch.length >= batchSize) {
      yield* flush(batch);
      batch = [];
    }
  }
  if (batch.length > 0) yield* flush(batch);
}
