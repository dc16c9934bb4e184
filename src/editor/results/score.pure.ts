// The one score a finding is judged by against `textInference.minimumScore`: a concept's identification
// confidence (score_id), a PHI item's label confidence.
import type { Finding } from './types';

export function scoreOf(finding: Finding): number {
  return finding.slot === 'concepts' ? finding.concept.scoreId : finding.item.score;
}

export function meetsMinimum(finding: Finding, minimumScore: number): boolean {
  return scoreOf(finding) >= minimumScore;
}

/** A probability as a whole percentage for people ("97%"); never rounds a non-zero score to 0 or a sub-1 score to 100. */
export function percent(score: number): string {
  if (!Number.isFinite(score)) return '—';
  const p = Math.round(Math.max(0, Math.min(1, score)) * 100);
  if (p === 0 && score > 0) return '<1%';
  if (p === 100 && score < 1) return '>99%';
  return `${p}%`;
}
