// org.congregation: the congregation a ward note's social line names after its clergy, in any letter case: "pastor from
// x y free will baptist church called", "pastor roe from x free lutheran called", "pastor from iglesia bautista x y
// called", "Priest of X Tabernacle visited". A clergy word (vocab CLERGY), at most one word of a name, then "from", "of"
// or "at" open the slot; the name is the longest run of at most seven words that closes with a congregation's house or
// denomination ("church", "chapel", "parish", "tabernacle", "baptist", "lutheran" ...: vocab CONGREGATION_LAST), or the
// words up to the clause's next verb after a kind that opens a Spanish, Portuguese or French name ("iglesia", "église"
// ...). One word must name: a congregation described only ("pastor from her church", "chaplain from the baptist
// church", "pastor from church of god"), a government's minister ("minister of health") and pastoral care ("chaplain
// from pastoral care") stay alone. In a sentence-case line the name must open with a capital ("pastor from the local
// church").
// A congregation is also named in apposition to the word for one's own ("Pt's church, X Bible Fellowship, sent flowers",
// "her parish, Sacred Heart of the X in town", "(FRIEND FROM CHURCH, X Y PENTECOSTAL)") and after a lay office held in
// it and "at" ("a deacon at Our Lady of the X", "church organist at x evangelical lutheran") (fix19b). There the name is
// read as its run of capitalised words ("of", "the" between them; after a lay office, first as above); a run with no congregation's word must read "X of (the) Y", so a friend's name after the comma ("from church,
// Mary") and a clergyman's ("Pt's church, Pastor Roe") stay alone.
import { matchAllBeforeAnchor, mayStartLetter } from '../core/anchored';
import { sentenceCaseAround } from '../core/line-case';
import { NOT_AFTER_LETTER } from '../core/lookbehind';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { CONGREGATION_FIRST, CONGREGATION_LAST, DENOMINATION_WORDS } from '../vocab/org-words';
import { CHURCH_TITLES, CLERGY, DOCTOR_TITLES, PERSON_TITLES } from '../vocab/people-words';

/**
 * A congregation's clergy, and its priests, deacons and bishops by the titles they are named with (fix23a: "FR X OF Y
 * POLISH CHURCH", "Father X from Y Parish"; a father or a sister of the family only says where a congregation is named).
 */
const CLERGY_CUES: readonly string[] = [...CLERGY, 'father', 'fr', 'deacon', 'bishop', 'msgr', 'monsignor'];
/**
 * Words of belonging to a congregation, or of coming from it (fix23a): "members of", "a member at", "friends from",
 * "neighbour from", "ladies from", "active at", "involved in", "belongs to", "goes to", "volunteers at". The name must
 * still close with a congregation's house or denomination ("members of x y church calling", "FRIEND FROM X FELLOWSHIP OF
 * Y BROUGHT CLOTHES", "ACTIVE AT X FIRST UNITED METHODIST"); "friends from church", "active in her church" stay alone.
 */
const BELONGING = String.raw`members?[ \t]{1,2}(?:of|at)|(?:friends?|neighbou?rs?|ladies|women|men|folks|people|visitors?)[ \t]{1,2}from|(?:active|involved)[ \t]{1,2}(?:at|in|with)|(?:belongs|goes)[ \t]{1,2}to|volunteers?[ \t]{1,2}(?:at|with)`;
const GATE = wordGate([...CLERGY_CUES, 'member', 'members', 'friend', 'friends', 'neighbor', 'neighbors', 'neighbour', 'neighbours', 'ladies', 'women', 'men', 'folks', 'people', 'visitor', 'visitors', 'active', 'involved', 'belongs', 'goes', 'volunteer', 'volunteers'].join(' '));
/**
 * A name after CUE closes with a congregation's word or opens with one (`name`): a note with no such word holds no
 * finding of CUE, whose cue words ("people", "men", "father", "active") are in most notes. "église" is seen by its ASCII
 * run "glise" (core/word-gate.ts reads runs of ASCII letters); "kingdom hall", "meeting house" by their last word.
 */
