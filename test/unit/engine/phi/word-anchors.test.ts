// Every anchored pattern (core/word-anchors.ts) must find exactly what its own global search finds: compared on
// random texts glued from its first words (in three letter cases, glued to more letters), the words that follow
// cues, names, numbers, blanks and punctuation, on the sample notes in three letter cases, and by hand. Random
// texts rarely reach an alternative added to a pattern later, so each pattern's possible first words are also read
// from its source and checked against its anchor's words.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../../../src/engine/phi/core/registry';
import { firstWords, registeredAnchors, type RunShape, type WordAnchor } from '../../../../src/engine/phi/core/word-anchors';
import { GateWords } from '../../../../src/engine/phi/core/word-gate';
import { matchTuples, randomText } from './random-text';

const COMMON = [
  ' ', ' ', ' ', '  ', '\t', '\n', '\r\n', ':', ': ', ',', ', ', '.', '. ', '-', "'", '’', '#', '/', '(', ')', '@', '&',
  'a', 'e', 's', 'x', 'ed', 'ing', 'é', 'ſ', 'K', '_', '9', '12', '4471', '555-1234', '(617) 555-0147', '2/14/2024',
  'to', 'at', 'from', 'in', 'on', 'of', 'for', 'by', 'with', 'is', 'am', 'the', 'near', 'up', 'back', 'no', 'No.', 'number',
  'id', 'Dr', 'Dr.', 'Smith', 'Lee Ann', 'Cedar Crest', 'Mercy', 'ABMC', 'SMH', 'Kellogg 4', 'Route 9', 'Hwy 41', 'Springfield',
  'María', 'O’Neil', 'JONES', 'MRN', 'name', 'patient', 'care', 'home', 'work', 'wife', 'kidney', 'I', "I'm", 'we',
  // Whole cue phrases with their blanks, so that the longer patterns match often.
  ' for ', ' at ', ' by ', ' from ', ' to ', ' in ', ' of ', ' the ', ' is ', ' No. ', ' # ', ': ', ' 12 years at ', ' 3 yrs for ',
  '  2 months at ', ' 9 ', ' Acme Corp', ' big foods', ' 14 Mill Lane', ', 22 Rue Nova', ' ABC1234', ' 4471-22',
];

function pieces(anchor: WordAnchor): string[] {
  const own = anchor.words.flatMap((raw) => {
    const w = raw.replace(/\*$/, '');
    const title = w.charAt(0).toUpperCase() + w.slice(1);
    return [w, title, w.toUpperCase(), `${w}s`, `${w}ed`, `${title}x`];
  });
  // The anchor's words come as often as everything else together.
  return [...own, ...own, ...COMMON];
}

// ---- First words read from the pattern: a cue word added to a pattern but not to its anchor's words fails here,
// whether or not a random text reaches it.

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
interface Start {
  word: string;
  lead: number;
  end: '' | 'closed' | 'open';
  /** The case of the run's first two letters as the pattern may write them: 'U' (capital) or 'L' (small) each. */
  cased: string;
}

