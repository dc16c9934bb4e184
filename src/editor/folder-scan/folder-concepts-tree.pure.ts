// The Folder Scan view's Concepts section without vscode: what is kept of each mention after Extract Concepts
// from Folder (position, concept, assertion; the mention text is a clinical term, no surrounding text), grouped
// by file then concept with a count, and the rows' text. Unit-tested on Node.
import type { ConceptRow } from '../../batch/concept-rows';
import type { ConceptSummary } from '../../batch/concepts-scan';
import { formatCount } from '../../batch/summary';
import type { AssertionStatus } from '../../nlp/assertion';
import { oneLine } from '../findings-view/findings-tree.pure';

/** One mention as the view holds it: 1-based line and column (UTF-16), as in the export. */
export interface ConceptMention {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly text: string;
  readonly conceptId: string;
  readonly name: string;
  readonly type: string;
  readonly status: AssertionStatus;
  readonly cue: string | null;
}

export interface FileMentions {
  readonly file: string;
  readonly mentions: readonly ConceptMention[];
}

/** Drops what the view does not show (offsets, scores, section, ontology codes) so a big folder stays small. */
export function toMention(row: ConceptRow): ConceptMention {
  return {
    line: row.line,
    column: row.column,
    endLine: row.endLine,
    endColumn: row.endColumn,
    text: row.text,
    conceptId: row.conceptId,
    name: row.name,
    type: row.type,
    status: row.assertion.status,
    cue: row.assertion.cue,
  };
}

export interface ConceptCount {
  readonly conceptId: string;
  readonly name: string;
  readonly type: string;
  /** In document order. */
  readonly mentions: readonly ConceptMention[];
}

export interface FileConceptGroup {
  readonly file: string;
  readonly count: number;
  readonly concepts: readonly ConceptCount[];
}

/** Files with concepts (in walk order), each with its concepts (most frequent first, then by name). */
export function groupConceptsByFile(files: readonly FileMentions[]): FileConceptGroup[] {
  return files
    .filter((f) => f.mentions.length > 0)
    .map((f) => {
      const byConcept = new Map<string, ConceptMention[]>();
      for (const m of f.mentions) {
        const list = byConcept.get(m.conceptId);
        if (list) list.push(m);
        else byConcept.set(m.conceptId, [m]);
      }
      const concepts = [...byConcept.values()]
        .map((mentions) => {
          const sorted = [...mentions].sort((a, b) => a.line - b.line || a.column - b.column);
          const first = sorted[0]!;
          return { conceptId: first.conceptId, name: first.name, type: first.type, mentions: sorted };
        })
        .sort((a, b) => b.mentions.length - a.mentions.length || a.name.localeCompare(b.name));
      return { file: f.file, count: f.mentions.length, concepts };
    });
}

/** "negated (cue “No”)", "family (cue “Mother”)"; undefined for a plainly present mention. */
export function assertionText(m: Pick<ConceptMention, 'status' | 'cue'>): string | undefined {
  if (m.status === 'present') return undefined;
  return m.cue ? `${m.status} (cue “${oneLine(m.cue, 30)}”)` : m.status;
}

export interface RowText {
  readonly label: string;
  readonly description: string;
  readonly tooltip?: string;
}

/** A concept row: "Furosemide" "×3" (with how many are not plainly present), or, once, where and how. */
export function conceptCountRow(c: ConceptCount): RowText {
  const [only] = c.mentions;
  if (c.mentions.length === 1 && only) {
    const assertion = assertionText(only);
    return { label: c.name, description: `“${oneLine(only.text, 40)}”${assertion ? ` · ${assertion}` : ''} · line ${only.line}`, tooltip: `${c.name} (${c.type}, ${c.conceptId})` };
  }
  const asserted = c.mentions.filter((m) => m.status !== 'present').length;
  return { label: c.name, description: `×${formatCount(c.mentions.length)}${asserted > 0 ? ` (${formatCount(asserted)} not present)` : ''}`, tooltip: `${c.name} (${c.type}, ${c.conceptId})` };
}

/** An occurrence row: the mention as written, its assertion when not plainly present, and where. */
export function mentionRow(m: ConceptMention): RowText {
  const assertion = assertionText(m);
  return {
    label: `“${oneLine(m.text)}”`,
    description: `${assertion ? `${assertion} · ` : ''}line ${m.line}, column ${m.column}`,
    tooltip: `${m.name} (${m.type}, ${m.conceptId}): ${m.status}${m.cue ? `, cue “${m.cue}”` : ''}`,
  };
}

/** The section's description: "3 scanned, 2 with concepts, 14 concepts (4 negated, 1 historical)". */
export function conceptsSummaryText(s: ConceptSummary | undefined, complete: boolean): string {
  if (!s) return 'Extracting…';
  const asserted = Object.entries(s.byStatus)
    .filter(([status]) => status !== 'present')
    .map(([status, n]) => `${formatCount(n)} ${status}`)
    .join(', ');
  return (
    `${formatCount(s.filesScanned)} scanned, ${formatCount(s.filesWithConcepts)} with concepts, ${formatCount(s.concepts)} concept${s.concepts === 1 ? '' : 's'}` +
    (asserted ? ` (${asserted})` : '') +
    (s.skipped > 0 ? `, ${formatCount(s.skipped)} skipped` : '') +
    (complete ? '' : ' (cancelled)')
  );
}