const NAME_GATE = wordGate([...CONGREGATION_LAST, ...CONGREGATION_FIRST].join(' ').replace(/é/g, ' ').replace(/\bglise\b/g, 'glise eglise'));
const CUE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${CLERGY_CUES.join('|')})\.?(?:[ \t]{1,2}[\p{L}][\p{L}'’-]{1,20})?[ \t]{1,2}(?:from|of|at)|${BELONGING})[ \t]{1,2}`,
  'giu',
);
/** The word for one's own congregation after a possessive or "from", then the apposition's comma. */
export const OWN = /(?<![\p{L}])(?:[\p{L}]{1,20}['’]s|his|her|their|from)[ \t]{1,2}(?:church|parish|congregation|temple|synagogue|mosque)[ \t]{0,2},[ \t]{1,2}/giu;
/**
 * OWN without its look-behind, tried only before its congregation's word and comma (core/anchored.ts): tried at every
 * word of a note its gate opens on, it read each word's letters up to twenty before failing. The word starts at most
 * 44 code units after the match (twenty astral letters, "'s" and two blanks); no congregation's word starts inside another.
 */
export const OWN_BODY = new RegExp(OWN.source.slice(NOT_AFTER_LETTER.source.length), 'iuy');
export const OWN_ANCHOR = /(?:church|parish|congregation|temple|synagogue|mosque)[ \t]{0,2},/giu;
export const OWN_WINDOW = 44;
/** A lay office held in a congregation, then "at". */
const OFFICE = /(?<![\p{L}])(?:deacon|deaconess|elder|organist|usher|sexton|choir[ \t]director|lay[ \t]minister|lay[ \t]leader)[ \t]{1,2}at[ \t]{1,2}/giu;
const OWN_GATE = wordGate('church parish congregation temple synagogue mosque deacon deaconess elder organist usher sexton choir lay');
/** Small words inside a capitalised name ("Our Lady of the Lakes"). */
const JOIN: ReadonlySet<string> = new Set(['of', 'the', 'de', 'la', 'del', 'du', 'des', '&']);
/** Titles that open a person's name, not a congregation's. */
const TITLES: ReadonlySet<string> = new Set([...DOCTOR_TITLES, ...PERSON_TITLES, ...CHURCH_TITLES]);
const LAST: ReadonlySet<string> = new Set(CONGREGATION_LAST);
const FIRST: ReadonlySet<string> = new Set(CONGREGATION_FIRST);
/** Words that describe a congregation and name none: a denomination's own words, an owner, a place in general. */
const DESCRIBING: ReadonlySet<string> = new Set([
  ...DENOMINATION_WORDS.split(' '), 'god', 'christ', 'jesus', 'lord', 'holy', 'spirit', 'saints', 'latter', 'day', 'local', 'nearby',
  'home', 'own', 'family', 'community', 'new', 'old', 'area', 'neighborhood', 'neighbourhood', 'small', 'big', 'same', 'town', 'village',
  'county', 'city', 'rural', 'country', 'downtown', 'hospital', 'pastoral', 'spiritual', 'care',
]);
/** Words that end the name after a kind that opens it: the clause's verb or a new phrase ("iglesia x called", "in town"). */
const ENDS: ReadonlySet<string> = new Set([
  'called', 'calls', 'visited', 'visits', 'visit', 'came', 'come', 'comes', 'coming', 'will', 'would', 'is', 'was', 'to', 'in', 'and',
  'who', 'has', 'had', 'here', 'at', 'on', 'for', 'stopped', 'aware', 'updated', 'notified', 'phoned', 'prayed', 'by', 'this', 'today',
  'tonight', 'yesterday', 'tomorrow', 'yest', 'also', 'asked', 'spoke', 'per', 'with', 'w', 'may', 'can', 'wants', 'requested', 'present',
  'bedside', 'brought', 'gave', 'performed', 'anointed', 'administered', 'praying', 'prays', 'available', 'contacted', 'requests',
]);
const MAX_WORDS = 7;
/** A word of a name: letters with an inner apostrophe or hyphen, or a saint's or a mount's short form with its period. */
const WORD = /^([\p{L}][\p{L}'’-]{0,24}\.?)(?=$|[ \t,;:.!?)\-—–@/]|\n)/u;

export function detectCongregations(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (GATE.open(seen) && NAME_GATE.open(seen)) for (const m of text.matchAll(CUE)) name(text, m.index + m[0].length, wc, out);
  if (!OWN_GATE.open(seen)) return;
  // After the apposition's comma a clause is as likely as a name ("Pt's church, friends and family from church"): only
  // a capitalised run is read there.
  for (const m of matchAllBeforeAnchor(text, OWN_ANCHOR, OWN_WINDOW, NOT_AFTER_LETTER, OWN_BODY, mayStartLetter)) capitalised(text, m.index + m[0].length, wc, out);
  for (const m of text.matchAll(OFFICE)) if (!name(text, m.index + m[0].length, wc, out)) capitalised(text, m.index + m[0].length, wc, out);
}

/** A congregation's run of capitalised words at `at` (small joining words between them), pushed as above. */
function capitalised(text: string, at: number, wc: WordClasses, out: Candidate[]): void {
  let pos = at;
  const words: { word: string; end: number }[] = [];
  while (words.length < MAX_WORDS) {
    const w = WORD.exec(text.slice(pos, pos + 27));
    if (!w) break;
    let word = w[1]!;
    if (word.endsWith('.') && !/^(?:st|mt|ste|ft)\.$/i.test(word)) word = word.slice(0, -1);
    const low = word.toLowerCase();
    if (!/^\p{Lu}/u.test(word) && !(words.length > 0 && JOIN.has(low))) break;
    if (words.length > 0 && ENDS.has(low) && !JOIN.has(low)) break;
    words.push({ word, end: pos + word.length });
    const gap = /^[ \t]{1,2}/.exec(text.slice(pos + word.length, pos + word.length + 3));
    if (!gap || word.length < w[1]!.length) break;
    pos += word.length + gap[0].length;
  }
  while (words.length > 0 && JOIN.has(words.at(-1)!.word.toLowerCase())) words.pop();
  if (words.length === 0) return;
  const lows = words.map((w) => w.word.toLowerCase().replace(/\.$/, ''));
  if (TITLES.has(lows[0]!) || CLERGY.includes(lows[0]!)) return;
  const ofShape = lows.length >= 3 && lows.slice(1, -1).includes('of');
  if (!lows.some((w) => LAST.has(w)) && !ofShape) return;
  if (!lows.some((w) => !DESCRIBING.has(w) && !LAST.has(w) && !JOIN.has(w) && !wc.isStop(w) && !wc.isClinical(w))) return;
  push(out, at, words.at(-1)!.end, 'ORGANIZATION', TIER.facilityCue);
}

/** The congregation's name at `at`, pushed and true when one closes with its house or denomination. */
function name(text: string, at: number, wc: WordClasses, out: Candidate[]): boolean {
  let pos = at;
  const article = /^(?:the|THE|The)[ \t]{1,2}/u.exec(text.slice(pos, pos + 5));
  if (article) pos += article[0].length;
  const start = pos;
  const words: { word: string; end: number }[] = [];
  while (words.length < MAX_WORDS) {
    const w = WORD.exec(text.slice(pos, pos + 27));
    if (!w) break;
    let word = w[1]!;
    // A period ends the word unless it shortens a saint or a mount ("St. Anne's", "Mt. Olive").
    if (word.endsWith('.') && !/^(?:st|mt|ste|ft)\.$/i.test(word)) word = word.slice(0, -1);
    words.push({ word, end: pos + word.length });
    const gap = /^[ \t]{1,2}/.exec(text.slice(pos + word.length, pos + word.length + 3));
    if (!gap || word.length < w[1]!.length) break;
    pos += word.length + gap[0].length;
  }
  if (words.length === 0) return false;
  const lows = words.map((w) => w.word.toLowerCase().replace(/\.$/, ''));
  let n = 0;
  if (FIRST.has(lows[0]!)) {
    n = 1;
    while (n < lows.length && !ENDS.has(lows[n]!)) n++;
  } else {
    for (let k = lows.length; k > 0; k--) {
      if (LAST.has(lows[k - 1]!) || (k > 1 && LAST.has(`${lows[k - 2]} ${lows[k - 1]}`))) {
        n = k;
        break;
      }
    }
  }
  if (n === 0) return false;
  n = ofPlace(lows, words, n, wc);
  const kept = lows.slice(0, n);
  // The words after an opening kind and before the close name only with one word that neither describes nor is a kind.
  if (!kept.some((w) => !DESCRIBING.has(w) && !LAST.has(w) && !FIRST.has(w) && !wc.isStop(w) && !wc.isClinical(w))) return false;
  if (/^\p{Ll}/u.test(words[0]!.word) && sentenceCaseAround(text, start, 120, 60)) return false;
  push(out, start, words[n - 1]!.end, 'ORGANIZATION', TIER.facilityCue);
  return true;
}

/**
 * The words of a congregation named for its place after its denomination or house (fix23a): "First Baptist of X", "Grace
 * Fellowship of X Y", "Church of the Nazarene of X": "of" (and "the"), then at most two words up to the clause's next
 * verb or a small word, one of which names. The count of words kept: `n` when no such place follows.
 */
function ofPlace(lows: readonly string[], words: readonly { word: string }[], n: number, wc: WordClasses): number {
  if (lows[n] !== 'of') return n;
  let k = n + 1;
  if (lows[k] === 'the') k++;
  const from = k;
  while (k < lows.length && k < from + 2 && !ENDS.has(lows[k]!) && !wc.isStop(lows[k]!) && !LAST.has(lows[k]!) && /^\p{L}/u.test(words[k]!.word)) k++;
  if (k === from) return n;
  const place = lows.slice(from, k);
  return place.some((w) => !DESCRIBING.has(w) && !wc.isClinical(w)) ? k : n;
}
