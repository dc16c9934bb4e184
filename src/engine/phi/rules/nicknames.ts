// PATIENT: the name a person goes by, written beside the legal one in intake, paediatric, social-work and
// case-management notes: in quotes between the given name and the surname (Emeka "Mekky" Obiora), or after a
// cue of what they like to be called ("prefers to be called 'Illy'", "goes by Tex"). Mixed case only: the quoted
// word and the names around it are capitalised. A quoted word between names is a nickname whatever its letters; a
// bare word after the cue must be no English or clinical word ("known as needed" is no name).
import { matchAllBeforeAnchor } from '../core/anchored';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';

const OPEN = `["“‘']`;
const CLOSE = `["”’']`;
/** A capitalised word, a nickname in quotes, a capitalised surname: `Emeka "Mekky" Obiora-Lunde`. */
export const BETWEEN_NAMES = new RegExp(String.raw`(?<![\p{L}'’-])(\p{Lu}\p{Ll}{1,20})[ \t]{1,2}${OPEN}(\p{Lu}\p{Ll}{1,15})${CLOSE}[ \t]{1,2}\p{Lu}[\p{L}'’-]{1,25}`, 'uy');
// Tried at every position of a note with a quote or an apostrophe after a blank (most notes: "CABG '98"), the pattern
// cost 4% of identify-phi; it is tried only where its given name can start, at most 23 code units (a capital, twenty
// letters, two blanks) before a blank, an opening quote and a capital.
export const QUOTE_BEFORE_CAPITAL = new RegExp(String.raw`[ \t]${OPEN}(?=\p{Lu})`, 'gu');
export const BETWEEN_NAMES_WINDOW = 23;
/** What someone likes to be called, then the name, quoted or not. */
const CALLED = new RegExp(
  String.raw`\b(?:prefers?[ \t]{1,2}to[ \t]{1,2}be[ \t]{1,2}called|likes?[ \t]{1,2}to[ \t]{1,2}be[ \t]{1,2}called|goes[ \t]{1,2}by|nicknamed|known[ \t]{1,2}to[ \t]{1,2}(?:family|friends)[ \t]{1,2}as)[ \t]{1,2}(${OPEN})?(\p{Lu}\p{Ll}{1,15})(?![\p{L}'’-])`,
  'gu',
);
const CLOSING_QUOTE = new RegExp(`^${CLOSE}`);
const CALLED_AT = new WordAnchor(CALLED, 'prefer prefers like likes goes nicknamed known');

export function detectNicknames(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of matchAllBeforeAnchor(text, QUOTE_BEFORE_CAPITAL, BETWEEN_NAMES_WINDOW, undefined, BETWEEN_NAMES)) {
    const [given, nick] = [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
    // "Pt states "Help" Nurse": the word before the quote must be no English or clinical word, as a given name is.
    if (wc.isStop(given) || wc.isClinical(given) || (wc.isEnglish(given) && !wc.isGiven(given)) || wc.isClinical(nick)) continue;
    const start = m.index + m[0].indexOf(m[2]!, m[1]!.length);
    push(out, start, start + m[2]!.length, 'PATIENT', TIER.cueName);
  }
  for (const m of CALLED_AT.matchAll(text, seen)) {
    const low = m[2]!.toLowerCase();
    if (wc.isClinical(low) || wc.isStop(low)) continue;
    if (m[1] === undefined && wc.isEnglish(low) && !wc.isGiven(low)) continue;
    if (m[1] !== undefined && !CLOSING_QUOTE.test(text.charAt(m.index + m[0].length))) continue;
    const start = m.index + m[0].length - m[2]!.length;
    push(out, start, start + m[2]!.length, 'PATIENT', m[1] === undefined ? TIER.weakCue : TIER.cueName);
  }
}
