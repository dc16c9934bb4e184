// identify-phi for the local engine: every detector family proposes candidates, the resolver keeps the
// best non-overlapping ones. Offsets are UTF-16 code units into `text`, as JavaScript strings count them.
// Detectors scan linearly (cue-anchored regexes, Set lookups); see bench/p5-phi.bench.ts for throughput.
//
// Decisions (HIPAA Safe Harbor where it speaks): only ages over 89 are AGE; a bare year is not a DATE, but
// month + year and every fuller date are; medications, diagnoses, eponyms ("Parkinson's disease", "Foley
// catheter"), doses, vitals and lab values are never PHI; names come from cues or our given-name list, so
// a sentence without its identifier stays untouched. Gazetteers (places, given names, hospitals) are ours.
import type { PhiFinding } from '../types';
import { detectAges } from './ages';
import { detectContact } from './contact';
import { detectDates } from './dates';
import { detectIdentifiers } from './identifiers';
import { detectInstitutions } from './institutions';
import { detectLocations } from './locations';
import { detectNames } from './names';
import { detectProfession } from './profession';
import { resolveOverlaps } from './resolve';
import type { Candidate, Detector } from './scan';

export { redactText } from './redact';

const DETECTORS: readonly Detector[] = [
  detectContact, detectIdentifiers, detectDates, detectAges, detectLocations, detectInstitutions, detectNames,
  detectProfession,
];

/** Non-overlapping PHI findings in document order, each with a score in (0, 1]. */
export function identifyPhi(text: string): PhiFinding[] {
  if (text.length === 0) return [];
  const candidates: Candidate[] = [];
  for (const detect of DETECTORS) detect(text, candidates);
  return resolveOverlaps(candidates, text.length);
}
