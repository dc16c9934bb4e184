// The evidence behind a finding, read after the fact from the text, the finding and its rule id: the cue
// word beside the span that the rule's kind relies on (a title before a name, a credential after it, a
// street word inside an address...) and the word lists that know the span's words. The rules are not
// asked: this reads the same text with the table of rule-evidence.ts, so it says only what is there. No cue found
// means `cue: null`, never a guess; a word no list knows is said to be unknown.
//
// Cost: a few words on each side of each finding (windows capped in characters, so a long line or a long
// span costs no more) and a Set look-up per word: linear in the findings.
import { type CueKind, type CueWhere, type PhiCue, type PhiEvidence, type WordList } from '../../../deid/phi-evidence';
import type { PhiRuleId } from '../../../deid/phi-rules';
import type { ReviewRuleId } from '../../../deid/review-rules';
import type { KnownPhiType } from '../../../deid/phi-types';
import { CITIES, COUNTRIES, STATE_ABBREVIATIONS, US_STATES } from '../vocab/gazetteers';
import { KNOWN_HOSPITALS } from '../vocab/hospitals';
import type { PhiDictionaries } from './dictionaries';
import { CUES, WEAK_CUES } from './evidence-cues';
import { type Look, REVIEW_RULE_EVIDENCE, RULE_EVIDENCE, type RuleEvidence } from './rule-evidence';
import { lexiconWords, WordClasses } from './tokens';

function evidenceOf(id: string): RuleEvidence | undefined {
  if (Object.hasOwn(RULE_EVIDENCE, id)) return RULE_EVIDENCE[id as PhiRuleId];
  return Object.hasOwn(REVIEW_RULE_EVIDENCE, id) ? REVIEW_RULE_EVIDENCE[id as ReviewRuleId] : undefined;
}

/** Types whose words are looked up: names and places. Numbers, dates and contact details are not. */
const WORDY: ReadonlySet<KnownPhiType> = new Set(['PATIENT', 'DOCTOR', 'HOSPITAL', 'CITY', 'STATE', 'COUNTRY', 'STREET', 'LOCATION-OTHER', 'ORGANIZATION', 'PROFESSION']);

/** How far a cue may be from the span, in words and (so a long line costs nothing) characters. */
const BEFORE_WORDS = 4;
const AFTER_WORDS = 3;
const WINDOW_CHARS = 48;
const INSIDE_CHARS = 160;

interface Word {
  readonly raw: string;
  readonly low: string;
}

