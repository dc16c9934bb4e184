// Patterns rewritten without the `i` flag (V8 scans them faster) must find exactly what the `iu` form found:
// compared on random texts built from the pieces that tell them apart (letter cases, "ſ" and the Kelvin sign,
// which `iu` reads as "s" and "k" and as word characters, U+0345, which folds to a letter, an astral letter).
import { strict as assert } from 'node:assert';
import { COUNTRY_CUE } from '../../../../src/engine/phi/rules/place-cues';
import { matchTuples, randomText } from './random-text';

const PAIRS: readonly { readonly name: string; readonly before: RegExp; readonly after: RegExp }[] = [
  {
    name: 'country cue',
    before: /\b(?:in|from|to|visiting|visited|of)[ \t]{1,2}([\p{L}][\p{L}'’-]{2,20}(?:[ \t][\p{L}][\p{L}'’-]{1,20}){0,2})/giu,
    after: COUNTRY_CUE,
  },
];

const PIECES = ['in', 'IN', 'In', 'iN', 'from', 'FROM', 'fRoM', 'to', 'TO', 'visiting', 'VISITED', 'viſiting', 'viſited', 'of', 'OF',
  ' ', '\t', '  ', 'Peru', 'peru', 'ſ', 'K', 'k', '\u0345', "'", '’', '-', 'x', '1', '_', 'é', 'Ä', '\u{1D400}', 'ab', '\n', 'a'];


describe('PHI engine: patterns written without the i flag find what the iu form finds', () => {
  for (const pair of PAIRS) {
    it(`${pair.name}: same matches on 5,000 random texts`, () => {
      for (let seed = 1; seed <= 5_000; seed++) {
        const text = randomText(PIECES, seed, 1 + (seed % 30));
        assert.deepEqual(matchTuples(text.matchAll(pair.after)), matchTuples(text.matchAll(pair.before)), JSON.stringify(text));
      }
    });
  }

  it('hand-written cases', () => {
    const text = 'flew IN FROM Peru; visiting Viet Nam, ſin Chad, from\u0345xyz, 4in Peru';
    assert.deepEqual(matchTuples(text.matchAll(COUNTRY_CUE)), matchTuples(text.matchAll(PAIRS[0]!.before)));
    assert.equal([...text.matchAll(COUNTRY_CUE)].length, 2);
  });
});
