// The city before an address comma, read in place: the length CITY_BEFORE's group gives on the 40 code units before
// the comma, at every comma of random texts (ASCII and not).
import { strict as assert } from 'node:assert';
import { CITY_BEFORE, cityBeforeComma } from '../../../../src/engine/phi/rules/locations';
import { randomText } from './random-text';

const byPattern = (text: string, comma: number): number => {
  const m = CITY_BEFORE.exec(text.slice(Math.max(0, comma - 40), comma));
  return m === null ? -1 : m[1]!.length;
};

describe('PHI engine: the city words before a comma', () => {
  it('as CITY_BEFORE finds them, at every position of 5,000 random texts', () => {
    const PIECES = ['Boston', 'New', 'York', 'Salt Lake City', 'Winston-Salem', "O'Fallon", 'St.', 'McDonald', 'Ab', 'A', 'B-', '-C', ' ', '  ', '\t', ',', ', ',
      'lives in ', 'x', 'abc', '5', '.', "'", '’', 'É', 'Élodie', 'é', '\u{1D400}', '\n', 'Abcdefghijklmnopqrstuvwxyz'];
    let found = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 20));
      for (let comma = 0; comma <= text.length; comma++) {
        const want = byPattern(text, comma);
        assert.equal(cityBeforeComma(text, comma), want, `${JSON.stringify(text)} before ${comma}`);
        if (want > 0) found++;
      }
    }
    assert.ok(found > 10_000, `${found} cities`);
  });
});
