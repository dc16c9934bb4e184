// Per-rule tests of facility.own-initials (src/engine/phi/rules/hospital-initials.ts): a hospital's initials where
// the note names the hospital in full, the first letters of its name's words in one letter case, with initials of no
// hospital the note names, English and clinical words, codes and a name's own words as hard negatives. Invented
// examples, none from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

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
