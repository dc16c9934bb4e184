// Where the people of a note live or come from, read from the slot rather than from a gazetteer: a relative,
// the patient or a visitor, a few words, then "in", "from", "of" or "near" and a word no list knows, written
// as a name ("daughter Ann lives nearby in Quobridge", "wife called from OSTRANDER POINT", "nephew Bo Lee of
// Pasby visited", "family arrived from the Tarn Valley", "pt lives with son in Wexby"). Nursing notes name the
// towns of families this way, and most towns are in no list. Known cities are the residence rule's; this rule
// takes the unknown ones, only in a person's sentence, and only written as a name in the note's own case
// (Title case in mixed-case text, capitals in an ALL-CAPS note): a lower-case unknown word after "in" is more
// often a typo than a town. A stretch all in lower case carries no case signal, as capitals do not: there, as in
// capitals, the slot stands when only plain words (is, still, with, and, a verb of coming...) or a relative's own
// name stand between the person and the preposition ("daughter called from quobridge").
import { push, type Candidate } from '../core/scan';
import type { WordToken, WordClasses } from '../core/tokens';
import { TIER } from '../core/tiers';
import { tokenCue } from '../core/token-cues';
import { KIN_WORDS, lowerSet } from '../vocab/people-words';
import { FACILITY, PLACE_NOUNS, STREET_WORDS } from '../vocab/place-words';
import { CALENDAR_WORDS } from '../vocab/calendar-words';

/** Who a place slot belongs to: relatives and contacts, the patient, visitors. */
const KIN = lowerSet(KIN_WORDS);
// Not "I'm" or "we": a writer saying where they are ("I'm in X", "we are currently in X") is place.cue-town's.
const PEOPLE = lowerSet(KIN_WORDS, ['pt', 'patient', "pt's", 'family', 'friend', 'friends', 'he', 'she', 'they', 'visitor', 'visitors', 'who', 'relatives']);
/** Facilities and accidents have a town too: "Sawtooth Rehab in Pellston", "mvc near Hollins Gap". */
/** "home is in X" is place.cue-town's; "home" alone is the patient's home, not a facility with a town. */
const PLACE_HOLDERS = new Set([...[...FACILITY].filter((w) => w !== 'home'), ...STREET_WORDS, 'rehab', 'snf', 'mvc', 'accident', 'crash', 'surgeon', 'surgeons', 'physician', 'team', 'doctor']);
/** Verbs of coming, calling and living that open the slot without a person word next to them. */
const ORIGIN_VERBS = new Set([
  'lives', 'living', 'live', 'resides', 'residing', 'arrived', 'arriving', 'visiting', 'called', 'calling', 'phoned', 'drove', 'driving',
  'flew', 'flying', 'came', 'coming', 'staying', 'stays', 'moved',
]);
/** Verbs of living somewhere: strong enough to take a lower-case town in a lower-case note. */
const RESIDENCE = new Set(['lives', 'living', 'live', 'resides', 'residing']);
/**
 * Verbs of arriving: strong enough to take a lower-case town after "from" in a lower-case note. "drove up from",
 * "flew in from" and "came from" are place.cue-town's (place-cues.ts), which reads them with its own place test.
 */
const ARRIVALS = new Set(['arrived', 'arriving', 'coming']);
const PREPS = new Set(['in', 'from', 'of', 'near']);
/**
 * Words that may stand between the cue and the preposition in ALL-CAPS text, where no capital tells a name from
 * a word ("SON WHO IS IN", "LIVES WITH SON AND FAMILY IN"); "WAS NOT IN", "ON MORE OF" end the slot.
 */
const BETWEEN_IN_CAPS = new Set([
  'is', 'was', 'are', 'were', 'still', 'now', 'currently', 'nearby', 'alone', 'here', 'back', 'up', 'down', 'over', 'home',
  'with', 'and', 'her', 'his', 'their', 'also', 'all', 'both', 'who', 'lives', 'living', 'in', 'from', 'at', 'am', 'pm', 'this',
  'last', 'night', 'today', 'tonight', 'yesterday', 'morning', 'evening',
]);
/** Regions wider than a town that no gazetteer of towns holds and that identify no one. */
const REGIONS = new Set(['europe', 'asia', 'africa', 'america', 'americas', 'scandinavia', 'caribbean', 'mainland', 'midwest', 'overseas']);
/** The walk's two tests as token cue bits (core/token-cues.ts): one look-up a token instead of four Set look-ups. */
const CUE = {
  opens: tokenCue([...PEOPLE, ...ORIGIN_VERBS, ...PLACE_HOLDERS]),
  prep: tokenCue(PREPS),
};
/** How many words may stand between the person or verb and the preposition ("daughter Ann lives nearby in"). */
const MAX_BETWEEN = 4;

function sameSentence(g: string): boolean {
  return /^[ \t]{1,2}$/.test(g) || /^,[ \t]{1,2}$/.test(g);
}

/**
 * The word is written as a name in the case of its surroundings: Title case among lower-case words, capitals
 * in an ALL-CAPS stretch. In an all-lower-case stretch only a residence verb vouches for it ("lives in quobridge").
 */
function writtenAsName(text: string, t: WordToken, residence: boolean): boolean {
  const raw = text.slice(t.s, t.e);
  const around = text.slice(Math.max(0, t.s - 40), t.s) + text.slice(t.e, t.e + 40);
  if (/[a-z]{2}/.test(around)) {
    if (t.cap && raw !== raw.toUpperCase()) return true;
    return residence && raw === t.low && !/[A-Z]/.test(around);
  }
  return raw === raw.toUpperCase() && raw.length >= 4;
}

