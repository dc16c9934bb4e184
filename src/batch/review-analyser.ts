// What redaction reads of an analyser once review exists: the items at or above the minimum score (review
// candidates below it are not PHI until a person says so), plus the spans a review log marked PHI whose
// keyed hash still matches the text at their offsets (`redact --decisions FILE`).
import type { PhiItem, PhiResult } from '../api/results';
import { phiDecisionsFor, type ReviewLogEntry } from '../deid/review-log';
import { CATEGORY_OF_TYPE } from '../deid/phi-types';
import type { PhiAnalyser } from './scan';

export interface ReviewDecisions {
  readonly entries: readonly ReviewLogEntry[];
  readonly hash: (value: string) => string;
}

export interface ReviewedAnalyser extends PhiAnalyser {
  /** Distinct review-log spans applied so far (marked PHI and matched in some text). */
  readonly applied: () => number;
}

/** The shown items of a result, with the log's PHI decisions added where they match and overlap nothing shown. */
export function reviewedItems(text: string, items: readonly PhiItem[], minScore: number, decisions?: ReviewDecisions): { items: PhiItem[]; applied: string[] } {
  const shown = items.filter((item) => item.score >= minScore);
  if (!decisions) return { items: shown, applied: [] };
  const applied: string[] = [];
  const { phi } = phiDecisionsFor(text, decisions.entries, decisions.hash);
  for (const d of phi) {
    if (shown.some((s) => s.start < d.end && d.start < s.end)) continue;
    const category = (CATEGORY_OF_TYPE as Record<string, string | undefined>)[d.type];
    shown.push({ start: d.start, end: d.end, text: text.slice(d.start, d.end), type: d.type, ...(category ? { category } : {}), score: 1 });
    applied.push(`${d.start}:${d.end}:${decisions.hash(text.slice(d.start, d.end))}`);
  }
  shown.sort((a, b) => a.start - b.start || a.end - b.end);
  return { items: shown, applied };
}

export function reviewedAnalyser(inner: PhiAnalyser, minScore: number, decisions?: ReviewDecisions): ReviewedAnalyser {
  const applied = new Set<string>();
  return {
    async identifyPhi(text, options): Promise<PhiResult> {
      const result = await inner.identifyPhi(text, options);
      const reviewed = reviewedItems(text, result.items, minScore, decisions);
      for (const a of reviewed.applied) applied.add(a);
      return { ...result, items: reviewed.items };
    },
    applied: () => applied.size,
  };
}
