// Facts of a text that several families read: its lower case, where its capitalised words start, its ", X"
// anchors. Each is computed at most once a text and kept here; one memo belongs to each note's GateWords (built
// per note in core/pipeline.ts), so nothing outlives the note. A family reads the raw text or its calmed copy,
// so each fact remembers the text it was read from and is read again for another.
import { capitalStartsOf, lowerKeepingOffsets, type CapitalStarts } from './scan';
import { shoutingSpans } from './shouting';
import { COMMA_CAPITAL } from './anchored';
import { allMatchesFrom } from './all-matches';

/** COMMA_CAPITAL tried only at commas (all-matches.ts, `allMatchesFrom`). */
const COMMA_CAPITAL_AT = new RegExp(COMMA_CAPITAL.source, 'uy');

interface Read<T> {
  readonly text: string;
  readonly value: T;
}

export class TextMemo {
  private lower: Read<string | undefined> | undefined;
  // The families read the note and its calmed copy in turn: each fact is kept for both, not read again at every switch.
  private readonly starts: Read<CapitalStarts>[] = [];
  private readonly commas: Read<readonly RegExpExecArray[]>[] = [];
  /**
   * The note's calmed copy, when it differs, the note, and its shouting lines (start and end of each): the families
   * read both, and both lower-case alike.
   */
  private calmed: { readonly copy: string; readonly of: string; readonly shouting: readonly number[] } | undefined;
  private readonly facts = new Map<string, Read<unknown>[]>();
  /** Where the note and its calmed copy first differ (-1: they are one text). */
  private differ = -1;
  /** The note's shouting lines, as core/pipeline.ts read them (`shoutingSpans`). */
  private shouting: Read<readonly number[]> | undefined;
  /** Where the lines of the note start (the calmed copy's too: it changes no line break). */
  private lines: Read<readonly number[]> | undefined;
  /** Where a blank stands before a digit in the note (the calmed copy's too: it changes no blank and no digit). */
  private blanks: Read<readonly number[]> | undefined;

  /**
   * `copy` is `text` with ASCII capitals lower-cased (core/pipeline.ts, `calmLines`): its lower case is the note's,
   * computed once for both. An ASCII capital and its small letter are both cased letters, so even the one letter
   * whose lower case depends on its neighbours ("Σ") lower-cases alike in both.
   */
  calmedCopy(copy: string, text: string, shouting: readonly number[]): void {
    if (copy === text) return;
    this.calmed = { copy, of: text, shouting };
    let i = 0;
    while (copy.charCodeAt(i) === text.charCodeAt(i)) i++;
    this.differ = i;
  }

  /**
   * `a` holds the text `b` does. `===` on the note and its calmed copy reads both up to their first difference; the
   * code units there tell them apart at once (a test that only ever proves two texts different).
   */
  private same(a: string, b: string): boolean {
    const d = this.differ;
    return a.length === b.length && (d < 0 || d >= a.length || a.charCodeAt(d) === b.charCodeAt(d)) && a === b;
  }

  /** `text.toLowerCase()` when it keeps every offset, else undefined (`lowerKeepingOffsets`). */
  lowerCaseOf(read: string): string | undefined {
    // The clinical guard asks once a candidate, with the note the lower case was read from: a pointer's test.
    if (this.lower !== undefined && this.same(this.lower.text, read)) return this.lower.value;
    const text = this.calmed !== undefined && this.same(read, this.calmed.copy) ? this.calmed.of : read;
    if (this.lower === undefined || !this.same(this.lower.text, text)) this.lower = { text, value: lowerKeepingOffsets(text) };
    return this.lower.value;
  }

  /** Where the capitalised words of `text` start (`capitalStartsOf`). */
  capitalStarts(text: string): CapitalStarts {
    for (const r of this.starts) if (this.same(r.text, text)) return r.value;
    const calmed = this.calmed;
    if (calmed !== undefined && this.same(text, calmed.copy)) {
      return this.keep(this.starts, text, calmedStarts(this.capitalStarts(calmed.of), calmed.of, calmed.shouting));
    }
    return this.keep(this.starts, text, capitalStartsOf(text));
  }

  /** Keeps the shouting lines read of `text` (`shoutingSpans`), for the families that ask again. */
  keepShouting(text: string, spans: readonly number[]): void {
    this.shouting = { text, value: spans };
  }

