// Splits a long text into chunks the service accepts (issue 3 §7): at most maxChunkChars UTF-16 units
// each, cut at a sentence boundary where one falls in the second half of the window, else at a line
// break, else after whitespace, else hard — and never inside a surrogate pair or a CRLF. The chunks
// cover the text exactly, so offsets shift back by each chunk's start.

export interface Chunk {
  readonly index: number;
  /** UTF-16 offset of the chunk in the whole text. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Smallest limit for which a cut that splits neither a surrogate pair nor a CRLF always exists. */
export const MIN_CHUNK_CHARS = 2;

/** A cut at `i` (between text[i-1] and text[i]) keeps surrogate pairs and CRLF whole. */
export function isSafeCut(text: string, i: number): boolean {
  if (i <= 0 || i >= text.length) return true;
  const before = text.charCodeAt(i - 1);
  const after = text.charCodeAt(i);
  if (before === 0x0d && after === 0x0a) return false;
  const highBefore = before >= 0xd800 && before <= 0xdbff;
  const lowAfter = after >= 0xdc00 && after <= 0xdfff;
  return !(highBefore && lowAfter);
}

const LINE_BREAK = /[\n\r\u2028\u2029\u0085]/;
const WHITESPACE = /\s/;

/** Sentence boundaries after `from` in text[from, to), the last one that is a safe cut, or -1. */
function scanSentences(segmenter: Intl.Segmenter, text: string, from: number, to: number, after: number): number {
  let best = -1;
  for (const segment of segmenter.segment(text.slice(from, to))) {
    const cut = from + segment.index;
    if (cut > after && isSafeCut(text, cut)) best = cut;
  }
  return best;
}

/** Segmenting only the end of the window keeps splitting cheap; this much text before it gives context. */
const TAIL = 1024;
const CONTEXT = 256;

function lastSentenceCut(segmenter: Intl.Segmenter, text: string, from: number, to: number): number {
  // A sentence break depends on a little text around it, not on the whole text: the tail alone (with
  // some context before it) finds the last boundary whenever there is one near the end.
  const tail = Math.max(from, to - TAIL);
  const inTail = scanSentences(segmenter, text, Math.max(from, tail - CONTEXT), to, tail);
  if (inTail >= 0 || tail === from) return inTail;
  return scanSentences(segmenter, text, from, Math.min(to, tail + CONTEXT), from);
}

function lastCutAfter(text: string, from: number, to: number, pattern: RegExp): number {
  for (let i = to; i > from; i--) {
    const c = text[i - 1];
    if (c !== undefined && pattern.test(c) && isSafeCut(text, i)) return i;
  }
  return -1;
}

function hardCut(text: string, from: number, to: number): number {
  let cut = to;
  while (cut > from + 1 && !isSafeCut(text, cut)) cut--;
  return cut;
}

/** Where the chunk starting at `from` ends, given that text.length - from > max. */
function chooseCut(segmenter: Intl.Segmenter, text: string, from: number, max: number): number {
  const to = from + max;
  const half = from + Math.ceil(max / 2);
  // Segmenting one unit past the window lets the segmenter see what follows a candidate break.
  const sentenceCut = Math.min(lastSentenceCut(segmenter, text, from, Math.min(text.length, to + 1)), to);
  const line = lastCutAfter(text, from, to, LINE_BREAK);
  const space = lastCutAfter(text, from, to, WHITESPACE);
  for (const cut of [sentenceCut, line, space]) if (cut >= half) return cut;
  const any = Math.max(sentenceCut, line, space);
  return any > from ? any : hardCut(text, from, to);
}

export function splitText(text: string, maxChunkChars: number, locale = 'en'): Chunk[] {
  if (!Number.isInteger(maxChunkChars) || maxChunkChars < MIN_CHUNK_CHARS) {
    throw new RangeError(`maxChunkChars must be a whole number of at least ${MIN_CHUNK_CHARS}.`);
  }
  const chunks: Chunk[] = [];
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  let start = 0;
  while (text.length - start > maxChunkChars) {
    const end = chooseCut(segmenter, text, start, maxChunkChars);
    chunks.push({ index: chunks.length, start, end, text: text.slice(start, end) });
    start = end;
  }
  if (start < text.length || chunks.length === 0) {
    chunks.push({ index: chunks.length, start, end: text.length, text: text.slice(start) });
  }
  return chunks;
}
