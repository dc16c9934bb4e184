// LOCATION category: STREET (house number + name + street suffix, unit numbers, PO boxes), ZIP (in an
// address or after a cue), CITY / STATE / COUNTRY from our gazetteers. Words that are also common words or
// names ("Mobile", "Jackson", "Georgia", "MA") are tagged only in location context: a preposition such as
// "in"/"from"/"near" before them, or the address shape "City, ST 12345" around them.
import {
  AMBIGUOUS_CITIES, AMBIGUOUS_COUNTRIES, AMBIGUOUS_STATES, CITIES, COUNTRIES, STATE_ABBREVIATIONS, US_STATES,
} from '../vocab/gazetteers';
import { hasEponymFollower } from '../vocab/name-guards';
import { STREET_ABBREVIATIONS, STREET_SUFFIXES, UNIT_WORDS } from '../vocab/street-words';
import { byRule, capitalisedRuns, codeAt, firstWordsOf, matchAt, matchRuns, push, sticky, wordsBefore, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { allMatches } from '../core/all-matches';

const STREET_SUFFIX = STREET_SUFFIXES.join('|');
const UNIT_WORD = UNIT_WORDS.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('|');
const UNIT = `(?:,?\\s*(?:${UNIT_WORD}|#)\\.?\\s*#?\\s*[A-Z0-9][A-Z0-9-]{0,5}\\b)?`;
// The house number and the street's first word share a line: a number closing one line ("NHS No: 485 772 1093") and a
// street or a house opening the next ("9913\nSnailbeach Lane") are two things.
const STREET = new RegExp(
  `\\b\\d{1,6}[A-Z]?(?:-\\d{1,4})?[ \\t]+(?:[NSEW]\\.?\\s+|(?:North|South|East|West)\\s+)?` +
    `(?:(?:\\d{1,3}(?:st|nd|rd|th)|\\p{Lu}[\\p{L}'’-]*\\.?)\\s+){1,4}(?:${STREET_SUFFIX})\\b\\.?` +
    `(?:\\s+(?:N|S|E|W|NE|NW|SE|SW)\\b\\.?)?${UNIT}`,
  'gu',
);
/**
 * A grid address of the Mountain West's towns, a number, a compass point, a number and a compass point, with no street
 * word ("1140 N 400 E, Town, UT ...", "4220 S 900 E, Suite 310, ..."), before the address's comma and a capital
 * (fix18c): "bp 120 E 80 W, lead ..." is no address.
 */
const GRID_STREET = /\b\d{1,5}[ \t]{1,2}(?:[NSEW]\.?|North|South|East|West)[ \t]{1,2}\d{1,5}[ \t]{1,2}(?:[NSEW]|North|South|East|West)\b(?=[ \t]{0,2},[ \t]{1,2}[A-Z])/g;
const MEASURED_EXERCISE = /^\d{1,3}[ \t-]{1,2}(?:Minute|Min|Mile|Hour|Second|Metre|Meter|Yard|Step|Lap|Day|Week)s?[ \t]{1,2}(?:Walk|Run|Path|Pass)\b/i;
/** Street words that are nouns of a note too: "a rise in lactate", "the left brow". */
const NOUN_STREET_END = /[ \t](?:Rise|Brow)\.?$/;
const UNIT_ALONE = /\b(?:Apt|Apartment|Suite|Ste)\.?\s*#?\s*\d{1,5}[A-Z]?\b/g;
const PO_BOX = /\b(?:P\.?\s?O\.?\s*Box|Post\s+Office\s+Box)\s+\d{1,6}\b/gi;

/** "Springfield, IL 62704", "Boston, MA", "Austin, Texas 78701": city, state and ZIP together. */
const CITY_STATE_ZIP =
  /(\p{Lu}[\p{L}'’.-]*(?:[ -]\p{Lu}[\p{L}'’.-]*){0,2}),[ \t]*(\p{Lu}[\p{L}]+(?: \p{Lu}[\p{L}]+)?|[A-Z]{2})(?:[ \t]+(\d{5}(?:-\d{4})?))?(?![\p{L}\d])/u;
