// ORGANIZATION: a club, congregation, union or school a person belongs to, after the words of belonging that social
// histories, school-nurse records and letters of many countries use: "member of the electrical trades union",
// "parishioner of St Canice's", "worships at christ apostolic church", "plays Sunday league for Bramley Rovers",
// "coaches the under-12s with Thomastown GAA", "chairman of Clonbrack GAA", "attends Te Kura o Pukerimu". The cue
// says a body follows; the name is the run of words after it in its letter case. A name in Title case names by its
// capitals with a word no list knows or a kind of body at its end (English words alone name a service:
// "attends Day Program", "member of Staff"); one in lower case or on a line in capitals needs a word
// no list knows, or a kind of body at its end after two naming words ("christ apostolic church"), so that "member of
// the care team", "attends high school", "catholic church" and "plays for fun" stay alone.
import { capitalsLines } from '../core/line-case';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { NOT_EMPLOYER } from './org-cues';
import { letterShape, wordRun, type LetterShape, type RunWord } from '../core/word-runs';

/** The words of belonging the cue opens with (the gate's words, and the evidence reader's cue list). */
export const BELONGING_WORDS = 'member members parishioner parishioners congregant congregants chairman chairwoman chairperson treasurer captain worships worshipped worshipping plays played playing coaches coached coaching attends attended';

/**
 * Words of belonging in any letter case, then up to three words ("plays Sunday league for", "coaches the under-12s
 * with") and the preposition, or "of"/"at" straight after a member's or an office's word.
 */
const CUE = new WordAnchor(
  /\b(?:(?:members?|parishioners?|congregants?|chairman|chairwoman|chairperson|treasurer|captain)[ \t]{1,2}(?:of|at)(?:[ \t]{1,2}the)?|(?:worships|worshipped|worshipping)[ \t]{1,2}(?:at|with)|(?:plays|played|playing)(?:[ \t]{1,2}[\p{L}\d'’-]{1,15}){0,3}?[ \t]{1,2}for|(?:coaches|coached|coaching)(?:[ \t]{1,2}[\p{L}\d'’-]{1,15}){0,3}?[ \t]{1,2}(?:for|with|at)|(?:attends|attended)(?:[ \t]{1,2}(?:church|mass|services?|temple|mosque|synagogue|school|college|classes)[ \t]{1,2}at)?)[ \t]{1,2}(?=\p{L})/giu,
  BELONGING_WORDS,
);
const GATE = wordGate(BELONGING_WORDS);

