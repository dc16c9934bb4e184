// Assertion of concept mentions in clinical text, NegEx/ConText-style: is the finding negated ("denies chest
// pain"), possible or hypothetical ("rule out PE", "return if fever"), historical ("history of MI"), or about
// someone other than the patient ("mother had breast cancer")? Trigger terms act forward (pre) or backward
// (post) over the concept, within its sentence, and their scope ends at a clause boundary (";", "but",
// "however") or at a term that ends that kind of scope ("denies fever but reports cough"). Pseudo-triggers
// ("no increase", "not only", "gram negative") match first and trigger nothing. A "Family History:" section
// makes its findings family. When several apply, negated wins, then family, possible, historical.
import { ASSERTION_TRIGGERS, type TriggerClass } from './assertion-triggers';
import { firstChars } from './first-chars';
import { rangeIndexAt, sectionRanges, sentenceRanges, type TextRange } from './sentences';

export type AssertionStatus = 'present' | 'negated' | 'possible' | 'historical' | 'family';

export const ASSERTION_STATUSES: readonly AssertionStatus[] = ['present', 'negated', 'possible', 'historical', 'family'];

export interface Assertion {
  readonly status: AssertionStatus;
  /** The trigger as written ("denies", "history of", "Family History:"); absent for present. */
  readonly cue?: string;
  readonly cueStart?: number;
  readonly cueEnd?: number;
}

interface TriggerMatch {
  readonly start: number;
  readonly end: number;
  readonly cls: TriggerClass | 'pseudo' | 'terminate';
  readonly direction: 'pre' | 'post' | 'both';
  /** For terminators: the classes whose scope they end (all when undefined). */
  readonly ends?: readonly TriggerClass[];
  readonly reach?: number;
}

const PRIORITY: readonly TriggerClass[] = ['negated', 'family', 'possible', 'historical'];

type Entry = { readonly source: string; readonly pattern: RegExp; readonly prefix: RegExp; readonly match: Omit<TriggerMatch, 'start' | 'end'> };

interface CompiledTrigger {
  /** By a word's first character (lower case): one sticky regular expression of the patterns that can start so. */
  readonly buckets: ReadonlyMap<string, RegExp>;
  /** The starts of words the buckets can match at, and question marks. */
  readonly startSource: string;
  /** Patterns that are plain words ("denies", "history of"), by their lower-case text: found by a lookup. */
  readonly literal: ReadonlyMap<string, readonly Entry[]>;
  /** The others, tested against each match, by first character. */
  readonly patterns: ReadonlyMap<string, readonly Entry[]>;
  /** Patterns that look past their words ("Parents" before "counselled"), by first character. */
  readonly lookahead: ReadonlyMap<string, readonly Entry[]>;
  /** Terminators, which also act from inside a longer match ("presents" in "presents with"). */
  readonly literalTerminators: readonly { readonly text: string; readonly entry: Entry }[];
  readonly patternTerminators: readonly Entry[];
}

const QUESTION = '\\?';
/**
 * Letters and digits of the Latin scripts clinical notes are written in. The scanning expressions do without
 * the Unicode flag, which made case-insensitive matching of a few hundred alternatives twice as slow.
 */
