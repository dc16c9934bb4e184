// The engine's one test for a "shouting" line: a line written mostly in capitals, where a capital says nothing
// of a name. The pipeline lower-cases those lines for the case-insensitive rules (core/pipeline.ts, `calmLines`),
// the case restorer reads them as caseless (core/case-restore.ts), and the review queue takes no capital there as
// evidence (review/rule.ts, `shoutingLines`): all three ask the lines found here.

/**
 * A line of `upper` ASCII capitals and `lower` ASCII small letters, `titled` of its words in Title case (a capital and
 * three small letters or more: "Wellsvale", "Hollow"), is shouting: long lines only, so a short ALL-CAPS header ("NAME:
 * ROE, JANE") keeps its capitals for the header rules; and none that carries a Title-case word among its capitals
 * (a letterhead's name in capitals, its address in Title case: "BEAR HOLLOW PEDIATRICS · 1140 N 400 E, Wellsvale, UT"),
 * whose capitals are the writer's choice for a name and whose Title case still tells a name from the words around it.
 */
export function shoutingLine(upper: number, lower: number, titled = 0): boolean {
  return upper >= 24 && upper > 3 * lower && titled === 0;
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
  let titled = 0;
  // The run of ASCII letters being read: its length, and whether it is a capital and small letters so far.
  let run = 0;
  let title = false;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 10;
    if (c >= 65 && c <= 90) {
      upper++;
      title = run === 0;
      run++;
      continue;
    }
    if (c >= 97 && c <= 122) {
      lower++;
      run++;
      continue;
    }
    if (title && run >= 4) titled++;
    run = 0;
    title = false;
    if (c === 10) {
      if (shoutingLine(upper, lower, titled)) spans.push(lineStart, i);
      lineStart = i + 1;
      upper = 0;
      lower = 0;
      titled = 0;
    }
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
