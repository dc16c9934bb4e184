// Abbreviations a document defines itself, in the manner of Schwartz and Hearst (PSB 2003): a short form in
// parentheses after its long form, "adenomatous polyposis coli (APC)", or the reverse, "APC (adenomatous
// polyposis coli)". The long form is the shortest run of preceding words in which every letter and digit of
// the short form can be found in order, right to left, with its first character starting a word.
// Pure functions over strings (UTF-16 offsets); no dependency on the engine or the client.

export interface TextSpan {
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
  readonly text: string;
}

export interface AbbreviationDefinition {
  readonly short: TextSpan;
  readonly long: TextSpan;
  /** The parentheses around whichever form was written in them (start at "(", end after ")"). */
  readonly parenthesis: { readonly start: number; readonly end: number };
}

const MAX_SHORT_LENGTH = 10;
/** Long forms never cross these: they end sentences or clauses. */
const LONG_FORM_STOP = /[.;:!?[\]{}()]/;

function isAlnum(ch: string): boolean {
  return /[\p{L}\p{N}]/u.test(ch);
}

/** A plausible short form: 2-10 characters, one or two words, starts with a letter or digit, has a letter. */
export function isShortFormCandidate(text: string): boolean {
  if (text.length < 2 || text.length > MAX_SHORT_LENGTH) return false;
  if (text.split(/\s+/).length > 2) return false;
  if (!isAlnum(text[0]!)) return false;
  if (!/\p{L}/u.test(text)) return false;
  // A lower-case word ("see", "ie") is not an abbreviation; one capital or a digit is required.
  return /[\p{Lu}\p{N}]/u.test(text);
}

/**
 * The long form for `short` at the end of `before` (the text just before the parenthesis), or undefined.
 * Returns the offset in `before` where the long form starts.
 */
export function findLongFormStart(short: string, before: string): number | undefined {
  const s = short.toLowerCase();
  const l = before.toLowerCase();
  let si = s.length - 1;
  let li = l.length - 1;
  while (si >= 0) {
    const c = s[si]!;
    if (!isAlnum(c)) {
      si--;
      continue;
    }
    // The first character of the short form must start a word of the long form.
    while (li >= 0 && (l[li] !== c || (si === 0 && li > 0 && isAlnum(l[li - 1]!)))) li--;
    if (li < 0) return undefined;
    li--;
    si--;
  }
  return li + 1;
}

/**
 * "myotonic dystrophy (DM)", from the Latin dystrophia myotonica: the initials of the last words are the short
 * form's letters in another order. Only for short forms of two or three letters, all of them initials.
 */
function initialsInAnyOrder(short: string, before: string): number | undefined {
  const letters = short.toLowerCase();
  if (!/^[a-z]{2,3}$/.test(letters)) return undefined;
  const words = [...before.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu)];
  const last = words.slice(-letters.length);
  if (last.length < letters.length) return undefined;
  const initials = last.map((w) => w[0][0]!.toLowerCase()).sort().join('');
  return initials === [...letters].sort().join('') ? last[0]!.index : undefined;
}

function wordCount(text: string): number {
  return text.split(/[\s\-/]+/).filter((w) => w.length > 0).length;
}

function trimmedSpan(text: string, start: number, end: number): TextSpan {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end, text: text.slice(start, end) };
}

/** The words before `end` (at most the span a long form may have), up to a sentence or clause stop. */
function windowBefore(text: string, end: number, maxWords: number): number {
  let i = end;
  let words = 0;
  let inWord = false;
  while (i > 0) {
    const ch = text[i - 1]!;
    if (LONG_FORM_STOP.test(ch) || ch === '\n') break;
    const word = !/\s/.test(ch);
    if (word && !inWord) {
      words++;
      if (words > maxWords) break;
    }
    inWord = word;
    i--;
  }
  return i;
}

function validLongForm(short: string, long: TextSpan): boolean {
  if (long.text.length <= short.length) return false;
  if (long.text.includes(short) && new RegExp(`\\b${short.replace(/[^\p{L}\p{N}]/gu, '.')}\\b`, 'u').test(long.text)) return false;
  return /\p{L}/u.test(long.text[0] ?? '') || /\p{N}/u.test(long.text[0] ?? '');
}

