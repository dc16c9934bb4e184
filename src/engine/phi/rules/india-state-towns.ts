// place.india-state-town: a town and its Indian state named together in a sentence or a bracket, as discharge
// summaries of Indian hospitals say where a relative lives or came from ("son (Berhampur, Odisha)", "daughter in
// Manali, Himachal Pradesh.", "came from Ludhiana, Punjab and will stay"). place.india-address (international.ts) reads
// the state only where an address line puts it (before a line's end, a comma or a PIN) and never the town; in a
// sentence the state is followed by a bracket's end, a full stop or the clause's next word, and the town before the
// comma was read as a person (a relative's cue before it) or not at all. The state's full name is the cue: few words
// of a note are one, and the town's comma right before it says it is an address's order, not a bank ("Punjab
// National Bank") or a given name on its own ("Assam" after no comma).
import { byRule, push, type Candidate } from '../core/scan';
import { detectIndiaAddressLines } from './india-address-lines';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { INDIAN_STATES } from '../vocab/gazetteers';
import { noTownWords } from './institution-towns';

/** One word of a town: Title case or capitals (the state is then checked to be in the same case). */
const WORD = String.raw`(?:\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20})`;
/** The states' names in Title case and in capitals ("Himachal Pradesh", "HIMACHAL PRADESH"). */
const STATES = INDIAN_STATES.flatMap((n) => [n, n.toUpperCase()])
  .map((n) => n.replace(/ /g, '[ \\t]'))
  .join('|');
const STATE_NAMES: ReadonlySet<string> = new Set(INDIAN_STATES.map((n) => n.toLowerCase()));
/**
 * A town of one or two words, its comma, the state's name, then what may close a sentence's or a bracket's place: a
 * bracket's end, a full stop, a comma, a semicolon, the line's end, or a linking word of the clause (before a PIN the
 * state is an address line's, place.india-address-line's). Not a word in
 * Title case or capitals after the state: that is a longer name ("Punjab National Bank", "Kerala Ayurveda Ltd").
 */
const TOWN_STATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’-])(${WORD}(?:[ \t]${WORD})?),[ \t]{1,2}(${STATES})` +
    String.raw`(?=[ \t]{0,2}(?:[),;:\r\n]|$|\.(?![\p{L}\p{N}]))|[ \t]{1,2}(?:and|to|for|with|where|who|but|since|AND|TO|FOR|WITH)\b)`,
  'gu',
);
/** The words of the states' names, one of which every match holds (core/word-gate.ts): most notes hold none. */
const GATE = wordGate(
  'pradesh assam bihar chhattisgarh goa gujarat haryana jharkhand karnataka kerala maharashtra manipur meghalaya mizoram ' +
    'nagaland odisha orissa punjab rajasthan sikkim nadu telangana tripura uttarakhand bengal kashmir puducherry',
);

/** Both Indian place rules of the family (core/registry.ts): address lines by their labels, then towns with their states. */
export function detectIndiaPlaces(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  byRule(out, 'place.india-address-line', () => detectIndiaAddressLines(text, wc, out, seen));
  byRule(out, 'place.india-state-town', () => detectIndiaStateTowns(text, wc, out, seen));
}

export function detectIndiaStateTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries || !GATE.open(seen)) return;
  for (const m of text.matchAll(TOWN_STATE)) {
    const town = m[1]!;
    const state = m[2]!;
    // The town's letter case is the state's: "Ludhiana, Punjab", "PATNA, BIHAR"; a capitals state after a Title-case
    // word is a heading's, and the reverse a label's.
    if ((town === town.toUpperCase()) !== (state === state.toUpperCase())) continue;
    if (!isTown(town, wc)) continue;
    const stateAt = m.index + m[0].length - state.length;
    push(out, m.index, m.index + town.length, 'CITY', TIER.townState);
    push(out, stateAt, stateAt + state.length, 'STATE', TIER.townState);
  }
}

/**
 * A town the gazetteers hold, or words no English, clinical, stop or shorthand list holds: a field label, a
 * department or a ward before the comma ("Medicine, Kerala" in a unit list) is none.
 */
function isTown(town: string, wc: WordClasses): boolean {
  const low = town.toLowerCase();
  const words = low.split(/[ \t]/);
  // A list of states ("Assam, Punjab and Kerala") names no town.
  if (STATE_NAMES.has(low)) return false;
  if (noTownWords(words, wc)) return false;
  if (wc.dicts.cities.has(low)) return true;
  return words.every((w) => !wc.isEnglish(w) && !wc.isShorthand(w));
}
