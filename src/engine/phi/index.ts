// identify-phi for the local engine: every detector family proposes candidates, the resolver keeps the
// best non-overlapping ones. Offsets are UTF-16 code units into `text`, as JavaScript strings count them.
// Detectors scan linearly (cue-anchored regexes, Set lookups); see bench/p5-phi.bench.ts for throughput.
//
// Decisions (HIPAA Safe Harbor where it speaks): only ages over 89 are AGE; a bare year is not a DATE, but
// month + year and every fuller date are; medications, diagnoses, eponyms ("Parkinson's disease", "Foley
// catheter"), doses, vitals and lab values are never PHI. Names and places come from cues (titles,
// credentials, relatives, transfers, facility words) in any letter case, from our gazetteers, and, when
// dist/phi-dictionaries.json is present, from name, place and English dictionaries built from npm packages.
import type { EnginePhiFinding } from '../types';
import { noDictionaries, type PhiDictionaries } from './core/dictionaries';
import { findPhi } from './core/pipeline';
import { lexiconWords, WordClasses } from './core/tokens';
import { withReviewCandidates } from './review';

export { redactWithPlaceholders } from './core/redact';
export { createPhiExplainer } from './core/evidence';
export { defaultPhiDictionariesPath, loadPhiDictionaries, noDictionaries, type PhiDictionaries } from './core/dictionaries';
export { withoutShouting } from './core/pipeline';

/**
 * An identify-phi function over the given dictionaries (none: the built-in gazetteers and rules only). With
 * `review`, the review candidates (scores below 0.5, src/engine/phi/review) come with the findings.
 * The steps are in core/pipeline.ts; the score tiers and their precedence in core/tiers.ts.
 */
export function createPhiIdentifier(dicts: PhiDictionaries = noDictionaries('none given'), options: { readonly review?: boolean } = {}): (text: string) => EnginePhiFinding[] {
  const wc = new WordClasses(dicts, lexiconWords());
  return (text: string): EnginePhiFinding[] => {
    if (text.length === 0) return [];
    const { input, findings, candidates } = findPhi(text, wc);
    // What the rules proposed and the engine set aside (clinical words only, lost overlaps) is review material.
    return options.review ? withReviewCandidates(text, input.tokens, wc, findings, candidates) : findings;
  };
}

/** Non-overlapping PHI findings in document order, built-in rules and gazetteers only (no dictionaries). */
export const identifyPhi: (text: string) => EnginePhiFinding[] = createPhiIdentifier();