/** The comma between a city and its state: where the address shape is looked for. */
const STATE_AFTER_COMMA = /,[ \t]*(?:[A-Z]{2}|\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)(?![\p{L}])/gu;
/** The city words right before the comma, at most three. */
export const CITY_BEFORE = /(?:^|[^\p{L}'’.-])(\p{Lu}[\p{L}'’.-]*(?:[ -]\p{Lu}[\p{L}'’.-]*){0,2})$/u;

/** An ASCII letter, apostrophe, period or hyphen: what CITY_BEFORE's words are made of, in ASCII. */
function cityCode(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 39 || c === 46 || c === 45;
}

/**
 * The length of CITY_BEFORE's city in the 40 code units before `comma` (-1: none), read in place where they are ASCII
 * (CITY_BEFORE tries every start of them, each up to the comma). A hyphen is a word's letter as well as a separator,
 * so a stretch of the window is the city when it starts with a capital after no word code unit (or at the window's
 * start) and holds only word code units and at most two blanks, each before a capital: the leftmost such start wins,
 * as the pattern's does. A stretch that breaks these does so for every start left of the break.
 */
export function cityBeforeComma(text: string, comma: number): number {
  const lo = Math.max(0, comma - 40);
  let bound = comma;
  let blanks = 0;
  for (let i = comma - 1; i >= lo; i--) {
    const c = text.charCodeAt(i);
    if (c >= 128) {
      const m = CITY_BEFORE.exec(text.slice(lo, comma));
      return m === null ? -1 : m[1]!.length;
    }
    if (c === 32) {
      const next = i + 1 < comma ? text.charCodeAt(i + 1) : -1;
      if (!(next >= 65 && next <= 90) || ++blanks > 2) break;
    } else if (!cityCode(c)) break;
    bound = i;
  }
  for (let q = bound; q < comma; q++) {
    const c = text.charCodeAt(q);
    if (c >= 65 && c <= 90 && (q === lo || !cityCode(text.charCodeAt(q - 1)))) return comma - q;
  }
  return -1;
}
const ZIP_CUED = /\b(?:zip|zip\s*code|postal\s*code|post\s*code|postcode)\s*(?:is\s+)?[:#]?\s*(\d{4,5}(?:-\d{3,4})?)(?![\w-])/gi;
/** Its gate is open on most notes ("post-op"): tried only where a run of letters starts with "zip" or "post" (core/word-anchors.ts). */
const ZIP_CUED_AT = new WordAnchor(ZIP_CUED, 'zip* post*');
const STATE_ZIP = /(?<![\w])([A-Z]{2})\s+(\d{5}(?:-\d{4})?)(?![\w-])/g;

const WORDLIKE_STATES = new Set(['ID', 'MD', 'OR', 'IN', 'OK', 'HI', 'ME', 'DE', 'PA', 'MS', 'CO', 'LA', 'MA', 'AL', 'GA']);

const LOCATION_WORDS = new Set([
  'in', 'from', 'to', 'near', 'at', 'visiting', 'visited', 'visit', 'lives', 'living', 'live', 'moved', 'born',
  'resides', 'residing', 'resident', 'travel', 'traveled', 'travelled', 'traveling', 'travelling', 'trip',
  'returned', 'outside', 'around', 'downtown', 'of', 'via', 'flew', 'relocated', 'raised', 'grew', 'located',
]);

/** Lower-case words that may sit inside a place name: "District of Columbia", "Trinidad and Tobago". */
const PLACE_CONNECTORS: ReadonlySet<string> = new Set(['of', 'and', 'de', 'la', 'es']);

const FIRST_WORDS = firstWordsOf(CITIES, US_STATES.keys(), COUNTRIES);

type Place = 'CITY' | 'STATE' | 'COUNTRY';

function lookup(key: string): { type: Place; ambiguous: boolean } | undefined {
  if (CITIES.has(key)) return { type: 'CITY', ambiguous: AMBIGUOUS_CITIES.has(key) };
  if (US_STATES.has(key)) return { type: 'STATE', ambiguous: AMBIGUOUS_STATES.has(key) };
  if (COUNTRIES.has(key)) return { type: 'COUNTRY', ambiguous: AMBIGUOUS_COUNTRIES.has(key) };
  return undefined;
}

function inLocationContext(text: string, start: number, end: number): boolean {
  const prev = wordsBefore(text, start, 1)[0];
  if (prev !== undefined && LOCATION_WORDS.has(prev)) return true;
  // Followed by ", <Capitalised>" — "Jackson, Mississippi", "Georgia, USA".
  return /^,\s*\p{Lu}/u.test(text.slice(end, end + 4));
}

function detectGazetteer(text: string, out: Candidate[], seen: GateWords): void {
  matchRuns(text, capitalisedRuns(text, PLACE_CONNECTORS, seen.memo.capitalStarts(text).runs), 5, FIRST_WORDS, lookup, (s, e, hit) => {
    if (hasEponymFollower(text, e)) return;
    // Part of a longer capitalised name ("Montreal Cognitive Assessment", "Boston Naming Test").
    const next = /^ (\p{Lu}[\p{L}]*)/u.exec(text.slice(e, e + 24));
    if (next && !STATE_ABBREVIATIONS.has(next[1]!) && lookup(next[1]!.toLowerCase()) === undefined) return;
    // "Austin Flint murmur": two capitalised words naming a sign.
    if (next && hasEponymFollower(text, e + next[0].length)) return;
    if (hit.ambiguous && !inLocationContext(text, s, e)) return;
    push(out, s, e, hit.type, hit.ambiguous ? TIER.weakCue : TIER.gazetteer);
  });
}

/** The first word of each state's name ("new" of "new york"). */
const STATE_FIRST_WORDS = firstWordsOf(US_STATES.keys());

/**
 * False when the state after the comma at `from - 1` cannot be one (detectAddressParts pushes only a state's code
 * or name): its first word, a run of letters that ends at an ASCII non-letter, is neither a two-letter code nor a
 * state's first word. A word that runs into a non-ASCII code unit (a letter, the Kelvin sign) may be one: asked on.
 */
function mayStartState(text: string, from: number): boolean {
  let q = from;
  while (codeAt(text, q) === 32 || codeAt(text, q) === 9) q++;
  let e = q;
  for (let c = codeAt(text, e); (c >= 65 && c <= 90) || (c >= 97 && c <= 122); c = codeAt(text, ++e));
  if (e < text.length && text.charCodeAt(e) >= 128) return true;
  const word = text.slice(q, e);
  return (word.length === 2 && STATE_ABBREVIATIONS.has(word)) || STATE_FIRST_WORDS.has(word.toLowerCase());
}

/** Made once, not at every call: `matchAt` sets where it starts before every try. */
const CITY_STATE_ZIP_AT = sticky(CITY_STATE_ZIP);

function detectAddressParts(text: string, out: Candidate[], seen: GateWords): void {
  const cityStateZip = CITY_STATE_ZIP_AT;
  for (const comma of allMatches(text, STATE_AFTER_COMMA)) {
    if (!mayStartState(text, comma.index + 1)) continue;
    const cityLength = cityBeforeComma(text, comma.index);
    if (cityLength < 0) continue;
    const m = matchAt(cityStateZip, text, comma.index - cityLength);
    if (!m) continue;
    const city = m[1]!;
    const state = m[2]!;
    const zip = m[3];
    const stateStart = m.index + m[0].indexOf(state, city.length + 1);
    const isAbbrev = state.length === 2 && STATE_ABBREVIATIONS.has(state);
    const isState = isAbbrev || US_STATES.has(state.toLowerCase());
    // Without a ZIP, the city must be one we know ("Boston, MA"): never "Hi, OK" or "Sincerely, Virginia".
    if (!isState || (!zip && !CITIES.has(city.toLowerCase()))) continue;
    push(out, m.index, m.index + city.length, 'CITY', zip ? TIER.addressShape : TIER.townState);
    push(out, stateStart, stateStart + state.length, 'STATE', TIER.addressShape);
    if (zip) push(out, m.index + m[0].length - zip.length, m.index + m[0].length, 'ZIP', TIER.zipAfterState);
  }
  for (const m of allMatches(text, STATE_ZIP)) {
    if (!STATE_ABBREVIATIONS.has(m[1]!)) continue;
    // "ID 12345" or "MD 20814" without an address comma is more likely a cue and a number than a state.
    if (WORDLIKE_STATES.has(m[1]!) && !/,\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    push(out, m.index, m.index + 2, 'STATE', TIER.placeShape);
    push(out, m.index + m[0].length - m[2]!.length, m.index + m[0].length, 'ZIP', TIER.addressShape);
  }
  if (ZIP_CUED_GATE.open(seen)) for (const m of ZIP_CUED_AT.matchAll(text, seen)) {
    const end = m.index + m[0].length;
    push(out, end - m[1]!.length, end, 'ZIP', TIER.addressShape);
  }
}

/** The words every match of PO_BOX and of ZIP_CUED holds (core/word-gate.ts), glued as they may be written
 * ("POBox", "zipcode"): most notes hold none. */
const PO_BOX_GATE = wordGate('box obox pobox');
const UNIT_ALONE_AT = new WordAnchor(UNIT_ALONE, 'apt apartment suite ste');
const ZIP_CUED_GATE = wordGate('zip zipis zipcode zipcodeis postal postalcode postalcodeis post postcode postcodeis');

export function detectLocations(text: string, out: Candidate[], seen: GateWords): void {
  byRule(out, 'street.suffix', () => detectStreets(text, out));
  byRule(out, 'street.unit', () => {
    for (const m of UNIT_ALONE_AT.matchAll(text, seen)) push(out, m.index, m.index + m[0].length, 'STREET', TIER.weakCue);
  });
  byRule(out, 'street.po-box', () => {
    if (PO_BOX_GATE.open(seen)) for (const m of allMatches(text, PO_BOX)) push(out, m.index, m.index + m[0].length, 'STREET', TIER.addressShape);
  });
  byRule(out, 'address.parts', () => detectAddressParts(text, out, seen));
  byRule(out, 'place.gazetteer', () => detectGazetteer(text, out, seen));
}

function detectStreets(text: string, out: Candidate[]): void {
  for (const m of allMatches(text, STREET)) {
    // "6 Minute Walk Test", "2 Mile Run": a count of minutes or miles before a walk or a run is an exercise, not a street.
    if (MEASURED_EXERCISE.test(m[0])) continue;
    // "a 2 Point Rise", "3 Left Brow": a street word that is also a note's noun needs the address's comma after it.
    if (NOUN_STREET_END.test(m[0]) && !/^[ \t]{0,2},/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3))) continue;
    // A street never runs over a blank line: "NHS No: 485 772 1093<blank line>Dear Dr" is a number, then a greeting.
    if (/\n[ \t]*\r?\n/.test(m[0])) continue;
    // Nor does its suffix stand alone at the next line's start: "PGY-4 Internal Medicine<newline>Dr. X" is a signature's
    // service, then a title.
    if (/\n[ \t]*\p{L}+\.?$/u.test(m[0])) continue;
    // The period belongs to an abbreviation ("Elm St."), not to a full suffix ending a sentence ("Quail Bend.").
    const full = /(?<![\p{L}])(\p{L}+)\.$/u.exec(m[0]);
    const end = m.index + m[0].length - (full && !STREET_ABBREVIATIONS.has(full[1]!) ? 1 : 0);
    push(out, m.index, end, 'STREET', TIER.addressShape);
  }
  for (const m of allMatches(text, GRID_STREET)) push(out, m.index, m.index + m[0].length, 'STREET', TIER.addressShape);
}
