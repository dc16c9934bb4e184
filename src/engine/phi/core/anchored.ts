// A pattern that starts with capitalised words and ends in a rare part ("Ann Boyd, CNA": a comma and a credential;
// "the Cedar Crest campus") is tried at every capital of the note, and each try reads a word or two before it
// fails. `matchAllBeforeAnchor` finds the rare part first (a global pattern of its own) and tries the whole
// pattern only at the positions a bounded window before each anchor.
//
// Why the matches are those of `matchAllBehind(text, behind, body)` (core/lookbehind.ts), or of `matchAll` with
// no look-behind: every match of `body` holds an anchor the anchor pattern finds, after its start and at most
// `window` code units from it (the caller's proof: the pattern's longest part before its anchor, astral letters
// counted twice). The positions tried here are therefore all that can match, and they are tried left to right,
// each once, from the end of the previous match, as the global search does; where the body matches and the
// look-behind fails, the search moves on to the next position, as it does.

import { allMatches } from './all-matches';

/** ", X": a comma, one or two blanks and a capital, the anchor of more than one pattern (core/text-memo.ts). */
export const COMMA_CAPITAL = /,[ \t]{1,2}\p{Lu}/gu;


/** Positions a `body` starting with a capital letter can start at: A-Z, or any non-ASCII code unit. */
export function mayStartCapital(text: string, s: number): boolean {
  const c = text.charCodeAt(s);
  if (c < 0x80) return c >= 65 && c <= 90;
  // Never inside a surrogate pair: a `u` pattern is only tried at code point boundaries.
  return !(c >= 0xdc00 && c <= 0xdfff && s > 0 && text.charCodeAt(s - 1) >= 0xd800 && text.charCodeAt(s - 1) <= 0xdbff);
}

/** Positions a `body` starting with a letter of any script, or with `[a-z]` under the `iu` flags ("ſ", "K"), can start at. */
export function mayStartLetter(text: string, s: number): boolean {
  const c = text.charCodeAt(s);
  if (c < 0x80) return ((c | 32) >= 97 && (c | 32) <= 122);
  return mayStartCapital(text, s);
}

/** Positions a `body` starting with an ASCII letter can start at. */
export function mayStartAsciiLetter(text: string, s: number): boolean {
  const c = text.charCodeAt(s) | 32;
  return c >= 97 && c <= 122;
}

function isLineBreak(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}

/**
 * Positions a `body` that starts at a line's start (`^` with the `m` flag) or after a sentence's end and its
 * blanks (the look-behind `(?<=[.!?]["”]?[ \t]{1,2})`) can start at: the text's start, after a line break, or
 * after one or two blanks that follow a period, "!", "?" or a quote mark. A superset (the body's own
 * look-behind decides), read from at most three code units before the position.
 */
export function mayStartSentence(text: string, s: number): boolean {
  if (s === 0) return true;
  const p = text.charCodeAt(s - 1);
  if (isLineBreak(p)) return true;
  if (p !== 32 && p !== 9) return false;
  let q = s >= 2 ? text.charCodeAt(s - 2) : -1;
  if ((q === 32 || q === 9) && s >= 3) q = text.charCodeAt(s - 3);
  return q === 46 || q === 33 || q === 63 || q === 34 || q === 0x201d;
}

/**
 * Runs a pattern opening with `(?:^|(?<=[\n…][ \t]{0,b}))[ \t]{0,a}` (the `m` flag) may start its first word at, for
 * `WordAnchor.matchAll`'s `mayMatch`: at most `blanks` (a + b) blanks before the run `p`, and before them the text's
 * start, a line break or one of the code units `marks`. A match from a run's lead blanks has its line's start or its
 * mark before all of them, so this reads back over at most `blanks` + 1 code units; a superset (the pattern's own
 * look-behind decides). It turns away the common first words of a greeting or a closing inside a sentence ("best",
 * "take", "love", "hi"), each tried at every lead blank before (letter-people.ts).
 */
export function opensLineOrAfter(text: string, p: number, blanks: number, marks: readonly number[]): boolean {
  let s = p;
  while (s > 0 && p - s <= blanks) {
    const c = text.charCodeAt(s - 1);
    if (c !== 32 && c !== 9) break;
    s--;
  }
  if (p - s > blanks) return false;
  if (s === 0) return true;
  const c = text.charCodeAt(s - 1);
  return isLineBreak(c) || marks.includes(c);
}

/**
 * Positions a `body` that starts at a line's start (`^` with the `m` flag) or after a quote mark (the look-behind
 * `(?<=[\n"“])`) can start at.
 */
export function mayStartLineOrQuote(text: string, s: number): boolean {
  if (s === 0) return true;
  const p = text.charCodeAt(s - 1);
  return isLineBreak(p) || p === 34 || p === 0x201c;
}

/**
 * Every match of `body` (sticky) at which `behind` (sticky, zero-width; none: always) holds, found from the
 * matches of `anchors` (global; or the matches already found, or their positions, in order), starting at most `window` code units
 * before one of them, at a position `mayStart` allows (every position where `body` can match: by default, where it
 * starts with an upper-case letter). Anchors that no match needs only add positions to try: the result is the same.
 */
export function matchAllBeforeAnchor(
  text: string,
  anchors: RegExp | readonly { readonly index: number }[],
  window: number,
  behind: RegExp | undefined,
  body: RegExp,
  mayStart: (text: string, s: number) => boolean = mayStartCapital,
): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  // The callers pass many different tests, so the call below cannot be inlined; the default one is called by name.
  const capital = mayStart === mayStartCapital;
  let from = 0;
  for (const a of anchors instanceof RegExp ? allMatches(text, anchors) : anchors) {
    const p = a.index;
    for (let s = Math.max(from, p - window); s < p; s++) {
      if (capital ? !mayStartCapital(text, s) : !mayStart(text, s)) continue;
      body.lastIndex = s;
      const m = body.exec(text);
      if (!m) continue;
      if (behind) {
        behind.lastIndex = s;
        if (!behind.test(text)) continue;
      }
      found.push(m);
      s = s + m[0].length - 1;
    }
    from = Math.max(from, p);
    // A match may end past this anchor: the next positions start after it.
    if (found.length > 0) {
      const last = found.at(-1)!;
      from = Math.max(from, last.index + last[0].length);
    }
  }
  return found;
}

/**
 * Every match of `body` (sticky; its matches are never empty) found from `anchors` (in order): tried at the positions
 * before each anchor on its line or one of the `lines` lines before it (back over at most `lines` line breaks, "\n"),
 * where `mayStart` allows. The caller proves that every match holds an anchor after its start that the anchors list,
 * with at most `lines` line breaks between; the positions are tried left to right, each once, from the end of the
 * last match, as the global search tries them (linear: the walk back stops where the search stands).
 */
export function matchAllOnLinesBefore(
  text: string,
  anchors: readonly { readonly index: number }[],
  lines: number,
  body: RegExp,
  mayStart: (text: string, s: number) => boolean,
): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let from = 0;
  for (const a of anchors) {
    const p = a.index;
    if (p <= from) continue;
    let s = p;
    for (let breaks = 0; s > from; s--) if (text.charCodeAt(s - 1) === 10 && ++breaks > lines) break;
    for (; s < p; s++) {
      if (!mayStart(text, s)) continue;
      body.lastIndex = s;
      const m = body.exec(text);
      if (m === null) continue;
      found.push(m);
      s += m[0].length - 1;
    }
    from = Math.max(s, p);
  }
  return found;
}
