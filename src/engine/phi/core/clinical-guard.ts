// The safety net of the clinical lists, applied to every rule's candidates before overlaps are settled.
import type { Candidate } from './scan';
import { CLINICAL_WORDS } from '../vocab/clinical-words';
import { EPONYMS } from '../vocab/name-guards';

/** Types that name a person or a place: the ones a clinical word can be mistaken for. */
const NAMED_PLACE = new Set(['PATIENT', 'DOCTOR', 'HOSPITAL', 'LOCATION-OTHER', 'ORGANIZATION', 'CITY']);

/**
 * A name or place candidate made only of clinical words ("Neuro", "TSICU", "BB") or of one letter is
 * dropped, whichever rule proposed it. An anchored candidate stands: a title or credential says the word is
 * a name even when it is also an eponym or a clinical word ("Dr. Foley", "Dr. Parkinson").
 */
export function onlyClinicalWords(text: string, c: Candidate): boolean {
  if (!NAMED_PLACE.has(c.type) || c.anchored === true) return false;
  // Letters of any script: a Greek or Cyrillic name ("ΛΕΥΚΩΣΙΑ", "Олена") is words, not an empty span.
  const words = text.slice(c.start, c.end).toLowerCase().split(/[^\p{L}']+/u).filter((w) => w.length > 0);
  if (words.length === 0) return true;
  if (words.length === 1 && words[0]!.length === 1 && c.type !== 'PATIENT' && c.type !== 'DOCTOR') return true;
  return words.every((w) => CLINICAL_WORDS.has(w) || EPONYMS.has(w));
}
