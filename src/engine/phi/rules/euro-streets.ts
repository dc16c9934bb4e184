// European and Latin American streets, the three ways they are written: a prefix word before the name ("ul.
// Jesionowa 12", "Via dei Mille 4"), the number first ("1432 rue Saint-Hubert"), or a street word ending the name
// ("Lindevej 32", "Ostgatan 4"). Found for place-cues.ts, which reports them (street.international) and reads the
// towns and postcodes after them on their line.
import { matchAllBeforeAnchor } from '../core/anchored';
import { WordAnchor, type AnchorRuns } from '../core/word-anchors';
import { allMatches } from '../core/all-matches';
import { blankDigitsOf, type TextMemo } from '../core/text-memo';

/** European street shapes: a prefix word and the name ("ul. Jesionowa 12", "Via dei Mille 4", "Rue de Lyon"),
 * or a name ending in a street word of its language, and the house number ("Lindevej 32", "Ostgatan 4"). */
const EURO_PREFIX = String.raw`(?:[Rr]ue|Via|Viale|Rua|Rúa|Avenida|Calle|C\/|Carrer|Piazza|Strada|[Tt]rg|Ulica|Rruga)`;
const EURO_CONNECT = String.raw`(?:de|del|dei|degli|des|do|da|dos|das|di|la|le|les|du|della|van|von)`;
const EURO_NAME = String.raw`(?:${EURO_CONNECT}[ \t]{1,2}){0,2}(?:[\p{L}][\p{L}'’-]{1,20}[ \t]{1,2}){0,2}[\p{L}][\p{L}'’-]{1,20}`;
const EURO_CAPS = String.raw`(?:${EURO_CONNECT}[ \t]{1,2}){0,2}(?:\p{Lu}\p{Ll}[\p{L}'’-]{0,19}[ \t]{1,2}){0,2}\p{Lu}\p{Ll}[\p{L}'’-]{0,19}`;
const HOUSE = String.raw`\d{1,4}[A-Za-z]?(?![\d/.:])`;
// Each form is found from its own anchor (the prefix word, the street word), so the scan does not try the whole
// pattern at every capital; a house number before the street is added afterwards (houseBefore).
// Each *_BEHIND look-behind is tested only where the pattern after it matches (matchAllBehind, core/lookbehind.ts):
// the same matches as one pattern, without trying the look-behind at every position of the note.
// The prefixed form starts with its prefix word: it is tried only where a run of letters starts with one (core/word-anchors.ts);
// "Rúa" starts with the run "R", "C/" with "C".
const EURO_PREFIXED = new WordAnchor(
  new RegExp(
    // Unambiguous prefixes ("ul.", "Avda.") need no house number; "Via", "Rue" and the others do ("Via email", "C/D-DSD").
    String.raw`(?<![\p{L}\d])(?:(?:ul\.|Ul\.|Avda\.)[ \t]{1,2}${EURO_NAME}(?:[ \t]{1,2}${HOUSE})?|${EURO_PREFIX}[ \t]{1,2}${EURO_CAPS}[ \t]{1,2}${HOUSE})`,
    'gu',
  ),
  'ul avda rue via viale rua r avenida calle c carrer piazza strada trg ulica rruga',
);
// The street word and number are searched first and the name before them is tested only there (as matchAllBehind
// does, core/lookbehind.ts): as one pattern starting with the look-behind, it was tried at every position of the note.
export const EURO_NAME_BEFORE = /(?<=\p{Lu}\p{Ll}{1,20})/uy;
const EURO_STREET_WORDS = ['vej', 'gade', 'gatan', 'gata', 'katu', 'tie', 'straße', 'strasse', 'straat', 'weg', 'laan', 'veien', 'vegen', 'gasse', 'utca', 'vägen', 'väg', 'allé', 'torget', 'plein', 'platz'];
export const EURO_SUFFIXED = new RegExp(String.raw`(?:${EURO_STREET_WORDS.join('|')})[ \t]{1,2}${HOUSE}`, 'gu');
const EURO_SUFFIXED_AT = new RegExp(EURO_SUFFIXED.source, 'uy');
// Searched at every position, the street words cost near a hundredth of identify-phi: EURO_SUFFIXED is tried only
// where a street word ends its run of letters before the house number: the last letter of a street word, one or two
// blanks and a digit (STREET_WORD_END's match). Each such match holds one blank before a digit, its last blank, and
// the note's blanks before a digit are found once (core/text-memo.ts, `blankDigits`): the letter stands right before
// that blank or before the blank before it. A letter is neither a blank nor a digit, so no two matches overlap.
export const STREET_WORD_END = new RegExp(String.raw`[${[...new Set(EURO_STREET_WORDS.map((w) => w.at(-1)))].join('')}][ \t]{1,2}\d`, 'g');
const LAST_LETTERS: ReadonlySet<number> = new Set(EURO_STREET_WORDS.map((w) => w.charCodeAt(w.length - 1)));

