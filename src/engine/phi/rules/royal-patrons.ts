// Hospitals named for a royal patron, as Australian, British, Malaysian, South African and Canadian notes name them
// without their facility word: "transfer to Princess Alexandra via RSQ", "from the Queen Elizabeth", "at Prince
// Charles", "to the Prince of Wales". The patron is a title and a given name, so alone it reads as a person: only a
// place cue before it ("to", "from", "at", "via", "the") and a given name (or "of Wales") after the title make it a
// hospital, and a third capitalised word after the given name ("Prince Charles Okafor") makes it a person again.
// "Prince" is also a given name ("Prince Adeyemi"): the word after the title must be a given name the lists hold,
// which a surname is not.
import { allMatches } from '../core/all-matches';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';

/** A place cue, a royal title, and one or two Title-case words (a given name, or "of Wales"). */
const PATRON = /\b(?:to|from|at|via|the)[ \t]{1,2}((?:Princess|Prince|Queen|King)[ \t]{1,2}(?:of[ \t]Wales|\p{Lu}\p{Ll}{2,15}(?:[ \t]\p{Lu}\p{Ll}{2,15})?))/gu;
/** What may follow the patron's name: the end of a clause, a unit, a cue word, or the hospital's own word. */
const AFTER = /^(?:[ \t]{0,2}(?:$|[\n.,;:)(]|(?:for|via|on|in|with|and|ED|ICU|A&E|Hospital|Memorial|Medical|Hosp)\b))/u;
const GATE = wordGate('princess prince queen king');

export function detectRoyalPatrons(text: string, words: WordClasses, out: Candidate[], seen: GateWords): void {
  if (GATE.open(seen)) royalPatrons(text, words, out);
}

function royalPatrons(text: string, words: WordClasses, out: Candidate[]): void {
  for (const m of allMatches(text, PATRON)) {
    const name = m[1]!;
    const parts = name.split(/[ \t]{1,2}/);
    const ofWales = parts[1] === 'of';
    if (!ofWales && !parts.slice(1).every((w) => words.isGiven(w.toLowerCase()))) continue;
    const end = m.index + m[0].length;
    if (!AFTER.test(text.slice(end, end + 12))) continue;
    push(out, end - name.length, end, 'HOSPITAL', TIER.placeWord);
  }
}