/** Kinds of body a name in lower case or capitals may end with (also the evidence reader's organisation words). */
export const BODY_KINDS = new Set([
  'club', 'union', 'church', 'chapel', 'parish', 'mosque', 'masjid', 'temple', 'mandir', 'gurdwara', 'synagogue', 'congregation',
  'fellowship', 'tabernacle', 'assembly', 'society', 'association', 'league', 'lodge', 'legion', 'school', 'college', 'academy',
  'polytechnic', 'tafe', 'university', 'fc', 'afc', 'rfc', 'rufc', 'gaa', 'cc', 'ymca', 'ywca', 'rovers', 'rangers', 'united', 'wanderers',
]);
/** Words that describe a body rather than name it: "high school", "catholic church", "local union", "senior club". */
const GENERIC = new Set([
  'high', 'middle', 'primary', 'secondary', 'elementary', 'junior', 'senior', 'grammar', 'public', 'private', 'local', 'community',
  'sunday', 'bible', 'night', 'summer', 'special', 'boarding', 'day', 'nursing', 'medical', 'law', 'art', 'music', 'dance', 'driving',
  'trade', 'technical', 'catholic', 'baptist', 'methodist', 'lutheran', 'anglican', 'pentecostal', 'presbyterian', 'evangelical',
  'orthodox', 'jewish', 'muslim', 'hindu', 'sikh', 'buddhist', 'christian', 'youth', 'golf', 'book', 'gun', 'social', 'sports', 'sport',
  'football', 'soccer', 'rugby', 'cricket', 'tennis', 'bowling', 'bowls', 'chess', 'health', 'gym', 'fitness', 'new', 'old', 'big', 'small',
  'his', 'her', 'their', 'our', 'my', 'the', 'a', 'an', 'this', 'that', 'same', 'other', 'national', 'state', 'county', 'city', 'town',
]);
/** What a cue's words are followed by that names no body. */
const NOT_BODY = new Set([
  ...NOT_EMPLOYER, 'family', 'staff', 'public', 'team', 'care', 'household', 'clergy', 'congress', 'parliament', 'senate', 'assembly',
  'military', 'army', 'navy', 'faculty', 'board', 'committee', 'group', 'aa', 'na', 'dialysis', 'clinic', 'therapy', 'meetings', 'meeting',
  'class', 'classes', 'mass', 'services', 'service', 'appointments', 'appointment', 'rehab', 'physio', 'physiotherapy', 'counselling',
  'counseling', 'sessions', 'session', 'groups', 'regularly', 'weekly', 'daily', 'sometimes', 'occasionally', 'every', 'each', 'once',
  'twice', 'fun', 'money', 'cash', 'pain', 'time', 'years', 'school', 'church', 'college', 'university', 'work', 'grade', 'year', 'form',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri',
  'sat', 'sun', 'mornings', 'evenings', 'weekends', 'home', 'online', 'virtually',
]);
/** Words inside a name: "Te Kura o Pukerimu", "Knights of Columbus", "Smith & Sons". */
const INNER = new Set(['of', 'o', 'and', '&', 'de', 'la', 'du', 'the']);
const WORD = /(?:\p{L}[\p{L}\p{M}\d'’&.-]{0,24}|&|\d{1,4})/uy;
/** A closing full stop ends a name unless it closes an initial or one of these abbreviations. */
const KEEPS_DOT = /^(?:\p{L}|St|Mt|Ft|Inc|Ltd|Co)\.$/iu;

/** The body's words at the start of `words`, or none. */
function bodyName(words: readonly RunWord[], wc: WordClasses, capsLine: boolean): readonly RunWord[] {
  const first = words[0];
  if (!first) return [];
  const shape = letterShape(first.text);
  if (!shape) return [];
  const lows = words.map((w) => w.text.toLowerCase().replace(/[’]/g, "'"));
  if (NOT_BODY.has(lows[0]!) || wc.isStop(lows[0]!)) return [];
  // A clinical word first names a service ("attends Cardiac Rehab"), unless a kind of body ends the name ("electrical trades union").
  const clinicalFirst = wc.isClinical(lows[0]!) || wc.isClinicalShorthand(lows[0]!);
  // Title case takes capitalised words and caps together ("Clonbrack GAA"); capitals and lower case keep their own.
  const fits = (s: LetterShape | undefined): boolean => (shape === 'lower' ? s === 'lower' : shape === 'caps' && !capsLine ? s === 'caps' : s === 'title' || s === 'caps');
  let n = 0;
  for (; n < words.length && n < 6; n++) {
    const low = lows[n]!;
    if (n > 0 && INNER.has(low) && n + 1 < words.length && fits(letterShape(words[n + 1]!.text))) continue;
    if (!fits(letterShape(words[n]!.text))) break;
    if (n > 0 && shape !== 'title' && (wc.isStop(low) || ENDS.has(low))) break;
    if (n > 0 && shape === 'lower' && BODY_KINDS.has(lows[n - 1]!) && !BODY_KINDS.has(low)) break;
  }
  while (n > 0 && INNER.has(lows[n - 1]!)) n--;
  if (n === 0) return [];
  if (clinicalFirst && !BODY_KINDS.has(lows[n - 1]!)) return [];
  const kept = lows.slice(0, n);
  const naming = kept.filter((w) => !INNER.has(w));
  const unknown = wc.hasDictionaries && naming.some((w) => w.length >= 3 && !wc.isEnglish(w) && !wc.isStop(w) && !wc.isMisspelt(w) && !wc.isShorthand(w) && !wc.isClinical(w));
  if (shape === 'title' && !capsLine) {
    // A lower-case noun after the name makes the name its modifier ("Attended Smith clinic"), unless it is the kind of
    // body the name ends with ("Lakeview school").
    const next = words[n];
    if (next && letterShape(next.text) === 'lower' && !wc.isStop(lows[n]!) && !ENDS.has(lows[n]!)) {
      if (!BODY_KINDS.has(lows[n]!)) return [];
      return words.slice(0, n + 1);
    }
    // English words alone in Title case name a service or open a sentence ("attends Day Program", "member of Staff"),
    // and a surname alone a clinician ("Attended Smith clinic"): a word no list knows or a kind of body at the end names one.
    const named = unknown || BODY_KINDS.has(naming.at(-1)!);
    return named && !(naming.length === 1 && BODY_KINDS.has(naming[0]!)) ? words.slice(0, n) : [];
  }
  // In lower case or on a line in capitals the name needs two words, one no list knows ("west eyreton school"; one word
  // alone is as often a misspelt common noun: "member of the choir"), or two naming words and a kind.
  if (unknown && naming.length > 1) return words.slice(0, n);
  let k = naming.length - 1;
  while (k >= 0 && BODY_KINDS.has(naming[k]!)) k--;
  const namers = naming.slice(0, k + 1);
  if (k === naming.length - 1 || namers.length < 2 || namers.some((w) => GENERIC.has(w) || NOT_BODY.has(w) || wc.isStop(w))) return [];
  return words.slice(0, n);
}
/** Words after which a name in lower case or capitals does not go on. */
const ENDS = new Set(['since', 'until', 'x', 'for', 'as', 'when', 'while', 'where', 'who', 'but', 'then', 'today', 'now', 'weekly', 'daily', 'and', 'in', 'on', 'at', 'with']);

export function detectMemberships(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  const capitals = capitalsLines(text);
  for (const m of CUE.matchAll(text, seen)) {
    const from = m.index + m[0].length;
    // A line in capitals shows no name by its capitals: the lower-case rule reads it.
    const name = bodyName(wordRun(text, from, 8, WORD, KEEPS_DOT), wc, capitals(m.index));
    if (name.length === 0) continue;
    push(out, name[0]!.start, name.at(-1)!.end, 'ORGANIZATION', TIER.weakCue);
  }
}
