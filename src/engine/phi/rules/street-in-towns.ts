// place.street-in-town: the town after a street or a numbered road and "in", as ICU admission, trauma and social-work
// notes say where an accident happened or where the patient lives ("MVC VS TREE ON RTE 9 IN TOWN 5/29", "STRUCK WHILE
// CROSSING ELM ST IN TOWN, PER ...", "lives alone in a walkup on main st in town, no elevator", "on Rte 4 in Town,
// brought by ..."). No address rule reads them: the street has no house number, no comma follows it, and in capitals or
// in small letters no town is written as a name. The street word (or the road's word and its number) right before "in"
// says that what follows is a place; the town must still name one: in small letters a town the gazetteers hold, in
// capitals or Title case one the gazetteers hold or words no English, clinical, stop or shorthand list holds, and no
// month or weekday ("ON RTE 9 IN MAY", "head ct in am", "SINUS ST IN AFIB" stay clean). A town no list holds must close
// its clause or come before a number, a time's "~" or "@", a bracket or a state's code.
// Each " in " is read once: the word before it first (a street word or a road's number), then a bounded slice either
// side, so the family stays linear in the text.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { CALENDAR_WORDS_OR_SHORT } from '../vocab/calendar-words';
import { STATE_ABBREVIATIONS } from '../vocab/gazetteers';
import { PLACE_LEADS } from '../vocab/place-words';
import { namesTown } from './street-town-caseless';

/**
 * The street words read before "in": the common kinds of street and their abbreviations. "ct" and "dr" are left out
 * (a CT scan, a doctor: "repeat head ct in am", "d/w dr in charge"), and "way", "place" or "run", which end sentences.
 */
const STREET_KINDS: ReadonlySet<string> = new Set(
  'street st avenue ave road rd boulevard blvd lane ln highway hwy pike turnpike parkway pkwy terrace court drive'.split(' '),
);
/** The words that name a numbered road before its number ("Rte 9", "RT 20", "route 1A", "Hwy 41"). */
const ROAD_WORDS: ReadonlySet<string> = new Set(['rte', 'rt', 'route', 'hwy', 'highway']);
/** A blank, "in" in small letters or capitals, and one or two blanks. */
const IN_WORD = /[ \t](in|IN)[ \t]{1,2}/g;
/** The last two words before "in": the street's name word or the road word, then the street word or the number. */
const BEFORE_IN = /(?:^|[^\p{L}\d'’.-])([\p{L}][\p{L}'’-]{0,20}|\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH))[ \t]{1,2}([\p{L}]{2,10}\.?|\d{1,4}[A-Za-z]?)$/u;
/** One or two words of the town after "in". */
const TOWN_WORDS = /^([A-Za-z][A-Za-z'’-]{2,20})(?:[ \t]([A-Za-z][A-Za-z'’-]{2,20}))?/;
/** US state codes, for what may follow a town no list holds ("IN TOWN NH,"). */
const CODES = [...STATE_ABBREVIATIONS].join('|');
/** What may follow a town no list holds: its clause's end, a number, a time's mark, a bracket or a state's code. */
const CLOSES = new RegExp(String.raw`^(?:[ \t]{0,2}(?:[.,;:)(]|\r?\n|$)|[ \t]{1,2}[\d~@(]|[ \t]{1,2}(?:${CODES}|${CODES.toLowerCase()})(?![\p{L}\d]))`, 'u');

export function detectStreetInTowns(text: string, wc: WordClasses, out: Candidate[]): void {
  if (!wc.hasDictionaries) return;
  IN_WORD.lastIndex = 0;
  for (let m = IN_WORD.exec(text); m !== null; m = IN_WORD.exec(text)) {
    const capitals = m[1] === 'IN';
    if (!mayEndStreet(text, m.index)) continue;
    const before = BEFORE_IN.exec(text.slice(Math.max(0, m.index - 32), m.index));
    if (before === null || !streetBefore(before[1]!, before[2]!, capitals, wc)) continue;
    const from = m.index + m[0].length;
    const t = TOWN_WORDS.exec(text.slice(from, from + 48));
    if (t === null) continue;
    const town = townOf(t[1]!, t[2], wc);
    if (!sameCase(town, capitals)) continue;
    const low = town.toLowerCase();
    if (low.split(/[ \t]/).some((w) => CALENDAR_WORDS_OR_SHORT.has(w))) continue;
    const known = wc.dicts.cities.has(low);
    // In small letters only a town the gazetteers hold: any word of a sentence may follow "st in" there.
    if (!known && (town === low || !namesTown(town, wc) || !CLOSES.test(text.slice(from + town.length, from + town.length + 6)))) continue;
    push(out, from, from + town.length, 'CITY', known ? TIER.placeWord : TIER.weakCue);
  }
}

/**
 * What `streetBefore` needs of BEFORE_IN's last word, read from the character codes before "in" at `at`: that word
 * follows a blank and runs up to "in", so it is all the code units after the last blank before `at`, and it is a
 * road's number (a digit first) or a street word (its full stop aside). Most " in " of a note follow neither, and
 * then the pattern, tried at every start of its slice, is not run. True where either may hold.
 */
function mayEndStreet(text: string, at: number): boolean {
  let p = at;
  while (p > 0 && at - p <= 11) {
    const c = text.charCodeAt(p - 1);
    if (c === 32 || c === 9) break;
    p--;
  }
  if (p === at || at - p > 11 || p === 0) return false;
  const c = text.charCodeAt(p);
  if (c >= 48 && c <= 57) return true;
  return STREET_KINDS.has(text.slice(p, text.charCodeAt(at - 1) === 46 ? at - 1 : at).toLowerCase());
}

/**
 * The two words before "in" end a street: a street word in the case of "in" after a name word that is no stop or
 * clinical word ("WASHINGTON ST IN", "main st in", "Elm Street in"), or a road word before its number ("RTE 9 IN").
 */
function streetBefore(name: string, last: string, capitals: boolean, wc: WordClasses): boolean {
  const lastLow = last.replace(/\.$/, '').toLowerCase();
  if (/^\d/.test(last)) return ROAD_WORDS.has(name.toLowerCase()) && (capitals ? name === name.toUpperCase() : name !== name.toUpperCase());
  if (!STREET_KINDS.has(lastLow)) return false;
  if (capitals ? last !== last.toUpperCase() : last === last.toUpperCase()) return false;
  if (/^\d/.test(name)) return true;
  const nameLow = name.toLowerCase();
  return !wc.isStop(nameLow) && !wc.isClinical(nameLow) && !wc.isShorthand(nameLow);
}

/** The town: two words the gazetteers hold together or a lead word and a name ("WEST BROOKFIELD"), else the first. */
function townOf(first: string, second: string | undefined, wc: WordClasses): string {
  if (second === undefined) return first;
  const two = `${first} ${second}`;
  return wc.dicts.cities.has(two.toLowerCase()) || PLACE_LEADS.has(first.toLowerCase()) ? two : first;
}

/** Written in the case "in" was: in capitals after "IN", in small letters or Title case after "in". */
function sameCase(town: string, capitals: boolean): boolean {
  if (capitals) return town === town.toUpperCase();
  return town === town.toLowerCase() || town.split(/[ \t]/).every((w) => /^[A-Z][a-z]/.test(w));
}
