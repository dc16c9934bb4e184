// A facility's or an agency's name built only of generic words names a service, not a place: "Wound Care Center",
// "Senior Care Center", "Outpatient Surgery Center", "Home Health Agency", "Dialysis Center", "Public Health",
// "Regional Cancer Centre", "Speech Language Pathology" (hardneg21). A facility's name needs at least one word that is
// no generic kind, service, region or clinical word ("Ridgeway Wound Care Center"). Applied to every rule's facility
// and organisation candidates before overlaps are settled, as the clinical guard is; an anchored candidate stands.
import type { Candidate } from './scan';
import { CLINICAL_WORDS } from '../vocab/clinical-words';
import { GENERIC_FACILITY_WORDS } from '../vocab/place-words';

const FACILITY_TYPES = new Set(['HOSPITAL', 'ORGANIZATION']);
/** Words that may join a generic name's words: "Speech and Language Pathology", "Department of Health". */
const JOINERS = new Set(['and', 'of', 'the', '&']);

export function namesOnlyAService(text: string, c: Candidate): boolean {
  if (!FACILITY_TYPES.has(c.type) || c.anchored === true || c.end - c.start > 60) return false;
  const words = text.slice(c.start, c.end).toLowerCase().split(/[^a-z'’&-]+/).filter((w) => w.length > 0);
  let generic = 0;
  for (const w of words) {
    if (JOINERS.has(w)) continue;
    if (!GENERIC_FACILITY_WORDS.has(w) && !CLINICAL_WORDS.has(w)) return false;
    generic++;
  }
  return generic > 0;
}
