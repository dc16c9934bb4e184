// Per-rule tests of two number shapes widened in fix15d: Alberta's personal health number (unique lifetime identifier)
// written five and four after its label (identifier.registration), and Quebec's French extension after "poste"
// (contact.phone-shapes). Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, notBy } = ruleChecks(identifyPhi);

describe('rule identifier.registration, Alberta\'s health number five and four', () => {
  it('finds the number after PHN, ab phn or ULI, in any letter case', () => {
    finds('Pt: Roe, Ann   ULI: 12345-6789\nDate: today', 'HEALTHPLAN:12345-6789', 'identifier.registration');
    finds('pt: roe, ann   ab phn 98765-4321\n', 'HEALTHPLAN:98765-4321', 'identifier.registration');
    finds('Pt: Roe, Ann  PHN 55512-0042  MRN 1234', 'HEALTHPLAN:55512-0042', 'identifier.registration');
  });
  it('leaves post-herpetic neuralgia, a ZIP+4 and another shape after the label alone', () => {
    notBy('hx of PHN since 2019, gabapentin helps. Mailing zip 60417-8832.', 'identifier.registration');
    notBy('ULI: pending. PHN 12345-67890.', 'identifier.registration');
  });
});

describe('rule contact.phone-shapes, a French extension after "poste"', () => {
  it('finds the extension after a phone or a signature', () => {
    finds('tél. 514 555-0199 poste 2207', 'PHONE:2207', 'contact.phone-shapes');
    finds('Ann Roe, T.S. - poste 44185', 'PHONE:44185', 'contact.phone-shapes');
  });
  it('leaves a work station, a short number and a date after "poste" alone', () => {
    notBy('poste de travail 2; poste 12; poste 2026-01-04.', 'contact.phone-shapes');
  });
});
