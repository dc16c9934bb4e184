// The first runs of letters a pattern's matches may start with, read from its source (a small reader of the
// regular-expression syntax the anchored patterns use): word-anchors.test.ts checks them against each anchor's words,
// so a cue word added to a pattern but not to its anchor fails whether or not a random text reaches it.

/** 'blank' (space, tab), 'digit', 'more' (anything else that is no ASCII letter). */
type Other = 'blank' | 'digit' | 'more';
/** What one character of the pattern may match: ASCII letters (lower-cased; `cases`: as written) and the rest. */
interface CharSet {
  letters: Set<string>;
  cases: Set<string>;
  others: Set<Other>;
}
type Node =
  | { k: 'alt'; alts: Node[][] }
  | { k: 'set'; set: CharSet }
  | { k: 'zero' } // an assertion other than \b: consumes nothing, and is read as if it let everything through
  | { k: 'wordEnd' } // \b, or a look-ahead that refuses a letter
  | { k: 'rep'; item: Node; min: number; max: number };

const ALL_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const charSet = (letters = '', ...others: Other[]): CharSet => ({
  letters: new Set(letters.toLowerCase()),
  cases: new Set(letters),
  others: new Set(others),
});

/**
 * Adds one code point. "ſ" and the Kelvin sign are left out: a note that holds either is searched by the whole
 * pattern (`GateWords.odd`), so they never end a run the gate tries.
 */
function addCode(set: CharSet, c: number): void {
  if (c < 128 && /[a-zA-Z]/.test(String.fromCharCode(c))) {
    set.letters.add(String.fromCharCode(c).toLowerCase());
    set.cases.add(String.fromCharCode(c));
  } else if (c === 32 || c === 9) set.others.add('blank');
  else if (c >= 48 && c <= 57) set.others.add('digit');
  else if (c !== 0x17f && c !== 0x212a) set.others.add('more');
}