const LATIN_WORD = String.raw`A-Za-z0-9\u00AA\u00B5\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F`;
const latin = (source: string): string => source.replace(/\\p\{L\}\\p\{N\}|\\p\{L\}/g, LATIN_WORD);
const PLAIN = /^[A-Za-z0-9 ',/&-]+$/;

function compile(): CompiledTrigger {
  // One entry per class and pattern: a term listed both before and after (e.g. "possible") acts both ways, and a
  // terminator listed for several classes ("now") ends all of them.
  const byKey = new Map<string, { source: string; match: Omit<TriggerMatch, 'start' | 'end'> }>();
  for (const t of ASSERTION_TRIGGERS) {
    const key = `${t.cls}\u0000${t.pattern}`;
    const had = byKey.get(key)?.match;
    const direction = had === undefined || had.direction === t.direction ? t.direction : 'both';
    const ends = had === undefined ? t.ends : had.ends === undefined || t.ends === undefined ? undefined : [...new Set([...had.ends, ...t.ends])];
    const reach = had?.reach ?? t.reach;
    byKey.set(key, { source: t.pattern, match: { cls: t.cls, direction, ...(ends ? { ends } : {}), ...(reach ? { reach } : {}) } });
  }
  // A pattern that looks ahead past its own words is tested at the match in the whole text (sticky, its whole
  // match as long as the match found); the others against the match alone.
  const entries: Entry[] = [...byKey.values()].map((e) => ({ ...e, pattern: e.source.includes('(?=') ? new RegExp(`(?:${e.source})(?![\\p{L}\\p{N}])`, 'iuy') : new RegExp(`^(?:${e.source})$`, 'iu'), prefix: new RegExp(`^(?:${e.source})(?![\\p{L}\\p{N}])`, 'iu') }));
  // Longest first, so "not ruled out" wins over "not", "no evidence of" over "no"; at equal length, pseudo first.
  const sorted = [...entries].sort((a, b) => b.source.length - a.source.length || Number(b.match.cls === 'pseudo') - Number(a.match.cls === 'pseudo'));
  // Words are whole words, tried at a word's start, each bucket in the order above; a question mark ("?PE",
  // "pneumonia?") stands anywhere and is found apart.
  const words = sorted.filter((e) => e.source !== QUESTION);
  const starts = words.map((e) => firstChars(e.source));
  const keys = new Set<string>(starts.flatMap((f) => (f ? [...f] : [])));
  const buckets = new Map<string, RegExp>();
  for (const key of keys) {
    const alts = words.filter((_, i) => starts[i] === undefined || starts[i].has(key));
    buckets.set(key, new RegExp(String.raw`(?:${alts.map((e) => `(?:${latin(e.source)})`).join('|')})(?![${LATIN_WORD}])`, 'iy'));
  }
  // Matching every entry against every match was most of the classifier's time: plain words are looked up,
  // the others tried only when they can start with the match's first character.
  const literal = new Map<string, Entry[]>();
  const patterns = new Map<string, Entry[]>();
  for (const [i, e] of sorted.entries()) {
    if (PLAIN.test(e.source)) literal.set(e.source.toLowerCase(), [...(literal.get(e.source.toLowerCase()) ?? []), e]);
    else for (const key of firstChars(e.source) ?? [...keys, '?']) patterns.set(key, [...(patterns.get(key) ?? []), sorted[i]!]);
  }
  const terminators = sorted.filter((e) => e.match.cls === 'terminate');
  const escaped = [...keys].map((k) => k.replace(/[\\\]^-]/g, '\\$&')).join('');
  const lookahead = new Map([...patterns].map(([k, list]) => [k, list.filter((e) => e.pattern.sticky)] as const).filter(([, list]) => list.length > 0));
  return {
    buckets,
    lookahead,
    startSource: String.raw`(?<![${LATIN_WORD}])[${escaped}]|\?`,
    literal,
    patterns,
    literalTerminators: terminators.filter((e) => PLAIN.test(e.source)).map((entry) => ({ text: entry.source.toLowerCase(), entry })),
    patternTerminators: terminators.filter((e) => !PLAIN.test(e.source)),
  };
}

const COMPILED = compile();

/**
 * Calls `found` for each trigger word in document order: at each start of a word that some pattern can start
 * with, the first (longest-listed) pattern that matches there. `test` and `lastIndex` rather than `exec`: no
 * array per word (the garbage of a few thousand words per text was a fifth of the time).
 */
function scanTriggerWords(text: string, found: (start: number, end: number) => void): void {
  const starts = new RegExp(COMPILED.startSource, 'gi');
  while (starts.test(text)) {
    const i = starts.lastIndex - 1;
    const c = text.charCodeAt(i);
    if (c === 63) {
      found(i, i + 1);
      continue;
    }
    const bucket = COMPILED.buckets.get(c < 128 ? String.fromCharCode(c >= 65 && c <= 90 ? c + 32 : c) : text.charAt(i).toLowerCase());
    if (!bucket) continue;
    bucket.lastIndex = i;
    if (!bucket.test(text) || bucket.lastIndex === i) continue;
    found(i, bucket.lastIndex);
    starts.lastIndex = bucket.lastIndex;
  }
}

