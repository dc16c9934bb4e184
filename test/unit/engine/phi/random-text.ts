// Random texts for the equivalence tests, where a rewritten pattern (anchored, gated, without the i flag,
// look-behind tested apart) must match exactly as the original does: texts glued from pieces that sit on the
// patterns' edges. A fixed linear congruential generator makes every run the same texts.
export function randomText(pieces: readonly string[], seed: number, count: number): string {
  let s = seed;
  const next = (): number => ((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length;
  let text = '';
  for (let i = 0; i < count; i++) text += pieces[next()]!;
  return text;
}

/** Each match as [index, ...groups]: a group that took no part is ''. */
export const matchTuples = (ms: Iterable<RegExpExecArray>): string[][] => [...ms].map((m) => [String(m.index), ...m.map((g) => g ?? '')]);
