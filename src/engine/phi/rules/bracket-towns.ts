// place.bracket-town (fix22b): the town a note puts in brackets right after a name, the way contact lines, pedigrees,
// referral lists and medication histories say where a person lives or where a shop, a practice or a ward is: "Dtr X Y
// (Town) 413-...", "sister X Y (Town) has not been tested", "sons X (from Town) and Y (from Town)", "GUARDIAN IS SISTER
// X Y (OF TOWN FALLS)", "filled at X Drug #2183 (Town)", "referrals to x ltach (town)". The slot is the layout's: a name
// (a capitalised word, a store's number, or a facility's word in small letters), a blank, and a bracket that holds
// nothing but the place.
// - Bare "(X)": a place the gazetteers hold (a town, a state or a country, typed by which), not an English word or a
//   given name alone ("Robert (Bobby)", "Ann (Hope)", "furosemide (Lasix)" stay), nor a word of a field, a time or a
//   ward.
// - "(from X)", "(of X)", "(in X)": the cue says a place follows, so the place may be an English word the gazetteers
//   hold, or, written as a name in Title case or capitals, words closed by a place noun that is no facility's ("Turners Falls")
//   or one word no English, clinical or name list holds.
import { allMatchesBlankBefore, stickyOf } from '../core/all-matches';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../vocab/calendar-words';
import { FACILITY, NOT_PLACE_AFTER_CUE, PLACE_NOUNS, WEAK_FACILITY } from '../vocab/place-words';

/** A blank, an opening bracket, a cue word perhaps, one to three words and the closing bracket. */
export const BRACKET = /[ \t]{1,2}\((?:(from|of|in)[ \t]{1,2})?(\p{L}[\p{L}'’-]{1,24}(?:[ \t]\p{L}[\p{L}'’-]{1,24}){0,2})\)/giu;
/** BRACKET tried only at the blanks before each "(" (all-matches.ts, `allMatchesBlankBefore`), not at every blank. */
export const BRACKET_AT = stickyOf(BRACKET);
/** The name's last word before the bracket: a store's number or a word. */
const BEFORE = /(?:#\d{1,6}|(?<![\p{L}'’-])(\p{L}[\p{L}'’.-]{0,30}))$/u;
/** Words the gazetteers hold as places that a bracket after a name also holds as a time, a field or a state. */
const NOT_TOWN: ReadonlySet<string> = new Set([
  ...MONTH_NAMES, ...WEEKDAY_NAMES, 'general', 'private', 'public', 'retired', 'deceased', 'late', 'home', 'work',
  'pending', 'stable', 'normal', 'unknown', 'none', 'other', 'same', 'local', 'central', 'main', 'north', 'south', 'east', 'west',
]);
/** Small-letter words of a facility, short forms the clinical lists hold. */
const FACILITY_SHORT: ReadonlySet<string> = new Set(['ltach', 'ltac', 'snf', 'ltc', 'alf', 'rehab']);

/** The town in brackets right after a name. */
export function detectBracketTowns(text: string, wc: WordClasses, out: Candidate[]): void {
  if (!wc.hasDictionaries || !text.includes('(')) return;
  for (const m of allMatchesBlankBefore(text, BRACKET_AT, '(')) {
    const before = BEFORE.exec(text.slice(Math.max(0, m.index - 31), m.index));
    if (before === null || !nameBefore(before[1], wc)) continue;
    const cue = m[1] !== undefined;
    const town = m[2]!;
    const parts = town.split(/[ \t]/);
    const lows = parts.map((p) => p.toLowerCase().replace(/’/g, "'"));
    if (lows.some((l) => NOT_TOWN.has(l) || NOT_PLACE_AFTER_CUE.has(l) || wc.isStop(l) || wc.isClinical(l) || wc.isShorthand(l))) continue;
    const small = town === town.toLowerCase();
    // A town in small letters only on a caseless stretch, after a name in small letters too.
    if (small && (before[1] === undefined || before[1] !== before[1].toLowerCase())) continue;
    const titled = parts.every((p) => /^\p{Lu}(?:\p{Ll}|['’-]\p{L})/u.test(p)) || parts.every((p) => p === p.toUpperCase());
    if (!small && !titled) continue;
    const key = lows.join(' ');
    const type = wc.dicts.cities.has(key) ? 'CITY' : wc.dicts.states.has(key) ? 'STATE' : wc.dicts.countries.has(key) ? 'COUNTRY' : undefined;
    const at = m.index + m[0].length - 1 - town.length;
    if (type !== undefined) {
      if (!cue && parts.length === 1 && (wc.isEnglish(key) || wc.isGiven(key))) continue;
      push(out, at, at + town.length, type, TIER.placeWord);
      continue;
    }
    if (!cue || small) continue;
    const last = lows[lows.length - 1]!;
    const named = (l: string): boolean => l.length >= 3 && wc.nameEvidence(l).notEnglishName && !wc.isMisspelt(l);
    // Words closed by a place noun that names no facility ("Turners Falls", not "Day Center"): the cue and the noun say
    // a place, whatever the words before it.
    const closedByNoun = parts.length >= 2 && PLACE_NOUNS.has(last) && !FACILITY.has(last) && !WEAK_FACILITY.has(last);
    const oneName = parts.length === 1 && key.length >= 4 && named(key) && !wc.isGiven(key);
    if (closedByNoun || oneName) push(out, at, at + town.length, 'CITY', TIER.weakCue);
  }
}

/** Whether the word before the bracket ends a name: a store's number, a capitalised word, or a facility's small word. */
function nameBefore(word: string | undefined, wc: WordClasses): boolean {
  if (word === undefined) return true;
  const low = word.toLowerCase().replace(/\.$/, '');
  if (low.length < 2 || wc.isStop(low) || MONTH_NAMES.includes(low) || WEEKDAY_NAMES.includes(low)) return false;
  if (word === low) return FACILITY.has(low) || WEAK_FACILITY.has(low) || FACILITY_SHORT.has(low);
  if (!/^\p{Lu}/u.test(word)) return false;
  return !wc.isClinical(low) || FACILITY_SHORT.has(low);
}
