// The exporter for a format.
import { csvWriter } from './csv';
import { jsonWriter, jsonlWriter } from './json';
import { sarifWriter } from './sarif';
import { textWriter } from './text';
import type { ExportFormat, ExportMeta, FindingsWriter } from './types';

export { EXPORT_FORMATS, FORMAT_EXTENSIONS, type ExportFormat, type ExportMeta, type FindingsWriter } from './types';

export function createWriter(format: ExportFormat, meta: ExportMeta): FindingsWriter {
  switch (format) {
    case 'text':
      return textWriter(meta);
    case 'json':
      return jsonWriter(meta);
    case 'jsonl':
      return jsonlWriter(meta);
    case 'csv':
      return csvWriter(meta);
    case 'sarif':
      return sarifWriter(meta);
  }
}