/** Reads the regex subset the anchored patterns are written in; anything else throws. */
function parsePattern(src: string, ignoreCase: boolean): Node {
  let i = 0;
  const fail = (what: string): never => {
    throw new Error(`cannot read ${what} at ${i} of /${src}/`);
  };
  // An escape (after the backslash) as a set, or 'b' / 'B' for the word boundary assertions.
  const escape = (): CharSet | 'b' | 'B' => {
    const c = src[i++] ?? fail('a trailing backslash');
    const hex = /^u([0-9a-fA-F]{4})|^x([0-9a-fA-F]{2})/.exec(src.slice(i - 1));
    if (hex) {
      i += hex[0].length - 1;
      const set = charSet();
      addCode(set, parseInt(hex[1] ?? hex[2]!, 16));
      return set;
    }
    switch (c) {
      case 'b':
      case 'B':
        return c;
      case 'd':
        return charSet('', 'digit');
      case 's':
        return charSet('', 'blank', 'more');
      case 't':
        return charSet('', 'blank');
      case 'n':
      case 'r':
      case 'W':
        return charSet('', 'more');
      case 'w':
        return charSet(ALL_LETTERS, 'digit', 'more');
      case 'D':
      case 'S':
        return charSet(ALL_LETTERS, 'blank', 'digit', 'more');
      case 'p':
      case 'P': {
        // A Unicode property: read as "any letter, or anything else", which is never less than it matches.
        const end = src.indexOf('}', i);
        if (src[i] !== '{' || end < 0) fail('\\p without {...}');
        i = end + 1;
        return charSet(ALL_LETTERS, 'blank', 'digit', 'more');
      }
    }
    if (/[a-zA-Z0-9]/.test(c)) fail(`the escape \\${c}`);
    const set = charSet();
    addCode(set, c.codePointAt(0)!);
    return set;
  };
  const charClass = (): CharSet => {
    const set = charSet();
    if (src[i] === '^') {
      i++;
      // A negated class: read as matching anything.
      const anything = charSet(ALL_LETTERS, 'blank', 'digit', 'more');
      while (src[i] !== ']') if (i >= src.length) fail('an unclosed class');
      else if (src[i++] === '\\') i++;
      i++;
      return anything;
    }
    const one = (): CharSet | number => {
      if (src[i] !== '\\') return src.codePointAt(i++)!;
      i++;
      const e = escape();
      return typeof e === 'string' ? fail(`\\${e} in a class`) : e;
    };
    while (src[i] !== ']') {
      if (i >= src.length) fail('an unclosed class');
      const lo = one();
      if (typeof lo === 'number' && src[i] === '-' && src[i + 1] !== ']') {
        i++;
        const hi = one();
        if (typeof hi !== 'number') return fail('a range that ends in a class escape');
        for (let c = lo; c <= hi; c++) addCode(set, c);
      } else if (typeof lo === 'number') addCode(set, lo);
      else {
        lo.letters.forEach((l) => set.letters.add(l));
        lo.cases.forEach((l) => set.cases.add(l));
        lo.others.forEach((o) => set.others.add(o));
      }
    }
    i++;
    return set;
  };
  const alternation = (): Node => {
    const alts: Node[][] = [[]];
    while (i < src.length && src[i] !== ')') {
      const c = src[i]!;
      if (c === '|') {
        i++;
        alts.push([]);
        continue;
      }
      let item: Node;
      i++;
      if (c === '(') {
        // A group; a look-around consumes nothing, and what is in it does not start the match.
        const head = /^(?:\?(?::|<[A-Za-z_]\w*>|(=|!|<=|<!))?)?/.exec(src.slice(i))!;
        if (head[0] === '?') fail('an unknown group');
        i += head[0].length;
        const inner = alternation();
        if (src[i++] !== ')') fail('an unclosed group');
        // "(?![a-z])" (with the i flag) after a word says no letter follows, as \b does; any other look-around
        // is read as letting everything through.
        const noLetter = (seq: Node[]): boolean =>
          seq[0]?.k === 'set' && (ignoreCase ? seq[0].set.letters.size === 26 : seq[0].set.cases.size === 52);
        if (head[1] === '!' && inner.k === 'alt' && inner.alts.some(noLetter)) item = { k: 'wordEnd' };
        else item = head[1] ? { k: 'zero' } : inner;
      } else if (c === '[') item = { k: 'set', set: charClass() };
      else if (c === '\\' && /[1-9]/.test(src[i] ?? '')) {
        // A backreference ("([-/.])…\1") repeats what its group took: read as any number of any characters.
        while (/\d/.test(src[i] ?? '')) i++;
        item = { k: 'rep', item: { k: 'set', set: charSet(ALL_LETTERS, 'blank', 'digit', 'more') }, min: 0, max: Infinity };
      } else if (c === '\\') {
        const e = escape();
        item = e === 'b' ? { k: 'wordEnd' } : e === 'B' ? { k: 'zero' } : { k: 'set', set: e };
      } else if (c === '^' || c === '$') item = { k: 'zero' };
      else if (c === '.') item = { k: 'set', set: charSet(ALL_LETTERS, 'blank', 'digit', 'more') };
      else if ('*+?{}]'.includes(c)) item = fail(`a stray ${c}`);
      else {
        const set = charSet();
        addCode(set, src.codePointAt(i - 1)!);
        if (src.codePointAt(i - 1)! > 0xffff) i++;
        item = { k: 'set', set };
      }
      const q = /^(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})\??/.exec(src.slice(i));
      if (q) {
        i += q[0].length;
        const min = q[1] ? (q[1] === '+' ? 1 : 0) : Number(q[2]);
        const max = q[1] ? (q[1] === '?' ? 1 : Infinity) : q[3] ? (q[4] ? Number(q[4]) : Infinity) : min;
        item = { k: 'rep', item, min, max };
      }
      alts[alts.length - 1]!.push(item);
    }
    return { k: 'alt', alts };
  };
  const top = alternation();
  if (i < src.length) fail('an unmatched )');
  return top;
}

/**
 * A way a match may begin: `word`, the ASCII letters read so far of its first run, after `lead` blanks; `end`:
 * '' while the run may still go on as the pattern says, 'closed' where the run is over, 'open' where it may go on
 * with letters the reader does not follow (a class of many letters, a repeated letter, the pattern's end).
 */