  /** `shoutingSpans(text)`: the note's, read once, or those of another text. */
  shoutingOf(text: string): readonly number[] {
    if (this.shouting !== undefined && this.same(this.shouting.text, text)) return this.shouting.value;
    return shoutingSpans(text);
  }

  /**
   * Where `^` holds under the `m` flag in `text`: its start and every position after a line break ("\n", "\r", U+2028,
   * U+2029; between "\r" and "\n" too), its end included when a break ends it. The note and its calmed copy share them.
   */
  lineStarts(text: string): readonly number[] {
    const lines = this.lines;
    if (lines !== undefined && (this.same(lines.text, text) || this.calmedPair(lines.text, text))) return lines.value;
    this.lines = { text, value: lineStartsOf(text) };
    return this.lines.value;
  }

  /** Where a blank (space, tab) stands before a digit in `text` (`blankDigitsOf`); the note and its calmed copy share them. */
  blankDigits(text: string): readonly number[] {
    const blanks = this.blanks;
    if (blanks !== undefined && (this.same(blanks.text, text) || this.calmedPair(blanks.text, text))) return blanks.value;
    this.blanks = { text, value: blankDigitsOf(text) };
    return this.blanks.value;
  }

  /** `a` and `b` are the note and its calmed copy, in either order. */
  private calmedPair(a: string, b: string): boolean {
    const c = this.calmed;
    return c !== undefined && ((this.same(a, c.of) && this.same(b, c.copy)) || (this.same(a, c.copy) && this.same(b, c.of)));
  }

  /** The matches of COMMA_CAPITAL in `text`, for every pattern anchored on them. */
  commaCapitals(text: string): readonly RegExpExecArray[] {
    for (const r of this.commas) if (this.same(r.text, text)) return r.value;
    return this.keep(this.commas, text, allMatchesFrom(text, COMMA_CAPITAL_AT, ','));
  }

  /**
   * A fact one family finds and another reads too (the streets world-addresses.ts finds, whose town place-cues.ts
   * reads after them), found once a text under its name.
   */
  shared<T>(name: string, text: string, read: () => T): T {
    let reads = this.facts.get(name);
    if (reads === undefined) this.facts.set(name, (reads = []));
    for (const r of reads) if (this.same(r.text, text)) return r.value as T;
    return this.keep<unknown>(reads, text, read()) as T;
  }

  /** Keeps `value` as read from `text`: the facts of the last two texts (the note and its calmed copy). */
  private keep<T>(reads: Read<T>[], text: string, value: T): T {
    if (reads.length >= 2) reads.shift();
    reads.push({ text, value });
    return value;
  }
}

const BLANK_DIGIT = /[ \t]\d/g;

/**
 * Where a blank (space, tab) stands before an ASCII digit, in order: found by a search for the two, which the pattern
 * engine runs several times faster than a walk reading each code unit. No two matches overlap (a blank is no digit).
 */
export function blankDigitsOf(text: string): number[] {
  const at: number[] = [];
  BLANK_DIGIT.lastIndex = 0;
  for (let m = BLANK_DIGIT.exec(text); m !== null; m = BLANK_DIGIT.exec(text)) at.push(m.index);
  BLANK_DIGIT.lastIndex = 0;
  return at;
}

/** `TextMemo.lineStarts`, read: the breaks are found by `indexOf`, the rare ones only in a note that holds one. */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  if (text.indexOf('\r') < 0 && text.indexOf('\u2028') < 0 && text.indexOf('\u2029') < 0) {
    for (let p = text.indexOf('\n'); p >= 0; p = text.indexOf('\n', p + 1)) starts.push(p + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) starts.push(i + 1);
  }
  return starts;
}

/**
 * The capital starts of a note's calmed copy, from the note's: the copy lower-cases the ASCII capitals of its shouting
 * lines and changes nothing else. Such a capital no longer starts a word there; every other start stays one, as what
 * comes before it is still a letter where it was one (a small letter glues a capital as a capital does) and is
 * otherwise unchanged.
 */
function calmedStarts(note: CapitalStarts, text: string, shouting: readonly number[]): CapitalStarts {
  const kept = (starts: readonly number[]): number[] => {
    const out: number[] = [];
    let k = 0;
    for (const p of starts) {
      while (k < shouting.length && shouting[k + 1]! <= p) k += 2;
      const c = text.charCodeAt(p);
      if (k < shouting.length && shouting[k]! <= p && c >= 65 && c <= 90) continue;
      out.push(p);
    }
    return out;
  };
  return { words: kept(note.words), runs: kept(note.runs) };
}
