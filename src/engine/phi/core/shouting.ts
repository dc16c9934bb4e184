// The engine's one test for a "shouting" line: a line written mostly in capitals, where a capital says nothing
// of a name. The pipeline lower-cases those lines for the case-insensitive rules (core/pipeline.ts, `calmLines`),
// the case restorer reads them as caseless (core/case-restore.ts), and the review queue takes no capital there as
// evidence (review/rule.ts, `shoutingLines`): all three ask the lines found here.

/**
 * A line of `upper` ASCII capitals and `lower` ASCII small letters is shouting: long lines only, so a short ALL-CAPS
 * header ("NAME: ROE, JANE") keeps its capitals for the header rules.
 */
export function shoutingLine(upper: number, lower: number): boolean {
  return upper >= 24 && upper > 3 * lower;
}

/**
 * The shouting lines of `text`: the start and end of each (the end at its line break or the text's end), in order.
 * One pass over the text.
 */
export function shoutingSpans(text: string): number[] {
  const spans: number[] = [];
  const n = text.length;
  let lineStart = 0;
  let upper = 0;
  let lower = 0;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 10;
    if (c === 10) {
      if (shoutingLine(upper, lower)) spans.push(lineStart, i);
      lineStart = i + 1;
      upper = 0;
      lower = 0;
    } else if (c >= 65 && c <= 90) upper++;
    else if (c >= 97 && c <= 122) lower++;
  }
  return spans;
}

/**
 * A look-up of `spans` (`shoutingSpans`): true when the offset is on a shouting line (its line break included), by
 * binary search.
 */
export function shoutingAt(spans: readonly number[]): (offset: number) => boolean {
  return (offset) => {
    let lo = 0;
    let hi = spans.length / 2 - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (spans[2 * mid + 1]! < offset) lo = mid + 1;
      else if (spans[2 * mid]! > offset) hi = mid - 1;
      else return true;
    }
    return false;
  };
}
