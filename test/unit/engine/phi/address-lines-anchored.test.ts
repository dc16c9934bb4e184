// The block patterns of rules/address-lines.ts (a numbered street before a unit, the town after it) are tried only
// near the unit words and their numbers, and the postcode only at a blank before a digit: each finds what its whole
// pattern's global search finds on random texts made of the pieces the patterns read.
import { strict as assert } from 'node:assert';
import { ADDRESS_LINE_SEARCHES, cuedAddresses, numberedUnits, postcodes, unitTails } from '../../../../src/engine/phi/rules/address-lines';
import { GateWords } from '../../../../src/engine/phi/core/word-gate';
import { matchTuples, randomText } from './random-text';

const { NUMBERED_UNIT, UNIT_TAIL, UNIT_NUMBER, POSTCODE, CUED } = ADDRESS_LINE_SEARCHES;

const PIECES = ['Apt', 'Apt.', 'Apartment', 'Suite', 'Ste', 'Stent', 'Paste', 'APT', ' #', '#', '12', '3536', '20789', '8', '595', '1659', '53650', '1234-567',
  'Hovedgade', 'Oak', 'St', 'Rua', 'Nova', 'de', 'van', 'ul.', 'tér', 'Oulu', 'Finland', 'South', 'Africa', 'oak', 'Żółw', '𝐀bc', 'é',
  ' ', ' ', ' ', '  ', '\t', '\n', '\r\n', '\n\n', '\r', ',', '.', '>', '???', '-', 'x', 'A', '5A', '\u2028',
  '20789 Hovedgade 46 Suite 501', '3536 1659 Oak St Apt. 839', ' Apt. 595 Oulu Finland 53650', '12 Rua Nova 40,\nSte 4', '\n> Apt 7\n',
  '20789 Hovedgade 46', '1 Oak 2', '\n \n', ' ,\r\n > \n', 'Ste 4', 'Suite #9', '12 Rua Nova 40\n\nApt 5', '12 Oak 40 ,\n\n >Ste 6 Oulu'];

describe('PHI engine rules: address lines tried only near a unit and its number', () => {
  const units = (text: string): RegExpExecArray[] => [...text.matchAll(UNIT_NUMBER)];
  const cases: readonly [string, RegExp, (text: string) => RegExpExecArray[]][] = [
    ['NUMBERED_UNIT', NUMBERED_UNIT, (text) => numberedUnits(text, units(text))],
    ['UNIT_TAIL', UNIT_TAIL, (text) => unitTails(text, units(text))],
    ['POSTCODE', POSTCODE, postcodes],
  ];
  for (const [name, pattern, search] of cases) {
    it(`${name}: same matches as the whole pattern on 5,000 random texts`, () => {
      let matches = 0;
      for (let seed = 1; seed <= 5_000; seed++) {
        const text = randomText(PIECES, seed, 1 + (seed % 60));
        const found = matchTuples(search(text));
        assert.deepEqual(found, matchTuples(text.matchAll(pattern)), JSON.stringify(text));
        matches += found.length;
      }
      assert.ok(matches > 100, `${matches} matches`);
    });
  }

  // The cued address is tried only at a cue word with a digit after it (blanks, colons, "is", "at", "to", "on" between).
  it('CUED: same matches as the whole pattern on 5,000 random texts', () => {
    const pieces = ['is', 'IS', 'island', 'lives', 'live', 'living', 'resides', 'located', 'office', 'moved', 'address', 'address is', 'at', 'to', 'on', 'ont',
      ' ', '  ', '\t', ':', ' :', '\n', ',', '.', '255', '12', '4', 'Hersnapvej', 'Rua', 'Nova', 'Odense', 'C', '18', 'x', 'é', '𝐀', 'ſ',
      'lives at 255 Hersnapvej 18, Odense C', 'address: 0304 Rua Nova 468, Braga', ' is 12 Oak 4.', 'address is at 5 Rua 6'];
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(pieces, seed, 1 + (seed % 40));
      const found = matchTuples(cuedAddresses(text, new GateWords(text)));
      assert.deepEqual(found, matchTuples(text.matchAll(CUED)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 100, `${matches} matches`);
  });
});