/**
 * A word no English, clinical or name list knows: what a town's name looks like when no gazetteer has it. Not a month
 * or a weekday in full: the English list holds them only with their capital, so they read as unknown words ("card
 * renewal due in October", "clinic in Town in February").
 */
function unknownPlaceWord(wc: WordClasses, t: WordToken): boolean {
  return t.low.length >= 4 && wc.nameEvidence(t.low).unknown && !FACILITY.has(t.low) && !REGIONS.has(t.low) && !CALENDAR_WORDS.has(t.low);
}

/** One or two words right after a relative word, each a name no English or clinical list holds. */
function kinName(toks: readonly WordToken[], wc: WordClasses, opened: number, prep: number): boolean {
  if (!KIN.has(toks[opened]!.low) || prep - opened < 2 || prep - opened > 3) return false;
  for (let k = opened + 1; k < prep; k++) {
    const low = toks[k]!.low;
    if (low.length < 3 || !wc.nameEvidence(low).notEnglishName || wc.isClinical(low)) return false;
  }
  return true;
}

export function peopleOrigins(text: string, toks: readonly WordToken[], wc: WordClasses, out: Candidate[], cues: Int32Array): void {
  if (!wc.hasDictionaries) return;
  let opened = -1;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & CUE.opens) !== 0) {
      opened = i;
      continue;
    }
    if ((cues[i]! & CUE.prep) === 0 || opened < 0 || i - opened > MAX_BETWEEN + 1) continue;
    const low = toks[i]!.low;
    // The words between the cue and the preposition stay in one sentence.
    let joined = true;
    // A street word's abbreviation keeps its period ("at 78 Elm St. in Quobridge").
    for (let k = opened + 1; k <= i && joined; k++) {
      const g = text.slice(toks[k - 1]!.e, toks[k]!.s);
      joined = sameSentence(g) || (k === opened + 1 && STREET_WORDS.has(toks[opened]!.low) && /^\.[ \t]{1,2}$/.test(g));
    }
    if (!joined) continue;
    const around = text.slice(Math.max(0, toks[i]!.s - 40), toks[i]!.e + 40);
    const capsText = !/[a-z]/.test(around);
    // A stretch all in lower case gives no case signal either: the same plain words vouch for a lower-case town there.
    const lowerText = !capsText && !/[A-Z]/.test(around);
    const caseless = capsText || lowerText;
    let plain = true;
    for (let k = opened + 1; k < i && plain && caseless; k++) plain = BETWEEN_IN_CAPS.has(toks[k]!.low) || KIN.has(toks[k]!.low) || ORIGIN_VERBS.has(toks[k]!.low);
    // "DAUGHTER GEBROU OF X", "NEPHEW, BRETH SKOU OF X": in capitals a relative's own name may stand between, one or two
    // words that no English or clinical list knows, as the Title-case name does in mixed case.
    if (!plain && caseless && kinName(toks, wc, opened, i)) plain = true;
    const plainLower = lowerText && plain;
    if (lowerText) plain = true;
    if (!plain) continue;
    // "son of X" and "wife of 40 years": right after a relative, "of" names a person, not a place.
    if (low === 'of' && i === opened + 1) continue;
    let j = i + 1;
    if (toks[j]!.low === 'the' && j + 1 < toks.length && /^[ \t]{1,2}$/.test(text.slice(toks[i]!.e, toks[j]!.s))) j++;
    if (!/^[ \t]{1,2}$/.test(text.slice(toks[j - 1]!.e, toks[j]!.s))) continue;
    const t = toks[j]!;
    const residence = RESIDENCE.has(toks[opened]!.low) || (opened + 1 < i && RESIDENCE.has(toks[opened + 1]!.low));
    // "arrived from zorbek", "drove up from zorbek"; not "arrived sedated from meds".
    let plainBetween = true;
    for (let k = opened + 1; k < i && plainBetween; k++) plainBetween = BETWEEN_IN_CAPS.has(toks[k]!.low);
    const arriving = low === 'from' && ARRIVALS.has(toks[opened]!.low) && plainBetween;
    // A second word of the same town: another unknown word or a place noun ("Tarn Valley", "OSTRANDER POINT").
    const next = j + 1 < toks.length && /^[ \t]$/.test(text.slice(t.e, toks[j + 1]!.s)) ? toks[j + 1]! : undefined;
    const nounAfter = next !== undefined && PLACE_NOUNS.has(next.low) && writtenAsName(text, next, residence || arriving);
    // A surname is a town's name too when a place noun follows it ("Lowry Crossing").
    const head = unknownPlaceWord(wc, t) || (nounAfter && wc.nameEvidence(t.low).knownNotEnglish);
    const vouched = residence || arriving || plainLower;
    if (!head || !writtenAsName(text, t, vouched)) continue;
    let last = j;
    if (next !== undefined && (nounAfter || (unknownPlaceWord(wc, next) && writtenAsName(text, next, vouched)))) last = j + 1;
    // A facility word after it makes it a facility's name, which the facility rules read.
    if (last + 1 < toks.length && FACILITY.has(toks[last + 1]!.low)) continue;
    // Vouched for only by the plain words of a lower-case stretch: the weakest reading of the slot, below a town cue's.
    push(out, t.s, toks[last]!.e, 'CITY', plainLower && !residence && !arriving ? TIER.weakest : TIER.weakCue);
    i = last;
    opened = -1;
  }
}
