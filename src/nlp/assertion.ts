// Assertion of concept mentions in clinical text, NegEx/ConText-style: is the finding negated ("denies chest
// pain"), possible or hypothetical ("rule out PE", "return if fever"), historical ("history of MI"), or about
// someone other than the patient ("mother had breast cancer")? Trigger terms act forward (pre) or backward
// (post) over the concept, within its sentence, and their scope ends at a clause boundary (";", "but",
// "however") or at a term that ends that kind of scope ("denies fever but reports cough"). Pseudo-triggers
// ("no increase", "not only", "gram negative") match first and trigger nothing. A "Family History:" section
// makes its findings family. When several apply, negated wins, then family, possible, historical.
import { ASSERTION_TRIGGERS, type TriggerClass } from './assertion-triggers';
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

interface CompiledTrigger {
  readonly regex: RegExp;
  readonly entries: readonly { readonly pattern: RegExp; readonly prefix: RegExp; readonly match: Omit<TriggerMatch, 'start' | 'end'> }[];
}

const QUESTION = '\\?';

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
  const entries = [...byKey.values()].map((e) => ({ ...e, pattern: e.source.includes('(?=') ? new RegExp(`(?:${e.source})(?![\\p{L}\\p{N}])`, 'iuy') : new RegExp(`^(?:${e.source})$`, 'iu'), prefix: new RegExp(`^(?:${e.source})(?![\\p{L}\\p{N}])`, 'iu') }));
  // Longest first, so "not ruled out" wins over "not", "no evidence of" over "no"; at equal length, pseudo first.
  const sorted = [...entries].sort((a, b) => b.source.length - a.source.length || Number(b.match.cls === 'pseudo') - Number(a.match.cls === 'pseudo'));
  // Words are whole words; a question mark ("?PE", "pneumonia?") stands anywhere.
  const words = sorted.filter((e) => e.source !== QUESTION);
  const regex = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${words.map((e) => `(?:${e.source})`).join('|')})(?![\p{L}\p{N}])|${QUESTION}`, 'giu');
  return { regex, entries: sorted };
}

const COMPILED = compile();

function findTriggers(text: string): TriggerMatch[] {
  const out: TriggerMatch[] = [];
  COMPILED.regex.lastIndex = 0;
  for (const m of text.matchAll(COMPILED.regex)) {
    // Every entry the words match: "now" ends negation, possibility and history at once. A terminator also acts
    // from inside a longer one that won the match: "presents with" ends history as "presents" does.
    for (const entry of COMPILED.entries) {
      let whole: boolean;
      if (entry.pattern.sticky) {
        entry.pattern.lastIndex = m.index;
        whole = entry.pattern.exec(text)?.[0].length === m[0].length;
      } else whole = entry.pattern.test(m[0]);
      if (whole || (entry.match.cls === 'terminate' && entry.prefix.test(m[0]))) out.push({ start: m.index, end: m.index + m[0].length, ...entry.match });
    }
  }
  return out;
}

function endsScope(t: TriggerMatch, cls: TriggerClass): boolean {
  return t.cls === 'terminate' && (t.ends === undefined || t.ends.includes(cls));
}

/** Whether a trigger of class `cls` between `from` and `to` is cut off by a clause end or a terminator. */
function blocked(text: string, triggers: readonly TriggerMatch[], from: number, to: number, cls: TriggerClass): boolean {
  if (/[;]/.test(text.slice(from, to))) return true;
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

export function assertSpan(text: string, analysed: Analysed, span: TextRange): Assertion {
  const index = rangeIndexAt(analysed.sentences, span.start);
  const sentence = index >= 0 ? analysed.sentences[index]! : { start: span.start, end: span.end };
  const inSentence = analysed.triggers.filter((t) => t.start >= sentence.start && t.end <= Math.max(sentence.end, span.end));
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
