// A street named without its house number, read in place-cues.ts (place.address-town): the pattern and how it is
// found without a search of the whole note.
import { matchAllBeforeAnchor } from '../core/anchored';

export const STREET_WORD = String.raw`(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Close|Crescent|Cres|Terrace|Tce|Park|Drive|Dr|Way|Court|Ct|Place|Pl|Gardens|Grove|Row|Walk|Boulevard|Blvd|Mews|Square|Sq|Hill|View|Rise|Parade|Lawn|Green|Meadows|Vale|Dale|Downs|Circle|Cir|Highway|Hwy|Gate|Vej|Str|Straße|Strasse|Gata|Gasse|Katu|Tie|Veien)`;

/** The street words in capitals, as a letterhead or address block in capitals writes them ("PENRHOS ROAD"). */
const STREET_WORD_CAPS = String.raw`(?:STREET|ST|ROAD|RD|AVENUE|AVE|LANE|LN|CLOSE|CRESCENT|CRES|TERRACE|TCE|DRIVE|DR|WAY|COURT|CT|PLACE|PL|GARDENS|GROVE|ROW|WALK|BOULEVARD|BLVD|MEWS|SQUARE|SQ|HILL|RISE|PARADE|GREEN|VALE|HIGHWAY|HWY)`;
/** Australian and Canadian region codes, which may stand between the town and its postcode ("Picton NSW 2571"). */
const REGION = 'NSW|VIC|QLD|TAS|SA|WA|NT|ACT|ON|BC|AB|SK|MB|QC|NS|NB|PE|NL|YT|NU';

/**
 * A street named without its house number, in a letterhead or address line after a comma or opening its line, when its
 * town and postcode follow ("Tygerberg Hospital, Francie van Zijl Drive, Parow, 7505", "Odstock Lane, Salisbury SP2
 * 8BJ" under a hospital's name, "X Medical Centre, Argyle St, Picton NSW 2571", "TY CELYN, PENRHOS ROAD, BANGOR LL57
 * 2PW", "Gangapur Road, Nashik - 422013" with an Indian PIN of six digits): the town and postcode vouch for the street.
 * Groups: the street, the town, the region code, the postcode.
 */
export const NUMBERLESS_STREET = new RegExp(
  String.raw`(?:,[ 	]{1,2}|^[ 	]{0,4})((?:\p{Lu}[\p{L}'’-]{1,20}|van|der|de|du|le|la)(?:[ 	](?:\p{Lu}[\p{L}'’-]{1,20}|van|der|de|du|le|la)){0,3}[ 	](?:${STREET_WORD}|${STREET_WORD_CAPS}))\.?,[ 	]{1,2}(\p{Lu}\p{Ll}{2,20}(?:[ 	]\p{Lu}\p{Ll}{2,20})?|\p{Lu}{3,20}(?:[ 	]\p{Lu}{3,20})?),?[ 	]{1,2}(?:(${REGION})[ 	]{1,2})?(?:-[ 	]{1,2})?(\d{6}|\d{4}|[A-Z]{1,2}\d[A-Z\d]?[ 	]?\d[A-Z]{2}|[A-Z]\d[A-Z][ 	]?\d[A-Z]\d)(?![\p{L}\d])`,
  'gmu',
);
const NUMBERLESS_STREET_AT = new RegExp(NUMBERLESS_STREET.source, 'muy');
/** A comma, or the start of a line: where a street without its number may open. */
function mayOpenStreet(t: string, s: number): boolean {
  const b = t.charCodeAt(s - 1);
  return t.charCodeAt(s) === 44 || s === 0 || b === 10 || b === 13 || b === 0x2028 || b === 0x2029;
}
/** A street word, and perhaps its period, right before a comma: what the comma before a match's town follows. */
const STREET_WORD_BEFORE = new RegExp(String.raw`(?:${STREET_WORD}|${STREET_WORD_CAPS})\.?$`);
// Searched at every comma, the pattern cost near a hundredth of identify-phi. Its town follows a comma, blanks and a
// capital (a ", X" of the note, core/text-memo.ts) right after the street word: it is tried only before those ", X"
// a street word ends, in the window from its first comma (or a line's start) to there: a comma and blanks 2 (or
// blanks 4 after a line's start), a name word of 42 code units (astral
// letters counted twice) and three more with their blanks, a blank, the longest street word (9) and a period.
const NUMBERLESS_STREET_WINDOW = 4 + 42 + 3 * 43 + 1 + 9 + 1;

/**
 * `text.matchAll(NUMBERLESS_STREET)`, tried at the commas in the window before each of `commas` (the note's ", X") that
 * a street word ends (test/unit/engine/phi/anchored.test.ts compares both).
 */
export function numberlessStreets(text: string, commas: readonly RegExpExecArray[]): RegExpExecArray[] {
  const after = commas.filter((a) => STREET_WORD_BEFORE.test(text.slice(Math.max(0, a.index - 10), a.index)));
  if (after.length === 0) return [];
  // Tried at a comma, or where a line starts (the line's own start, or a blank after it: the pattern allows four).
  return matchAllBeforeAnchor(text, after, NUMBERLESS_STREET_WINDOW, undefined, NUMBERLESS_STREET_AT, mayOpenStreet);
}
