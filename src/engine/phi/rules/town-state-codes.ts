// place.town-state-code: a US state's postal code in capitals right after a town the gazetteers hold, written the way
// ward notes, social work notes and imaging letterheads write where someone is from, with no ZIP and often no comma
// ("transferred from X Regional in Hammond IN w/ COPD", "lives alone in Derry NH, retired", "SON DROVE FROM NASHUA NH.",
// "lives alone outside Kemmerer, WY, widowed", "X OPEN MRI - GRAND JUNCTION CO").
// The other readings of a capital code are what the gates are for. Several codes are English words or shorthand (IN,
// OR, OK, ME, HI, CO, LA, MI for an infarct, AK for akinesis) and some are credentials after a name (MD, PA, MA, MS): a
// town the gazetteers hold must stand right before the code (a name no list holds is place.town-code's, which wants its
// cue), a credential's code needs a town that is no one's known name ("Ann Salem MD"), a one-word town may be no English
// word ("POST MI", "APEX AK"), and the code must close its clause or come before a word in small letters ("Hammond IN
// w/"), or, in a mixed-case note, before a number: a capitalised word after it is a conjunction's or a capitals note's
// ("Salem OR Portland", "TO LOWELL OR NASHUA", "SEEN IN DENVER IN MAY", "SHE WAS INA ND OUT OF AF").
// Each code is tried only where its capitals start a run of letters (core/word-anchors.ts) after a blank and a letter or
// a comma; the town and the comma before it are read by bounded walks back from it, and the institutions found before
// are looked up in a set built once per call, so the scan stays linear.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { US_STATES } from '../vocab/gazetteers';
import { ASSISTANT_CREDENTIALS, CREDENTIALS, DOCTOR_TITLES, PERSON_TITLES } from '../vocab/people-words';

const CODES = [...new Set(US_STATES.values())].map((c) => c.toUpperCase());
/** A code alone as a word: no letter, digit, apostrophe or hyphen after it, and no dotted abbreviation ("PA.-C"). */
const CODE = new RegExp(String.raw`\b(?:${CODES.join('|')})(?![\p{L}\d'’-]|\.[\p{L}\d])`, 'gu');
const CODE_AT = new WordAnchor(CODE, CODES.map((c) => c.toLowerCase()).join(' '), 0, false, 'caps');
/** Codes that are also credentials or a title next to a name ("Ann Salem MD", "Tom Ng PA", "MS Roe"). */
const CREDENTIAL_CODES: ReadonlySet<string> = new Set(
  CODES.filter((c) => CREDENTIALS.includes(c) || ASSISTANT_CREDENTIALS.includes(c) || PERSON_TITLES.includes(c.toLowerCase())),
);
/**
 * Words that end a home's or a facility's name and are towns too, before NH, a nursing home's shorthand as well as New
 * Hampshire ("FROM X MANOR NH IN Y"); before any other code they are a town's ("White House TN"), and a town's own last
 * words ("Park", "Hills", "Grove", "Village") are left out, as towns so named are common.
 */
