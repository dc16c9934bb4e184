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
import { sentenceCaseAround } from '../core/line-case';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { CONGREGATION_FIRST, CONGREGATION_LAST, DENOMINATION_WORDS } from '../vocab/org-words';
import { CLERGY } from '../vocab/people-words';

const GATE = wordGate(CLERGY.join(' '));
const CUE = new RegExp(
  String.raw`(?<![\p{L}])(?:${CLERGY.join('|')})\.?(?:[ \t]{1,2}[\p{L}][\p{L}'’-]{1,20})?[ \t]{1,2}(?:from|of|at)[ \t]{1,2}`,
  'giu',
);
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
  if (!GATE.open(seen)) return;
  for (const m of text.matchAll(CUE)) name(text, m.index + m[0].length, wc, out);
}

function name(text: string, at: number, wc: WordClasses, out: Candidate[]): void {
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
  if (words.length === 0) return;
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
  if (n === 0) return;
  const kept = lows.slice(0, n);
  // The words after an opening kind and before the close name only with one word that neither describes nor is a kind.
  if (!kept.some((w) => !DESCRIBING.has(w) && !LAST.has(w) && !FIRST.has(w) && !wc.isStop(w) && !wc.isClinical(w))) return;
  if (/^\p{Ll}/u.test(words[0]!.word) && sentenceCaseAround(text, start, 120, 60)) return;
  push(out, start, words[n - 1]!.end, 'ORGANIZATION', TIER.facilityCue);
}
