// Per-rule tests of person.credential's signature that lists its credentials in small letters (rules/
// note-people-credentials.ts, fixE, eleventh round), and roles before two credentials. Invented examples, none from
// any evaluation set.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { NOTE_DICTS } from './note-dicts';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(createPhiIdentifier(NOTE_DICTS));

describe('rule person.credential (a lower-case signature that lists its credentials)', () => {
  it('finds an initial and a surname before two credentials in small letters', () => {
    finds('pt stable.\nt. okafor md ccfp(em)', 'DOCTOR:t. okafor', 'person.credential');
    finds('plan home.\nj. dacosta np phd', 'DOCTOR:j. dacosta', 'person.credential');
  });
  it('leaves roles before two credentials alone', () => {
    clean('pt stable. night rn md aware. icu rn np at bedside.', 'DOCTOR', 'PATIENT');
  });
});
