// Places named by what they are rather than by a town's name:
// - place.landform: a river, a creek, a mountain or a forest used as a place, after a place preposition ("camping on the
//   Darling River", "CAMPING ON THE DARLING RIVER", "the bridge over the mangakahia river", "turkey hunting on Pine
//   Mountain", "grew up the holler on Greasy Creek"; fix22b: waters, shores, trails and hollows too, "ROLLOVER NEAR X
//   LAKE", "camp on x lake"). The preposition and the landform noun together say a place; the
//   words between them are its name, in the noun's letter case. Diseases, viruses and tests named for a place ("Ross
//   River virus", "Murray Valley encephalitis", "Barmah Forest virus", "Rocky Mountain spotted fever") are refused by the
//   word after the noun.
// - place.town-based: where someone comes from or is based, said before "native" or "-based" ("a Collingwood native", "a
//   Kerry native", "a Hazard-based lineman", "her lagos-based son"): a word written as a name, or a town the gazetteers
//   hold, there names a place; English words ("evidence-based", "Home-based", "a native speaker") do not.
// Each pattern is tried only where its noun starts a run of letters (core/word-anchors.ts); the words before it are read
// from a bounded slice, so the scan stays linear.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { NOT_NAME_WORDS } from '../vocab/name-guards';
import { INSTITUTION_WORDS } from '../vocab/org-words';
import { FACILITY, LANDFORM_NOUNS, PLACE_NOUNS, WATER_AND_TRAIL_NOUNS, WEAK_FACILITY } from '../vocab/place-words';
import { REGION_NAMES } from '../vocab/regions';

// ---- place.landform ---------------------------------------------------------------------------------------------------
const title = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
const NOUNS = [...LANDFORM_NOUNS, ...WATER_AND_TRAIL_NOUNS, 'area', 'region'];
const NOUN = new RegExp(String.raw`\b(?:${NOUNS.flatMap((w) => [w, title(w), w.toUpperCase()]).join('|')})(?![\p{L}\d'’-])`, 'gu');
const NOUN_AT = new WordAnchor(NOUN, NOUNS.join(' '));
const PREPOSITIONS = 'on|near|along|across|over|up|down|by|at|in|to|from|beside|below|above|off|past|around|towards?|into|beyond';
/** A place preposition, "the" perhaps, and one or two name words closing the slice before the noun. */
const BEFORE_NOUN = new RegExp(String.raw`\b(?:${PREPOSITIONS})[ \t]{1,2}(?:the[ \t]{1,2})?([\p{L}][\p{L}'’-]{1,20}(?:[ \t][\p{L}][\p{L}'’-]{1,20})?)[ \t]{1,2}$`, 'iu');
/** The endings of adjectives of the body and its parts, which name an area of it. */
const BODY_ADJECTIVE = /(?:al|ar|ic|ous|ary|eal|ial|oid|ior|ae|is)$/i;
/** Nouns of an area around a town, read only after a name no English list holds. */
const AREA_NOUNS = new Set(['area', 'region']);
/** Words that may follow a place's name in Title case without going on with it: a clause's words. */
const CLAUSE_WORDS = new RegExp(String.raw`^(?:${PREPOSITIONS}|and|or|but|the|a|with|for|where|when|while|last|this|that|is|was|then)$`, 'i');
/** Words after the noun that make the name a disease's, a germ's or a test's. */
const NOT_PLACE_AFTER = /^[ \t]{1,2}(?:virus|viral|fever|disease|encephalitis|spotted|agent|strain|serology|blindness|flu|antigen|antibod(?:y|ies)|vaccine|titers?|titres?|fluke|tick|sign|syndrome|score|test)\b/i;

