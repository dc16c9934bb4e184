// A facility's or an agency's name built only of generic words names a service, not a place: "Wound Care Center",
// "Senior Care Center", "Outpatient Surgery Center", "Home Health Agency", "Dialysis Center", "Public Health",
// "Regional Cancer Centre", "Speech Language Pathology" (hardneg21). A facility's name needs at least one word that is
// no generic kind, service, region or clinical word ("Ridgeway Wound Care Center"). Applied to every rule's facility
// and organisation candidates before overlaps are settled, as the clinical guard is; an anchored candidate stands.
import type { Candidate } from './scan';
import { CLINICAL_WORDS, MEETING_HEADS } from '../vocab/clinical-words';
import { PLACE_NAMED_GOODS } from '../vocab/named-eponyms';
import { GENERIC_FACILITY_WORDS, GENERIC_SPOT_WORDS, NARRATIVE_VERBS, PLACE_KIND_NOUNS, SCHEDULE_CODES } from '../vocab/place-words';

const FACILITY_TYPES = new Set(['HOSPITAL', 'ORGANIZATION']);
/** Words that may join a generic name's words: "Speech and Language Pathology", "Department of Health". */
const JOINERS = new Set(['and', 'of', 'the', '&']);
/** The last word of a staff meeting's name; not "board" ("Review Board" is an organisation). */
const STAFF_MEETINGS = new Set([...MEETING_HEADS].filter((w) => !w.startsWith('board') && !w.startsWith('conference') && !w.startsWith('meeting')));

export function namesOnlyAService(text: string, c: Candidate, isPlace: (low: string) => boolean = () => false): boolean {
  if (c.anchored === true || c.end - c.start > 60) return false;
  if (c.type === 'LOCATION-OTHER') return namesOnlyASpot(text, c);
  if (!FACILITY_TYPES.has(c.type)) return false;
  const words = text.slice(c.start, c.end).toLowerCase().split(/[^a-z'’&-]+/).filter((w) => w.length > 0);
  // A staff meeting named in Title case ("Grand Rounds", "Morning Report", "Safety Huddle"): no facility (hardneg23).
  if (words.length > 0 && words.length <= 3 && STAFF_MEETINGS.has(words[words.length - 1]!)) return true;
  // A narrative verb opening the span ("SEES EYE CLINIC", "graduated high school"): the rest is read with kinds of place too.
  const verb = words.length > 1 && NARRATIVE_VERBS.has(words[0]!);
  let generic = 0;
  for (let i = verb ? 1 : 0; i < words.length; i++) {
    const w = words[i]!;
    if (JOINERS.has(w)) continue;
    if (!GENERIC_FACILITY_WORDS.has(w) && !CLINICAL_WORDS.has(w) && !SCHEDULE_CODES.has(w) && !namedGood(words, i, isPlace) && !(verb && PLACE_KIND_NOUNS.has(w))) return false;
    generic++;
  }
  return generic > 0;
}

/**
 * Goods named after a place ("brazil nut"), or the town, state or country (`isPlace`, the dictionaries') right before
 * them, read as a heading's words (hardneg23): "Tiny Sprouts daycare" keeps its name.
 */
function namedGood(words: readonly string[], i: number, isPlace: (low: string) => boolean): boolean {
  return PLACE_NAMED_GOODS.has(words[i]!) || (i + 1 < words.length && PLACE_NAMED_GOODS.has(words[i + 1]!) && isPlace(words[i]!));
}

/**
 * A place of two words or more named only by its kind ("CAR PARK", "BED BAY 4", "Day Room"; GENERIC_SPOT_WORDS): no
 * place's own name (hardneg23). "Sandy Bay" and "Victoria Park" keep a word of their own.
 */
function namesOnlyASpot(text: string, c: Candidate): boolean {
  const words = text.slice(c.start, c.end).toLowerCase().split(/[^a-z'’]+/).filter((w) => w.length > 0);
  return words.length >= 2 && words.every((w) => GENERIC_SPOT_WORDS.has(w));
}
