// facility.origin-town: the hospital a ward or ICU note says a patient came from or was born at, named with no
// facility word and followed by its town: "adm 2/4 from X ed in Town", "TRANSFERRED 3/11 FROM X IN TOWN", "s/p
// transfer from X in Town via flight", "Born 7/19 at X of the Y in Town", "CT from X (Town)". Nurses and residents name
// the sending hospital by its short name (a founder's surname, a plant, a coast, "X Community") and add its town so
// that the reader can place it; the town, not any facility word, is what marks the words before it as a hospital.
// The slot is shared with homes, jobs, people and regions ("transferred from home in Town", "came from his
// daughter's in Town", "moved from Ohio in 2010"): a generic place or a kin word, a determiner, a title, a clinical or
// stop word, or a region the gazetteers hold as the name leaves it alone, and the town must be one the gazetteers
// hold or a word no list knows, and close its clause.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../vocab/calendar-words';
import { GENERIC_DESTINATION } from '../vocab/place-words';

/** The preposition of an origin; what precedes and follows it is read from here. */
export const ORIGIN_PREP = /\b(?:from|at)[ \t]{1,2}/gi;
/** A move or a birth, then a date, "to us" or "here" at most, then the preposition, closing the text read. */
export const MOVE_BEFORE = /\b(transferred|transfered|transfer|transferring|tx|tx'd|txd|xfer|xferred|transf|trans|transported|flown|flighted|medflighted|brought|admitted|adm|admit|arrived|came|born|delivered)(?:[ \t]{1,2}(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|to[ \t]us|here|initially|originally))?[ \t]{1,2}(from|at)[ \t]{1,2}$/i;
/** Births and admissions happen at a place; a move starts from one. */
const AT_VERBS: ReadonlySet<string> = new Set(['born', 'delivered', 'admitted', 'adm', 'admit']);
/** One to four name words (two joined by "of the" or "&"), an emergency department's initials, "in" and the town. */
const NAME_AND_TOWN = /^((?:\p{L}[\p{L}'’-]{1,24})(?:[ \t](?:of[ \t](?:the[ \t])?|&[ \t])?\p{L}[\p{L}'’-]{1,24}){0,3})(?:[ \t](?:ed|er|ew))?(?:[ \t]{1,2}in[ \t]{1,2}(\p{L}[\p{L}'’.-]{1,24}(?:[ \t]\p{L}[\p{L}'’.-]{1,24}){0,2})|[ \t]\((\p{L}[\p{L}'’.-]{1,24}(?:[ \t]\p{L}[\p{L}'’.-]{1,24}){0,2})\))/iu;
/** Places that are no institution's name, kin and people a patient stays with, and titles. */
const NOT_NAME: ReadonlySet<string> = new Set([
  'work', 'school', 'farm', 'ranch', 'camp', 'house', 'apartment', 'apt', 'jail', 'prison', 'church', 'shelter', 'motel',
  'hotel', 'park', 'street', 'road', 'highway', 'hwy', 'scene', 'field', 'job', 'store', 'office', 'airport', 'clinic',
  'practice', 'pcp', 'gp', 'md', 'dr', 'doctor', 'mother', 'father', 'mom', 'dad', 'sister', 'brother', 'daughter', 'son',
  'wife', 'husband', 'family', 'friend', 'friends', 'parents', 'niece', 'nephew', 'aunt', 'uncle', 'mr', 'mrs', 'ms', 'miss',
  'vacation', 'trip', 'travel', 'holiday', 'residence', 'lab', 'urgent', 'care', 'local', 'nearby', 'our', 'their', 'your',
  'my', 'outpatient', 'inpatient', 'hospital', 'facility', 'center', 'centre', 'same', 'rural', 'overseas', 'abroad', 'out',
  'state', 'town', 'city', 'both', 'all', 'each', ...MONTH_NAMES, ...WEEKDAY_NAMES,
]);
/** What may follow the town: the clause's end, how or when the move went on, a date. */
const CLAUSE_GOES_ON = /^(?:[ \t]*(?:[.,;:)]|\r?\n|$)|[ \t]{1,2}(?:via|by|for|on|with|and|after|then|to|at|w\/|x|s\/p|\d{1,2}\/\d{1,2})\b)/i;

/**
 * Whether the one to three words at `start` begin with a town that closes the clause: one the gazetteers hold, or a
 * single word no list knows (the small towns a transfer comes from: the gazetteers hold the larger ones only).
 */
