// org.kind-noun, the kind first (fix20a): an agency named by its kind and "of" the place it serves, as discharge plans and
// social histories write home-care and elder agencies ("VNA of Greater X", "VNA OF THE X VALLEY", "elder services of x").
// The kind is a visiting-nurse, home-care, hospice or elder-service agency's; the place after "of" is one to three words:
// in Title case as written, otherwise words a gazetteer holds, words no English list knows, or place nouns, one of them
// more than a place noun. Tried only at the kind's first word (a word anchor); each match reads a bounded window.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { PLACE_NOUNS } from '../vocab/place-words';

/** The agency kinds that are named for the place they serve, then "of" and an optional "the". */
const KIND_OF = /\b(?:vna|visiting[ \t]{1,2}nurses?(?:[ \t]{1,2}association)?|home[ \t]{1,2}health(?:[ \t]{1,2}(?:care|services))?|home[ \t]{1,2}care|hospice|elder[ \t]{1,2}services|senior[ \t]{1,2}services)[ \t]{1,2}of[ \t]{1,2}(?:the[ \t]{1,2})?/gi;
const KIND_OF_AT = new WordAnchor(KIND_OF, 'vna visiting home hospice elder senior');
/** Up to three words after "of". */
const PLACE_WORDS = /([\p{L}][\p{L}'’-]{1,20})(?:[ \t]([\p{L}][\p{L}'’-]{1,20}))?(?:[ \t]([\p{L}][\p{L}'’-]{1,20}))?/uy;
/** Compass words and "greater" that lead a region's name. */
const LEADS = new Set(['greater', 'north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western', 'central', 'upper', 'lower']);

export function detectAgenciesOfPlaces(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of KIND_OF_AT.matchAll(text, seen)) {
    const from = m.index + m[0].length;
    PLACE_WORDS.lastIndex = from;
    const w = PLACE_WORDS.exec(text);
    if (w === null) continue;
    const parts = [w[1]!, w[2], w[3]].filter((x): x is string => x !== undefined);
    // The place is written in the kind's case: Title case after a mixed-case kind ("VNA of"), else the same case.
    const kindCase = /\p{Ll}/u.test(m[0]) ? (/\p{Lu}/u.test(m[0]) ? 'title' : 'lower') : 'caps';
    const fits = (p: string): boolean => (kindCase === 'title' ? /^\p{Lu}\p{Ll}/u.test(p) : kindCase === 'lower' ? p === p.toLowerCase() : p === p.toUpperCase());
    let n = 0;
    let names = 0;
    for (const p of parts) {
      const low = p.toLowerCase();
      if (!fits(p) || wc.isStop(low) || wc.isClinical(low)) break;
      const place = wc.dicts.cities.has(low) || wc.dicts.states.has(low) || !wc.isEnglish(low);
      if (!place && !PLACE_NOUNS.has(low) && !LEADS.has(low) && kindCase !== 'title') break;
      if (place && !LEADS.has(low)) names++;
      n++;
    }
    // Drop trailing lead words ("of greater") and need a word that names.
    while (n > 0 && LEADS.has(parts[n - 1]!.toLowerCase())) n--;
    if (n === 0 || names === 0) continue;
    const span = parts.slice(0, n).join(' ');
    if (text.slice(from, from + span.length).replace(/\t/g, ' ') !== span) continue;
    push(out, m.index, from + span.length, 'ORGANIZATION', TIER.placeWord);
  }
}
