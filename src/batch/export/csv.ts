// CSV export (RFC 4180): one row per finding. A cell that a spreadsheet would run as a formula
// (starting with =, +, -, @, tab or carriage return) is prefixed with an apostrophe: file names and, when
// included, PHI text come from the files scanned and must not become formulas.
import { describeCue, describeDictionary } from '../../deid/phi-evidence';
import type { ScanEvent } from '../scan';
import type { ExportMeta, FindingsWriter } from './types';

const COLUMNS = ['file', 'line', 'column', 'end_line', 'end_column', 'offset', 'length', 'type', 'category', 'score', 'hash'] as const;

export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvWriter(meta: ExportMeta): FindingsWriter {
  const columns: readonly string[] = [...COLUMNS, ...(meta.review ? (meta.explains === true ? ['review'] : ['review', 'rule']) : []), ...(meta.includesText ? ['text'] : []), ...(meta.explains === true ? ['rule', 'explanation', 'cue', 'dictionary'] : [])];
  return {
    begin: () => `${columns.join(',')}\r\n`,
    event(event: ScanEvent) {
      if (event.kind === 'skip') return '';
      const { file } = event.result;
      return event.result.findings
        .map((f) => {
          const cells = [file, f.line, f.column, f.endLine, f.endColumn, f.offset, f.length, f.type, f.category, f.score, f.hash];
          if (meta.review) cells.push(f.review ? 'true' : 'false', ...(meta.explains === true ? [] : [f.review ? f.rule : undefined]));
          if (meta.includesText) cells.push(f.text);
          if (meta.explains === true) {
            cells.push(f.rule, f.explanation, f.evidence && describeCue(f.evidence.cue), f.evidence && describeDictionary(f.evidence));
          }
          return `${cells.map(csvCell).join(',')}\r\n`;
        })
        .join('');
    },
    end: () => '',
  };
}
