// CITY: the town where someone works, written after the work site or the job ("a mine near Karratha", "the paper
// mill in Baie-Comeau", "a dental nurse in Wagga", "a retired operator from Rimouski") or before the branch of an
// employer ("our Elmhurst store", "the Tarrow plant"). Social histories, occupational-health notes and letters say
// where a job is as often as where a person lives, and a work site or a job before "in"/"near"/"from" leaves only
// a place to follow. The town is capitalised and is no English or clinical word unless a gazetteer knows it (so the
// rule reads nothing without the dictionaries); in a stretch all in lower case ("a trainee hairdresser in kirkcaldy")
// a lower-case town is read when a gazetteer holds it or no English, clinical, shorthand or name list does.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { NOT_PLACE_AFTER_CUE } from '../vocab/place-words';
import { CLINICIAN_ENDING, CLINICIAN_ROLES, OCCUPATIONS } from '../vocab/occupation-words';
import { WORDNET_OCCUPATIONS } from '../vocab/occupation-wordnet';

/** Work sites that stand in one town: industry, transport, extraction. Not a clinic or a school (other rules). */
const WORK_SITES = new Set([
  'mine', 'mines', 'mill', 'sawmill', 'plant', 'factory', 'refinery', 'warehouse', 'shipyard', 'dockyard', 'quarry', 'cannery',
  'foundry', 'smelter', 'depot', 'oilfield', 'rig', 'distillery', 'brewery', 'abattoir', 'slaughterhouse', 'packinghouse',
  'yard', 'terminal', 'diner', 'bakery', 'restaurant', 'store', 'shop', 'garage', 'dealership', 'firm', 'office', 'cafe', 'café', 'salon',
  'supermarket', 'pub',
]);
/** An employer's branch named by its town: "our Elmhurst store", "the Tarrow plant". */
const BRANCHES = 'store|branch|location|plant|depot|warehouse|factory|mill|site|outlet|office|yard';

/** A preposition of place, then a capitalised town of one to three words (hyphens join: "Baie-Comeau"). */
const AFTER = /\b(?:in|near|outside(?:[ \t]{1,2}of)?|from)[ \t]{1,2}(\p{Lu}\p{Ll}[\p{L}'’]{1,20}(?:-\p{Lu}?\p{Ll}[\p{L}'’]{1,20})?(?:[ \t]\p{Lu}\p{Ll}[\p{L}'’]{1,20}){0,2}(?![\p{L}\d'’-])|\p{Ll}[\p{Ll}'’-]{2,20}(?:[ \t]\p{Ll}[\p{Ll}'’-]{2,20})?(?![\p{L}\d'’-]))/gu;
const AFTER_AT = new WordAnchor(AFTER, 'in near outside from');
/** The word before the preposition, and the one before that ("paper mill", "dental nurse"). */
const WORD_BEFORE = /([A-Za-z]{2,20})[ \t]{1,2}$/;
const BRANCH = new RegExp(String.raw`\b(?:our|the|their|its|his|her)[ \t]{1,2}(\p{Lu}\p{Ll}[\p{L}'’]{2,20}(?:[ \t]\p{Lu}\p{Ll}[\p{L}'’]{2,20})?)[ \t]{1,2}(?:${BRANCHES})\b`, 'gu');
const BRANCH_AT = new WordAnchor(BRANCH, 'our the their its his her');

/** A town's words: a gazetteer's town, or capitalised words of which one at least no English list knows. */
function isTown(town: string, wc: WordClasses): boolean {
  // Without the dictionaries every capitalised word would pass ("the nurse in Recovery"): no reading then.
  if (!wc.hasDictionaries) return false;
  const low = town.toLowerCase();
  if (wc.dicts.cities.has(low)) return true;
  const words = low.split(/[ \t-]/);
  if (words.some((w) => wc.isStop(w) || wc.isClinical(w) || NOT_PLACE_AFTER_CUE.has(w))) return false;
  return words.some((w) => !wc.isEnglish(w));
}

/** The lower-case town's words: the two words a gazetteer holds, or the first word if no list holds it. */
function caselessTown(town: string, wc: WordClasses): string | undefined {
  if (!wc.hasDictionaries) return undefined;
  const d = wc.dicts;
  if (d.cities.has(town) && !town.includes(' ') ? !wc.isEnglish(town) : d.cities.has(town)) return town;
  const first = town.split(/[ \t]/)[0]!;
  if (d.cities.has(first) && !wc.isEnglish(first)) return first;
  const plain = first.length >= 4 && !wc.isStop(first) && !wc.isClinical(first) && !NOT_PLACE_AFTER_CUE.has(first) && !wc.isEnglish(first) && !wc.isShorthand(first) && !wc.isMisspelt(first) && !wc.isKnownName(first);
  return plain ? first : undefined;
}

export function detectWorkPlaces(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of AFTER_AT.matchAll(text, seen)) {
    const before = WORD_BEFORE.exec(text.slice(Math.max(0, m.index - 24), m.index));
    if (!before) continue;
    const word = before[1]!.toLowerCase();
    const from = m[0].startsWith('from') || m[0].startsWith('From');
    // "a teacher from Rimouski" is where the person comes from; "a mine from Karratha" says nothing.
    if (!(OCCUPATIONS.has(word) || WORDNET_OCCUPATIONS.has(word) || (!from && WORK_SITES.has(word)))) continue;
    // "Cardiologist from Brusho in to see pt": a clinician from somewhere comes from a hospital (facility.from-role).
    if (from && (CLINICIAN_ROLES.has(word) || CLINICIAN_ENDING.test(word))) continue;
    let town = m[1]!;
    if (/^\p{Ll}/u.test(town)) {
      // In a stretch all in lower case ("mum works at the cafe in fremantle") the town carries no capital: it is
      // read only there, and only as a gazetteer's town or a word no English, clinical or shorthand list holds.
      const lowerTown = caselessTown(town, wc);
      if (lowerTown === undefined || /\p{Lu}/u.test(text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40))) continue;
      town = lowerTown;
    } else if (!isTown(town, wc)) continue;
    const start = m.index + m[0].length - m[1]!.length;
    push(out, start, start + town.length, 'CITY', TIER.weakCue);
  }
  for (const m of BRANCH_AT.matchAll(text, seen)) {
    if (!isTown(m[1]!, wc)) continue;
    const start = m.index + m[0].indexOf(m[1]!, m[0].indexOf(' '));
    push(out, start, start + m[1]!.length, 'CITY', TIER.weakCue);
  }
}