function townCloses(text: string, wc: WordClasses, start: number, raw: string, bracketed: boolean): boolean {
  const parts = raw.split(/[ \t]/);
  for (let n = parts.length; n >= 1; n--) {
    // A full stop after the town closes the sentence; it is no part of the town's name.
    const town = parts.slice(0, n).join(' ').replace(/\.$/, '');
    const low = town.toLowerCase();
    const unknown = n === 1 && low.length >= 4 && !wc.isEnglish(low) && !wc.isClinical(low) && !wc.isStop(low) && !wc.isKnownName(low);
    if (!wc.dicts.cities.has(low) && !unknown) continue;
    if (bracketed) return n === parts.length;
    const end = start + town.length;
    return CLAUSE_GOES_ON.test(text.slice(end, end + 8));
  }
  return false;
}

/**
 * The last run of ASCII letters of each thing MOVE_BEFORE reads right before the blanks and the preposition: a verb
 * ("d" of "tx'd"), or "to us", "here", "initially", "originally". A date ends in a digit.
 */
const LAST_RUNS: ReadonlySet<string> = new Set([
  'transferred', 'transfered', 'transfer', 'transferring', 'tx', 'd', 'txd', 'xfer', 'xferred', 'transf', 'trans', 'transported', 'flown',
  'flighted', 'medflighted', 'brought', 'admitted', 'adm', 'admit', 'arrived', 'came', 'born', 'delivered', 'us', 'here', 'initially', 'originally',
]);

/**
 * What MOVE_BEFORE needs before the preposition at `at`, read from the character codes: one or two blanks, then a digit
 * or a run of letters LAST_RUNS holds (the run the verb or the words after it end with: a word boundary opens the verb).
 * Most "from" and "at" of a note follow no move, and then the pattern, tried at every start of its slice, is not run.
 */
export function mayFollowMove(text: string, at: number): boolean {
  let p = at;
  while (at - p < 2 && p > 0 && (text.charCodeAt(p - 1) === 32 || text.charCodeAt(p - 1) === 9)) p--;
  if (p === at || p === 0) return false;
  const c = text.charCodeAt(p - 1);
  if (c >= 48 && c <= 57) return true;
  let s = p;
  while (s > 0 && p - s < 12 && ((text.charCodeAt(s - 1) | 32) >= 97 && (text.charCodeAt(s - 1) | 32) <= 122)) s--;
  return s < p && LAST_RUNS.has(text.slice(s, p).toLowerCase());
}

export function detectOriginHospitals(text: string, wc: WordClasses, out: Candidate[]): void {
  if (!wc.hasDictionaries) return;
  for (const m of text.matchAll(ORIGIN_PREP)) {
    const at = m.index;
    if (!mayFollowMove(text, at)) continue;
    const move = MOVE_BEFORE.exec(text.slice(Math.max(0, at - 40), at + m[0].length));
    if (move === null) continue;
    if (move[2]!.toLowerCase() === 'at' && !AT_VERBS.has(move[1]!.toLowerCase())) continue;
    const from = at + m[0].length;
    const found = NAME_AND_TOWN.exec(text.slice(from, from + 160));
    if (found === null) continue;
    // The department's initials close the name, not the hospital's ("from X ed in Town").
    const name = found[1]!.replace(/[ \t](?:ed|er|ew)$/i, '');
    // The town is the longest run of its one to three words that the gazetteers hold and that closes its clause.
    const townStart = from + found[0].length - (found[2] ?? found[3])!.length - (found[3] !== undefined ? 1 : 0);
    if (!townCloses(text, wc, townStart, found[2] ?? found[3]!, found[3] !== undefined)) continue;
    const words = name.toLowerCase().split(/[ \t]+/);
    const first = words[0]!;
    if (GENERIC_DESTINATION.has(first) || first === 'community' || words.some((w) => NOT_NAME.has(w))) continue;
    // Each name word but the joining "of", "the" and "&" must be no clinical or stop word.
    if (words.some((w, k) => !(k > 0 && (w === 'of' || w === 'the' || w === '&')) && (wc.isStop(w) || wc.isClinical(w)))) continue;
    // A region named where the hospital would be ("from Ohio in Town") is a place, not a hospital.
    const key = words.join(' ');
    if (wc.dicts.states.has(key) || wc.dicts.countries.has(key)) continue;
    if (words.length === 1 && wc.dicts.cities.has(key)) continue;
    push(out, from, from + name.length, 'HOSPITAL', TIER.facilityCue);
  }
}
