// The findings tree's shape, without VS Code: concepts grouped by concept type and PHI by category, with
// counts, filtered by the minimum score. Labels never contain PHI text (the view shows type and line).
import type { Finding, DocumentResults, ConceptFinding, PhiFinding } from '../results/types';
import { filterOf, isShown, type FindingFilter } from '../results/concept-view.pure';

export interface FindingGroup<T extends Finding> {
  readonly label: string;
  readonly findings: readonly T[];
}

export interface FindingsTree {
  readonly concepts: readonly FindingGroup<ConceptFinding>[];
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

export function findingsTree(results: Pick<DocumentResults, 'concepts' | 'phi'>, filter: FindingFilter | number): FindingsTree {
  const f = filterOf(filter);
  return {
    concepts: groupBy(results.concepts.filter((c) => isShown(c, f)), (c) => c.concept.type || 'Other'),
    phi: groupBy(results.phi.filter((p) => isShown(p, f)), (p) => p.item.category ?? NO_CATEGORY),
  };
}

export function withCount(label: string, count: number): string {
  return `${label} (${count})`;
}
