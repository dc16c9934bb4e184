// `text.matchAll(re)` builds a copy of `re` at every call (through the RegExp constructor, which looks the pattern up
// by its source): about 0.3 µs for a short pattern and 1.5 µs for one of several hundred characters, and a note runs
// a hundred such searches. `allMatches` finds the same matches with `re` itself.
//
// Why they are the same: matchAll's copy starts at `re.lastIndex` and runs `exec` until it fails, moving on by one
// character (one code point with the `u` or `v` flag) after an empty match; the loop below does that on `re`, then
// puts its `lastIndex` back, as matchAll leaves `re` untouched. The matches are collected before the caller reads
// any, so a caller that uses `re` while it reads them changes nothing either (matchAll's copy is its own).

/** Every match of the global pattern `re` in `text`, as `[...text.matchAll(re)]` finds them. */
export function allMatches(text: string, re: RegExp): RegExpExecArray[] {
  if (!re.global) throw new TypeError(`allMatches needs a global pattern: /${re.source}/${re.flags}`);
  const saved = re.lastIndex;
  const found: RegExpExecArray[] = [];
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    found.push(m);
    if (m[0].length === 0) re.lastIndex = nextIndex(text, re.lastIndex, re.unicode || re.flags.includes('v'));
  }
  re.lastIndex = saved;
  return found;
}

/**
 * The matches of a global pattern whose every match starts with the code unit `first` (a literal in no letter case,
 * such as "," or ":"), as `allMatches` finds them, tried (`sticky`: the pattern with `y` for `g`) only where `first`
 * stands and `mayMatch` allows. A search for one code unit (`indexOf`) reads a note several times faster than a
 * pattern's own search does on the two-byte text most notes are (a typographic apostrophe makes one).
 *
 * Why they are the same: from `lastIndex` the global search finds the leftmost position where the pattern matches,
 * which holds `first`; the positions of `first` are tried here left to right from the end of the last match, each
 * as the global search tries it, and `mayMatch` (a cheap test of what follows; the caller proves it) turns away only
 * positions where no match starts. A match holds `first`, so none is empty; `first` is never half of a surrogate pair.
 */
export function allMatchesFrom(text: string, sticky: RegExp, first: string, mayMatch?: (text: string, p: number) => boolean): RegExpExecArray[] {
  if (!sticky.sticky || sticky.global) throw new TypeError(`allMatchesFrom needs a sticky pattern: /${sticky.source}/${sticky.flags}`);
  const found: RegExpExecArray[] = [];
  for (let p = text.indexOf(first); p >= 0; p = text.indexOf(first, p + 1)) {
    if (mayMatch !== undefined && !mayMatch(text, p)) continue;
    sticky.lastIndex = p;
    const m = sticky.exec(text);
    if (m === null) continue;
    found.push(m);
    p += m[0].length - 1;
  }
  return found;
}

/**
 * The matches of a global pattern every match of which starts at one of `starts` (ascending: a line's start, for a
 * pattern opening with `^` under the `m` flag; core/text-memo.ts, `lineStarts`), as `allMatches` finds them, tried
 * (`sticky`: the pattern with `y` for `g`) only there. Why they are the same: from `lastIndex` the global search finds
 * the leftmost position where the pattern matches, which is one of `starts`; they are tried left to right from the
 * end of the last match (one past an empty one), each as the global search tries it. No start is inside a surrogate
 * pair, so a `u` pattern's step over a code point changes nothing. Linear: each start is tried once.
 */
export function allMatchesAt(text: string, sticky: RegExp, starts: readonly number[]): RegExpExecArray[] {
  if (!sticky.sticky || sticky.global) throw new TypeError(`allMatchesAt needs a sticky pattern: /${sticky.source}/${sticky.flags}`);
  const found: RegExpExecArray[] = [];
  let from = 0;
  for (let k = 0; k < starts.length; k++) {
    const p = starts[k]!;
    if (p < from) continue;
    sticky.lastIndex = p;
    const m = sticky.exec(text);
    if (m === null) continue;
    found.push(m);
    from = p + Math.max(1, m[0].length);
  }
  return found;
}

/**
 * The matches of a global pattern every match of which opens with one or two blanks (space, tab) and then the code unit
 * `first` (a literal in no letter case, no blank, as "(" in `[ \t]{1,2}\(`), as `allMatches` finds them: `allMatchesAt`
 * at the one or two blanks before each `first` (`indexOf`), not at every blank of the note. A match holding `first` at q
 * starts at q - 2 or q - 1, on a blank, so these are all the starts a match may have. Linear: each position is listed once.
 */
export function allMatchesBlankBefore(text: string, sticky: RegExp, first: string): RegExpExecArray[] {
  const starts: number[] = [];
  for (let q = text.indexOf(first, 1); q >= 0; q = text.indexOf(first, q + 1)) {
    for (let s = Math.max(0, q - 2, (starts.at(-1) ?? -1) + 1); s < q; s++) {
      const c = text.charCodeAt(s);
      if (c === 32 || c === 9) starts.push(s);
    }
  }
  return allMatchesAt(text, sticky, starts);
}

/** `re` (global) as a sticky pattern, for `allMatchesFrom` and `allMatchesAt`. */
export function stickyOf(re: RegExp): RegExp {
  return new RegExp(re.source, re.flags.replace('g', '') + 'y');
}

/** The position after the one at `index`: a surrogate pair counts as one where the pattern reads code points. */
function nextIndex(text: string, index: number, codePoints: boolean): number {
  if (!codePoints || index + 1 >= text.length) return index + 1;
  const c = text.charCodeAt(index);
  const d = text.charCodeAt(index + 1);
  return c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff ? index + 2 : index + 1;
}
