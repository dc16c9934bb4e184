// The review candidates' rule shape: what the engine considered and did not believe. Each rule has an id
// (prefix `review.`), the PHI type it proposes and a score below 0.5, so that its findings are ordinary
// identify-phi annotations a client shows as review material, never as PHI (textInference.minimumScore).
import type { KnownPhiType } from '../../../deid/phi-types';
import type { ReviewRuleId } from '../../../deid/review-rules';
import { shoutingAt, shoutingSpans } from '../core/shouting';
import type { WordToken, WordClasses } from '../core/tokens';

/** A proposal of one rule: offsets into the note. */
export interface ReviewHit {
  readonly start: number;
  readonly end: number;
  readonly type: KnownPhiType;
}

/** What every review rule reads: the note, its word tokens and the word classes of the dictionaries. */
export interface ReviewInput {
  readonly text: string;
  readonly tokens: readonly WordToken[];
  readonly words: WordClasses;
  /** True when the offset is on a line written mostly in capitals, where a capital is no evidence. */
  readonly shouting: (offset: number) => boolean;
  /** Where the engine's name findings end: "Aldana and ___" reads the name before a conjunction. */
  readonly nameEnds: ReadonlySet<number>;
}

export interface ReviewRule {
  /** Stable id, reported as the finding's rule; its words for people are in src/deid/review-rules.ts. */
  readonly id: ReviewRuleId;
  /** In (0, 0.5): below the default minimum score, so never shown as PHI by default. */
  readonly score: number;
  readonly detect: (input: ReviewInput, out: ReviewHit[]) => void;
}

/** The highest score a review candidate may have: the default textInference.minimumScore. */
export const REVIEW_CEILING = 0.5;

/**
 * A look-up of the lines written mostly in capitals: the engine's own test for "shouting" (core/shouting.ts), the
 * lines the pipeline lower-cases.
 */
export function shoutingLines(text: string): (offset: number) => boolean {
  return shoutingAt(shoutingSpans(text));
}
