// allMatches finds what `[...text.matchAll(re)]` finds, leaves `re` as it was, and refuses what matchAll refuses.
import { strict as assert } from 'node:assert';
import { allMatches } from '../../../../src/engine/phi/core/all-matches';
import { matchTuples, randomText } from './random-text';

const PATTERNS = [/\d+/g, /\b[A-Z][a-z]*/g, /x*/g, /(?:)/gu, /\p{Lu}?/gu, /(a)|(b)/g, /(?<word>\p{L}+)/gu, /\d{2}(?=-)/dg, /\s*/gy, /[\s\S]?/gu, /(?<=,)[ ]?/g];
const PIECES = ['a', 'b', 'Ann', ' ', ',', '12', '-', 'x', '\n', '😀', '\ud83d', '\ude00', 'É', ''];

describe('PHI engine core: allMatches', () => {
  it('finds the matches of matchAll, groups and indices included, on 3,000 random texts per pattern', () => {
    for (const re of PATTERNS) {
      for (let seed = 1; seed <= 3_000; seed++) {
        const text = randomText(PIECES, seed, seed % 25);
        const want = [...text.matchAll(re)];
        const got = allMatches(text, re);
        assert.deepEqual(matchTuples(got), matchTuples(want), `${String(re)} ${JSON.stringify(text)}`);
        assert.deepEqual(got.map((m) => [m.groups, m.indices]), want.map((m) => [m.groups, m.indices]));
        assert.equal(re.lastIndex, 0);
      }
    }
  });

  it('starts where lastIndex stands, as matchAll does, and leaves it there', () => {
    const re = /\d/g;
    re.lastIndex = 3;
    const want = matchTuples('1 2 3 4'.matchAll(re));
    assert.deepEqual(matchTuples(allMatches('1 2 3 4', re)), want);
    assert.equal(re.lastIndex, 3);
  });

  it('refuses a pattern without the g flag', () => {
    assert.throws(() => allMatches('a', /a/), TypeError);
  });
});
