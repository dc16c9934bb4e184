// DOCTOR by initial and surname after a hand-off word ("typed by J. Whitaker", "cc: M. Okonjo"): staff who
// sign or receive a note without a title. Kept apart from names.ts, which finds names by titles and lists.
import { hasEponymFollower, isEponym, NOT_NAME_WORDS } from '../vocab/name-guards';
import { CITIES, US_STATES } from '../vocab/gazetteers';
import type { Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { WordAnchor, type AnchorRuns } from '../core/word-anchors';

/** A word that is not a name ("Patient", "Follow"); never an initial. */
function notName(word: string): boolean {
  return NOT_NAME_WORDS.has(word.toLowerCase());
}

/**
 * "Transcribed ... by J. Whitaker", "cc: M. Okonjo", "per R. Stein": an initial and a surname after a
 * hand-off word. Capitalised species ("caused by E. Coli") share the shape and are never names. Not after
 * "and"/"to" or at a line start, where a letter ends a list ("hepatitis A and B. Denies...", "A. Cardiac").
 */
const INITIAL_SURNAME_CUE =
  '\\b(?:by|By|per|Per|cc|CC|Cc|attn|Attn)(?:[ \\t]{0,3}:)?[ \\t]{1,3}(\\p{Lu}\\.[ \\t]?(?:\\p{Lu}\\.[ \\t]?)?)(NAME_WORD)(?![\\p{L}\\d])';
const SPECIES = new Set(
  ('coli diff difficile aureus epidermidis pylori pneumoniae influenzae aeruginosa faecalis faecium pyogenes ' +
    'agalactiae albicans glabrata gonorrhoeae trachomatis vulgaris mirabilis cloacae marcescens baumannii ' +
    'jirovecii carinii vaginalis burgdorferi tuberculosis catarrhalis monocytogenes typhi cereus anthracis ' +
    'pertussis fragilis perfringens botulinum tetani lugdunensis mutans viridans maltophilia cepacia oxytoca ' +
    'aerogenes enterica jejuni cholerae neoformans fumigatus kingae fib flutter').split(' '),
);

/** The cue, initials and surname, with `nameWord` (names.ts's word pattern); anchored on its first words. */
export function initialSurnameCue(nameWord: string): WordAnchor {
  return new WordAnchor(new RegExp(INITIAL_SURNAME_CUE.replace('NAME_WORD', nameWord), 'gu'), 'by per cc attn');
}

/** Appends DOCTOR candidates to `out` and to `found` (for later mentions); `cue` is `initialSurnameCue`'s. */
export function detectInitialSurname(cue: WordAnchor, text: string, out: Candidate[], found: Candidate[], seen: AnchorRuns): void {
  for (const m of cue.matchAll(text, seen)) {
    const surname = m[2]!;
    const key = surname.toLowerCase();
    if (SPECIES.has(key) || notName(surname) || isEponym(surname) || CITIES.has(key) || US_STATES.has(key)) continue;
    const end = m.index + m[0].length;
    if (hasEponymFollower(text, end)) continue;
    const start = end - surname.length - m[1]!.length;
    const c = { start, end, type: 'DOCTOR' as const, score: TIER.cueName, rule: '' as const, anchored: false };
    out.push(c);
    found.push(c);
  }
}