/**
 * Where each match of STREET_WORD_END ends its letter (one past it), in order, from the blanks before a digit
 * (`blanks`, in order): the global search's matches, without the search.
 */
export function streetWordEnds(text: string, blanks: readonly number[]): number[] {
  const ends: number[] = [];
  for (let k = 0; k < blanks.length; k++) {
    const q = blanks[k]!;
    if (q < 1) continue;
    const c = text.charCodeAt(q - 1);
    if (LAST_LETTERS.has(c)) ends.push(q);
    else if ((c === 32 || c === 9) && q >= 2 && LAST_LETTERS.has(text.charCodeAt(q - 2))) ends.push(q - 1);
  }
  return ends;
}

/**
 * `matchAllBehind(text, EURO_NAME_BEFORE, EURO_SUFFIXED)`, tried only at the street words that end where
 * STREET_WORD_END finds a last letter (`streetWordEnds`). Every match starts with a street word that ends there, so those starts are
 * every position where the global search can match; they are tried left to right, from the end of the last match,
 * as it does, and a failed look-behind moves on to the next (test/unit/engine/phi/anchored.test.ts compares both).
 */
export function euroSuffixed(text: string, blanks: readonly number[] = blankDigitsOf(text)): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let from = 0;
  const starts: number[] = [];
  for (const end of streetWordEnds(text, blanks)) {
    starts.length = 0;
    for (const w of EURO_STREET_WORDS) if (end - w.length >= from && text.startsWith(w, end - w.length)) starts.push(end - w.length);
    starts.sort((x, y) => x - y);
    for (const s of starts) {
      if (s < from) continue;
      EURO_SUFFIXED_AT.lastIndex = s;
      const m = EURO_SUFFIXED_AT.exec(text);
      if (!m) continue;
      EURO_NAME_BEFORE.lastIndex = s;
      if (!EURO_NAME_BEFORE.test(text)) continue;
      found.push(m);
      from = s + m[0].length;
    }
  }
  return found;
}
/**
 * The French, Quebec, Iberian and Latin American order: the house number first, then the prefix word and the
 * name ("1432 rue Saint-Hubert", "26 rue des Lilas", "69 Av Sidi Lakhmi", "33 avenue de Provence"), a house
 * number after the name allowed ("210 Rua Sete de Setembro 12"). The number anchors the prefix, so "Via" and
 * "Av" need it; the name's words are read in words() below.
 */
export const NUMBER_FIRST_BEHIND = /(?<![\p{L}\d.,/:-])/uy;
export const NUMBER_FIRST = new RegExp(
  String.raw`\d{1,5}[A-Za-z]?,?[ \t]{1,2}(?:[Rr]ue|Rua|Rúa|[Aa]venida|Avda\.|Av\.?|Calle|Carrer|Via|Viale|Piazza|Strada|Boulevard|[Bb]oul\.|[Cc]hemin|[Aa]ll[ée]e|[Ii]mpasse|[Qq]uai|[Aa]venue(?=[ \t]{1,2}(?:de|du|des|d['’])))((?:[ \t]{1,2}[\p{L}][\p{L}'’.-]{0,24}){1,5})`,
  'dgu',
);
// Searched at every digit, the pattern is tried only just before its prefix word (matchAllBeforeAnchor,
// core/anchored.ts): the word follows a blank, so it starts a run of letters ("Rúa" the run "R", "Allée" "All") and
// a word anchor finds it; the number, a letter, a comma and two blanks come at most 9 code units before it.
export const NUMBER_FIRST_WORDS = new WordAnchor(
  /\b(?:[Rr]ue|Rua|Rúa|[Aa]venida|Avda\.|Av\.?|Calle|Carrer|Via|Viale|Piazza|Strada|Boulevard|[Bb]oul\.|[Cc]hemin|[Aa]ll[ée]e|[Ii]mpasse|[Qq]uai|[Aa]venue)/gu,
  'rue* rua* r avenida* avda av* calle* carrer* via* viale* piazza* strada* boulevard* boul chemin* allee* all impasse* quai* avenue*',
);
export const NUMBER_FIRST_WINDOW = 9;
const NUMBER_FIRST_AT = new RegExp(NUMBER_FIRST.source, 'dyu');
/** Where NUMBER_FIRST can start: a digit. */
export const startsWithDigit = (text: string, s: number): boolean => text.charCodeAt(s) >= 48 && text.charCodeAt(s) <= 57;
/** Words that end a number-first street's name: a unit, or the next field of the line. */
const NOT_STREET_NAME = new Set(['apt', 'apartment', 'app', 'appt', 'suite', 'ste', 'unit', 'flat', 'bureau', 'bte', 'piso', 'dpto', 'and', 'et', 'in', 'on', 'at', 'to', 'for', 'with', 'the', 'is', 'was', 'near', 'tel', 'phone']);
/** Lower-case words inside a street's name ("rue des Lilas", "Rua Sete de Setembro", "Av. Al Imam"). */
const NAME_CONNECTORS = new Set(['de', 'del', 'dei', 'degli', 'des', 'do', 'da', 'dos', 'das', 'di', 'la', 'le', 'les', 'du', 'della', 'e', 'y', 'al', 'el', "d'", 'd’', 'van', 'von']);

