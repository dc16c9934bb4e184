// Sentence and section boundaries of clinical text, for assertion scopes. Clinical notes are not prose: a line
// break ends a list item or a heading ("Family History:", "- chest pain"), except when the next line carries
// on a wrapped sentence (it starts in lower case). A full stop ends a sentence unless it belongs to an
// abbreviation ("Dr.", "e.g.", "vs.") or a number ("2.5 mg").

export interface TextRange {
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
}

/** Words whose full stop never ends a sentence: a title or a connective always has more to come ("Dr. Lee"). */
const NEVER_FINAL = new Set(['dr', 'mr', 'mrs', 'ms', 'st', 'vs', 'eg', 'ie', 'e.g', 'i.e', 'approx', 'fig', 'cf']);
/**
 * Abbreviations that may also end a sentence ("given at 10 p.m. Delirium noted", "per pt. Rash on both arms"):
 * their stop ends one when a capitalised word follows, and not before a lower-case word or a number.
 */
const MAYBE_FINAL = new Set(['etc', 'no', 'pt', 'pts', 'hx', 'dx', 'rx', 'sx', 'tx', 'yo', 'y.o', 'b.i.d', 't.i.d', 'q.i.d', 'q.d', 'p.o', 'a.m', 'p.m', 'p.r.n', 'q.h.s']);

function nextWordCapitalised(text: string, dot: number): boolean {
  let j = dot + 1;
  while (j < text.length && (text[j] === ' ' || text[j] === '\t')) j++;
  return /\p{Lu}/u.test(text[j] ?? '');
}

function wordBefore(text: string, dot: number): string {
  let i = dot;
  while (i > 0 && /[\p{L}\p{N}.]/u.test(text[i - 1]!)) i--;
  return text.slice(i, dot).toLowerCase();
}

function endsSentenceAt(text: string, i: number): boolean {
  const ch = text[i]!;
  const next = text[i + 1];
  if (ch === '!' || ch === '?') return next === undefined || /\s/.test(next);
  if (ch !== '.') return false;
  if (next !== undefined && !/\s/.test(next)) return false;
  const word = wordBefore(text, i);
  if (NEVER_FINAL.has(word)) return false;
  if (MAYBE_FINAL.has(word)) return nextWordCapitalised(text, i);
  // A single capital ("J. Smith") is an initial, unless a number comes before it: then it is a unit ("net
  // negative 5.2 L. Echo showed").
  if (/^[a-z]$/i.test(word) && /[A-Z]/.test(text[i - 1]!) && !/\d[ \t]?$/.test(text.slice(Math.max(0, i - 3), i - 1))) return false;
  return true;
}

function lineBreakEnds(text: string, i: number): boolean {
  let j = i + 1;
  while (j < text.length && (text[j] === ' ' || text[j] === '\t' || text[j] === '\r')) j++;
  const next = text[j];
  if (next === undefined || next === '\n') return true;
  let k = i - 1;
  while (k >= 0 && (text[k] === ' ' || text[k] === '\t' || text[k] === '\r')) k--;
  if (k >= 0 && text[k] === ':') return true;
  // A wrapped sentence goes on in lower case.
  return !/[a-z]/.test(next);
}

/** Sentences in document order; together they cover every non-space character. */
export function sentenceRanges(text: string): TextRange[] {
  const out: TextRange[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    while (s < end && /\s/.test(text[s]!)) s++;
    if (end > s) out.push({ start: s, end });
    start = end;
  };
  // Only line breaks and stops can end a sentence: jump from one to the next.
  const ends = /[\n.!?]/g;
  for (let found = ends.exec(text); found; found = ends.exec(text)) {
    const i = found.index;
    if (found[0] === '\n' ? lineBreakEnds(text, i) : endsSentenceAt(text, i)) push(i + 1);
  }
  push(text.length);
  return out;
}

/** The index of the range containing `offset` (ranges sorted, non-overlapping), or -1. */
export function rangeIndexAt(ranges: readonly TextRange[], offset: number): number {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid]!;
    if (offset < r.start) hi = mid - 1;
    else if (offset >= r.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}

export const KNOWN_HEADINGS = String.raw`(?:family history|family hx|fhx|fh|social history|social hx|shx|past medical history|past medical hx|pmh|pmhx|past history|past surgical history|past surgical hx|psh|pshx|surgical history|surgical hx|medications|meds|allergies|assessment(?: and plan)?|a/p|plan|impression|review of systems|ros|physical exam(?:ination)?|exam|pe|history of present illness|hpi|chief complaint|cc|labs?|vitals|imaging|diagnos[ie]s|discharge diagnos[ie]s|hospital course|problem list|problems)`;
// At the start of a line, or run into the text after a sentence ("PMH: HTN, DM. HPI: chest pain.").
const HEADING = new RegExp(String.raw`(?:^|(?<=[.;!?][ \t]{1,4}))[ \t]*(${KNOWN_HEADINGS})[ \t]*:`, 'gim');

export interface Section extends TextRange {
  /** The heading, lower-cased ("family history"). */
  readonly heading: string;
}

/**
 * Sections opened by a known clinical heading at the start of a line or of a sentence ("Family History:"), each
 * up to the next known heading or a blank line, whichever comes first.
 */
export function sectionRanges(text: string): Section[] {
  const heads: { start: number; heading: string }[] = [];
  for (const m of text.matchAll(HEADING)) heads.push({ start: m.index, heading: m[1]!.toLowerCase() });
  return heads.map((h, i) => {
    const next = heads[i + 1]?.start ?? text.length;
    const blank = /\n[ \t\r]*\n/g;
    blank.lastIndex = h.start;
    const gap = blank.exec(text);
    return { start: h.start, end: gap && gap.index < next ? gap.index : next, heading: h.heading };
  });
}
