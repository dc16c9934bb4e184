// The town after "of" in the description that opens a note or a letter ("this 83 year old lady of Birstwith", "a 68
// yo man of Pippa Passes", "a 71 year old retired shearer of Howlong"). Letters and admission notes of rural and
// British practices write where a patient is from this way, with no residence verb; the age before the person word
// is what makes the "of" a place's and not a history's ("55 yo with hx of Crohn") or a relation's ("mother of Jane").
import { matchAt, push, sticky, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { KIN_WORDS } from '../vocab/people-words';
import { NOT_PLACE_AFTER_CUE } from '../vocab/place-words';
import { PLACE_WORDS } from './town-cue-words';

const SCORE = { known: TIER.placeWord, unknown: TIER.weakCue } as const;

/** "of" and its blanks, tried only where "of" starts a run of letters. */
const OF_AT = new WordAnchor(/\bof[ \t]{1,2}/giu, 'of');

/**
 * An age and one to three words ending right before "of": "83 year old lady ", "68 yo man ", "71-year-old retired
 * shearer ". Read in a bounded window before each "of", so the scan stays linear.
 */
const AGED_PERSON_BEFORE = /\b\d{1,3}[ \t]{0,2}-?[ \t]{0,1}(?:yo|y\/o|y\.o\.?|yoa|(?:year|yr)s?(?:-|[ \t]{1,2})old)((?:[ \t,]{1,2}[\p{L}-]{2,20}){1,3})[ \t]{1,2}$/iu;
const WINDOW = 72;
/**
 * The age's last digit and the "y" after it, as AGED_PERSON_BEFORE holds them: an "of" with none in its window is not
 * read (most are not, and the window's pattern was tried at each of its positions). One digit at most a match, so the
 * note's search finds every digit that starts one.
 */
export const AGE_SHAPE = /\d[ \t]{0,2}-?[ \t]?[yY]/g;
const AGE_SHAPE_AT = new RegExp(AGE_SHAPE.source, 'y');

/**
 * Asked with positions that never go back: whether a match of AGE_SHAPE starts in the WINDOW code units before the
 * position. Only the digits of those windows are tried (`AGE_SHAPE_AT`), each once, where the note's whole search ran
 * before: a match holds one digit, its first, so the matches the search finds start at every digit where the pattern
 * matches, and nowhere else.
 */
export function ageShapesBefore(text: string): (at: number) => boolean {
  const ages: number[] = [];
  let scanned = 0;
  let k = 0;
  return (at) => {
    const lo = Math.max(0, at - WINDOW);
    for (let d = Math.max(scanned, lo); d < at; d++) {
      const c = text.charCodeAt(d);
      if (c < 48 || c > 57) continue;
      AGE_SHAPE_AT.lastIndex = d;
      if (AGE_SHAPE_AT.test(text)) ages.push(d);
    }
    scanned = Math.max(scanned, at);
    while (k < ages.length && ages[k]! < lo) k++;
    return k < ages.length && ages[k]! < at;
  };
}

/** Whom an "of" after an age relates to a person rather than a place ("32 yo mother of two", "pt of Dr X"). */
const NOT_PERSON_WORDS = new Set([
  ...KIN_WORDS, 'pt', 'patient', 'client', 'resident', 'roommate', 'carer', 'member', 'employee', 'student', 'history', 'hx', 'onset', 'complaint', 'c/o', 'case', 'course', 'episode', 'weeks',
  'days', 'months', 'years', 'hours', 'status',
]);

/** Words after a people word that say it is an origin, not a town ("of Haitian descent", "OF IRISH ORIGIN"). */
const ORIGIN_WORDS = new Set(['descent', 'origin', 'heritage', 'extraction', 'background', 'ancestry', 'birth', 'parentage']);

const PLACE_WORDS_AT = sticky(PLACE_WORDS);

export function detectPersonOfTown(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  let ageBefore: ((at: number) => boolean) | undefined;
  for (const m of OF_AT.matchAll(text, seen)) {
    ageBefore ??= ageShapesBefore(text);
    if (!ageBefore(m.index)) continue;
    const before = AGED_PERSON_BEFORE.exec(text.slice(Math.max(0, m.index - WINDOW), m.index));
    if (before === null) continue;
    const between = before[1]!.split(/[ \t,]+/).filter((w) => w !== '');
    if (between.some((w) => wc.isStop(w.toLowerCase()))) continue;
    if (NOT_PERSON_WORDS.has(between[between.length - 1]!.toLowerCase())) continue;
    const from = m.index + m[0].length;
    const w = matchAt(PLACE_WORDS_AT, text, from);
    if (!w) continue;
    const parts = [w[1]!, w[2], w[3]].filter((x): x is string => x !== undefined);
    const place = placeAfterOf(parts, wc);
    if (place === undefined) continue;
    const span = parts.slice(0, place.words).join(' ');
    if (text.slice(from, from + span.length) !== span) continue;
    if (ORIGIN_WORDS.has(parts[place.words]?.toLowerCase() ?? '')) continue;
    push(out, from, from + span.length, 'CITY', place.known ? SCORE.known : SCORE.unknown);
  }
}

/**
 * The words after "of" that name a town: a place the gazetteers hold (a one-word place that is also an English word
 * only when written as a name), or, written as a name, a Title-case run one of whose words no English list holds, or,
 * in capitals or lower case, a run of words no English, clinical or stop list holds.
 */
function placeAfterOf(parts: readonly string[], wc: WordClasses): { words: number; known: boolean } | undefined {
  const lows = parts.map((p) => p.toLowerCase());
  if (NOT_PLACE_AFTER_CUE.has(lows[0]!) || wc.isStop(lows[0]!) || wc.isClinical(lows[0]!) || ORIGIN_WORDS.has(lows[0]!)) return undefined;
  const d = wc.dicts;
  for (let n = lows.length; n >= 1; n--) {
    const key = lows.slice(0, n).join(' ');
    if (!(d.cities.has(key) || d.states.has(key) || d.countries.has(key))) continue;
    if (n === 1 && (wc.isEnglish(key) || wc.isClinical(key)) && !/^\p{Lu}\p{Ll}/u.test(parts[0]!)) return undefined;
    return { words: n, known: true };
  }
  if (!wc.hasDictionaries) return undefined;
  const blocks = (low: string): boolean => wc.isStop(low) || wc.isClinical(low) || NOT_PLACE_AFTER_CUE.has(low) || ORIGIN_WORDS.has(low);
  if (/^\p{Lu}\p{Ll}/u.test(parts[0]!)) {
    let n = 0;
    while (n < parts.length && /^\p{Lu}\p{Ll}/u.test(parts[n]!) && !blocks(lows[n]!)) n++;
    return n > 0 && lows.slice(0, n).some((l) => !wc.isEnglish(l)) ? { words: n, known: false } : undefined;
  }
  const plain = (low: string): boolean => low.length >= 3 && !blocks(low) && !wc.isEnglish(low) && !wc.isShorthand(low) && !wc.isMisspelt(low);
  let n = 0;
  while (n < lows.length && plain(lows[n]!)) n++;
  return n > 0 ? { words: n, known: false } : undefined;
}