export function landforms(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  const facilityNames = new Map<string, boolean>();
  for (const m of NOUN_AT.matchAll(text, seen)) {
    const end = m.index + m[0].length;
    if (NOT_PLACE_AFTER.test(text.slice(end, end + 16))) continue;
    const b = BEFORE_NOUN.exec(text.slice(Math.max(0, m.index - 56), m.index));
    if (b === null) continue;
    const noun = m[0];
    const words = b[1]!.split(/[ \t]/);
    // A lower-case noun may follow a name written as one ("the Lafontaine area", "the Ngaro river"), read strictly below.
    const caseOk = (w: string): boolean =>
      noun === noun.toLowerCase() ? w === w.toLowerCase() || /^\p{Lu}\p{Ll}/u.test(w) : noun === noun.toUpperCase() ? w === w.toUpperCase() : /^\p{Lu}\p{Ll}/u.test(w);
    // The name is the run of words in the noun's letter case right before it, none a stop, clinical or title word.
    // "from the Lafontaine area", "FROM THE UMZIMKHULU AREA": an area is named only by a word no English list holds or
    // a town the gazetteers hold ("in the waiting area", "IN THE SACRAL AREA" are the body's or the ward's).
    const area = AREA_NOUNS.has(noun.toLowerCase());
    let k = words.length;
    while (k > 0 && caseOk(words[k - 1]!) && nameWord(words[k - 1]!, wc, noun === noun.toLowerCase() || area)) k--;
    if (area && k < words.length - 1) k = words.length - 1;
    // An area's name is written as one ("the Lafontaine area", "THE UMZIMKHULU AREA"), never in lower case, and is no
    // adjective of the body ("the perianal area", "THE GLUTEAL AREA", "the Coccygeal area").
    if (area && k < words.length && (words[k] === words[k]!.toLowerCase() || BODY_ADJECTIVE.test(words[k]!))) continue;
    if (k === words.length) continue;
    const name = words.slice(k).join(' ');
    const start = m.index - (b[0].length - b[0].lastIndexOf(name));
    if (text.slice(start, m.index).replace(/\t/g, ' ').trimEnd() !== name) continue;
    // A longer name goes on after the noun ("White River Junction", "Otter Creek Visiting Nurses", "Ormsby Valley
    // Foods"): the town's or the firm's rules read it whole.
    const after = /^[ \t]{1,2}([\p{L}'’-]{2,20})(?:[ \t]{1,2}([\p{L}'’-]{2,20}))?/u.exec(text.slice(end, end + 48));
    const next = after?.[1];
    if (next !== undefined && (isFacilityWord(next) || (/^\p{Lu}\p{Ll}/u.test(noun) && /^\p{Lu}\p{Ll}/u.test(next) && !CLAUSE_WORDS.test(next)))) continue;
    // Or a word later, in the noun's letter case ("AT BRAMBLE HOLLOW COMMUNITY COLLEGE", "at fox hollow regional school").
    const second = after?.[2];
    if (second !== undefined && !CLAUSE_WORDS.test(next!) && isFacilityWord(second) && sameCase(next!, noun) && sameCase(second, noun)) continue;
    // A place the note names with a facility word elsewhere is that facility's ("Cath at Hollin Brook Medical Center.
    // Back to Hollin Brook on 4/4").
    // Asked once per name: a name the note repeats is searched for once, not once per repeat (fix22b: a note of one lake
    // named at every line was read in time quadratic in its length).
    const found = text.slice(start, end);
    let elsewhere = facilityNames.get(found);
    if (elsewhere === undefined) facilityNames.set(found, (elsewhere = facilityElsewhere(text, found)));
    if (elsewhere) continue;
    push(out, start, end, 'LOCATION-OTHER', noun === noun.toLowerCase() ? TIER.weakCue : TIER.placeShape);
  }
}

/** Both words in one letter case: capitals, small letters, or each a capital and small letters. */
function sameCase(w: string, noun: string): boolean {
  if (noun === noun.toUpperCase()) return w === w.toUpperCase();
  if (noun === noun.toLowerCase()) return w === w.toLowerCase();
  return /^\p{Lu}\p{Ll}/u.test(w);
}

function isFacilityWord(w: string): boolean {
  const l = w.toLowerCase();
  return FACILITY.has(l) || WEAK_FACILITY.has(l) || PLACE_NOUNS.has(l) || INSTITUTION_WORDS.includes(l);
}

