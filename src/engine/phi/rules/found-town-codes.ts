// place.code-after-town: the state's, province's or territory's postal code written right after a town that another
// rule found, as ward notes, contact lines and residence fields write where someone lives or came from: "coming from
// Big X, VA (cell ...)", "Residence: X Manor, Y Flats, MT (long-term care)", "LIVES IN X KY, ARRIVED 2130", "from x
// community hospital in y nd w/ ...", "last one at x in houma la 9/14", "FROM X HOSPITAL IN Y SPRINGS AL BY ...". The
// town rules read the town from its cue (a relative, a residence or an arrival, an institution) and stop there; the
// code after it is a state only because a town stands before it, so this family runs last and reads the towns found.
// The code is taken in the town's own letter case: a code in capitals after a town with a capital, a code in small
// letters after a town in small letters (a US code only: "on", "ns", "pe" are words and shorthand). It must close its
// clause or come before a number, a bracket or a small letter's word; a code that is an English word or a credential
// (IN, OR, ME, HI, OK, ID, MD, PA, MA, MS, in small letters any code the English, clinical or stop lists hold) must close
// its clause or come before a number ("Dayton OH, aware" and "Tulsa OK 74105", not "FROM SALEM IN MAY", "Ann Lee, MD");
// a word's code before a date or a count waits for a ZIP code or a phone number ("Town, ME 207-555-0142"). In small
// letters me, pa, de and ma are read only closing their clause ("from x, me, plans to", "lives in x de, aware").
// Each town is read once, with a window of a few characters after it, so the family stays linear in the candidates.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { US_STATES } from '../vocab/gazetteers';
import { DOCTOR_TITLES, PERSON_TITLES } from '../vocab/people-words';
import { REGION_CODES } from '../vocab/regions';

const US_CODES: ReadonlySet<string> = new Set([...US_STATES.values()]);
/** Canada's and Australia's codes of two or three letters, in capitals only ("Bentley, AB", "Ulladulla NSW"). */
const REGION_CAPS: ReadonlySet<string> = new Set(REGION_CODES.keys());
/** Codes that are English words, a title or a credential after a name in capitals. */
const WORD_CODES: ReadonlySet<string> = new Set(['IN', 'OR', 'ME', 'HI', 'OK', 'ID', 'MD', 'PA', 'MA', 'MS', 'DE', 'LA', 'CO', 'AS', 'SA', 'ON', 'NT', 'PE', 'NS']);
/** Codes that are prepositions or words before a date or a count in a note in capitals ("AT HOME IN X ON 6/8"). */
const BEFORE_NUMBER_WORDS: ReadonlySet<string> = new Set(['IN', 'OR', 'ME', 'HI', 'ID', 'AS', 'ON', 'NT', 'PE', 'NS', 'SA']);
/** Codes never read in small letters: words that follow a town in prose ("lives in salem in a home", "salem or dover"). */
const NEVER_LOWER: ReadonlySet<string> = new Set(['in', 'or', 'me', 'hi', 'id', 'ok', 'md', 'pa', 'ma', 'ms', 'de']);
/**
 * Of those, the codes read in small letters where they close their clause right after a town in small letters ("drove
 * down from x, me, to visit", "daughter lives in x de, aware", "lives in x pa, 717-..."): a pronoun, a physician
 * assistant, a "de" or a mother does not stand between a town and its comma.
 */
