// Per-rule tests of the ages family (src/engine/phi/rules/ages.ts): an age over 89 is PHI (HIPAA Safe
// Harbor), cue or no cue; an age under 90 never is; temperatures and weights are not ages. Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule age.over-89', () => {
  it('finds an age over 89 with a unit or a cue', () => {
    finds('She is a 92 yo woman.', 'AGE:92', 'age.over-89');
    finds('Patient is 101 years old.', 'AGE:101', 'age.over-89');
    finds('Aged 91, lives alone.', 'AGE:91', 'age.over-89');
  });
  it('finds an age after "Age:" at the end of a sentence', () => {
    finds('Age: 97.', 'AGE:97', 'age.over-89');
    finds('Demographics reviewed, age 93. Lives alone.', 'AGE:93', 'age.over-89');
  });
  it('leaves ages under 90, temperatures, vitals and doses alone', () => {
    clean('A 45 yo man with CAD; age 89.', 'AGE');
    clean('Tmax 101.4, T 99. Weight 95 kg, HR 92, 90 units insulin.', 'AGE');
    clean('Temp 99F, fever to 102F overnight.', 'AGE');
  });
});
