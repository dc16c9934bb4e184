// codeAt replaces charCodeAt where a scan reads one past either end of the note: the findings stay the same only if
// -1 answers every test the callers put to it as NaN did. The tests below are the kinds the callers use.
import { strict as assert } from 'node:assert';
import { codeAt, isLowerCode, isSpace, isUpperCode, isWordCode } from '../../../../src/engine/phi/core/scan';

const TESTS: readonly [string, (c: number) => boolean][] = [
  ['=== a code', (c) => c === 41 || c === 46 || c === 32 || c === 9 || c === 37],
  ['!== a code', (c) => c !== 32 && c !== 9],
  ['a range', (c) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)],
  ['a range after | 32', (c) => (c | 32) >= 97 && (c | 32) <= 122],
  ['isSpace', isSpace],
  ['isUpperCode', isUpperCode],
  ['isLowerCode', isLowerCode],
  ['isWordCode', isWordCode],
];

describe('PHI engine core: codeAt', () => {
  it('reads the code unit inside the text', () => {
    assert.equal(codeAt('Ab )', 0), 65);
    assert.equal(codeAt('Ab )', 3), 41);
  });

  it('answers -1 before the start and at or past the end', () => {
    for (const i of [-3, -1, 4, 5]) assert.equal(codeAt('Ab )', i), -1);
    assert.equal(codeAt('', 0), -1);
  });

  it('-1 answers each test the callers make as the NaN of charCodeAt did', () => {
    for (const [name, test] of TESTS) assert.equal(test(codeAt('ab', 2)), test('ab'.charCodeAt(2)), name);
  });
});
