// Per-rule tests of the Indian mobile written five and five with no label (contact.phone-shapes,
// src/engine/phi/rules/phone-shapes.ts, fix13b, thirteenth round): after a relative or closing a bracket, and the
// counts, record numbers and lab values of the same shape. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, notBy } = ruleChecks(identifyPhi);

describe('rule contact.phone-shapes: Indian mobiles five and five', () => {
  it('finds the number in brackets after a name, and after a relative on its line', () => {
    finds('History from: daughter Ab Cd (97310 22841), and the discharge card.', 'PHONE:97310 22841', 'contact.phone-shapes');
    finds('Caregiver: nephew Ravi (tailor, 88012 40393) stays with her.', 'PHONE:88012 40393', 'contact.phone-shapes');
    finds('In emergency contact husband Suresh 70451 66218.', 'PHONE:70451 66218', 'contact.phone-shapes');
  });
  it('leaves counts, numbers that open with 1 to 5, a record label\'s number and a number far from any relative alone', () => {
    notBy('Platelets 95000 and then 88000 10000 later.', 'contact.phone-shapes');
    notBy('son (12345 67890)', 'contact.phone-shapes');
    notBy('IP No. 98220 41770 (new)', 'contact.phone-shapes');
    notBy('Counts 78000 81000 on day 3.', 'contact.phone-shapes');
  });
});
