// The findings tree's shape, without VS Code. PHI by category, each item labelled with its matched text
// (the user's own document on the user's own screen) unless masked for screen sharing; concepts by
// concept type, then by concept with a count, expanding to the occurrences (each with its assertion).
// Filtered as everywhere else (concept-view.pure.ts: minimum score, negated and Context concepts).
import type { Finding, DocumentResults, ConceptFinding, PhiFinding } from '../results/types';
import { assertionWord, filterOf, isShown, type FindingFilter } from '../results/concept-view.pure';

export interface FindingGroup<T extends Finding> {
  readonly label: string;
  readonly findings: readonly T[];
}

/** One concept (by concept id) and its occurrences, in document order. */
export interface ConceptGroup {
  readonly conceptId: string;
  readonly name: string;
  readonly occurrences: readonly ConceptFinding[];
}

export interface ConceptTypeGroup {
  readonly label: string;
  readonly count: number;
  readonly concepts: readonly ConceptGroup[];
}

export interface FindingsTree {
  readonly concepts: readonly ConceptTypeGroup[];
  readonly phi: readonly FindingGroup<PhiFinding>[];
}

export const NO_CATEGORY = 'No category';

function groupBy<T extends Finding>(findings: readonly T[], key: (f: T) => string): FindingGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const f of findings) {
    const k = key(f);
    const list = groups.get(k);
    if (list) list.push(f);
    else groups.set(k, [f]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, list]) => ({ label, findings: [...list].sort((x, y) => x.start - y.start) }));
}

/** Concepts of one type, by concept: the most frequent first, then by name. */
function byConcept(findings: readonly ConceptFinding[]): ConceptGroup[] {
  return groupBy(findings, (f) => f.concept.conceptId || f.concept.name)
    .map((g) => ({ conceptId: g.label, name: g.findings[0]?.concept.name ?? g.label, occurrences: g.findings }))
    .sort((a, b) => b.occurrences.length - a.occurrences.length || a.name.localeCompare(b.name));
}

export function findingsTree(results: Pick<DocumentResults, 'concepts' | 'phi'>, filter: FindingFilter | number): FindingsTree {
  const shown = filterOf(filter);
  const concepts = groupBy(results.concepts.filter((f) => isShown(f, shown)), (f) => f.concept.type || 'Other');
  return {
    concepts: concepts.map((g) => ({ label: g.label, count: g.findings.length, concepts: byConcept(g.findings) })),
    phi: groupBy(results.phi.filter((f) => isShown(f, shown)), (f) => f.item.category ?? NO_CATEGORY),
  };
}

export function withCount(label: string, count: number): string {
  return `${label} (${count})`;
}

/** Document text on one line, shortened for a tree row. */
export function oneLine(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

export interface RowText {
  readonly label: string;
  readonly description: string;
}

/** A PHI row: its text and type (or, masked, only its type), and its line. */
export function phiRow(finding: PhiFinding, line: number, masked: boolean): RowText {
  return masked
    ? { label: finding.item.type, description: `line ${line}` }
    : { label: oneLine(finding.item.text), description: `${finding.item.type} · line ${line}` };
}

/** A concept occurrence row: its text, then its assertion when not plain present ("negated"), and line. */
export function occurrenceRow(finding: ConceptFinding, line: number): RowText {
  const assertion = assertionWord(finding.concept.assertion);
  return { label: `“${oneLine(finding.concept.text)}”`, description: `${assertion ? `${assertion} · ` : ''}line ${line}` };
}

/** A concept row: its name, and how often it occurs (or, once, where). */
export function conceptRow(group: ConceptGroup, line: (f: ConceptFinding) => number): RowText {
  const [only] = group.occurrences;
  if (group.occurrences.length === 1 && only) {
    const assertion = assertionWord(only.concept.assertion);
    return { label: group.name, description: `“${oneLine(only.concept.text, 40)}”${assertion ? ` · ${assertion}` : ''} · line ${line(only)}` };
  }
  return { label: group.name, description: `×${group.occurrences.length}` };
}
