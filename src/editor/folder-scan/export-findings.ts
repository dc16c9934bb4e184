// Export Findings: the last folder scan, or the active document's PHI, as SARIF, JSON, JSON Lines or CSV.
// Holds a keyed hash of each value, never the PHI text unless the user picks "Include PHI text" for this
// export (the text is then re-read from the files, and kept only where its hash still matches).
import * as vscode from 'vscode';
import type { PhiItem } from '../../api/results';
import { createWriter, FORMAT_EXTENSIONS, type ExportFormat } from '../../batch/export';
import { hashKeyFrom, textHasher, toFindings, type FileFindings, type Finding, type HashKey } from '../../batch/findings';
import { readTextFile } from '../../batch/read';
import type { ScanEvent } from '../../batch/scan';
import { SummaryBuilder } from '../../batch/summary';
import type { Prompts } from '../prompts';
import type { FolderScan } from './scan-results';

export interface ExportRequest {
  readonly format: ExportFormat;
  readonly includeText: boolean;
  readonly target: vscode.Uri;
}

export interface ExportSource {
  readonly label: string;
  readonly engine: string;
  readonly hashKey: HashKey;
  readonly files: readonly FileFindings[];
  /** Where each file's text is, for an export with text (undefined: the texts are in `files`). */
  readonly root?: vscode.Uri;
  readonly events?: readonly ScanEvent[];
}

const FORMATS: readonly { label: string; format: ExportFormat; detail: string }[] = [
  { label: 'SARIF 2.1.0', format: 'sarif', detail: 'For code scanning (GitHub, Azure DevOps) and SARIF viewers' },
  { label: 'JSON', format: 'json', detail: 'One document: every file, its findings and the summary (schema in docs/cli.md)' },
  { label: 'CSV', format: 'csv', detail: 'One row per finding, for a spreadsheet' },
  { label: 'JSON Lines', format: 'jsonl', detail: 'One record per line, for scripts' },
];

export function scanSource(scan: FolderScan): ExportSource {
  return { label: `Folder scan of ${vscode.workspace.asRelativePath(scan.root, true)}`, engine: scan.engine, hashKey: scan.hashKey, files: scan.files, root: scan.root, events: scan.skips.map((skip) => ({ kind: 'skip', skip })) };
}

export function documentSource(document: vscode.TextDocument, items: readonly PhiItem[], engine: string, includeText: boolean): ExportSource {
  const hashKey = hashKeyFrom({});
  const file = vscode.workspace.asRelativePath(document.uri, false);
  return { label: file, engine, hashKey, files: [{ file, chars: document.getText().length, findings: toFindings(document.getText(), items, textHasher(hashKey), includeText) }] };
}

/** Asks for the format, whether to include PHI text, and the file; undefined when the user backs out. */
export async function askExport(prompts: Prompts, defaultName: string, defaultDir?: vscode.Uri, options: { readonly concepts?: boolean } = {}): Promise<ExportRequest | undefined> {
  // Concepts have no SARIF form, and their mention text is the clinical term itself: nothing to ask about it.
  const formats = options.concepts ? FORMATS.filter((f) => f.format !== 'sarif') : FORMATS;
  const format = await prompts.quickPick(formats, { title: 'Export Findings: format', placeHolder: 'Choose a format' });
  if (!format) return undefined;
  const textChoice = options.concepts ? { include: true } : await prompts.quickPick(
    [
      { label: 'Without PHI text', detail: 'Type, file, line, column, length, score and a keyed hash of each value (recommended)', include: false },
      { label: 'Include PHI text', detail: 'The exported file will contain PHI: keep it where PHI may be kept', include: true },
    ],
    { title: 'Export Findings: PHI text', placeHolder: 'Put the PHI text itself in the export?' },
  );
  if (!textChoice) return undefined;
  const folder = defaultDir ?? vscode.workspace.workspaceFolders?.[0]?.uri;
  const target = await prompts.saveDialog({
    title: 'Export Findings',
    saveLabel: 'Export',
    filters: { [format.label]: [FORMAT_EXTENSIONS[format.format]] },
    ...(folder ? { defaultUri: vscode.Uri.joinPath(folder, `${defaultName}.${FORMAT_EXTENSIONS[format.format]}`) } : {}),
  });
  return target ? { format: format.format, includeText: textChoice.include, target } : undefined;
}

/** The findings of one file with their text re-read from disk, where each still matches its hash. */
async function withText(source: ExportSource, file: FileFindings): Promise<FileFindings> {
  if (!source.root || file.findings.every((f) => f.text !== undefined)) return file;
  const read = await readTextFile(vscode.Uri.joinPath(source.root, ...file.file.split('/')).fsPath, Number.MAX_SAFE_INTEGER);
  if (read.kind === 'skip') return file;
  const hash = textHasher(source.hashKey);
  const findings = file.findings.map((f): Finding => {
    const text = read.text.slice(f.offset, f.offset + f.length);
    return hash(text) === f.hash ? { ...f, text } : f;
  });
  return { ...file, findings };
}

export async function writeExport(source: ExportSource, request: ExportRequest, version: string): Promise<number> {
  const writer = createWriter(request.format, {
    tool: { name: 'text-inference', version },
    engine: source.engine,
    hashKey: source.hashKey.source,
    includesText: request.includeText,
    createdAt: new Date().toISOString(),
  });
  const summary = new SummaryBuilder();
  const parts = [writer.begin()];
  let findings = 0;
  for (const file of source.files) {
    const full = request.includeText ? await withText(source, file) : { ...file, findings: file.findings.map(({ text: _text, ...f }) => f) };
    const event: ScanEvent = { kind: 'file', entry: { kind: 'file', path: file.file, display: file.file, size: file.chars }, result: full };
    summary.add(event);
    findings += full.findings.length;
    parts.push(writer.event(event));
  }
  for (const event of source.events ?? []) {
    summary.add(event);
    parts.push(writer.event(event));
  }
  parts.push(writer.end(summary.build()));
  await vscode.workspace.fs.writeFile(request.target, Buffer.from(parts.join(''), 'utf8'));
  return findings;
}