/** The first runs the matches of `anchor.pattern` may start with, as `Start`s that have ended. */
function firstRuns(pattern: RegExp, lead: number, leadDigits: boolean): Start[] {
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

/**
 * Anchored patterns the reader cannot read, by source, with why their words were checked by hand instead. Empty:
 * every anchored pattern is read. A pattern listed here that is no longer registered fails the test.
 */
const READ_BY_HAND: ReadonlyMap<string, string> = new Map();

/**
 * Whether the anchor's shape lets the gate try the pattern at every run that starts as `s` says: a run of one letter
 * ('closed' after it) has no second letter, and a run the reader stopped following after one letter ('open') may
 * have a second letter of either case.
 */
function shapeFits(s: Start, shape: RunShape): boolean {
  switch (shape) {
    case 'any':
      return true;
    case 'capital':
      return s.cased[0] === 'U';
    case 'small':
      return s.cased[0] === 'L';
    case 'caps':
      return s.cased === 'UU';
  }
}

/** Whether the anchor's words let the gate try the pattern at every run that starts as `s` says. */
function covered(s: Start, words: readonly string[]): boolean {
  return words.some((w) => (w.endsWith('*') ? s.word.startsWith(w.slice(0, -1)) : s.end === 'closed' && s.word === w));
}

const samples = (): string[] => {
  const dir = join(__dirname, '..', '..', '..', '..', '..', 'samples');
  return readdirSync(dir).flatMap((f) => {
    const t = readFileSync(join(dir, f), 'utf8');
    return [t, t.toUpperCase(), t.toLowerCase()];
  });
};

describe('word anchors', () => {
  it('at least the name, identifier, contact, place and institution cues are anchored', () => {
    assert.ok(registeredAnchors().length >= 30, `${registeredAnchors().length} anchored patterns`);
  });

  it('every anchored pattern finds what its global search finds (random texts, the sample notes)', () => {
    const notes = samples();
    let matches = 0;
    registeredAnchors().forEach((anchor, k) => {
      const texts = [...notes];
      for (let seed = 1; seed <= 60; seed++) texts.push(randomText(pieces(anchor), seed * 7919 + k, 300));
      for (const text of texts) {
        const want = matchTuples(text.matchAll(anchor.pattern));
        matches += want.length;
        assert.deepEqual(matchTuples(anchor.matchAll(text, new GateWords(text))), want, `${anchor.pattern.source.slice(0, 60)}`);
      }
    });
    // The texts reach the patterns: thousands of matches in all.
    assert.ok(matches > 2000, `${matches} matches`);
  });

  it('every first word a pattern can start with is among its anchor words (read from the pattern source)', () => {
    const gaps: string[] = [];
    for (const source of READ_BY_HAND.keys()) {
      assert.ok(registeredAnchors().some((a) => a.pattern.source === source), source);
    }
    for (const anchor of registeredAnchors()) {
      if (READ_BY_HAND.has(anchor.pattern.source)) continue;
      // The constructor keeps `lead` and `leadDigits` as private fields.
      const { lead, leadDigits } = anchor as unknown as { lead: number; leadDigits: boolean };
      assert.ok(typeof lead === 'number' && typeof leadDigits === 'boolean');
      const missed = firstRuns(anchor.pattern, lead, leadDigits).filter((s) => !covered(s, anchor.words) || !shapeFits(s, anchor.shape));
      const shown = missed.slice(0, 12).map((s) => `${s.end === 'open' ? `${s.word}*` : s.word}${anchor.shape === 'any' ? '' : ` (${s.cased})`}`);
      const named = `/${anchor.pattern.source.slice(0, 60)}/ (${anchor.words.slice(0, 6).join(' ')} ...)`;
      if (missed.length > 0) gaps.push(`${named} lacks ${shown.join(' ')}`);
    }
    assert.deepEqual(gaps, []);
  });

  it('the first words are read as the patterns match them', () => {
    const read = (re: RegExp, lead = 0, leadDigits = false): string => [
      ...new Set(firstRuns(re, lead, leadDigits).map((s) => `${s.word}${s.end === 'open' ? '*' : ''}${s.lead ? `@${s.lead}` : ''}`)),
    ].sort().join(' ');
    assert.equal(read(/\b(?:surgeons?|Dr)\.?[ \t]/g), 'dr surgeon surgeons');
    // An optional item lets the next one's letters join the run; a pattern's end leaves the run open.
    assert.equal(read(/\bretina(?:l)?\s*scan/gi), 'retina retinal retinalscan* retinascan*');
    assert.equal(read(/\bjob(?![a-z])/gi), 'job');
    assert.equal(read(/\bjob(?![a-z])/g), 'job*');
    assert.equal(read(/\bwork\w*:/gi), 'work work*');
    assert.equal(read(/(?<![\p{L}])[ \t]{0,2}hi,/gu, 2), 'hi hi@1 hi@2');
    assert.equal(read(/(?<![\p{L}])(?:\d[ \t])?yr\b/gu, 2, true), 'yr yr@2');
    assert.throws(() => read(/\b[ \t]{0,5}hi\b/g, 4), /more than 4 blanks/);
    assert.throws(() => read(/\b\d+ years/g), /no ASCII letter/);
    assert.throws(() => read(/\b(?:hi|\w+)\b/g), /any letter/);
    // A backreference may repeat letters: the run may go on; after a separator that closed the run it changes nothing.
    assert.ok(read(/\b(a)\1/g).split(' ').includes('a*'));
    assert.equal(read(/\b(?:jan|may)([-/.])\d\1\d/gi), 'jan may');
    assert.throws(() => read(/\b(?:x|)/g), /no first word/);
  });

  it('the case of the first two letters is read as the patterns write them (an anchor\'s shape)', () => {
    const cased = (re: RegExp): string => [...new Set(firstRuns(re, 0, false).map((s) => `${s.word}:${s.cased}`))].sort().join(' ');
    assert.equal(cased(/\b(?:Dr|Mrs)\.?[ \t]/g), 'dr:UL mrs:UL');
    assert.equal(cased(/\b(?:[Rr]ue|RUA)\b/g), 'rua:UU rue:LL rue:UL');
    assert.equal(cased(/\b(?:Dr|mrs)\b/gi), 'dr:LL dr:LU dr:UL dr:UU mrs:LL mrs:LU mrs:UL mrs:UU');
    // One letter, then a class of many: the second letter's case is not followed.
    assert.equal(cased(/\bL\.?\p{Lu}+/gu), 'l:U');
  });

  it('a run of another case than its anchor\'s shape is not tried, and nothing is lost', () => {
    const shaped = registeredAnchors().filter((a) => a.shape !== 'any');
    assert.ok(shaped.length >= 4, `${shaped.length} shaped anchors`);
    const suffix = shaped.find((a) => a.words.includes('hospital*') && a.shape === 'capital' && a.pattern.test('Hospital'))!;
    const text = 'home care at the hospital; Lakeside Home Care; Mercy Hospital, MERCY HOSPITAL; hospital course';
    const found = matchTuples(suffix.matchAll(text, new GateWords(text)));
    assert.deepEqual(found, matchTuples(text.matchAll(suffix.pattern)));
    assert.deepEqual(found.map(([at]) => text.slice(Number(at), Number(at) + 4)), ['Home', 'Hosp']);
  });

  it('a word that a longer run may start with, and a word alone', () => {
    const kin = registeredAnchors().find((a) => a.words.includes('kid*'))!;
    const text = 'kidney stones; wifey Ana; Mom: Rosa';
    assert.deepEqual(matchTuples(kin.matchAll(text, new GateWords(text))), matchTuples(text.matchAll(kin.pattern)));
    assert.ok(kin.matchAll(text, new GateWords(text)).length >= 3);
  });

  it('a facility word with an accent starts a shorter run ("Hôpital": "H", "Clínica": "Cl")', () => {
    const facility = registeredAnchors().find((a) => a.words.includes('hopital'))!;
    const text = 'Hôpital Sainte-Hermine; HÔPITAL Laval, Clínica San Rafael; Policlínica Norte, Sanatório Bom Jesus; Hospital San Rafael';
    assert.deepEqual(matchTuples(facility.matchAll(text, new GateWords(text))), matchTuples(text.matchAll(facility.pattern)));
    assert.equal(facility.matchAll(text, new GateWords(text)).length, 6);
  });

  it('firstWords takes each phrase first letters, without a letter its quantifier makes optional', () => {
    assert.equal(firstWords(['surgeons?', 'case (?:manager|mgr)s?', "sheriff'?s?", 'Dr']), 'surgeon* case* sheriff* dr*');
    assert.throws(() => firstWords(['#3']));
    assert.throws(() => firstWords(['a?b']));
  });
});
