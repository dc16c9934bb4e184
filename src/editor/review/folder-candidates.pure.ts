// The folder scan's review candidates as the Review PHI view shows them: a scan's per-file results split
// into findings (PHI) and candidates (below textInference.minimumScore, `review: true`), and each
// candidate's row: its line, proposed type and the rule in words. The text appears only when the scan kept
// it (privacy.maskPhiText was off) and masking is still off. Unit-tested on Node.
import type { FileFindings, Finding } from '../../batch/findings';
import { describeReviewRule } from '../../deid/review-rules';

/** One file's scan result split: what the Folder Scan view and Problems show, and what goes to review. */
export function splitCandidates(result: FileFindings): { readonly findings: FileFindings; readonly candidates: FileFindings } {
  const findings = result.findings.filter((f) => f.review !== true);
  const candidates = result.findings.filter((f) => f.review === true);
  return { findings: { ...result, findings }, candidates: { ...result, findings: candidates } };
}

export interface CandidateRow {
  readonly label: string;
  readonly description: string;
  readonly tooltip: string;
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

/** "Line 3 · LOCATION? · capitalised words after "from"…" (the text leads the row only when shown). */
export function candidateRow(c: Finding, masked: boolean): CandidateRow {
  const rule = c.rule ? describeReviewRule(c.rule) : 'proposed by the service';
  const text = !masked && c.text !== undefined ? oneLine(c.text) : undefined;
  const where = `line ${c.line}`;
  return {
    label: text !== undefined ? `“${text}”` : `${c.type}? · ${where}`,
    description: text !== undefined ? `${c.type}? · ${where} · ${rule}` : rule,
    tooltip: `Review candidate from the folder scan (${c.type}?, score ${c.score.toFixed(2)}), line ${c.line}, column ${c.column}.\n\nProposed by: ${rule}${c.rule ? ` (${c.rule})` : ''}\n\nDecide it here (PHI, Not PHI, Skip: inline or right-click), or click to open the file there.`,
  };
}

/** Files with candidates, in scan order; "3 candidates" for each. */
export function candidateFiles(files: readonly FileFindings[]): { readonly file: string; readonly count: string; readonly candidates: readonly Finding[] }[] {
  return files.filter((f) => f.findings.length > 0).map((f) => ({ file: f.file, count: `${f.findings.length} candidate${f.findings.length === 1 ? '' : 's'}`, candidates: f.findings }));
}

/** "3 candidates" before any decision, then "2 to review of 3". */
export function folderCount(total: number, open: number): string {
  return open === total ? `${total} candidate${total === 1 ? '' : 's'}` : `${open} to review of ${total}`;
}
