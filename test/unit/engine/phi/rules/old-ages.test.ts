// Per-rule tests of age.said-of-person (src/engine/phi/rules/old-ages.ts), promoted from the review queue: a
// number over 89 where a note puts an age without its unit. Vital signs, weights and ages under 90 are not
// ages. Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule age.said-of-person', () => {
  it('finds the number that opens a history before "s/p" or a sex word', () => {
    finds('see flowsheet 97 s/p right hip fx, comp by CHF', 'AGE:97', 'age.said-of-person');
    finds('HPI: 93 female with dementia from home', 'AGE:93', 'age.said-of-person');
    finds('PT IS 91 M WITH CHF', 'AGE:91', 'age.said-of-person');
  });
  it('finds the number said of a person', () => {
    finds('lives with her husband, he is 95 and hard of hearing', 'AGE:95', 'age.said-of-person');
    finds('Her mother was 102.', 'AGE:102', 'age.said-of-person');
  });
  it('leaves vital signs, weights, rates and ages under 90 alone', () => {
    clean('sat 98 s/p suctioning, HR is 92, SBP 110 s/p bolus', 'AGE');
    clean('O2 sat was 96 and stable; she is 94 kg', 'AGE');
    clean('HR 98 SR, sats 99%, 95 f/u in am', 'AGE');
    clean('he is 85 and lives alone; 88 s/p fall', 'AGE');
  });
});
