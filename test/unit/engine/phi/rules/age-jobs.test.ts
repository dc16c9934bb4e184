// Per-rule tests of the age-jobs family (src/engine/phi/rules/age-jobs.ts): a job the lists know right after an age
// with no article before it. Invented examples, none from any evaluation set. A small hand-made dictionary stands in for
// the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'yo', 'roofer', 'fell', 'from', 'ladder', 'pt', 'is', 'carpenter', 'with', 'back', 'pain', 'male', 'female', 'mechanic', 's/p', 'crush',
  'injury', 'year', 'old', 'elementary', 'school', 'teacher', 'driver', 'in', 'an', 'mvc', 'restrained', 'passenger', 'bus', 'resident',
  'of', 'the', 'town', 'pilot', 'study', 'smoker', 'keen', 'runner', 'obese', 'nurse', 'presents',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule profession.after-bare-age', () => {
  it('finds the job right after an age, a sex allowed between, with the word of the job before it', () => {
    finds('52 yo roofer, fell from ladder.', 'PROFESSION:roofer', 'profession.after-bare-age');
    finds('Pt is 45yo carpenter with back pain.', 'PROFESSION:carpenter', 'profession.after-bare-age');
    finds('45 y/o male mechanic s/p crush injury.', 'PROFESSION:mechanic', 'profession.after-bare-age');
    finds('61 yo bus driver presents with pain.', 'PROFESSION:bus driver', 'profession.after-bare-age');
  });
  it('leaves roles in an event, training grades, modifiers and pastimes alone', () => {
    notBy('45 yo driver in an MVC. 30 yo restrained passenger.', 'profession.after-bare-age');
    notBy('30 yo resident of the town. 40 yo pilot study.', 'profession.after-bare-age');
    notBy('52 yo keen runner. 60 yo smoker.', 'profession.after-bare-age');
  });
});
