// Random texts for the equivalence tests, where a rewritten pattern (anchored, gated, without the i flag,
// look-behind tested apart) must match exactly as the original does: texts glued from pieces that sit on the
// patterns' edges. A fixed linear congruential generator makes every run the same texts.
import { strict as assert } from 'node:assert';
import { matchAllBehind } from '../../../../src/engine/phi/core/lookbehind';

export function randomText(pieces: readonly string[], seed: number, count: number): string {
  let s = seed;
  const next = (): number => ((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length;
  let text = '';
  for (let i = 0; i < count; i++) text += pieces[next()]!;
  return text;
}

/** Each match as [index, ...groups]: a group that took no part is ''. */
export const matchTuples = (ms: Iterable<RegExpExecArray>): string[][] => [...ms].map((m) => [String(m.index), ...m.map((g) => g ?? '')]);

/**
 * The two checks of a pattern split into its leading look-behind and its body (core/lookbehind.ts `matchAllBehind`):
 * the body is the pattern after its look-behind, with its flags, and the split finds what the whole pattern finds on
 * 5,000 random texts of `pieces` (more than 100 matches in all, so that the texts reach the pattern).
 */
export function itSplitsAtItsLookBehind(name: string, whole: RegExp, behind: RegExp, body: RegExp, pieces: readonly string[]): void {
  it(`${name}: the body is the pattern after its look-behind`, () => {
    assert.equal(whole.source, behind.source + body.source);
    assert.equal(body.flags, whole.flags);
  });
  it(`${name}: same matches as the whole pattern on 5,000 random texts`, () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(pieces, seed, 1 + (seed % 30));
      const found = matchTuples(matchAllBehind(text, behind, body));
      assert.deepEqual(found, matchTuples(text.matchAll(whole)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 100, `${matches} matches`);
  });
}