/** "long form (SF)": the long form ends just before the parenthesis. */
function definitionBefore(text: string, open: number, close: number, short: TextSpan): AbbreviationDefinition | undefined {
  const maxWords = Math.min(short.text.length + 5, short.text.length * 2);
  const from = windowBefore(text, open, maxWords);
  const before = text.slice(from, open).replace(/\s+$/, '');
  const at = findLongFormStart(short.text, before) ?? initialsInAnyOrder(short.text, before);
  if (at === undefined) return undefined;
  const long = trimmedSpan(text, from + at, from + before.length);
  if (!validLongForm(short.text, long) || wordCount(long.text) > maxWords) return undefined;
  return { short, long, parenthesis: { start: open, end: close + 1 } };
}

/** "SF (long form)": the short form is the word just before the parenthesis. */
function definitionAfter(text: string, open: number, close: number, inner: TextSpan): AbbreviationDefinition | undefined {
  const m = /([\p{L}\p{N}][\p{L}\p{N}\-/]*)\s*$/u.exec(text.slice(Math.max(0, open - 12), open));
  if (!m) return undefined;
  const shortStart = open - m[0].length;
  const short = { start: shortStart, end: shortStart + m[1]!.length, text: m[1]! };
  if (!isShortFormCandidate(short.text) || short.text.toUpperCase() !== short.text) return undefined;
  const at = findLongFormStart(short.text, inner.text);
  if (at !== 0) return undefined;
  if (!validLongForm(short.text, inner) || wordCount(inner.text) > Math.min(short.text.length + 5, short.text.length * 2)) return undefined;
  return { short, long: inner, parenthesis: { start: open, end: close + 1 } };
}

/** Every abbreviation the text defines, in document order. */
export function findAbbreviationDefinitions(text: string): AbbreviationDefinition[] {
  const found: AbbreviationDefinition[] = [];
  for (let open = text.indexOf('('); open >= 0; open = text.indexOf('(', open + 1)) {
    const close = text.indexOf(')', open + 1);
    if (close < 0) break;
    const innerRaw = text.slice(open + 1, close);
    if (innerRaw.includes('(') || innerRaw.includes('\n') || innerRaw.length > 120) continue;
    // "(APC; 5q21)", "(APC, ref. 3)": the short form is the part before the first separator.
    const cut = innerRaw.search(/[;,]/);
    const inner = trimmedSpan(text, open + 1, cut >= 0 ? open + 1 + cut : close);
    if (inner.text.length === 0) continue;
    const definition = isShortFormCandidate(inner.text)
      ? definitionBefore(text, open, close, inner)
      : definitionAfter(text, open, close, trimmedSpan(text, open + 1, close));
    if (definition) found.push(definition);
  }
  return found;
}

/**
 * Occurrences of a short form as a whole word with its exact case (a trailing plural "s" allowed: "APCs"),
 * in document order.
 */
export function findShortFormOccurrences(text: string, short: string): TextSpan[] {
  const out: TextSpan[] = [];
  for (let at = text.indexOf(short); at >= 0; at = text.indexOf(short, at + 1)) {
    const before = at > 0 ? text[at - 1]! : ' ';
    let end = at + short.length;
    if (text[end] === 's' && !isAlnum(text[end + 1] ?? ' ')) end++;
    const after = end < text.length ? text[end]! : ' ';
    if (isAlnum(before) || isAlnum(after)) continue;
    out.push({ start: at, end, text: text.slice(at, end) });
  }
  return out;
}

/** For each occurrence of a defined short form: the definition that applies (the nearest one before, else the first). */
export function resolveShortForms(text: string, definitions: readonly AbbreviationDefinition[]): { span: TextSpan; definition: AbbreviationDefinition }[] {
  const byShort = new Map<string, AbbreviationDefinition[]>();
  for (const d of definitions) {
    const list = byShort.get(d.short.text);
    if (list) list.push(d);
    else byShort.set(d.short.text, [d]);
  }
  const out: { span: TextSpan; definition: AbbreviationDefinition }[] = [];
  for (const [short, defs] of byShort) {
    for (const span of findShortFormOccurrences(text, short)) {
      let definition = defs[0]!;
      for (const d of defs) if (d.parenthesis.start <= span.start) definition = d;
      out.push({ span, definition });
    }
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}
