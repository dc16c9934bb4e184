// Per-rule tests of the professions family (src/engine/phi/rules/profession.ts): an occupation after an
// explicit cue ("works as a", "occupation:", "retired"). Kept precise: no cue, no profession. Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule profession.cued', () => {
  it('finds an occupation after its cue', () => {
    finds('He works as a long-haul truck driver.', 'PROFESSION:long-haul truck driver', 'profession.cued');
    finds('Retired teacher, lives with wife.', 'PROFESSION:teacher', 'profession.cued');
  });
  it('finds an occupation after "Occupation:" even when it is retired', () => {
    finds('Occupation: retired electrician.', 'PROFESSION:electrician', 'profession.cued');
  });
  it('leaves "retired in" and the staff of the note alone', () => {
    clean('Retired in 2010 after knee surgery.', 'PROFESSION');
    clean('Seen by the nurse practitioner; PT to evaluate.', 'PROFESSION');
  });
  it('leaves "works as needed" and "as tolerated" alone', () => {
    clean('Inhaler works as needed; ambulates as tolerated.', 'PROFESSION');
  });
});
