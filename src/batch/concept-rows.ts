// A concept as exported by `concepts` and the folder scan: where (line, column, offset, length), what (CUI,
// name, type, both scores, ontology codes when asked), whether the note asserts it (status and cue, from the
// one classifier in src/nlp that every front door uses) and the section heading it sits under.
import type { Concept, OntologyCode } from '../api/results';
import type { AssertionStatus } from '../nlp/assertion';
import { findHeadings, headingAt } from '../nlp/section-headings';
import { lineStarts, positionAt } from './findings';

export interface ConceptRow {
  /** 1-based; columns count UTF-16 code units (as VS Code and SARIF do). */
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  /** UTF-16 offset into the text (after any byte-order mark) and length in UTF-16 code units. */
  readonly offset: number;
  readonly length: number;
  /** The mention as written. */
  readonly text: string;
  /** As on the wire, e.g. `UMLS:C0015967`. */
  readonly conceptId: string;
  /** The bare CUI, or null when the concept id is not a UMLS CUI. */
  readonly cui: string | null;
  readonly name: string;
  readonly type: string;
  /** Confidence in the concept (score_id) and in its type (score_type), 0 to 1. */
  readonly scoreId: number;
  readonly scoreType: number;
  readonly assertion: { readonly status: AssertionStatus; readonly cue: string | null };
  /** The heading of the section the mention sits under, as written; null before any heading. */
  readonly section: string | null;
  /** With --ontologies: codes per vocabulary (SNOMEDCT_US, ICD10CM, RXNORM...), as the service gave them. */
  readonly ontologies?: Readonly<Record<string, readonly OntologyCode[]>>;
}

export interface ConceptRowOptions {
  /** Concepts scored (score_id) below this are left out. */
  readonly minScore: number;
}

export function toConceptRows(text: string, concepts: readonly Concept[], options: ConceptRowOptions): ConceptRow[] {
  const kept = concepts.filter((c) => c.scoreId >= options.minScore);
  if (kept.length === 0) return [];
  const starts = lineStarts(text);
  const headings = findHeadings(text);
  return kept.map((c) => {
    const from = positionAt(starts, c.start);
    const to = positionAt(starts, c.end);
    const section = headingAt(headings, c.start);
    return {
      line: from.line,
      column: from.column,
      endLine: to.line,
      endColumn: to.column,
      offset: c.start,
      length: c.end - c.start,
      text: c.text,
      conceptId: c.conceptId,
      cui: c.cui ?? null,
      name: c.name,
      type: c.type,
      scoreId: c.scoreId,
      scoreType: c.scoreType,
      assertion: { status: c.assertion?.status ?? 'present', cue: c.assertion?.cue ?? null },
      section: section ?? null,
      ...(c.ontologies ? { ontologies: c.ontologies } : {}),
    };
  });
}

/** `SNOMEDCT_US:22298006|... ICD10CM:I21.9`, for CSV cells and the text format. */
export function codesLine(row: ConceptRow): string {
  if (!row.ontologies) return '';
  return Object.entries(row.ontologies)
    .filter(([, list]) => list.length > 0)
    .map(([k, list]) => `${k}:${list.map((o) => o.code).join('|')}`)
    .join(' ');
}
