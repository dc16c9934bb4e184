// The town after a street address written in lower case or in capitals ("lives alone at 3 meadow court, burslem",
// "1142 ALGOMA ST N, THUNDER BAY ON P7A 4Z8"). The capitalised address rule reads a town only when it is written as a
// name; in a caseless line the street before it vouches for the field after its comma, and the words must still name
// rather than describe (no English, clinical or stop word, unless the gazetteers hold the town).
import { matchAt, push, sticky, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { PLACE_LEADS } from '../vocab/place-words';

const SCORE = { town: TIER.placeWord, region: TIER.addressPart } as const;

/**
 * After the street: a compass point (ST N, ave w), a comma, one to three words of one letter case, then the field's end
 * or a region code and a postcode; each separator bounded.
 */
const TOWN_AFTER_STREET = /(?:[ \t]{1,2}(?:[NSEW]|NE|NW|SE|SW|[nsew]|ne|nw|se|sw)\.?)?[ \t]{0,2},[ \t]{1,2}([A-Za-z][A-Za-z'’-]{1,20}(?:[ \t][A-Za-z][A-Za-z'’-]{1,20}){0,2}?)(?:[ \t]{1,2}([A-Za-z]{2,3})(?=[ \t]{1,2}(?:\d{4,6}(?!\d)|[A-Za-z]\d[A-Za-z][ \t]?\d[A-Za-z]\d)))?(?=[ \t]{0,2}(?:[,.;)]|\r?\n|$)|[ \t]{1,2}\d{4,6}(?!\d)|[ \t]{1,2}[A-Za-z]\d[A-Za-z][ \t]?\d[A-Za-z]\d)/y;
const TOWN_AT = sticky(TOWN_AFTER_STREET);

/** `streetEnds`: where each caseless street the note holds ends, and its letter case. */
export function townsAfterCaselessStreets(text: string, streetEnds: readonly (readonly [number, boolean])[], wc: WordClasses, out: Candidate[]): void {
  for (const [end, capitals] of streetEnds) {
    const m = matchAt(TOWN_AT, text, end);
    if (!m) continue;
    const town = m[1]!;
    // The town is written in the street's case: a word in another case starts something else ("14 OAK ST, Dr Roe").
    if (town !== (capitals ? town.toUpperCase() : town.toLowerCase())) continue;
    if (!namesTown(town, wc)) continue;
    const start = end + m[0].indexOf(town, m[0].indexOf(','));
    push(out, start, start + town.length, 'CITY', SCORE.town);
    const region = m[2];
    if (region !== undefined && region === (capitals ? region.toUpperCase() : region.toLowerCase())) {
      const r0 = start + town.length + m[0].slice(start - end + town.length).indexOf(region);
      push(out, r0, r0 + region.length, 'STATE', SCORE.region);
    }
  }
}

/** The words name a town: the gazetteers hold it, or no English, clinical or stop list does (a lead word aside). */
export function namesTown(town: string, wc: WordClasses): boolean {
  const low = town.toLowerCase();
  if (wc.dicts.cities.has(low)) return true;
  const words = low.split(/[ \t]/);
  // A lead word opens a town's name ("east fenmoor", "PORT ELVIN"); the words after it must still name.
  const from = words.length > 1 && PLACE_LEADS.has(words[0]!) ? 1 : 0;
  return words.slice(from).every((w) => w.length >= 3 && !wc.isEnglish(w) && !wc.isClinical(w) && !wc.isStop(w) && !wc.isShorthand(w) && !wc.isMisspelt(w));
}
