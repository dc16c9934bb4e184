// ORGANIZATION: an employer named by its initials after "the", as US social histories and nursing notes name transit
// authorities, the post office, agencies and forces: "works as a bus driver for the MBTA", "retired from the USPS",
// "worked for the DOT for 20 years". The work verb (with up to four words of the job between: "as a bus driver") and
// "the" before three to six capitals say an employer follows; the initials must not be the note's own units and staff
// ("works at the ICU", "works with the PT"), a payer programme or a national service ("the VA", "the NHS"), or a country.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';

const CUE = new WordAnchor(
  /\b(?:[Ww]orks?|[Ww]orked|[Ww]orking|[Ee]mployed|[Rr]etired|[Dd]rives|[Dd]rove|[Dd]riving|[Jj]ob)(?:[ \t]{1,2}[a-z][a-z-]{0,14}){0,4}?[ \t]{1,2}(?:for|at|with|from|by)[ \t]{1,2}the[ \t]{1,2}([A-Z]{3,6})(?![\p{L}\d])/gu,
  'work works worked working employed retired drives drove driving job',
);
const GATE = wordGate('the');
/** Initials after "the" that name no employer of the patient: payer programmes, national services, countries. */
const NOT_EMPLOYER_INITIALS = new Set(['nhs', 'hse', 'vamc', 'usa', 'uae', 'ussr', 'ohip', 'ramq', 'ndis', 'acc', 'wsib', 'pcp', 'hmo', 'ppo', 'snf', 'ltac', 'ltach', 'tcu', 'micu', 'sicu', 'ccu', 'nicu', 'picu', 'cvicu', 'pacu', 'csru', 'ctic', 'omfs']);

export function detectEmployerInitials(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of CUE.matchAll(text, seen)) {
    const initials = m[1]!;
    const low = initials.toLowerCase();
    if (NOT_EMPLOYER_INITIALS.has(low) || wc.isClinical(low) || wc.isClinicalShorthand(low) || wc.isStop(low)) continue;
    // A line in capitals gives no initials away ("WORKS FOR THE STATE"): the cue's "the" is written small, so only a
    // mixed-case line is read. (A look back for a small letter from the line's start, per match, was quadratic on one
    // long line and always found the cue's own.)
    const start = m.index + m[0].length - initials.length;
    push(out, start, start + initials.length, 'ORGANIZATION', TIER.weakCue);
  }
}