export interface Start {
  word: string;
  lead: number;
  end: '' | 'closed' | 'open';
  /** The case of the run's first two letters as the pattern may write them: 'U' (capital) or 'L' (small) each. */
  cased: string;
}

/** The first runs the matches of `anchor.pattern` may start with, as `Start`s that have ended. */
export function firstRuns(pattern: RegExp, lead: number, leadDigits: boolean): Start[] {
  const where = `/${pattern.source.slice(0, 80)}/`;
  const key = (s: Start): string => `${s.word} ${s.lead} ${s.end} ${s.cased}`;
  // The cases a letter may be matched in: as the class writes it, or both with the i flag.
  const casesOf = (set: CharSet, l: string): string[] =>
    pattern.ignoreCase ? ['U', 'L'] : [...(set.cases.has(l.toUpperCase()) ? ['U'] : []), ...(set.cases.has(l) ? ['L'] : [])];
  const unique = (starts: Start[]): Start[] => [...new Map(starts.map((s) => [key(s), s])).values()];
  const step = (s: Start, set: CharSet): Start[] => {
    if (s.end) return [s];
    const out: Start[] = [];
    // Many letters (\w, \p{L}, [a-z]): the run may go on with any of them, and is not followed letter by letter.
    if (set.letters.size > 6) {
      if (!s.word) throw new Error(`${where}: a match may start with any letter`);
      out.push({ ...s, end: 'open' });
    } else {
      for (const l of set.letters) {
        if (s.word.length >= 2) out.push({ ...s, word: s.word + l });
        else for (const c of casesOf(set, l)) out.push({ ...s, word: s.word + l, cased: s.cased + c });
      }
    }
    if (set.others.size > 0) {
      if (s.word) out.push({ ...s, end: 'closed' });
      else {
        // Before the first word only blanks (digits with `leadDigits`), as many as the anchor tries back.
        const leads = [...set.others].every((o) => o === 'blank' || (leadDigits && o === 'digit'));
        if (!leads || lead === 0) throw new Error(`${where}: a match may start with no ASCII letter`);
        if (s.lead + 1 > lead) throw new Error(`${where}: more than ${lead} blanks may come before the first word`);
        out.push({ ...s, lead: s.lead + 1 });
      }
    }
    return out;
  };
  const walk = (node: Node, starts: Start[]): Start[] => {
    if (starts.every((s) => s.end)) return starts;
    switch (node.k) {
      case 'alt':
        return unique(node.alts.flatMap((seq) => seq.reduce((ss, item) => walk(item, ss), starts)));
      case 'zero':
        return starts;
      case 'wordEnd':
        // After a letter \b says no word character follows: the run is over.
        return starts.map((s) => (s.word && !s.end ? { ...s, end: 'closed' } : s));
      case 'set':
        return unique(starts.flatMap((s) => step(s, node.set)));
      case 'rep': {
        let now = starts;
        for (let n = 0; n < node.min; n++) now = walk(node.item, now);
        const all = [...now];
        if (node.max - node.min <= 8) {
          // Few more: each count of them, as written.
          for (let n = node.min; n < node.max && now.some((s) => !s.end); n++) {
            now = walk(node.item, now.filter((s) => !s.end));
            all.push(...now);
          }
          return unique(all);
        }
        // Many more: one more is read; where it took letters, the run may go on with more of them.
        for (const s of now.filter((x) => !x.end)) {
          for (const t of walk(node.item, [s])) {
            if (t.end || key(t) === key(s)) all.push(t);
            else if (t.word !== s.word) {
              if (!s.word) throw new Error(`${where}: a repeated item may start the first word`);
              all.push({ ...s, end: 'open' });
            } else throw new Error(`${where}: any number of blanks may come before the first word`);
          }
        }
        return unique(all);
      }
    }
  };
  return walk(parsePattern(pattern.source, pattern.ignoreCase), [{ word: '', lead: 0, end: '', cased: '' }]).map((s) => {
    if (!s.word) throw new Error(`${where}: a match may have no first word`);
    // At the pattern's end the text may go on with letters.
    return s.end ? s : { ...s, end: 'open' };
  });
}
