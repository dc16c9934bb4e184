// The characters a trigger pattern can start with, read from its regular-expression source, so the classifier
// tries at a word only the few patterns that can start there (a few hundred alternatives tried at every word
// were most of its time). Handles what trigger patterns use: literals, escapes, groups, alternation, classes,
// optional atoms and lookarounds. `undefined` means "any character" (the pattern goes in every bucket).

type Chars = Set<string> | undefined;

function union(a: Chars, b: Chars): Chars {
  if (a === undefined || b === undefined) return undefined;
  for (const c of b) a.add(c);
  return a;
}

function addCase(set: Set<string>, ch: string): void {
  set.add(ch.toLowerCase());
  set.add(ch.toUpperCase());
}

/** Index just past the group or class opening at `i` (a `(` or `[`). */
function closing(src: string, i: number): number {
  const open = src[i];
  let depth = 0;
  for (let j = i; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (open === '[') {
      if (c === ']' && j > i) return j + 1;
      continue;
    }
    if (c === '[') j = closing(src, j) - 1;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return j + 1;
  }
  return src.length;
}

function classChars(body: string): Chars {
  if (body.startsWith('^')) return undefined;
  const set = new Set<string>();
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\') {
      const e = body[++i];
      if (e === 'd') for (const d of '0123456789') set.add(d);
      else if (e === 's') ' \t\n\r'.split('').forEach((x) => set.add(x));
      else if (e === 'p' || e === 'w' || e === 'W' || e === 'S' || e === 'D') return undefined;
      else if (e !== undefined) addCase(set, e);
    } else if (body[i + 1] === '-' && body[i + 2] !== undefined && body[i + 2] !== ']') {
      for (let k = c.charCodeAt(0); k <= body.charCodeAt(i + 2); k++) addCase(set, String.fromCharCode(k));
      i += 2;
    } else addCase(set, c);
  }
  return set;
}

/** Top-level alternatives of a source. */
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

/** First characters of a sequence, and whether it can match the empty string. */
function sequence(src: string): { chars: Chars; nullable: boolean } {
  let chars: Chars = new Set<string>();
  let i = 0;
  while (i < src.length) {
    let atom: Chars;
    let atomNullable = false;
    let next: number;
    const c = src[i]!;
    if (c === '\\') {
      const e = src[i + 1];
      next = i + 2;
      if (e === 'b' || e === 'B') atomNullable = true;
      else if (e === 'p' || e === 'P') {
        atom = undefined;
        next = src.indexOf('}', i) + 1;
      } else atom = classChars(`\\${e ?? ''}`);
      if (atomNullable) atom = new Set();
    } else if (c === '(') {
      next = closing(src, i);
      if (/^\(\?<?[=!]/.test(src.slice(i, i + 4))) {
        atom = new Set();
        atomNullable = true;
      } else {
        const inner = src.slice(i + (src.startsWith('(?:', i) ? 3 : 1), next - 1);
        atom = new Set();
        for (const alt of alternatives(inner)) {
          const r = sequence(alt);
          atom = union(atom, r.chars);
          if (r.nullable) atomNullable = true;
        }
      }
    } else if (c === '[') {
      next = closing(src, i);
      atom = classChars(src.slice(i + 1, next - 1));
    } else if (c === '.' || c === '^' || c === '$') {
      next = i + 1;
      atom = c === '.' ? undefined : new Set();
      atomNullable = c !== '.';
    } else {
      next = i + 1;
      atom = new Set();
      addCase(atom, c);
    }
    // A quantifier that allows none makes the atom optional.
    const q = /^(?:[?*]|\{0,?\d*\})\??/.exec(src.slice(next));
    if (q) {
      atomNullable = true;
      next += q[0].length;
    } else {
      const plus = /^(?:\+|\{\d+,?\d*\})\??/.exec(src.slice(next));
      if (plus) next += plus[0].length;
    }
    chars = union(chars, atom);
    if (!atomNullable || chars === undefined) return { chars, nullable: false };
    i = next;
  }
  return { chars, nullable: true };
}

/** The lower-case characters a pattern can start with, or undefined for any. */
export function firstChars(source: string): ReadonlySet<string> | undefined {
  let all: Chars = new Set<string>();
  for (const alt of alternatives(source)) {
    const r = sequence(alt);
    if (r.nullable) return undefined;
    all = union(all, r.chars);
    if (all === undefined) return undefined;
  }
  return new Set([...all].map((c) => c.toLowerCase()));
}
