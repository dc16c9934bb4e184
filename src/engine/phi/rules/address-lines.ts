// Postal addresses written the international way, found by their shape rather than by a US street suffix:
// a house number, a street name and a unit ("20789 Hovedgade 46 Suite 501"), then the town, the country
// and the postcode that close the address ("Aarhus Denmark 8000"); and an address after a cue ("lives at
// 12 Rua Nova 40, Braga"). The unit word (Apt, Suite) or the cue is what makes a number + words an address,
// so "Lasix 40 mg" or "room 5 bed 2" never count.
import { COUNTRIES } from '../vocab/gazetteers';
import { codeAt, isAsciiLetterCode, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { allMatches, allMatchesAt } from '../core/all-matches';
import { matchAllOnLinesBefore } from '../core/anchored';
import { blankDigitsOf } from '../core/text-memo';

const WORD = "\\p{Lu}[\\p{L}'’.-]*";
const LINK = '(?:de|del|da|do|dos|das|la|le|di|van|von|u|ul\\.|tér|utca|str\\.?)';
/** Between the lines of an address block: a space, a comma, a '>' quote mark or up to two line breaks. */
const SEP = '[ \\t]*(?:>|,|\\?{3})?(?:[ \\t]*\\r?\\n){0,2}[ \\t]*>?[ \\t]*';
/** "20789 Hovedgade 46 Suite 501", "3536 1659 Oak St Apt. 839": number, name words, number, unit. */
const NUMBERED_UNIT = new RegExp(
  `(?<![\\p{L}\\d])\\d{1,6}(?:[ \\t]+\\d{1,6})?[ \\t]+${WORD}(?:[ \\t]+(?:${WORD}|${LINK}))*?[ \\t]+\\d{1,5}[A-Za-z]?\\.?` +
    `(?:,?[ \\t]*(?:Apt|Apartment|Suite|Ste)\\.?[ \\t]*#?\\d{1,5}[A-Za-z]?(?![\\p{L}\\d])|(?=${SEP}(?:Apt|Apartment|Suite|Ste)\\.?[ \\t]*\\d))`,
  'gu',
);
/** After a unit: the town words, perhaps a country, then a postcode ("Apt. 595 Oulu Finland 53650"). */
const UNIT_TAIL = new RegExp(
  `(?:Apt|Apartment|Suite|Ste)\\.?[ \\t]*#?\\d{1,5}[A-Za-z]?${SEP}` +
    `(${WORD}(?:[ \\t-]+(?:${WORD}|${LINK})){0,3}?)` +
    `(?:${SEP}(${WORD}(?:[ \\t]+${WORD}){0,2}))?` +
    `${SEP}(\\d{3,6}(?:-\\d{3,4})?(?![\\p{L}\\d]|[ \\t]\\d))?(?![\\p{L}\\d])`,
  'gu',
);
/** What both block patterns need: a unit word and its number ("Apt. 595", "Suite #210", "Ste 4"). */
const UNIT_NUMBER = /(?:Apt|Apartment|Suite|Ste)\.?[ \t]*#?\d/gu;
const NUMBERED_UNIT_AT = new RegExp(NUMBERED_UNIT.source, 'uy');
const UNIT_TAIL_AT = new RegExp(UNIT_TAIL.source, 'uy');
/** "lives at 255 Hersnapvej 18, Odense C", "address: 0304 Rua Nova 468, Braga". */
const CUED = new RegExp(
  `\\b(?:lives|living|live|resides|located|is|office|moved|address(?:[ \\t]+is)?:?)[ \\t]+(?:at|to|on)?[ \\t]*:?[ \\t]*` +
    `(\\d{1,6}[ \\t]+\\p{L}[\\p{L}'’.-]*(?:[ \\t]+\\p{L}[\\p{L}'’.-]*){0,5}?[ \\t]+\\d{1,5}[A-Za-z]?\\.?)` +
    `(?:,[ \\t]*(\\p{L}[\\p{L}'’-]*(?:[ \\t]+\\p{L}[\\p{L}'’-]*){0,3}))?(?=[ \\t]*(?:[.,;!?)]|$))`,
  'gmu',
);
const CUED_AT = new WordAnchor(CUED, 'lives living live resides located is office moved address');
/**
 * A postcode-shaped number after a blank ("... Spain 16200"); the country before it is checked. The blank is part of
 * the pattern: a number of digits and hyphens after no blank was searched for and passed over, and no such number
 * can hide one after a blank, so the numbers kept are the same.
 */
const POSTCODE = /[ \t]\d{4,6}(?:-\d{3,4})?(?![\p{L}\d-]|[ \t]\d)/gu;
const POSTCODE_AT = new RegExp(POSTCODE.source, 'uy');

function countryAt(words: string): number {
  // The longest run of closing words that names a country: "South Africa", "Finland".
  const parts = words.split(/[ \t]+/);
  for (let k = Math.min(3, parts.length); k >= 1; k--) {
    if (COUNTRIES.has(parts.slice(parts.length - k).join(' ').toLowerCase())) return k;
  }
  return 0;
}

function tail(m: RegExpMatchArray, out: Candidate[]): void {
  const town = m[1]!;
  let country = m[2];
  const postcode = m[3];
  const townStart = m.index! + m[0].indexOf(town, m[0].search(/\d/) + 1);
  let townText = town;
  if (!country) {
    // "Oulu Finland" caught as one town run: split the country off its end.
    const k = countryAt(town);
    if (k > 0) {
      const parts = town.split(/[ \t]+/);
      if (k === parts.length) { country = town; townText = ''; } else {
        country = parts.slice(parts.length - k).join(' ');
        townText = town.slice(0, town.lastIndexOf(country)).trimEnd();
      }
    }
  }
  const known = country !== undefined && countryAt(country) > 0;
  // The tail is an address only when it closes like one: a country we know or a postcode.
  if (!known && !postcode) return;
  if (townText) push(out, townStart, townStart + townText.length, 'CITY', TIER.placeWord);
  if (postcode) {
    const end = m.index! + m[0].length;
    push(out, end - postcode.length, end, 'ZIP', TIER.addressPart);
  }
}

export function detectAddressLines(text: string, out: Candidate[], seen: GateWords): void {
  if (!/\d/.test(text)) return;
  // The unit word and its number anchor the block rules: most texts have none and skip them. The word alone is no
  // gate, since "Ste" opens "Stent", "Step" and "Sternal" in most notes.
  const units = allMatches(text, UNIT_NUMBER);
  if (units.length > 0) {
    for (const m of numberedUnits(text, units)) push(out, m.index, m.index + m[0].length, 'STREET', TIER.addressPart);
    for (const m of unitTails(text, units)) tail(m, out);
  }
  for (const m of cuedAddresses(text, seen)) {
    const street = m[1]!;
    const s = m.index + m[0].indexOf(street);
    push(out, s, s + street.length, 'STREET', TIER.addressPart);
    const town = m[2];
    if (town) {
      const ts = m.index + m[0].length - town.length;
      push(out, ts, ts + town.length, 'CITY', TIER.weakCue);
    }
  }
  for (const m of postcodes(text, seen.memo.blankDigits(text))) {
    // "Brakpan South Africa 70651", "Mora de Rubielos, Spain 16200": a country we know right before it.
    const start = m.index + 1;
    const words = /((?:\p{Lu}[\p{L}'’.-]*[ \t]+){1,3})$/u.exec(text.slice(Math.max(0, start - 40), start));
    if (!words || countryAt(words[1]!.trim()) === 0) continue;
    push(out, start, m.index + m[0].length, 'ZIP', TIER.addressPart);
  }
}

/** The matches of CUED, tried only at its cue words with a digit after them (`digitAfterCue`). */
export function cuedAddresses(text: string, seen: GateWords): RegExpExecArray[] {
  return CUED_AT.matchAll(text, seen, digitAfterCue);
}

/**
 * Where CUED may match at the cue word that starts at `p` ("is", "lives", "address"): after it come only blanks, colons,
 * "is" (after "address"), "at", "to" or "on", then the house number's digit. Read from the character codes: most "is"
 * of a note are followed by a word, and the pattern is not tried there.
 */
function digitAfterCue(text: string, p: number): boolean {
  let i = p;
  while (isAsciiLetterCode(codeAt(text, i))) i++;
  for (let words = 0; ; words++) {
    let c = codeAt(text, i);
    while (c === 32 || c === 9 || c === 58) c = codeAt(text, ++i);
    if (c >= 48 && c <= 57) return true;
    if (words === 2 || !isAsciiLetterCode(c)) return false;
    const w = text.slice(i, i + 2);
    if ((w !== 'is' && w !== 'at' && w !== 'to' && w !== 'on') || isAsciiLetterCode(codeAt(text, i + 2))) return false;
    i += 2;
  }
}

// The block patterns and the postcode tried only where they can start, with the matches of their global searches
// (test/unit/engine/phi/address-lines-anchored.test.ts holds them to those searches on random texts).
//
// Every match of NUMBERED_UNIT holds a unit word and its number where UNIT_NUMBER matches (in its body or its
// look-ahead), after at most two line breaks (only SEP reads one, and it reads at most two); so the match starts at a
// digit, on the unit's line or one of the two lines before it. Every match of UNIT_TAIL starts where UNIT_NUMBER
// matches. The global search of UNIT_NUMBER finds every position where it matches: one of its matches could only hide
// another inside it, and no unit word starts inside a unit word or its ". #" and digit. The positions are tried left
// to right, each once, from the end of the last match, as the global search tries them.

/** The whole-note searches the functions below stand for, for their test. */
export const ADDRESS_LINE_SEARCHES = { NUMBERED_UNIT, UNIT_TAIL, UNIT_NUMBER, POSTCODE, CUED } as const;

/** The matches of NUMBERED_UNIT, given the matches of UNIT_NUMBER (in order). */
export function numberedUnits(text: string, units: readonly RegExpExecArray[]): RegExpExecArray[] {
  return matchAllOnLinesBefore(text, units, 2, NUMBERED_UNIT_AT, startsWithDigit);
}

function startsWithDigit(text: string, s: number): boolean {
  const c = text.charCodeAt(s);
  return c >= 48 && c <= 57;
}

/** The matches of UNIT_TAIL, given the matches of UNIT_NUMBER (in order). */
export function unitTails(text: string, units: readonly RegExpExecArray[]): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let from = 0;
  for (const u of units) {
    if (u.index < from) continue;
    UNIT_TAIL_AT.lastIndex = u.index;
    const m = UNIT_TAIL_AT.exec(text);
    if (m === null) continue;
    found.push(m);
    from = u.index + m[0].length;
  }
  return found;
}

/**
 * The matches of POSTCODE: each starts at a blank before a digit, and those positions (`blanks`: the note's, found
 * once by a search for the two, core/text-memo.ts `blankDigits`) are tried in order; after a match the search goes
 * on from its end. POSTCODE's blank and digits are ASCII, so no position tried is inside a surrogate pair.
 */
export function postcodes(text: string, blanks: readonly number[] = blankDigitsOf(text)): RegExpExecArray[] {
  return allMatchesAt(text, POSTCODE_AT, blanks);
}
