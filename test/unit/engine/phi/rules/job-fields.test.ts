// Per-rule tests of profession.cued's fix16d slots (src/engine/phi/rules/profession.ts): a form's job field holding a
// job title no list knows (an agent noun closing the field), "was" after the field's colon, "Former occupation:", and
// "works in <place> as"; and the same fields holding a schedule, a state or a habit. Invented examples, none from any
// evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, notBy } = ruleChecks(identifyPhi);

describe('rule profession.cued (job fields)', () => {
  it('finds a job title no list knows in a return-to-work form\'s job field', () => {
    finds('Employer: Acme Mills. Job: bobbin setter - medium demand; lifts 40 lb', 'PROFESSION:bobbin setter', 'profession.cued');
    finds('Job: parcel sorter (heavy, 60 lb occasional), night shift', 'PROFESSION:parcel sorter', 'profession.cued');
  });
  it('finds the job after "was" in an employment field and after "Former occupation:"', () => {
    finds('Employment: was freight conductor for a short-line railroad, now retired.', 'PROFESSION:freight conductor', 'profession.cued');
    finds('Pharmacy: on file.\nFormer occupation: cotton grader.\nCompleted by: nurse', 'PROFESSION:cotton grader', 'profession.cued');
  });
  it('finds the job after "works in <place> as"', () => {
    finds('Pt works in the kitchen as dish porter.', 'PROFESSION:dish porter', 'profession.cued');
  });
  it('leaves a schedule, a state, a habit and a device in the field alone', () => {
    notBy('Job: full time', 'profession.cued');
    notBy('Employment: unemployed.', 'profession.cued');
    notBy('Occ: smoker.', 'profession.cued');
    notBy('Job: walker at home.', 'profession.cued');
    notBy('Former smoker, quit 2010.', 'profession.cued');
  });
});
