// Whether a match's line is written wholly in capitals, or in sentence case, for rules that read a name differently
// there (no capital sets it apart, or small letters there are no name). Their matches come in document order, so each line is read once however many matches it holds: reading
// the line again at every match was quadratic on one long line of them.

/**
 * Asked with offsets that never go back: whether the line holding `at` has no small letter in its first `max`
 * characters (its whole length by default).
 */
export function capitalsLines(text: string, max = Number.POSITIVE_INFINITY): (at: number) => boolean {
  let lineTo = -1;
  let capitals = false;
  return (at) => {
    if (at >= lineTo) {
      const from = text.lastIndexOf('\n', at) + 1;
      const lineEnd = text.indexOf('\n', at);
      lineTo = lineEnd < 0 ? text.length : lineEnd;
      capitals = !/\p{Ll}/u.test(text.slice(from, Math.min(lineTo, from + max)));
    }
    return capitals;
  };
}

/**
 * Whether the line around `at`, read at most `before` characters back and `after` ahead, holds a word in Title case:
 * a sentence-case line, where a name is written with capitals, not a line typed all in small letters or in capitals.
 */
export function sentenceCaseAround(text: string, at: number, before: number, after: number): boolean {
  const back = text.slice(Math.max(0, at - before), at);
  const ahead = text.slice(at, at + after);
  const nl = ahead.indexOf('\n');
  const line = back.slice(back.lastIndexOf('\n') + 1) + (nl < 0 ? ahead : ahead.slice(0, nl));
  return /(?<![\p{L}])\p{Lu}\p{Ll}/u.test(line);
}
