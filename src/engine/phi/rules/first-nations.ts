// place.first-nation: a First Nation's community named as a place ("flown from X Y First Nation nursing station", "at
// home in x y first nation", "(X Cree Nation)"). Canadian notes write a reserve community by its name and "First
// Nation" (or a people's "Cree Nation"), in any letter case, and many such names are English words ("Garden Hill",
// "Sturgeon Lake") no gazetteer holds as a town; the closing words say what they are. The name is read back from the
// closing words: one to three words on the same line, stopping at a stop word, a clinical word, punctuation or a word
// that describes rather than names ("status", "local", "remote"), so "Assembly of First Nations", "a First Nations
// elder", "Métis and First Nations patients" and "Status First Nation" name no place.
import { matchAllBehind } from '../core/lookbehind';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';

/** Most notes hold neither word. */
const GATE = wordGate('nation nations');
/** The closing words of such a community's name. */
export const CLOSING = /(?<![\p{L}'’-])(?:first[ \t]+nations?|(?:cree|dene|dakota|ojibwe?|ojibway|oji-cree|mohawk|anishinaabe)[ \t]+nation)(?![\p{L}'’-])/giu;
/** CLOSING's body searched alone, its look-behind tested only where the body matches (core/lookbehind.ts). */
export const CLOSING_BEHIND = /(?<![\p{L}'’-])/uy;
export const CLOSING_BODY = new RegExp(CLOSING.source.slice(CLOSING_BEHIND.source.length), 'giu');
/** One word of a name, read backwards from the closing words: letters with an apostrophe or a hyphen inside. */
const WORD_BEFORE = /([\p{L}][\p{L}'’-]*)[ \t]{1,2}$/u;
/** Words that describe a nation or a person rather than name a community. */
const NOT_NAME: ReadonlySet<string> = new Set([
  'status', 'treaty', 'member', 'members', 'local', 'nearby', 'remote', 'northern', 'southern', 'eastern', 'western',
  'isolated', 'fly-in', 'neighbouring', 'neighboring', 'several', 'many', 'other', 'own', 'various', 'indigenous',
  'canadian', 'registered', 'home', 'reserve', 'band', 'community', 'communities', 'urban', 'rural', 'non-status',
]);

export function detectFirstNations(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of matchAllBehind(text, CLOSING_BEHIND, CLOSING_BODY)) {
    const closing = m[0];
    const titled = /^\p{Lu}/u.test(closing);
    let start = m.index;
    let words = 0;
    while (words < 3) {
      const w = WORD_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
      if (w === null) break;
      const word = w[1]!;
      const low = word.toLowerCase();
      // A Title-case or capitals name is written in its closing words' case: a lower-case word before "First Nation" is prose.
      if (titled && !/^\p{Lu}/u.test(word)) break;
      if (wc.isStop(low) || wc.isClinical(low) || NOT_NAME.has(low)) break;
      start -= w[0].length;
      words += 1;
    }
    if (words === 0) continue;
    push(out, start, m.index + closing.length, 'LOCATION-OTHER', TIER.placeWord);
  }
}
