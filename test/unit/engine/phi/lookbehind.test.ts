// matchAllBehind (core/lookbehind.ts) must find exactly what one pattern starting with the look-behind finds:
// compared on random texts built from the pieces those patterns care about (capitals, lower-case and accented
// letters, street words, blanks, digits, an astral letter), and on hand-written cases.
import { strict as assert } from 'node:assert';
import { matchAllBehind } from '../../../../src/engine/phi/core/lookbehind';
import { SELF, SELF_BEHIND } from '../../../../src/engine/phi/rules/letter-people';
import { randomText } from './random-text';

type Pair = { readonly name: string; readonly one: RegExp; readonly behind: RegExp; readonly body: RegExp };

const PAIRS: readonly Pair[] = [
  {
    name: 'capitalised name before a street word',
    one: /(?<=\p{Lu}\p{Ll}{1,20})(?:vej|gade|gatan|gata|tie|weg|väg|vägen)[ \t]{1,2}\d{1,4}[A-Za-z]?(?![\d/.:])/gu,
    behind: /(?<=\p{Lu}\p{Ll}{1,20})/uy,
    body: /(?:vej|gade|gatan|gata|tie|weg|väg|vägen)[ \t]{1,2}\d{1,4}[A-Za-z]?(?![\d/.:])/gu,
  },
  {
    name: 'name and blank before a stage',
    one: /(?<=\p{Lu}\p{Ll}{3,20}[ \t]{1,2})\d(?:st|nd|rd|th)[ \t](?:Stage|Phase)\b/gu,
    behind: /(?<=\p{Lu}\p{Ll}{3,20}[ \t]{1,2})/uy,
    body: /\d(?:st|nd|rd|th)[ \t](?:Stage|Phase)\b/gu,
  },
  {
    name: 'negative look-behind, overlapping bodies',
    one: /(?<![\p{L}\d])a+b?/gu,
    behind: /(?<![\p{L}\d])/uy,
    body: /a+b?/gu,
  },
  {
    name: 'look-behind that fails where the body starts and holds inside it',
    one: /(?<=b)b+a?/gu,
    behind: /(?<=b)/uy,
    body: /b+a?/gu,
  },
  {
    name: 'empty matches',
    one: /(?<=a)b*/gu,
    behind: /(?<=a)/uy,
    body: /b*/gu,
  },
];

const PIECES = ['Lin', 'Ost', 'de', 'vej', 'gata', 'gatan', 'tie', 'väg', 'en', 'weg', ' ', '\t', '  ', '4', '12', '2nd', ' Stage', ' Phase',
  'Äbc', 'x', 'a', 'b', 'ab', '/', '.', '\u{1D400}', '\u{1D41A}', 'Q', '1'];

const asTuples = (ms: Iterable<RegExpExecArray>): [number, string][] => [...ms].map((m) => [m.index, m[0]]);

describe('PHI engine core: matchAllBehind finds what the look-behind pattern finds', () => {
  it('person.self-introduction: the same matches as its one pattern on 3,000 random texts', () => {
    const one = new RegExp(`${SELF_BEHIND.source}${SELF.source}`, 'giu');
    const pieces = ["I'm", 'i’m', 'I am', 'this is', 'This is', 'call me', 'Ann', 'Lee', 'xI', 'é', ' ', '\t', '  ', 'B.', '.', '\n', "'", '-', 'K', '\u{1D400}'];
    let matches = 0;
    for (let seed = 1; seed <= 3_000; seed++) {
      const text = randomText(pieces, seed, 1 + (seed % 20));
      const expected = asTuples(text.matchAll(one));
      matches += expected.length;
      assert.deepEqual(asTuples(matchAllBehind(text, SELF_BEHIND, SELF)), expected, JSON.stringify(text));
    }
    assert.ok(matches > 200, `${matches} matches`);
  });


  for (const pair of PAIRS) {
    it(`${pair.name}: same matches on 3,000 random texts`, () => {
      for (let seed = 1; seed <= 3_000; seed++) {
        const text = randomText(PIECES, seed, 1 + (seed % 40));
        assert.deepEqual(asTuples(matchAllBehind(text, pair.behind, pair.body)), asTuples(text.matchAll(pair.one)), JSON.stringify(text));
      }
    });
  }

  it('hand-written cases', () => {
    const [street, stage] = PAIRS;
    assert.deepEqual(asTuples(matchAllBehind('Lindevej 32 and lindevej 4, Ostgatan 4', street!.behind, street!.body)), [[5, 'vej 32'], [31, 'gatan 4']]);
    assert.deepEqual(asTuples(matchAllBehind('Vijayanagar 2nd Stage, abcd 3rd Stage', stage!.behind, stage!.body)), [[12, '2nd Stage']]);
    assert.deepEqual(asTuples(matchAllBehind('', street!.behind, street!.body)), []);
  });
});
