// Patterns whose leading Unicode look-behind was tried at every position of a note now search for their body and test
// the look-behind only where it matches (core/lookbehind.ts, `matchAllBehind`): each finds what its whole pattern
// finds on random texts made of the pieces the patterns read.
import { strict as assert } from 'node:assert';
import { matchAllBehind, NOT_AFTER_LETTER } from '../../../../src/engine/phi/core/lookbehind';
import { KIND, KIND_BODY } from '../../../../src/engine/phi/rules/caseless-care-homes';
import { FORM, FORM_BODY } from '../../../../src/engine/phi/rules/family-firms';
import { matchTuples, randomText } from './random-text';

const PIECES = ['&', 'and', 'And', 'AND', 'Sons', 'Son', 'SONS', 'sons', 'Bros', 'Bros.', 'BROS', 'bros.', 'Brothers', 'BROTHERS', 'brothers',
  'rest', 'home', 'nursing', 'center', 'centre', 'ltac', 'ltach', 'skilled', 'facility', 'assisted', 'living', 'care', 'rehab', 'rehabilitation',
  'retirement', ' ', '  ', '   ', '\t', '\n', '-', "'", 'x', 'é', 'Ž', '𝐀', '5', '.', ',',
  'Doyle & Sons', 'x bros produce', 'from x y rest home', 'care center', 'rehabilitation centre'];

describe('PHI engine rules: look-behinds tested only where the body matches', () => {
  const cases: readonly [string, RegExp, RegExp, RegExp][] = [
    ['family-firms FORM', FORM, NOT_AFTER_LETTER, FORM_BODY],
    ['caseless-care-homes KIND', KIND, NOT_AFTER_LETTER, KIND_BODY],
  ];
  for (const [name, whole, behind, body] of cases) {
    it(`${name}: the body is the pattern after its look-behind`, () => {
      assert.equal(whole.source, behind.source + body.source);
      assert.equal(body.flags, whole.flags);
    });
    it(`${name}: same matches as the whole pattern on 5,000 random texts`, () => {
      let matches = 0;
      for (let seed = 1; seed <= 5_000; seed++) {
        const text = randomText(PIECES, seed, 1 + (seed % 30));
        const found = matchTuples(matchAllBehind(text, behind, body));
        assert.deepEqual(found, matchTuples(text.matchAll(whole)), JSON.stringify(text));
        matches += found.length;
      }
      assert.ok(matches > 100, `${matches} matches`);
    });
  }
});