/** The entries a match's words stand for, apart from those that look past the match (sticky). */
function entriesOf(lower: string): Entry[] {
  // Every entry the words match: "now" ends negation, possibility and history at once.
  const whole = new Set<Entry>(COMPILED.literal.get(lower) ?? []);
  for (const entry of COMPILED.patterns.get(lower.charAt(0)) ?? []) if (!entry.pattern.sticky && entry.pattern.test(lower)) whole.add(entry);
  // A terminator also acts from inside a longer one that won the match: "presents with" ends history as
  // "presents" does. Only a match of several words can hold one.
  if (/[^\p{L}\p{N}]/u.test(lower)) {
    for (const { text: t, entry } of COMPILED.literalTerminators) {
      if (lower.startsWith(t) && !/[\p{L}\p{N}]/u.test(lower.charAt(t.length))) whole.add(entry);
    }
    for (const entry of COMPILED.patternTerminators) if (entry.prefix.test(lower)) whole.add(entry);
  }
  return [...whole];
}

/**
 * Notes repeat their triggers ("no" a hundred times a note): what a trigger's words stand for is a pure function
 * of them, kept for the few thousand distinct ones clinical text uses (emptied if ever it grows past that).
 */
const ENTRIES_SEEN = new Map<string, Entry[]>();
const ENTRIES_SEEN_LIMIT = 20_000;

function cachedEntriesOf(lower: string): Entry[] {
  let entries = ENTRIES_SEEN.get(lower);
  if (entries) return entries;
  if (ENTRIES_SEEN.size >= ENTRIES_SEEN_LIMIT) ENTRIES_SEEN.clear();
  ENTRIES_SEEN.set(lower, (entries = entriesOf(lower)));
  return entries;
}

function findTriggers(text: string): TriggerMatch[] {
  const out: TriggerMatch[] = [];
  scanTriggerWords(text, (start, end) => {
    const lower = text.slice(start, end).toLowerCase();
    const entries = cachedEntriesOf(lower);
    for (const entry of entries) out.push({ start, end, ...entry.match });
    for (const entry of COMPILED.lookahead.get(lower.charAt(0)) ?? []) {
      entry.pattern.lastIndex = start;
      if (entry.pattern.exec(text)?.[0].length === end - start) out.push({ start, end, ...entry.match });
    }
  });
  return out;
}

function endsScope(t: TriggerMatch, cls: TriggerClass): boolean {
  return t.cls === 'terminate' && (t.ends === undefined || t.ends.includes(cls));
}

/** Whether a trigger of class `cls` between `from` and `to` is cut off by a clause end or a terminator. */
function blocked(text: string, triggers: readonly TriggerMatch[], from: number, to: number, cls: TriggerClass): boolean {
  const semicolon = text.indexOf(';', from);
  if (semicolon >= 0 && semicolon < to) return true;
  return triggers.some((t) => t.start >= from && t.end <= to && endsScope(t, cls));
}

/**
 * "PMH: HTN, DM" with the list on the heading's line ends there: the next line ("Presents with chest pain") is
 * the story again. A heading alone on its line ("PMH:") heads the list below it, up to a blank line.
 */
function historyExtent(text: string, section: TextRange): TextRange {
  const colon = text.indexOf(':', section.start);
  const lineEnd = text.indexOf('\n', colon);
  const onLine = text.slice(colon + 1, lineEnd < 0 ? section.end : lineEnd).trim();
  if (onLine === '' || lineEnd < 0 || lineEnd >= section.end) return section;
  return { start: section.start, end: lineEnd };
}

/** "PMH: diabetes, now on insulin for DKA": a cue that ends the heading's kind of scope before the finding. */
function headingInterrupted(text: string, live: readonly TriggerMatch[], section: TextRange, span: TextRange, cls: TriggerClass): boolean {
  const status = cls === 'negated' ? 'family' : cls;
  const from = text.indexOf(':', section.start) + 1;
  return live.some((t) => t.start >= from && t.end <= span.start && endsScope(t, status));
}