const HOME_WORDS: ReadonlySet<string> = new Set(['manor', 'lodge', 'court', 'place', 'haven', 'villa', 'house', 'home', 'center', 'centre', 'terrace', 'commons']);
/** A word written as a name: a capital, then letters, apostrophes, stops or hyphens. */
const NAME_WORD = /^\p{Lu}[\p{L}'’.-]{1,24}$/u;
/** The clause's end after a code: a stop, a comma, a bracket, the line's end or a column gap. */
const CLAUSE_END = /^(?:[.;,:)]|[ \t]*(?:\r?\n|$)|[ \t]{2,}|[ \t]+\()/;
/** Initials right before a name: "E.K. ", "J. ", "J ". */
const INITIALS_BEFORE = /(?:^|[^\p{L}.])(?:\p{Lu}\.[ \t]?){1,3}[ \t]?$|(?:^|[^\p{L}.])\p{Lu}[ \t]$/u;
/** A doctor's or person's title and one or two name words before the town, on its line. */
const TITLE_FORMS = [...DOCTOR_TITLES, ...PERSON_TITLES].flatMap((t) => [t.charAt(0).toUpperCase() + t.slice(1), t.toUpperCase()]);
const TITLE_BEFORE = new RegExp(String.raw`\b(?:${TITLE_FORMS.join('|')})\.?[ \t]+(?:\p{Lu}[\p{L}'’.-]*[ \t]+){0,2}$`, 'u');
/** The first letter of the word after the code. */
const NEXT_LETTER = /^[ \t]+(\p{L})/u;

export function townStateCodes(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  // Built at the first town after a comma, once per call: this rule adds no institution, so it stays true.
  let institutionEnds: Set<number> | undefined;
  for (const m of CODE_AT.matchAll(text, seen)) {
    const at = m.index;
    const code = m[0];
    const end = at + code.length;
    // Most capital codes in a note are shorthand with no town before them: a blank, and a letter or a comma before it,
    // are checked before any slice is read.
    const blank = text.charCodeAt(at - 1);
    const before = text.charCodeAt(at - 2);
    if ((blank !== 32 && blank !== 9) || !(before === 44 || letterAt(text, at - 2))) continue;
    const after = text.slice(end, end + 12);
    // In a note in capitals any code is read only before the clause's end ("SHE WAS INA ND OUT OF AF" is a typo); a
    // capitalised word after the code says the note is in capitals or the code may be a word, a small letter says
    // neither, and only what is neither (a digit, a sign) needs the note around it read.
    if (!CLAUSE_END.test(after)) {
      const next = NEXT_LETTER.exec(after)?.[1];
      if (next === undefined ? capsAround(text, at - 40, end + 40) : next !== next.toLowerCase()) continue;
    }
    const comma = before === 44;
    // A letterhead's "Town, MA" closing its line is place.region-code's.
    if (comma && /^[ \t]*(?:\r?\n|$)/.test(after)) continue;
    const words = townWordsBefore(text, at - (comma ? 2 : 1));
    if (words.length === 0) continue;
    // The longest run of the last words that the gazetteers hold ("MRI - GRAND JUNCTION": "grand junction").
    let k = 0;
    while (k < words.length && !wc.dicts.cities.has(words.slice(k).join(' ').toLowerCase())) k++;
    if (k === words.length) continue;
    const kept = words.slice(k);
    const low = kept.map((w) => w.toLowerCase());
    if (low.length === 1 && (wc.isClinical(low[0]!) || wc.isShorthand(low[0]!) || wc.isStop(low[0]!))) continue;
    if (code === 'NH' && HOME_WORDS.has(low[low.length - 1]!)) continue;
    if (CREDENTIAL_CODES.has(code) && low.some((w) => wc.isKnownName(w))) continue;
    // A town that is one English word ("POST MI", "APEX AK", "Normal IN"): the words are a finding's shorthand as often.
    if (low.length === 1 && wc.isEnglish(low[0]!)) continue;
    const town = kept.join(' ');
    const start = at - (comma ? 2 : 1) - town.length;
    if (text.slice(start, start + town.length).replace(/\t/g, ' ') !== town) continue;
    // "E.K. Ashbury MD", "J Tarrant PA": initials before a small town's name make it a signature's surname.
    if (CREDENTIAL_CODES.has(code) && INITIALS_BEFORE.test(text.slice(Math.max(0, start - 12), start))) continue;
    // "Dr. X Van Hoorn, MD": a title a few words before the town makes the town a surname's last word.
    if (CREDENTIAL_CODES.has(code) && TITLE_BEFORE.test(text.slice(Math.max(0, start - 30), start))) continue;
    // After an institution a family found and its comma, the town is place.after-institution's ("X Imaging, Y WA"):
    // the comma is at most three characters back, only blanks after it.
    const townComma = commaBefore(text, start);
    if (townComma >= 0 && (institutionEnds ??= institutionEndsOf(out)).has(townComma)) continue;
    push(out, start, start + town.length, 'CITY', TIER.townState);
    push(out, at, end, 'STATE', TIER.townState);
  }
}

function letterAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i) | 32;
  return (c >= 97 && c <= 122) || text.charCodeAt(i) > 127;
}

/** No small ASCII letter from `from` to `to`: the note around the code is written in capitals. */
function capsAround(text: string, from: number, to: number): boolean {
  for (let i = Math.max(0, from); i < Math.min(text.length, to); i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) return false;
  }
  return true;
}

/**
 * Up to three words written as a name that end at `end`, each one blank apart, read backwards from the code (a bounded
 * walk, no search): the town's words, last word first found.
 */
function townWordsBefore(text: string, end: number): string[] {
  const words: string[] = [];
  let e = end;
  while (words.length < 3) {
    let s = e;
    while (s > 0 && e - s <= 25 && nameChar(text.charCodeAt(s - 1))) s--;
    if (s > 0 && nameChar(text.charCodeAt(s - 1))) break;
    const w = text.slice(s, e);
    if (!NAME_WORD.test(w) || (words.length === 0 && w.endsWith('.'))) break;
    words.unshift(w);
    const gap = text.charCodeAt(s - 1);
    if ((gap !== 32 && gap !== 9) || !nameChar(text.charCodeAt(s - 2))) break;
    e = s - 1;
  }
  return words;
}

/** Where a comma stands before `start` with only blanks or tabs between, at most three characters back; -1 if none. */
function commaBefore(text: string, start: number): number {
  for (let i = start - 1; i >= 0 && i >= start - 3; i--) {
    const c = text.charCodeAt(i);
    if (c === 44) return i;
    if (c !== 32 && c !== 9) return -1;
  }
  return -1;
}

/** The ends of the hospitals and organisations found so far. */
function institutionEndsOf(out: readonly Candidate[]): Set<number> {
  const ends = new Set<number>();
  for (const o of out) if (o.type === 'HOSPITAL' || o.type === 'ORGANIZATION') ends.add(o.end);
  return ends;
}

/**
 * Close to core/scan.ts's gluesCapital but not the same: here every character past ASCII but the no-break space glues a
 * name, "×", "÷", U+0080 to U+00BF and the general punctuation block too, which that one leaves out; sharing one
 * predicate would change findings.
 */
function nameChar(c: number): boolean {
  const l = c | 32;
  return (l >= 97 && l <= 122) || c === 39 || c === 0x2019 || c === 46 || c === 45 || (c > 127 && c !== 0x2019 && c !== 0xa0);
}
