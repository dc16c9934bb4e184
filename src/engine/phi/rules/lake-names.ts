// place.lake-name: a lake named the way most lakes are, with "Lake" before its name ("ice fishing on Lake Winnebago",
// "her unit near Lake Macquarie", "A BOAT TRIP ON LAKE VOLTA"). The landmark rules read a place word after the name
// ("Meadow Lake", "Ohio River"); a lake word before a name in the note's own letter case leaves only a lake or its
// town, both places. A town the gazetteers hold is a town ("Lake Charles"); a facility word after the name makes it a
// facility's ("Lake Forest Hospital"), and a score word a clinical eponym's ("Lake Louise score").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { FACILITY, PLACE_NOUNS, WEAK_FACILITY } from '../vocab/place-words';

/** "Lake" and one or two name words in one letter case: Title case, capitals, or lower case. */
const LAKE = /\b(?:Lake[ \t]{1,2}(\p{Lu}\p{Ll}[\p{L}'’-]{1,20}(?:[ \t]\p{Lu}\p{Ll}[\p{L}'’-]{1,20})?)|LAKE[ \t]{1,2}(\p{Lu}{3,20}(?:[ \t]\p{Lu}{3,20})?)|lake[ \t]{1,2}(\p{Ll}{3,20}(?:[ \t]\p{Ll}{3,20})?))(?![\p{L}\d'’-])/gu;
const LAKE_AT = new WordAnchor(LAKE, 'lake');
/** Words after a lake's name that make the name a clinical eponym's. */
const EPONYM_TAILS = new Set(['score', 'scores', 'criteria', 'consensus', 'questionnaire', 'scale', 'system', 'classification']);

export function detectLakeNames(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries) return;
  for (const m of LAKE_AT.matchAll(text, seen)) {
    const name = m[1] ?? m[2] ?? m[3]!;
    const words = name.toLowerCase().split(/[ \t]/);
    const after = /^[ \t]{1,2}([\p{L}]{2,20})/u.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 24))?.[1]?.toLowerCase();
    // The word after may close the name as a facility's, an eponym's, or a longer name's second word.
    let keep = words.length;
    // "Lake Park", "Lake View": a place noun alone names a facility or an estate more often than a lake.
    if (words.every((w) => PLACE_NOUNS.has(w) || WEAK_FACILITY.has(w))) continue;
    if (words.length === 2 && (FACILITY.has(words[1]!) || WEAK_FACILITY.has(words[1]!) || EPONYM_TAILS.has(words[1]!))) continue;
    if (after !== undefined && (FACILITY.has(after) || WEAK_FACILITY.has(after) || EPONYM_TAILS.has(after))) continue;
    if (words.some((w) => wc.isStop(w) || wc.isClinical(w))) keep = words.findIndex((w) => wc.isStop(w) || wc.isClinical(w));
    // Without Title case a lake's name is words no English list holds ("lake macquarie", "LAKE VOLTA"; not "lake
    // water", "LAKE EFFECT SNOW").
    if (m[1] === undefined) {
      const named = words.findIndex((w) => wc.isEnglish(w) || wc.isShorthand(w));
      keep = Math.min(keep, named < 0 ? words.length : named);
    }
    if (keep === 0) continue;
    const end = m.index + m[0].length - name.length + name.split(/[ \t]/).slice(0, keep).join(' ').length;
    const key = text.slice(m.index, end).toLowerCase().replace(/[ \t]+/g, ' ');
    push(out, m.index, end, wc.dicts.cities.has(key) ? 'CITY' : 'LOCATION-OTHER', TIER.placeShape);
  }
}