const WORD = /[A-Za-z\u00C0-\u024F@#][A-Za-z\u00C0-\u024F'\u2019/#.-]*/g;

function wordsIn(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    // "Dr." keeps its full stop as written; "pa-c" and "d/w" stay whole; "ST." looks up as "st".
    // "cell#" and "mr#" are looked up as "cell" and "mr", and reported as written.
    const raw = m[0].replace(/[.'\u2019-]+$/, (tail) => (tail.startsWith('.') ? '.' : ''));
    out.push({ raw, low: raw.toLowerCase().replace(/\.$/, '').replace(/(?<=[a-z])#$/, '') });
  }
  return out;
}

/** The words of the same line before `start` (nearest first) or after `end` (nearest first). */
function sideWords(text: string, start: number, end: number, where: 'before' | 'after'): Word[] {
  if (where === 'before') {
    const stop = Math.max(0, start - WINDOW_CHARS);
    let from = start;
    while (from > stop && text.charCodeAt(from - 1) !== 10 && text.charCodeAt(from - 1) !== 13) from--;
    const words = wordsIn(text.slice(from, start));
    // A cut through a word would make a fragment of it look like a word: drop the first, partial one.
    if (from === stop && from > 0 && /\S/.test(text.charAt(from - 1))) words.shift();
    return words.slice(-BEFORE_WORDS).reverse();
  }
  let to = Math.min(text.length, end + WINDOW_CHARS);
  for (let i = end; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) to = i;
  }
  const words = wordsIn(text.slice(end, to));
  if (to < text.length && /\S/.test(text.charAt(to))) words.pop();
  return words.slice(0, AFTER_WORDS);
}

/** The cue of `set` among `words` (in reading order when `ordered`), two-word cues first. */
function findIn(words: readonly Word[], set: ReadonlySet<string>, nearestFirst: boolean): Word | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // Two-word cue: the pair in reading order ("spoke with", "lives in", "po box").
    const next = words[nearestFirst ? i - 1 : i + 1];
    const prev = words[nearestFirst ? i + 1 : i - 1];
    if (nearestFirst && prev !== undefined && set.has(`${prev.low} ${w.low}`)) return { raw: `${prev.raw} ${w.raw}`, low: `${prev.low} ${w.low}` };
    if (!nearestFirst && next !== undefined && set.has(`${w.low} ${next.low}`)) return { raw: `${w.raw} ${next.raw}`, low: `${w.low} ${next.low}` };
    if (set.has(w.low)) return w;
  }
  return undefined;
}

/** Cue words that close a name ("Mercy General Hospital", "42 Maple Street"): inside, the last one is read. */
const CLOSING: ReadonlySet<CueKind> = new Set(['facility-word', 'org-word', 'street-word', 'va']);

function lookFor(text: string, start: number, end: number, looks: readonly Look[], weak: boolean): PhiCue | null {
  for (const [kind, where] of looks) {
    const set = weak ? WEAK_CUES[kind] : CUES[kind];
    if (set === undefined) continue;
    const sides: CueWhere[] = where === 'around' ? ['before', 'after'] : [where];
    for (const side of sides) {
      const closing = side === 'inside' && CLOSING.has(kind);
      let words: Word[];
      if (side === 'inside') {
        const inside = wordsIn(text.slice(start, Math.min(end, start + INSIDE_CHARS)));
        words = closing ? inside.reverse() : inside;
      } else words = sideWords(text, start, end, side);
      const hit = findIn(words, set, side === 'before' || closing);
      if (hit !== undefined) return { kind, word: hit.raw, where: side };
    }
  }
  return null;
}

/** The lists that know a lower-cased word (or a whole span, single-spaced). */
function listsOf(low: string, wc: WordClasses, whole: boolean): WordList[] {
  const d = wc.dicts;
  const lists: WordList[] = [];
  if (!whole) {
    if (wc.isGiven(low)) lists.push('given-name');
    else if (d.names.has(low)) lists.push('name');
  }
  if (CITIES.has(low) || d.cities.has(low)) lists.push('city');
  if (US_STATES.has(low) || d.states.has(low) || (!whole && low.length === 2 && STATE_ABBREVIATIONS.has(low.toUpperCase()))) lists.push('state');
  if (COUNTRIES.has(low) || d.countries.has(low)) lists.push('country');
  if (KNOWN_HOSPITALS.has(low)) lists.push('hospital');
  if (!whole) {
    if (wc.isEnglish(low)) lists.push('english');
    if (wc.isClinical(low)) lists.push('clinical');
  }
  return lists;
}

export interface EvidenceFinding {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly rule: string;
}

/** The evidence reader over the dictionaries in use (the same the identifier was built with). */
export function createPhiExplainer(dicts: PhiDictionaries): (text: string, finding: EvidenceFinding) => PhiEvidence {
  let wc: WordClasses | undefined;
  return (text, finding) => {
    const { start, end } = finding;
    const spec = evidenceOf(finding.rule);
    const cue = spec === undefined ? null : (lookFor(text, start, end, spec.cues, false) ?? lookFor(text, start, end, spec.cues, true));
    const dictionaries = dicts.source === 'file' ? 'loaded' : 'built-in';
    const base = { ...(spec !== undefined ? { basis: spec.basis } : {}), cue, dictionaries } as const;
    if (!WORDY.has(finding.type as KnownPhiType)) return base;
    // Built on first use: the English list is sorted once for the shorthand check.
    wc ??= new WordClasses(dicts, lexiconWords());
    const span = text.slice(start, Math.min(end, start + INSIDE_CHARS));
    const spanWords = [...span.matchAll(/[A-Za-z\u00C0-\u024F]+(?:['\u2019-][A-Za-z\u00C0-\u024F]+)*/g)].map((m) => m[0].toLowerCase().replace(/['\u2019]s$/, ''));
    const words = spanWords.map((w) => listsOf(w, wc!, false));
    const whole = spanWords.length > 1 ? listsOf(spanWords.join(' '), wc, true) : [];
    return { ...base, words, ...(whole.length > 0 ? { whole } : {}) };
  };
}

