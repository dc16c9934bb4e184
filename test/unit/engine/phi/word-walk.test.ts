// wordsAt is the walk the employer after a job and the shop after "owns" share: its bounds (words, blanks, a closing
// full stop, a trailing "of"/"and"/"&", the words that end a name) decide where both names stop.
import { strict as assert } from 'node:assert';
import { sticky } from '../../../../src/engine/phi/core/scan';
import { wordsAt } from '../../../../src/engine/phi/core/word-walk';

const NAME = sticky(/(?:\p{Lu}[\p{L}'’&.-]{0,24}|&)/u);
const ANY = sticky(/(?:[\p{L}\d][\p{L}\d'’-]{0,24}|&)/u);
const texts = (text: string, at: number, word: RegExp, max: number, until?: ReadonlySet<string>): string[] =>
  wordsAt(text, at, word, max, until).map((w) => w.text);

describe('PHI engine core: wordsAt', () => {
  it('reads words one or two blanks apart, up to its maximum, with their ends', () => {
    const text = 'at Acme  Rope Works Ltd Inc Co';
    assert.deepEqual(wordsAt(text, 3, NAME, 3), [
      { text: 'Acme', end: 7 },
      { text: 'Rope', end: 13 },
      { text: 'Works', end: 19 },
    ]);
    assert.deepEqual(texts('Acme   Rope', 0, NAME, 5), ['Acme']);
  });
  it('takes a lower-case "of" or "and" inside a name, and drops one left at its end', () => {
    assert.deepEqual(texts('Bank of Tarrow', 0, NAME, 5), ['Bank', 'of', 'Tarrow']);
    assert.deepEqual(texts('Bank of 12', 0, NAME, 5), ['Bank']);
    assert.deepEqual(texts('Ferris & doane', 0, NAME, 5), ['Ferris']);
  });
  it('ends at a closing full stop, but not at an initial or a firm\'s abbreviation', () => {
    assert.deepEqual(texts('Acme Ltd. Tarrow', 0, NAME, 5), ['Acme', 'Ltd.', 'Tarrow']);
    assert.deepEqual(texts('Acme Rope. Tarrow', 0, NAME, 5), ['Acme', 'Rope']);
  });
  it('stops before a word of `until`, in any letter case', () => {
    assert.deepEqual(texts('blue heron grill IN dunmore', 0, ANY, 5, new Set(['in'])), ['blue', 'heron', 'grill']);
    assert.deepEqual(texts('golden & in town', 0, ANY, 5, new Set(['in'])), ['golden']);
  });
  it('is the same walk on every call: nothing is kept from the last one', () => {
    assert.deepEqual(texts('x Acme Rope', 2, NAME, 5), ['Acme', 'Rope']);
    assert.deepEqual(texts('x Acme Rope', 2, NAME, 5), ['Acme', 'Rope']);
  });
});