/** A number-first street's end, its name cut at the first word that ends it; null when no name word is left. */
function numberFirstStreet(text: string, m: RegExpExecArray): number | null {
  const [nameStart, nameEnd] = m.indices![1]!;
  // After "rue", "Rua", "Calle" or "avenida" the name may be written in lower case ("rue du centre"); after the
  // other prefixes a name word is capitalised or a connector.
  const lowerOk = /^[\dA-Za-z]{1,6},?[ \t]{1,2}(?:rue|rua|rúa|calle|avenida)$/iu.test(text.slice(m.index, nameStart));
  let end = nameStart;
  let kept = 0;
  for (const w of allMatches(text.slice(nameStart, nameEnd), /[ \t]{1,2}([\p{L}][\p{L}'’.-]{0,24})/gu)) {
    const word = w[1]!.replace(/[.,]$/u, '');
    const low = word.toLowerCase();
    if (NOT_STREET_NAME.has(low)) break;
    if (!/^\p{Lu}/u.test(word) && !NAME_CONNECTORS.has(low) && !lowerOk) break;
    end = nameStart + w.index + w[0].length - (w[1]!.length - word.length);
    kept++;
  }
  // A trailing connector ("rue de") ends no name.
  const name = text.slice(nameStart, end).replace(/(?:[ \t]{1,2}(?:de|del|des|do|da|di|la|le|du|e|y|al|el))+$/u, '');
  if (!/\p{Lu}|\p{Ll}{3}/u.test(name) || kept === 0) return null;
  end = nameStart + name.length;
  // The house number after the name, when the whole name was kept ("Rua Sete de Setembro 12").
  const after = /^[ \t]{1,2}\d{1,4}[A-Za-z]?(?![\d/.:])/u.exec(text.slice(end, end + 8));
  if (after && end === nameEnd) end += after[0].length;
  return end;
}

/** A house number right before a street ("27 Lindevej 4" keeps both numbers in the span). */
const HOUSE_BEFORE = /(?:^|[^\p{L}\d])(\d{1,5}[A-Za-z]?,?[ \t]{1,2})$/u;

export type Span = readonly [number, number];

/** European streets of both forms, each with the house number before it. */
export function euroStreets(text: string, seen: AnchorRuns & { readonly memo: TextMemo }): Span[] {
  const spans: Span[] = [];
  const withHouse = (start: number, end: number): void => {
    const before = HOUSE_BEFORE.exec(text.slice(Math.max(0, start - 10), start));
    spans.push([before ? start - before[1]!.length : start, end]);
  };
  for (const m of EURO_PREFIXED.matchAll(text, seen)) withHouse(m.index, m.index + m[0].length);
  for (const m of matchAllBeforeAnchor(text, NUMBER_FIRST_WORDS.matchAll(text, seen), NUMBER_FIRST_WINDOW, NUMBER_FIRST_BEHIND, NUMBER_FIRST_AT, startsWithDigit)) {
    const end = numberFirstStreet(text, m);
    if (end !== null) withHouse(m.index, end);
  }
  for (const m of euroSuffixed(text, seen.memo.blankDigits(text))) {
    // The name is the capitalised word the street word ends.
    let start = m.index;
    while (start > 0 && m.index - start <= 21 && /\p{L}/u.test(text.charAt(start - 1))) start--;
    // A name longer than the lookbehind's 21 letters, or glued to digits, is no street name.
    if (start > 0 && /[\p{L}\d]/u.test(text.charAt(start - 1))) continue;
    withHouse(start, m.index + m[0].length);
  }
  return spans;
}