export interface Analysed {
  readonly sentences: readonly TextRange[];
  /** In document order (by start). */
  readonly triggers: readonly TriggerMatch[];
  readonly familySections: readonly TextRange[];
  /** Past medical and surgical history sections: their findings are historical unless a cue says otherwise. */
  readonly historySections: readonly TextRange[];
}

const FAMILY_HEADING = /^(?:family history|family hx|fhx|fh)$/;
const HISTORY_HEADING = /^(?:past medical history|past medical hx|pmh|pmhx|past history|past surgical history|past surgical hx|psh|pshx|surgical history|surgical hx)$/;

/** Analyses a text once, for the assertion of many spans in it. */
export function analyseAssertions(text: string): Analysed {
  const sections = sectionRanges(text);
  return {
    sentences: sentenceRanges(text),
    triggers: findTriggers(text),
    familySections: sections.filter((s) => FAMILY_HEADING.test(s.heading)),
    historySections: sections.filter((s) => HISTORY_HEADING.test(s.heading)).map((s) => historyExtent(text, s)),
  };
}

function cueOf(text: string, t: { start: number; end: number }, status: AssertionStatus): Assertion {
  return { status, cue: text.slice(t.start, t.end), cueStart: t.start, cueEnd: t.end };
}

/** The triggers (sorted by start) that lie within [from, to): found by binary search, not by a scan. */
function triggersWithin(triggers: readonly TriggerMatch[], from: number, to: number): TriggerMatch[] {
  let lo = 0;
  let hi = triggers.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (triggers[mid]!.start < from) lo = mid + 1;
    else hi = mid;
  }
  const out: TriggerMatch[] = [];
  for (let i = lo; i < triggers.length && triggers[i]!.start < to; i++) if (triggers[i]!.end <= to) out.push(triggers[i]!);
  return out;
}

export function assertSpan(text: string, analysed: Analysed, span: TextRange): Assertion {
  const index = rangeIndexAt(analysed.sentences, span.start);
  const sentence = index >= 0 ? analysed.sentences[index]! : { start: span.start, end: span.end };
  const inSentence = triggersWithin(analysed.triggers, sentence.start, Math.max(sentence.end, span.end));
  const pseudo = inSentence.filter((t) => t.cls === 'pseudo');
  const live = inSentence.filter((t) => t.cls !== 'pseudo' && !pseudo.some((p) => p.start <= t.start && t.end <= p.end) && (t.end <= span.start || t.start >= span.end));
  for (const cls of PRIORITY) {
    let best: TriggerMatch | undefined;
    for (const t of live) {
      if (t.cls !== cls) continue;
      const reach = t.reach ?? Infinity;
      if (t.end <= span.start && t.direction !== 'post' && span.start - t.end <= reach && !blocked(text, live, t.end, span.start, cls)) {
        if (!best || t.start > best.start) best = t;
      } else if (t.start >= span.end && t.direction !== 'pre' && t.start - span.end <= reach && !blocked(text, live, span.end, t.start, cls)) {
        if (!best) best = t;
      }
    }
    if (best) return cueOf(text, best, cls);
    // A section heading applies after the cues: "Family History: no diabetes" is negated.
    const sections = cls === 'negated' ? analysed.familySections : cls === 'historical' ? analysed.historySections : [];
    const section = sections.find((s) => s.start <= span.start && span.end <= s.end && !headingInterrupted(text, live, s, span, cls));
    if (section) return cueOf(text, { start: section.start, end: text.indexOf(':', section.start) + 1 }, cls === 'negated' ? 'family' : 'historical');
  }
  return { status: 'present' };
}

/** The assertion of each span (same order). */
export function assertSpans(text: string, spans: readonly TextRange[]): Assertion[] {
  if (spans.length === 0) return [];
  const analysed = analyseAssertions(text);
  return spans.map((span) => assertSpan(text, analysed, span));
}