const LOWER_CLOSING: ReadonlySet<string> = new Set(['me', 'pa', 'de', 'ma']);
/** A phone number after the code, which no date or count is ("Town, ME 207-555-0142", "TOWN IN (207) 555-0142"). */
const PHONE_AFTER = /^[ \t]{1,2}(?:\(\d{3}\)[ \t]?|\d{3}[-.])\d{3}[-.]\d{4}(?!\d)/;
/** After the town: an optional comma and one or two blanks, the code of two or three letters, and what follows it. */
const AFTER_TOWN = /^,?[ \t]{1,2}([A-Za-z]{2,3})(?![\p{L}\d'’-])(.{0,4})/su;
/** The clause's end after a code: a stop, a comma, a semicolon, a colon, a bracket, the line's end or the text's. */
const CLAUSE_END = /^(?:[.,;:)(]|[ \t]*(?:\r?\n|$)|[ \t]+\()/;
/** A number after the code: a ZIP code or a date ("Billings, MT 59102", "houma la 9/14"). */
const NUMBER_AFTER = /^[ \t]{1,2}\d/;
/** A ZIP code or a Canadian postal code's first half after the code. */
const POSTCODE_AFTER = /^[ \t]{1,2}(?:\d{4,5}|[A-Z]\d[A-Z])/;
/** A title right before the town: the word is a person's name another rule misread ("BY DR X, TX FROM ..."). */
const TITLE_BEFORE = new RegExp(String.raw`\b(?:${[...DOCTOR_TITLES, ...PERSON_TITLES].join('|')})\.?[ \t]+$`, 'i');
/** A word in small letters after the code, or "w/" ("kittelsrud nd w/ hypercapnic failure"). */
const SMALL_WORD_AFTER = /^[ \t]\p{Ll}/u;

export function detectFoundTownCodes(text: string, wc: WordClasses, out: Candidate[]): void {
  const n = out.length;
  // The codes already proposed by an address or town rule, by start: one reading each.
  let states: Set<number> | undefined;
  for (let i = 0; i < n; i++) {
    const town = out[i]!;
    if (town.type !== 'CITY') continue;
    const m = AFTER_TOWN.exec(text.slice(town.end, town.end + 12));
    if (m === null) continue;
    const code = m[1]!;
    const codeEnd = town.end + m[0].length - m[2]!.length;
    const rest = m[2]!;
    const townText = text.slice(town.start, town.end);
    const townLower = townText === townText.toLowerCase();
    const upper = code === code.toUpperCase();
    if (upper === (code === code.toLowerCase())) continue; // mixed case ("Mt", "Co"): a word of the name, not a code
    if (upper) {
      if (townLower) continue;
      if (!US_CODES.has(code) && !REGION_CAPS.has(code)) continue;
    } else {
      if (!townLower || !US_CODES.has(code.toUpperCase())) continue;
      if (NEVER_LOWER.has(code) && !(LOWER_CLOSING.has(code) && CLAUSE_END.test(rest))) continue;
    }
    const low = code.toLowerCase();
    const closes =
      CLAUSE_END.test(rest) ||
      (BEFORE_NUMBER_WORDS.has(code) ? POSTCODE_AFTER.test(rest) || PHONE_AFTER.test(text.slice(codeEnd, codeEnd + 18)) : NUMBER_AFTER.test(rest));
    if (!closes) {
      // A word after the code: in capitals only a code that is no word ("Y SPRINGS AL BY"); in small letters only one no
      // list holds as a word ("y nd w/"); neither a clinical shorthand ("X, TX FROM ...": treatment).
      if (upper ? WORD_CODES.has(code) || REGION_CAPS.has(code) : !SMALL_WORD_AFTER.test(rest)) continue;
      if (wc.isClinical(low) || wc.isShorthand(low) || (!upper && (wc.isEnglish(low) || wc.isStop(low)))) continue;
    }
    if (TITLE_BEFORE.test(text.slice(Math.max(0, town.start - 6), town.start))) continue;
    const start = codeEnd - code.length;
    states ??= stateStarts(out, n);
    if (states.has(start)) continue;
    states.add(start);
    push(out, start, start + code.length, 'STATE', TIER.placeWord);
  }
}

/** The starts of the state and region candidates among the first `n`. */
function stateStarts(out: readonly Candidate[], n: number): Set<number> {
  const s = new Set<number>();
  for (let i = 0; i < n; i++) if (out[i]!.type === 'STATE') s.add(out[i]!.start);
  return s;
}
