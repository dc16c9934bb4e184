// Exporters turn scan events into text, piece by piece, so a scan of any size streams to a file or
// stdout without holding its findings. Each is pure (strings in, strings out) and knows nothing of
// where the text goes.
import type { ScanEvent } from '../scan';
import type { ScanSummary } from '../summary';

export const EXPORT_FORMATS = ['text', 'json', 'jsonl', 'csv', 'sarif'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportMeta {
  readonly tool: { readonly name: string; readonly version: string };
  /** 'local engine' or the service's origin. */
  readonly engine: string;
  /** Where the hash key came from: per-run hashes link values within this export only. */
  readonly hashKey: 'environment' | 'per-run';
  readonly includesText: boolean;
  /** A review scan: findings may carry `review: true` (CSV gains review and rule columns). */
  readonly review?: boolean;
  /** Findings carry the rule that found them and its explanation (--explain). */
  readonly explains?: boolean;
  /** ISO 8601. */
  readonly createdAt: string;
}

export interface FindingsWriter {
  begin(): string;
  event(event: ScanEvent): string;
  end(summary: ScanSummary): string;
}

/** The export's file extension and media type, for a save dialog or a CI upload. */
export const FORMAT_EXTENSIONS: Readonly<Record<ExportFormat, string>> = {
  text: 'txt',
  json: 'json',
  jsonl: 'jsonl',
  csv: 'csv',
  sarif: 'sarif',
};
