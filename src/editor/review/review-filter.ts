// The review split of identify-phi results: after the lists and type settings (phi-filter.ts), what scores
// below textInference.minimumScore goes to the document's review queue instead of the results, so it is
// neither highlighted as PHI nor redacted. Decisions remembered for the document apply at once.
import type { Config } from '../config/config';
import type { PhiFilter } from '../lists/phi-filter';
import type { ReviewStore } from './review-store';

export function reviewingFilter(inner: PhiFilter, config: Config, reviews: ReviewStore): PhiFilter {
  return async (findings, analysed, context) => {
    const outcome = await inner(findings, analysed, context);
    if (!context) return outcome;
    const minimum = config.get('minimumScore');
    const shown = outcome.findings.filter((f) => f.item.score >= minimum);
    const below = outcome.findings.filter((f) => f.item.score < minimum);
    const promoted = reviews.set(context.document, context.version, below);
    const kept = [...shown, ...promoted].sort((a, b) => a.start - b.start || a.end - b.end);
    return { ...outcome, findings: kept };
  };
}
