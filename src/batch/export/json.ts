// JSON and JSON Lines exports (schema in README.md, "Findings export"). The JSON document is written as
// it goes: its header, then one entry per file (scanned or skipped), then the summary.
import type { Finding } from '../findings';
import type { ScanEvent } from '../scan';
import type { ScanSummary } from '../summary';
import type { ExportMeta, FindingsWriter } from './types';

export const JSON_EXPORT_FORMAT = 'text-inference-findings';
export const JSON_EXPORT_VERSION = 1;

function header(meta: ExportMeta): Record<string, unknown> {
  return {
    format: JSON_EXPORT_FORMAT,
    version: JSON_EXPORT_VERSION,
    tool: meta.tool,
    engine: meta.engine,
    createdAt: meta.createdAt,
    hash: { algorithm: 'HMAC-SHA-256, first 16 hex digits', key: meta.hashKey },
    includesText: meta.includesText,
  };
}

/** A file's entry: scanned with its findings, or skipped with the reason. */
export function fileEntry(event: ScanEvent): Record<string, unknown> {
  if (event.kind === 'skip') {
    const { display, reason, detail } = event.skip;
    return { file: display, status: 'skipped', reason, ...(detail ? { detail } : {}) };
  }
  const { file, chars, findings } = event.result;
  return { file, status: 'scanned', chars, findings };
}

export function jsonWriter(meta: ExportMeta): FindingsWriter {
  let first = true;
  return {
    begin: () => `${JSON.stringify(header(meta)).slice(0, -1)},"files":[\n`,
    event(event) {
      const line = `${first ? '' : ',\n'}${JSON.stringify(fileEntry(event))}`;
      first = false;
      return line;
    },
    end: (summary: ScanSummary) => `${first ? '' : '\n'}],"summary":${JSON.stringify(summary)}}\n`,
  };
}

/** One record per line: a header, then a `finding` per finding and a `skip` per skipped file, then the summary. */
export function jsonlWriter(meta: ExportMeta): FindingsWriter {
  return {
    begin: () => `${JSON.stringify({ record: 'header', ...header(meta) })}\n`,
    event(event) {
      if (event.kind === 'skip') return `${JSON.stringify({ record: 'skip', ...fileEntry(event) })}\n`;
      return event.result.findings.map((f: Finding) => `${JSON.stringify({ record: 'finding', file: event.result.file, ...f })}\n`).join('');
    },
    end: (summary) => `${JSON.stringify({ record: 'summary', ...summary })}\n`,
  };
}
