// The review candidates' rule shape: what the engine considered and did not believe. Each rule has an id
// (prefix `review.`), the PHI type it proposes and a score below 0.5, so that its findings are ordinary
// identify-phi annotations a client shows as review material, never as PHI (textInference.minimumScore).
import type { KnownPhiType } from '../../../deid/phi-types';
import type { ReviewRuleId } from '../../../deid/review-rules';
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
 * A look-up of the lines written mostly in capitals (the engine's own test for "shouting": 24 capitals or
 * more, three times the lower-case letters), by binary search over line starts. One pass over the text.
 */
export function shoutingLines(text: string): (offset: number) => boolean {
  const starts: number[] = [];
  const loud: boolean[] = [];
  let lineStart = 0;
  let upper = 0;
  let lower = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10;
    if (c === 10) {
      starts.push(lineStart);
      loud.push(upper >= 24 && upper > 3 * lower);
      lineStart = i + 1;
      upper = 0;
      lower = 0;
    } else if (c >= 65 && c <= 90) upper++;
    else if (c >= 97 && c <= 122) lower++;
  }
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return loud[lo] ?? false;
  };
}
