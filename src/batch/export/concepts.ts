// Exporters of concept extraction (`text-inference concepts`, and the Folder Scan's Export Findings with
// concepts), piece by piece like the findings exporters so a run of any size streams. Schema: the JSON Lines
// records `header`, `concept` (one per mention), `skip` (one per file not read) and `summary`; the JSON
// document holds the header, `files` (each scanned with its concepts, or skipped with the reason) and the
// summary. CSV has one row per mention; the text format one `file:line:column` line per mention.
import { codesLine, type ConceptRow } from '../concept-rows';
import type { ConceptEvent, ConceptSummary } from '../concepts-scan';
import { formatCount } from '../summary';
import { csvCell } from './csv';

export const CONCEPT_FORMATS = ['text', 'json', 'jsonl', 'csv'] as const;
export type ConceptFormat = (typeof CONCEPT_FORMATS)[number];

export const CONCEPTS_EXPORT_FORMAT = 'text-inference-concepts';
export const CONCEPTS_EXPORT_VERSION = 1;

export interface ConceptExportMeta {
  readonly tool: { readonly name: string; readonly version: string };
  readonly engine: string;
  readonly model: 'structure' | 'structure-ontologies';
  /** ISO 8601. */
  readonly createdAt: string;
}

export interface ConceptsWriter {
  begin(): string;
  event(event: ConceptEvent): string;
  end(summary: ConceptSummary): string;
}

function header(meta: ConceptExportMeta): Record<string, unknown> {
  return { format: CONCEPTS_EXPORT_FORMAT, version: CONCEPTS_EXPORT_VERSION, tool: meta.tool, engine: meta.engine, model: meta.model, createdAt: meta.createdAt };
}

function skipEntry(event: Extract<ConceptEvent, { kind: 'skip' }>): Record<string, unknown> {
  const { display, reason, detail } = event.skip;
  return { file: display, status: 'skipped', reason, ...(detail ? { detail } : {}) };
}

function jsonWriter(meta: ConceptExportMeta): ConceptsWriter {
  let first = true;
  return {
    begin: () => `${JSON.stringify(header(meta)).slice(0, -1)},"files":[\n`,
    event(event) {
      const entry = event.kind === 'skip' ? skipEntry(event) : { file: event.result.file, status: 'scanned', chars: event.result.chars, concepts: event.result.concepts };
      const line = `${first ? '' : ',\n'}${JSON.stringify(entry)}`;
      first = false;
      return line;
    },
    end: (summary) => `${first ? '' : '\n'}],"summary":${JSON.stringify(summary)}}\n`,
  };
}

function jsonlWriter(meta: ConceptExportMeta): ConceptsWriter {
  return {
    begin: () => `${JSON.stringify({ record: 'header', ...header(meta) })}\n`,
    event(event) {
      if (event.kind === 'skip') return `${JSON.stringify({ record: 'skip', ...skipEntry(event) })}\n`;
      return event.result.concepts.map((c) => `${JSON.stringify({ record: 'concept', file: event.result.file, ...c })}\n`).join('');
    },
    end: (summary) => `${JSON.stringify({ record: 'summary', ...summary })}\n`,
  };
}

export const CONCEPT_CSV_COLUMNS = [
  'file', 'line', 'column', 'end_line', 'end_column', 'offset', 'length', 'text', 'concept_id', 'cui', 'name', 'type',
  'score_id', 'score_type', 'assertion', 'cue', 'section', 'codes',
] as const;

export function conceptCsvRow(file: string, c: ConceptRow): string {
  const cells = [file, c.line, c.column, c.endLine, c.endColumn, c.offset, c.length, c.text, c.conceptId, c.cui ?? undefined, c.name, c.type, c.scoreId, c.scoreType, c.assertion.status, c.assertion.cue ?? undefined, c.section ?? undefined, codesLine(c)];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvWriter(): ConceptsWriter {
  return {
    begin: () => `${CONCEPT_CSV_COLUMNS.join(',')}\r\n`,
    event: (event) => (event.kind === 'skip' ? '' : event.result.concepts.map((c) => conceptCsvRow(event.result.file, c)).join('')),
    end: () => '',
  };
}

export function conceptTextLine(file: string, c: ConceptRow): string {
  const cue = c.assertion.cue === null ? '' : ` (${JSON.stringify(c.assertion.cue)})`;
  const section = c.section === null ? '' : `  [${c.section}]`;
  const codes = codesLine(c);
  return `${file}:${c.line}:${c.column}  ${c.assertion.status}${cue}  ${c.type}  ${c.name} (${c.conceptId})  ${c.scoreId.toFixed(2)}/${c.scoreType.toFixed(2)}  ${JSON.stringify(c.text)}${section}${codes ? `  ${codes}` : ''}\n`;
}

export function conceptSummaryLine(s: ConceptSummary): string {
  const statuses = Object.entries(s.byStatus).map(([k, n]) => `${k} ${formatCount(n)}`).join(', ');
  return (
    `${formatCount(s.filesScanned)} file${s.filesScanned === 1 ? '' : 's'} read, ${formatCount(s.concepts)} concept${s.concepts === 1 ? '' : 's'}` +
    (statuses ? ` (${statuses})` : '') +
    (s.skipped > 0 ? `, ${formatCount(s.skipped)} skipped` : '')
  );
}

function textWriter(meta: ConceptExportMeta): ConceptsWriter {
  return {
    begin: () => '',
    event: (event) => (event.kind === 'skip' ? '' : event.result.concepts.map((c) => conceptTextLine(event.result.file, c)).join('')),
    end: (summary) => `${conceptSummaryLine(summary)} (${meta.engine})\n`,
  };
}

export function createConceptsWriter(format: ConceptFormat, meta: ConceptExportMeta): ConceptsWriter {
  switch (format) {
    case 'text':
      return textWriter(meta);
    case 'json':
      return jsonWriter(meta);
    case 'jsonl':
      return jsonlWriter(meta);
    case 'csv':
      return csvWriter();
  }
}
