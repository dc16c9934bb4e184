// Whether a match's line is written wholly in capitals, for rules that read a name differently there (no capital sets
// it apart). Their matches come in document order, so each line is read once however many matches it holds: reading
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
