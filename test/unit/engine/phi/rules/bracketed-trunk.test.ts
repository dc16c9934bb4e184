// Per-rule tests of contact.phone-shapes' bracketed trunk codes (src/engine/phi/rules/phone-shapes.ts, fix16d): an
// Australian landline with its two-digit code in brackets after a letterhead's one-letter label or none, a British
// code in brackets, and the bracketed numbers that are no phone. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, notBy } = ruleChecks(identifyPhi);

describe('rule contact.phone-shapes (bracketed trunk codes)', () => {
  it('finds an Australian letterhead\'s phone and fax after one-letter labels', () => {
    finds('Riverside Rheumatology\nP (07) 5512 3340  F (07) 5512 3341\n1 December 2026', 'PHONE:(07) 5512 3340', 'contact.phone-shapes');
    finds('Riverside Rheumatology\nP (07) 5512 3340  F (07) 5512 3341\n1 December 2026', 'PHONE:(07) 5512 3341', 'contact.phone-shapes');
  });
  it('finds a number reached through a clinic, and a British code in brackets', () => {
    finds('Next of kin: aunt, ph via the community clinic (08) 9022 4417.', 'PHONE:(08) 9022 4417', 'contact.phone-shapes');
    finds('Please ring the unit on (01392) 555 410.', 'PHONE:(01392) 555 410', 'contact.phone-shapes');
  });
  it('leaves a bracketed count, a code with too few digits and a year range alone', () => {
    notBy('Lesions (08) noted on the left, 1200 cells.', 'contact.phone-shapes');
    notBy('Bay (02) 123 45 beds', 'contact.phone-shapes');
    notBy('Admissions (2019) 2020 2021 reviewed', 'contact.phone-shapes');
  });
});
