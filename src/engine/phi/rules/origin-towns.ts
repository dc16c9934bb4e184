// place.origin-town: the town of the place a patient came from or was born at, as unit progress notes write a
// transfer or an admission: "from", the sending hospital, birth centre or home by a short name, then "in" and its town
// ("TX'D FROM X IN TOWN NH LAST PM", "adm 2/4 from x beach ed in town via life flight", "presented from X Birth Center
// in Town w/ ROM"), or the town in brackets after the hospital ("born 6/3 at x general (town)", "CT from X (Town)").
// The hospital's words are left to the facility rules; only the town, and a US state's code in capitals after it, is
// read. The slot says a place follows, so a town the gazetteers hold is read even where it is an English word or a
// surname too ("in Meridian", "IN DOVER"). A word no list holds is left: tried, it found a town in the swapped half and
// as many words that were none. What else follows "from X in" is a body part, a time or a state of the patient ("from
// pain in chest", "from home in the am", "from rehab in stable condition"): stop, clinical or excluded words.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import { wordGate, type GateWords } from '../core/word-gate';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../vocab/calendar-words';
import { US_STATES } from '../vocab/gazetteers';

/** Notes without an origin word hold no origin. */
const ORIGIN_GATE = wordGate('from at');
/** The origin word; the place and its town are read from a bounded slice after it. */
const ORIGIN = /\b(?:from|at)\b(?=[ \t])/giu;
const ORIGIN_AT = new WordAnchor(ORIGIN, 'from at');
/** An "in" or an opening bracket within the reach of the place's words, on the same line. */
const IN_OR_BRACKET = /^[^\n(]{0,80}?(?:[ \t]in[ \t]|\()/i;
/** One to four words of the place (letters only: no date, no dose), "in", the town of one or two words, a state code. */
const IN_TOWN =
  /^[ \t]{1,2}((?:\p{L}[\p{L}'’.&-]*[ \t]{1,2}){0,3}?\p{L}[\p{L}'’.&-]*)[ \t]{1,2}in[ \t]{1,2}(\p{L}[\p{L}'’-]{2,24}(?:[ \t]\p{L}[\p{L}'’-]{2,24})?)(?:[ \t]{1,2}([A-Z]{2}))?(?=[ \t]*(?:[.,;:)(]|\r?\n|$)|[ \t]{1,2}(?:via|by|after|w\/|with|on|last|for|and|at|to|yesterday|today|tonight|this|\d))/diu;
/** The same with a town of one word, read when the two words after "in" are no town ("IN X AFTER CT."). */
const IN_TOWN_ONE =
  /^[ \t]{1,2}((?:\p{L}[\p{L}'’.&-]*[ \t]{1,2}){0,3}?\p{L}[\p{L}'’.&-]*)[ \t]{1,2}in[ \t]{1,2}(\p{L}[\p{L}'’-]{2,24})(?:[ \t]{1,2}([A-Z]{2}))?(?=[ \t]*(?:[.,;:)(]|\r?\n|$)|[ \t]{1,2}(?:via|by|after|w\/|with|on|last|for|and|at|to|yesterday|today|tonight|this|\d))/diu;
/** One to four words of the place, then the town in brackets. */
const BRACKET_TOWN = /^[ \t]{1,2}((?:\p{L}[\p{L}'’.&-]*[ \t]{1,2}){0,3}?\p{L}[\p{L}'’.&-]*)[ \t]{0,2}\((\p{L}[\p{L}'’-]{2,24}(?:[ \t]\p{L}[\p{L}'’-]{2,24})?)\)/du;
const US_CODES: ReadonlySet<string> = new Set(US_STATES.values());
/** A sending place's shorthand that is a clinical word too: it still names the place. */
const HOSPITAL_SHORT: ReadonlySet<string> = new Set(['ed', 'er', 'icu', 'osh', 'rehab', 'snf', 'ltc', 'ltac', 'ltach']);
/** Words the gazetteers hold as towns that the slot also takes as a time, a state or a kind of place. */
const NOT_TOWN: ReadonlySet<string> = new Set([
  ...MONTH_NAMES, ...WEEKDAY_NAMES, 'general', 'private', 'public', 'place',
  'time', 'order', 'person', 'care', 'charge', 'progress', 'town', 'city', 'state', 'county', 'house', 'home', 'view',
  'transit', 'route', 'triage', 'labor', 'labour', 'early', 'stable', 'good', 'fair', 'custody', 'hospice', 'restraints',
]);

export function detectOriginTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries || !ORIGIN_GATE.open(seen)) return;
  for (const m of ORIGIN_AT.matchAll(text, seen)) {
    const from = m.index + m[0].length;
    const slice = text.slice(from, from + 110);
    // Most "from" and "at" have no "in" or bracket within the place's four words: no pattern is tried there.
    if (!IN_OR_BRACKET.test(slice)) continue;
    if (readInTown(text, wc, out, from, IN_TOWN.exec(slice)) || readInTown(text, wc, out, from, IN_TOWN_ONE.exec(slice))) continue;
    const bracket = BRACKET_TOWN.exec(slice);
    if (bracket !== null) readTown(text, wc, out, from + bracket.indices![2]![0], from + bracket.indices![2]![1], bracket[1]!);
  }
}

/** The town after "in" and the state code after it, if the match holds a town; whether it did. */
function readInTown(text: string, wc: WordClasses, out: Candidate[], from: number, inTown: RegExpExecArray | null): boolean {
  if (inTown === null) return false;
  const [townStart, townEnd] = inTown.indices![2]!;
  if (!readTown(text, wc, out, from + townStart, from + townEnd, inTown[1]!)) return false;
  const code = inTown[3];
  if (code !== undefined && code === code.toUpperCase() && US_CODES.has(code) && out.length > 0 && out[out.length - 1]!.type === 'CITY' && out[out.length - 1]!.start === from + townStart) {
    const [codeStart, codeEnd] = inTown.indices![3]!;
    push(out, from + codeStart, from + codeEnd, 'STATE', TIER.placeWord);
  }
  return true;
}

/** The town between `start` and `end`, after the place's words, when the gazetteers hold it; whether a place was read. */
function readTown(text: string, wc: WordClasses, out: Candidate[], start: number, end: number, place: string): boolean {
  // The place must be named: not only a stop word's or a clinical word's ("from admission in", "at times in").
  const placeWords = place.toLowerCase().split(/[ \t]+/);
  if (placeWords.every((w) => wc.isStop(w) || (wc.isClinical(w) && !HOSPITAL_SHORT.has(w)))) return false;
  // After "X Hospital in" the town is place.after-institution's, which reads it from the hospital it found.
  if (placeWords[placeWords.length - 1] === 'hospital') return false;
  const low = text.slice(start, end).toLowerCase().replace(/[ \t]+/g, ' ');
  const words = low.split(' ');
  if (words.some((w) => NOT_TOWN.has(w) || wc.isStop(w) || wc.isClinical(w) || wc.isShorthand(w))) return false;
  // A state or a country by its name is the gazetteer rules' in any slot.
  if (wc.dicts.states.has(low) || wc.dicts.countries.has(low)) return true;
  if (wc.dicts.cities.has(low)) {
    push(out, start, end, 'CITY', TIER.placeWord);
    return true;
  }
  return false;
}
