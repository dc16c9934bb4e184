// Review candidates: what the engine considered and did not believe, returned beside its findings as
// ordinary identify-phi findings scored below 0.5, each with the id of the rule that proposed it. A
// candidate never overlaps a finding, nor another candidate (the better-scored, then longer, one stays).
// A client shows them as review material (below textInference.minimumScore), never as PHI.
import type { ReviewRuleId } from '../../../deid/review-rules';
import type { EnginePhiFinding } from '../../types';
import type { Candidate } from '../core/scan';
import type { WordToken, WordClasses } from '../core/tokens';
import { BROAD_NUMBER_RULES } from './broad-number-rules';
import { BROAD_RULES } from './broad-rules';
import { NUMBER_RULES } from './number-rules';
import { REVIEW_CEILING, shoutingLines, type ReviewHit, type ReviewRule } from './rule';
import { WORD_RULES } from './word-rules';

export { REVIEW_CEILING, type ReviewRule } from './rule';

/** Every review rule, in the order their ties are settled (earlier wins a tie in score and length). */
export const REVIEW_RULES: readonly ReviewRule[] = [...NUMBER_RULES, ...WORD_RULES, ...BROAD_NUMBER_RULES, ...BROAD_RULES];

interface Scored extends ReviewHit {
  readonly score: number;
  readonly rule: string;
  readonly order: number;
}

/** A span a finding rule proposed and the engine set aside: its rule id and score as a candidate. */
export const SET_ASIDE = { id: 'review.set-aside', score: 0.2 } as const satisfies { id: ReviewRuleId; score: number };

/**
 * The findings with the review candidates added, in document order. `findings` are the resolved,
 * non-overlapping findings of the note; a candidate touching any of them is dropped. `proposed` are the
 * finding rules' own candidates: those that became findings overlap them and fall away, the rest (made only
 * of clinical words, or beaten in an overlap they reach beyond) are candidates of their own type.
 */
export function withReviewCandidates(text: string, tokens: readonly WordToken[], words: WordClasses, findings: readonly EnginePhiFinding[], proposed: readonly Candidate[] = []): EnginePhiFinding[] {
  const proposals: Scored[] = [];
  for (const c of proposed) {
    if (c.end > c.start && c.start >= 0 && c.end <= text.length && c.score > 0) proposals.push({ start: c.start, end: c.end, type: c.type, score: SET_ASIDE.score, rule: SET_ASIDE.id, order: REVIEW_RULES.length });
  }
  const shouting = shoutingLines(text);
  const nameEnds = new Set(findings.filter((f) => f.type === 'PATIENT' || f.type === 'DOCTOR').map((f) => f.end));
  for (let order = 0; order < REVIEW_RULES.length; order++) {
    const rule = REVIEW_RULES[order]!;
    const hits: ReviewHit[] = [];
    rule.detect({ text, tokens, words, shouting, nameEnds }, hits);
    const score = Math.min(rule.score, REVIEW_CEILING - 0.01);
    for (const h of hits) {
      if (h.end > h.start && h.start >= 0 && h.end <= text.length) proposals.push({ start: h.start, end: h.end, type: h.type, score, rule: rule.id, order });
    }
  }
  if (proposals.length === 0) return [...findings];
  proposals.sort((a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start || a.order - b.order);
  // One mark per code unit taken by a finding or a kept candidate: a check costs the candidate's length,
  // so settling overlaps stays linear in the note however many candidates there are.
  const taken = new Uint8Array(text.length);
  for (const f of findings) taken.fill(1, Math.max(0, f.start), Math.min(text.length, f.end));
  const out: EnginePhiFinding[] = [...findings];
  for (const p of proposals) {
    let free = true;
    for (let i = p.start; i < p.end && free; i++) free = taken[i] === 0;
    if (!free) continue;
    taken.fill(1, p.start, p.end);
    const candidate: EnginePhiFinding = { start: p.start, end: p.end, type: p.type, score: p.score, rule: p.rule };
    out.push(candidate);
  }
  return out.sort((a, b) => a.start - b.start);
}
