// Per-rule tests of facility.own-initials (src/engine/phi/rules/hospital-initials.ts): a hospital's initials where
// the note names the hospital in full, the first letters of its name's words in one letter case, with initials of no
// hospital the note names, English and clinical words, codes and a name's own words as hard negatives. Invented
// examples, none from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';
import { initialWords, WORD } from '../../../../../src/engine/phi/rules/hospital-initials';
import { matchTuples, randomText } from '../random-text';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.own-initials') ?? [];

describe('rule facility.own-initials', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the initials of a hospital the note names in full, in lower case or capitals', () => {
    assert.deepEqual(
      byRule('adm 3/2 from quarrow flats community hospital (qfch) in tarnby w/ sepsis.\ndispo: cm to call qfch for records.\n'),
      ['HOSPITAL:qfch', 'HOSPITAL:qfch'],
    );
    assert.deepEqual(byRule('TNK AT ZELLBROOK-ARDEN MEMORIAL (ZAM) IN TARNBY, THEN FLOWN HERE.\n'), ['HOSPITAL:ZAM']);
    assert.deepEqual(
      byRule('Call from OSH hospitalist, Marrow Bend Regional Medical Center, Tarnby. MBRMC records and CT on disc with crew.\n'),
      ['HOSPITAL:MBRMC'],
    );
  });
  it('leaves initials of no named hospital, English and clinical words, codes and words written as names alone', () => {
    const negatives = [
      'adm from quarrow flats community hospital. qfc aware. ct head neg.\n',
      'Transferred from Cedar Ash Tower Hospital. CAT scan done.\n',
      'from Marrow Bend Regional Medical Center. MBRMC-12 form. Mbrmc said no.\n',
      'pt seen in clinic, ct abd pelvis (cap) done. mri brain pending.\n',
      'Marrow Bend Regional Medical Center - ID Clinic\nRe: A Roe, DOB 1/2/1970, MBRMC# U1234567\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});

describe('facility.own-initials: the wanted initials looked up, not every short word searched', () => {
  const PIECES = ['qfch', 'QFCH', 'Qfch', 'qfc', 'zam', 'ZAM', 'abcdef', 'ABCDEFG', 'xqfch', 'qfchx', 'kab', '\u212Aab', 'İ', 'é', 'éqfch', '_', '5', '-', '/', ' ', '  ', '\n',
    '.', '(', ')', 'the', 'a', 'ab'];
  const wanted = new Set(['qfch', 'zam', 'abcdef', 'kab', 'qfc']);
  it('same words as the search of every short word on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 40));
      const found = matchTuples(initialWords(text, wanted));
      const whole = matchTuples([...text.matchAll(WORD)].filter((m) => wanted.has(m[0].toLowerCase())));
      assert.deepEqual(found, whole, JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 1_000, `${matches} matches`);
  });
});
