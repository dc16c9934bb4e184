// The words a trigger pattern can start with, read from its regular-expression source, so the classifier tries
// its patterns only at words that can begin one ("denies", "history"), not at every word of the note (that test
// at every word was most of the classifier's time). Exactness is kept by erring on the side of trying: what
// this reader cannot enumerate ("\d+ years ago", "[\w/-]+") becomes a prefix after which any word may follow,
// and a pattern it cannot read at all is tried at every word its first character allows.

/** Letters and digits as the classifier's scanning expressions see them (see LATIN_WORD in assertion.ts). */
export function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 0xaa || c === 0xb5 || c === 0xba || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

export interface FirstWords {
  /** Whole first words (lower case; "" when the pattern starts with punctuation, as "(-)"). */
  readonly words: Set<string>;
  /** Prefixes after which any word may follow ("" for any word at all). */
  readonly wild: Set<string>;
}

const LIMIT = 20_000;

class Unreadable extends Error {}

/** Index just past the group or class opening at `i`. */
function closing(src: string, i: number): number {
  const open = src[i];
  let depth = 0;
  for (let j = i; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') j++;
    else if (open === '[') {
      if (c === ']' && j > i) return j + 1;
    } else if (c === '[') j = closing(src, j) - 1;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return j + 1;
  }
  return src.length;
}

function alternatives(src: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') i = closing(src, i) - 1;
    else if (c === '|') {
      out.push(src.slice(from, i));
      from = i + 1;
    }
  }
  out.push(src.slice(from));
  return out;
}

/** The characters of a class body, or undefined when it is negated or holds a class escape other than \d, \s. */
function classChars(body: string): string[] | undefined {
  if (body.startsWith('^')) return undefined;
  const out: string[] = [];
  for (let i = 0; i < body.length; i++) {
    let c = body[i]!;
    if (c === '\\') {
      const e = body[++i] ?? '';
      if (e === 'd') out.push(...'0123456789');
      else if (e === 's') out.push(' ');
      else if (/[wWSDpPbB]/.test(e)) return undefined;
      else out.push(e);
      continue;
    }
    if (body[i + 1] === '-' && body[i + 2] !== undefined && body[i + 2] !== ']') {
      for (let k = c.charCodeAt(0); k <= body.charCodeAt(i + 2); k++) out.push(String.fromCharCode(k));
      i += 2;
      continue;
    }
    c = c.toLowerCase();
    out.push(c);
  }
  return out.map((c) => c.toLowerCase());
}

interface State {
  readonly words: Set<string>;
  readonly wild: Set<string>;
}

/** Extends each open prefix by the characters one of `chars` adds; a non-word character closes the word. */
function step(open: ReadonlySet<string>, chars: readonly string[], state: State): Set<string> {
  const next = new Set<string>();
  for (const c of chars) {
    if (!isWordChar(c.charCodeAt(0))) for (const p of open) state.words.add(p);
    else for (const p of open) next.add(p + c);
  }
  if (next.size > LIMIT) throw new Unreadable();
  return next;
}

/** The prefixes still inside the first word after the sequence `src`, from the prefixes `open`. */
function sequence(src: string, open: Set<string>, state: State): Set<string> {
  let i = 0;
  while (i < src.length && open.size > 0) {
    const c = src[i]!;
    let next: number;
    let after: Set<string>;
    if (c === '\\') {
      const e = src[i + 1] ?? '';
      next = i + 2;
      if (e === 'b' || e === 'B') after = open;
      else if (e === 'd') after = step(open, [...'0123456789'], state);
      else if (e === 's') after = step(open, [' '], state);
      else if (/[wWSDpP]/.test(e)) {
        for (const p of open) state.wild.add(p);
        return new Set();
      } else after = step(open, [e.toLowerCase()], state);
    } else if (c === '(') {
      next = closing(src, i);
      if (/^\(\?<?[=!]/.test(src.slice(i, i + 4))) after = open; // a lookaround consumes nothing
      else {
        const inner = src.slice(i + (src.startsWith('(?:', i) ? 3 : 1), next - 1);
        after = new Set();
        for (const alt of alternatives(inner)) for (const p of sequence(alt, open, state)) after.add(p);
      }
    } else if (c === '[') {
      next = closing(src, i);
      const chars = classChars(src.slice(i + 1, next - 1));
      if (!chars) {
        for (const p of open) state.wild.add(p);
        return new Set();
      }
      after = step(open, chars, state);
    } else if (c === '^' || c === '$') {
      next = i + 1;
      after = open;
    } else if (c === '.') {
      for (const p of open) state.wild.add(p);
      return new Set();
    } else {
      next = i + 1;
      after = step(open, [c.toLowerCase()], state);
    }
    const q = /^(?:[?*+]|\{(\d*),?\d*\})\??/.exec(src.slice(next));
    if (q) {
      next += q[0].length;
      const optional = q[0].startsWith('?') || q[0].startsWith('*') || (q[1] !== undefined && Number(q[1] || 0) === 0);
      if (!q[0].startsWith('?')) {
        // Repeated: a word still open after one repetition may grow by more, so any word may begin with it.
        for (const p of after) state.wild.add(p);
        after = new Set();
      }
      if (optional) for (const p of open) after.add(p);
    }
    if (after.size > LIMIT) throw new Unreadable();
    open = after;
    i = next;
  }
  return open;
}

/** The first words of a case-insensitive pattern, or undefined when it cannot be read. */
export function firstWords(source: string): FirstWords | undefined {
  const state: State = { words: new Set(), wild: new Set() };
  try {
    for (const alt of alternatives(source)) for (const p of sequence(alt, new Set(['']), state)) state.words.add(p);
  } catch (e) {
    if (e instanceof Unreadable) return undefined;
    throw e;
  }
  return state;
}

/** Which words of a text may begin one of a set of patterns: a lookup by the word instead of a regex test. */
export interface WordFilter {
  /** First characters (lower case) at which every word must be tried. */
  readonly anyWord: ReadonlySet<string>;
  readonly words: ReadonlySet<string>;
  readonly wildByFirstChar: ReadonlyMap<string, readonly string[]>;
}

/** `starts` are the patterns' first characters as firstChars reads them (undefined: any), `keys` all of them. */
export function wordFilter(sources: readonly string[], starts: readonly (ReadonlySet<string> | undefined)[], keys: ReadonlySet<string>): WordFilter {
  const anyWord = new Set<string>();
  const words = new Set<string>();
  const wildByFirstChar = new Map<string, string[]>();
  sources.forEach((source, i) => {
    const read = firstWords(source);
    if (!read || read.wild.has('')) {
      for (const k of starts[i] ?? keys) anyWord.add(k);
      return;
    }
    for (const w of read.words) words.add(w);
    for (const p of read.wild) wildByFirstChar.set(p[0]!, [...(wildByFirstChar.get(p[0]!) ?? []), p]);
  });
  return { anyWord, words, wildByFirstChar };
}

/** Whether a pattern of the filter may match at the word starting at `i` (`key`: its first character, lower case). */
export function mayStartAt(filter: WordFilter, text: string, i: number, key: string): boolean {
  if (filter.anyWord.has(key)) return true;
  let j = i;
  for (let c = text.charCodeAt(j); j < text.length && isWordChar(c); c = text.charCodeAt(++j)) {
    // Case folding beyond ASCII is the regular expression's to judge.
    if (c >= 128) return true;
  }
  const word = text.slice(i, j).toLowerCase();
  if (filter.words.has(word)) return true;
  for (const p of filter.wildByFirstChar.get(key) ?? []) if (word.startsWith(p)) return true;
  return false;
}
