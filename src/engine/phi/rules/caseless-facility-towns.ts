// place.after-facility in a note typed all in lower case: the town after a facility's name and a comma, closing its
// line or its bracket ("church street surgery, kidderminster", "royal inland hospital, kamloops)", "summit
// orthopedics, sioux falls"). Referrals, ED notes and report headers typed without capitals name the sender's or the
// receiving facility this way as often as letterheads do with capitals (AFTER_FACILITY, place-cues.ts), but no capital
// says the word after the comma is a name: the town must be one the gazetteers hold, or be made of words no English,
// clinical, shorthand or stop list holds, and the facility word itself must be written in lower case (a writer who
// capitalises would have capitalised the town too).
import { push, type Candidate } from '../core/scan';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { NOT_PLACE_AFTER_CUE, NOT_TOWN_FIELD } from '../vocab/place-words';

/**
 * A lower-case facility word, a comma, then one to three lower-case words that end the line, a bracket or the
 * clause before a dash. The words after the comma are asked about below.
 */
const CASELESS_AFTER_FACILITY = new WordAnchor(
  /\b(?:hospital|medical[ \t]cent(?:er|re)|health[ \t]cent(?:er|re)|clinic|infirmary|hospice|surgery|practice|nursing[ \t]home|care[ \t]home|orthopedics|orthopaedics|radiology|imaging)(?:[ \t]{1,2}#\d{1,5})?,[ \t]{1,2}([a-z][a-z'’-]{2,20}(?:[ \t][a-z][a-z'’-]{2,20}){0,2})(?=[ \t]{0,2}(?:\r?\n|$|[;)])|[ \t]{1,2}[-–][ \t])/g,
  'hospital medical health clinic infirmary hospice surgery practice nursing care orthopedics orthopaedics radiology imaging',
  0,
  false,
  'small',
);

/** A town the gazetteers hold as a whole, or words no list of the language, the clinic or shorthand holds. */
function caselessTown(town: string, wc: WordClasses): boolean {
  if (wc.dicts.cities.has(town)) return true;
  return town.split(/[ \t]/).every((w) => !wc.isEnglish(w) && !wc.isShorthand(w) && !wc.isStop(w) && !wc.isClinical(w) && !wc.isMisspelt(w));
}

/** `score`: the tier of the capitalised reading (place-cues.ts), since the cue is the same facility word. */
export function caselessFacilityTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords, score: number): void {
  for (const m of CASELESS_AFTER_FACILITY.matchAll(text, seen)) {
    const town = m[1]!;
    const first = town.split(/[ \t]/)[0]!;
    // "clinic, ward 4", "hospital, main site": a section of the facility after its comma, not its town.
    if (NOT_TOWN_FIELD.has(first) || NOT_PLACE_AFTER_CUE.has(first) || wc.isClinical(first) || !caselessTown(town, wc)) continue;
    const start = m.index + m[0].length - town.length;
    push(out, start, start + town.length, 'CITY', score);
  }
}
