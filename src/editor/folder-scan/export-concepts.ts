// Export Findings of the active document's concepts, each with its assertion (the one src/nlp classifier's,
// carried by the results) and section, in the format of `text-inference concepts` (JSON, JSON Lines, CSV).
import * as vscode from 'vscode';
import { toConceptRows } from '../../batch/concept-rows';
import { ConceptSummaryBuilder, type ConceptEvent } from '../../batch/concepts-scan';
import { createConceptsWriter, type ConceptFormat } from '../../batch/export/concepts';
import type { ExportFormat } from '../../batch/export/types';
import type { ConceptFinding } from '../results/types';

/** The concept formats among the findings export's (SARIF is for PHI findings in code scanning). */
export function conceptFormat(format: ExportFormat): ConceptFormat | undefined {
  return format === 'sarif' ? undefined : format;
}

export async function writeConceptsExport(
  document: vscode.TextDocument,
  findings: readonly ConceptFinding[],
  request: { readonly format: ConceptFormat; readonly target: vscode.Uri },
  meta: { readonly engine: string; readonly version: string },
): Promise<number> {
  const text = document.getText();
  const file = vscode.workspace.asRelativePath(document.uri, false);
  const model = findings.some((f) => f.model === 'structure-ontologies') ? 'structure-ontologies' : 'structure';
  const writer = createConceptsWriter(request.format, { tool: { name: 'text-inference', version: meta.version }, engine: meta.engine, model, createdAt: new Date().toISOString() });
  const concepts = toConceptRows(text, findings.map((f) => ({ ...f.concept, start: f.start, end: f.end, text: text.slice(f.start, f.end) })), { minScore: 0 });
  const event: ConceptEvent = { kind: 'file', entry: { kind: 'file', path: file, display: file, size: text.length }, result: { file, chars: text.length, concepts } };
  const summary = new ConceptSummaryBuilder();
  summary.add(event);
  const body = writer.begin() + writer.event(event) + writer.end(summary.build());
  await vscode.workspace.fs.writeFile(request.target, Buffer.from(body, 'utf8'));
  return concepts.length;
}
