// org.family-firm: a firm named by its family, as social histories and forms name an employer or a business: a surname
// (one or two words) and the family's form ("& Sons", "& Son", "Bros", "Brothers"), then up to two words
// of its trade ("works at his uncle's shop (X & Sons Collision)", "Industry: own farm, X Brothers Pecans", "drives a
// truck for x bros produce", fix18b). The form says it is a firm wherever a name stands before it: in Title case "&
// Sons" and "Bros" always; "Brothers" with a trade's word after it or a cue before the name (for, at, with, by, from,
// a bracket, a comma, a colon); in capitals and small letters only "&", "Bros" and "& Sons" after such a cue, a name
// before it that is no given name alone (so "WITH MARY & SONS" stays a family). "and" stands for "&" ("X and Sons
// Roofing", "FOR X AND SONS", struct19) in Title case or capitals, with the trade after it or a cue before the name
// that is no "with", and a name that is no given name alone. A relative, a possessive, a stop word or a number is no
// name ("her sons", "his brothers", "both bros", "2 bros"); small-letter "brothers" and "sons" are always kin.
import { matchAllBehind, NOT_AFTER_LETTER } from '../core/lookbehind';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { wordCase } from '../core/word-runs';
import { FIRM_KIN, KIN_WORDS, lowerSet } from '../vocab/people-words';

const [SON, SONS, BROTHERS] = FIRM_KIN;
const GATE = wordGate(`${FIRM_KIN.join(' ')} bros`);
/** The family's form: "& Sons" or "& Son" (or "and" for "&"), "Bros", "Brothers", in one letter case. */
export const FORM = /(?<![\p{L}])(?:(?:&|and|And|AND)[ \t]{1,2}(?:Sons?|SONS?|sons?)|Bros\.?|BROS\.?|bros\.?|Brothers|BROTHERS)(?![\p{L}])/gu;
/** FORM without its look-behind, which is tested only where the body matches (core/lookbehind.ts): most notes hold "and". */
export const FORM_BODY = new RegExp(FORM.source.slice('(?<![\\p{L}])'.length), 'gu');
/** The form written with "and": "X and Sons" is also a family, so it takes the firm's trade or a cue of work. */
const JOINED = /^(?:and|And|AND)[ \t]/;
/** The cues before a name that a family keeps company with as well as a firm: "lives with X and sons". */
const COMPANY_CUE = /(?:with|w\/)[ \t]{1,2}$/i;
/** One or two words right before the form. */
const NAME_BEFORE = /(?<![\p{L}'’-])((?:[\p{L}][\p{L}'’-]{0,24}[ \t]{1,2}){1,2})$/u;
/** Up to two words after the form, its trade. */
const TRADE_AFTER = /^[ \t]{1,2}([\p{L}][\p{L}'’-]{0,24})(?:[ \t]{1,2}([\p{L}][\p{L}'’-]{0,24}))?/u;
/** A cue before the name that puts a firm in its slot. */
const CUE_BEFORE = /(?:^|[^\p{L}])(?:for|at|with|w\/|by|from|of|FOR|AT|WITH|W\/|BY|FROM|OF|For|At|With|By|From)[ \t]{1,2}$|[(,:;][ \t]{0,2}$/u;
const KIN = lowerSet(KIN_WORDS);
/** Words before the form that own or count the relatives, not name a firm. */
const NOT_NAME = new Set(['his', 'her', 'their', 'my', 'our', 'your', 'both', 'two', 'three', 'four', 'several', 'all', 'the', 'a', 'and', 'or', 'pt', "pt's", 'patient', "patient's", 'blood', 'step', 'half']);

export function detectFamilyFirms(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of matchAllBehind(text, NOT_AFTER_LETTER, FORM_BODY)) {
    const joined = JOINED.test(m[0]);
    const word = m[0].replace(/^(?:&|and)[ \t]+/i, '').replace(/\.$/, '');
    const shape = wordCase(word);
    const low = word.toLowerCase();
    const a = NAME_BEFORE.exec(text.slice(Math.max(0, m.index - 60), m.index));
    if (!a) continue;
    // The words and where each starts in the slice: blanks or tabs between them, one or two.
    const spans = [...a[1]!.matchAll(/[^ \t]+/g)];
    const parts = spans.map((w) => w[0]);
    // The name: the words right before the form, in the form's letter case (a Title name before "BROS" too), back to a
    // word that owns or counts.
    let first = parts.length;
    while (first > 0) {
      const w = parts[first - 1]!;
      const l = w.toLowerCase();
      const s = wordCase(w);
      if (s === 'mixed' || (shape === 'small' ? s !== 'small' : s === 'small') || NOT_NAME.has(l) || KIN.has(l) || wc.isStop(l) || wc.isClinical(l)) break;
      first--;
    }
    const name = parts.slice(first);
    if (name.length === 0) continue;
    const lows = name.map((w) => w.toLowerCase());
    const start = m.index - a[1]!.length + spans[first]!.index;
    const cue = CUE_BEFORE.test(text.slice(Math.max(0, start - 12), start));
    let end = m.index + m[0].length;
    const t = TRADE_AFTER.exec(text.slice(end, end + 60));
    let trade = 0;
    if (t && !m[0].endsWith('.')) {
      for (const w of [t[1], t[2]]) {
        if (w === undefined) break;
        const l = w.toLowerCase();
        const s = wordCase(w);
        if (s === 'mixed' || (shape === 'small' ? s !== 'small' : s === 'small') || wc.isStop(l) || wc.isClinical(l) || wc.isShorthand(l) || KIN.has(l)) break;
        trade++;
      }
      if (trade > 0) end += trade === 2 ? t[0].length : t[0].indexOf(t[1]!) + t[1]!.length;
    }
    // A surname names the family: a name the lists know or a word no English list holds; an English or short word only
    // in a firm's slot and with its trade ("own farm, X Brothers Pecans").
    if (!lows.some((l) => wc.isKnownName(l) || (!wc.isEnglish(l) && !wc.isShorthand(l))) && !(shape !== 'small' && cue && trade > 0)) continue;
    // "and Sons" names a firm in Title case or capitals, with its trade or after a cue of work (not "with": "lives with X
    // and Sons"), and a name that is no given name alone ("John and Sons" are a family).
    if (joined && (shape === 'small' || !(trade > 0 || (cue && !COMPANY_CUE.test(text.slice(Math.max(0, start - 8), start)))))) continue;
    if (joined && lows.every((l) => wc.isGiven(l) && !wc.isEnglish(l))) continue;
    if (shape === 'title') {
      if (low === BROTHERS && !cue && trade === 0) continue;
    } else {
      if (low === BROTHERS || ((low === SONS || low === SON) && !m[0].startsWith('&') && !joined)) continue;
      if (!cue) continue;
      if (lows.every((l) => wc.isGiven(l) && !wc.isEnglish(l)) && !m[0].toLowerCase().startsWith('bros')) continue;
    }
    // "& Sons" with a name before it is the firm's own name, which outweighs a relative's reading of the word after
    // "sons" ("X & Sons Glass" is no son named Glass).
    push(out, start, end, 'ORGANIZATION', m[0].startsWith('&') && shape === 'title' ? TIER.facilityName : TIER.facilitySuffix);
  }
}
