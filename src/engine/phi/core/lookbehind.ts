// Patterns that start with a look-behind are tried at every position of the note, and each try runs the
// look-behind backwards over up to twenty letters. `matchAllBehind` finds the same matches from the rarer part
// instead: it searches for the body alone and tests the look-behind only where the body matches.
//
// Why the matches are the same as those of one pattern `(?<=B)X` (or `(?<!B)X`) with the global flag: the
// look-behind is a zero-width assertion on the text before the position and does not change what X matches
// there. The one pattern tries positions left to right; at a position where X does not match it fails whatever
// the look-behind says, so skipping to X's next match skips only failures. Where X matches and the look-behind
// fails, the one pattern moves on by one character (one code point with the `u` flag); so does this loop. Where
// both hold, the match is X's, and the search goes on from its end, as `matchAll` does.

/** The look-behind most patterns open with, "no letter before", as `matchAllBehind` takes it (sticky, `u`). */
export const NOT_AFTER_LETTER = /(?<![\p{L}])/uy;

/**
 * Every match of `body` (a global pattern) in `text` at which `behind` holds. `behind` is the look-behind alone,
 * as a sticky zero-width pattern (`/(?<=\p{Lu}\p{Ll}{1,20})/uy`), with the same `u` flag as `body`.
 */
export function matchAllBehind(text: string, behind: RegExp, body: RegExp): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const unicode = body.unicode;
  body.lastIndex = 0;
  for (let m = body.exec(text); m; m = body.exec(text)) {
    const at = m.index;
    behind.lastIndex = at;
    if (behind.test(text)) {
      found.push(m);
      if (m[0].length === 0) body.lastIndex = advance(text, at, unicode);
    } else {
      body.lastIndex = advance(text, at, unicode);
    }
  }
  body.lastIndex = 0;
  return found;
}

/** The index after the character (code point with `u`) at `at`, as a global pattern moves on after a failure. */
function advance(text: string, at: number, unicode: boolean): number {
  if (!unicode || at + 1 >= text.length) return at + 1;
  const c = text.charCodeAt(at);
  if (c < 0xd800 || c > 0xdbff) return at + 1;
  const d = text.charCodeAt(at + 1);
  return d >= 0xdc00 && d <= 0xdfff ? at + 2 : at + 1;
}