/** True when `name` stands somewhere in the text before a facility or institution word. */
function facilityElsewhere(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
    const next = /^[ \t]{1,2}([\p{L}'’-]{2,20})/u.exec(text.slice(at + name.length, at + name.length + 24))?.[1];
    if (next !== undefined && isFacilityWord(next)) return true;
  }
  return false;
}

/** A word of a landform's name; in lower case only a word no English list holds ("mangakahia", not "cold" or "big"). */
function nameWord(w: string, wc: WordClasses, lower: boolean): boolean {
  const l = w.toLowerCase();
  if (wc.isStop(l) || wc.isClinical(l) || NOT_NAME_WORDS.has(l) || l === 'the') return false;
  if (!lower) return true;
  // A town the gazetteers hold, written as a name, names its area even when it is a word ("the Hazard area").
  return (!wc.isEnglish(l) && !wc.isShorthand(l) && l.length >= 4) || (/^\p{Lu}\p{Ll}/u.test(w) && wc.dicts.cities.has(l));
}

// ---- place.town-based -------------------------------------------------------------------------------------------------
const BASED = /\b(?:native|Native|NATIVE|based|BASED)(?![\p{L}\d'’-])/gu;
const BASED_AT = new WordAnchor(BASED, 'native based');
/** "a Collingwood native", "a lifelong Tarnby native": an article and one or two name words closing the slice. */
const BEFORE_NATIVE = /(?:^|[^\p{L}\d'’-])(?:a|an|A|An|AN|lifelong|Lifelong|LIFELONG|longtime|long-time)[ \t]{1,2}([\p{L}][\p{L}'’.-]{1,20}(?:[ \t][\p{L}][\p{L}'’-]{1,20})?)[ \t]{1,2}$/u;
/** "Hazard-", "Cape Town-": one or two words and the hyphen, closing the slice. */
const BEFORE_BASED = /(?:^|[^\p{L}\d'’-])([\p{L}][\p{L}'’.]{1,20}(?:[ \t][\p{L}][\p{L}'’.]{1,20})?)-$/u;
/** After "native": a language, a people or a plant, not a place's person ("a Spanish native speaker", "Native American"). */
const NOT_PERSON_AFTER = /^[ \t]{1,2}(?:speakers?|language|tongue|americans?|hawaiians?|alaskans?|plants?|species|flora|grass(?:es)?|valve|kidney|joint|vessel|artery|coronary)\b/i;

export function townBased(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of BASED_AT.matchAll(text, seen)) {
    const native = m[0].toLowerCase() === 'native';
    const end = m.index + m[0].length;
    if (native && NOT_PERSON_AFTER.test(text.slice(end, end + 14))) continue;
    const head = text.slice(Math.max(0, m.index - 48), m.index);
    const b = (native ? BEFORE_NATIVE : BEFORE_BASED).exec(head);
    if (b === null) continue;
    // "an ibadan-based": of two words before "-based" the first may be the sentence's.
    const two = b[1]!.split(/[ \t]/);
    const name = !native && two.length === 2 && (wc.isStop(two[0]!.toLowerCase()) || wc.isEnglish(two[0]!.toLowerCase())) ? two[1]! : b[1]!;
    const key = name.toLowerCase().replace(/[ \t]+/g, ' ');
    const words = key.split(' ');
    const known = wc.dicts.cities.has(key) || wc.dicts.states.has(key) || REGION_NAMES.has(key);
    const titled = name.split(/[ \t]/).every((w) => /^\p{Lu}/u.test(w));
    if (words.some((w) => wc.isStop(w) || wc.isClinical(w) || NOT_NAME_WORDS.has(w))) continue;
    // Written as a name: a town or a word no English list holds ("Collingwood", not "Home-based" or "Evidence-based");
    // in lower case only a town the gazetteers hold that is no English word ("lagos-based", not "plant-based").
    const english = words.every((w) => wc.isEnglish(w));
    if (titled ? english && !known : !known || english) continue;
    // In capitals a sentence's words are capitals too: there only a known town.
    if (name === name.toUpperCase() && !known) continue;
    const start = m.index - b[0].length + b[0].lastIndexOf(name);
    const nameEnd = start + name.length;
    if (text.slice(start, nameEnd) !== name) continue;
    push(out, start, nameEnd, wc.dicts.states.has(key) || REGION_NAMES.has(key) ? 'STATE' : 'CITY', known ? TIER.placeWord : TIER.weakCue);
  }
}
