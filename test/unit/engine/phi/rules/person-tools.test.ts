// The clinical guard's names that head a scale, a regimen, a form, a drain or a skin or fracture type
// (core/clinical-guard.ts PERSON_TOOL_AFTER, fixE, twelfth round), and the people of such names whom a title, a
// possessive, a comma or a small word still leave standing. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('a name that heads a scale, a regimen, a form, a drain or a type', () => {
  it('leaves the eponym alone', () => {
    clean('Sedation scored on the Richmond Agitation Scale; skin Fitzpatrick type II, no lesions.', 'PATIENT', 'DOCTOR');
    clean('MgSO4 started (Zuspan regimen) and labetalol given.', 'PATIENT', 'DOCTOR');
    clean('Please return the Conners forms before the visit.', 'PATIENT', 'DOCTOR');
    clean('JP drain in situ; Blake drain removed day 3; a Hemovac drain output 40 mL.', 'PATIENT', 'DOCTOR');
    clean('Prep graded with the Aronchick Bowel Preparation Scale.', 'PATIENT', 'DOCTOR');
  });
  it('still finds people of such names after a title, with a possessive, a comma or a small word between', () => {
    finds('Reviewed by Dr. Conners, forms signed.', 'DOCTOR:Conners', 'name.cued');
    finds('Spoke with Wendy Harrow re drain care at home.', 'DOCTOR:Wendy Harrow', 'person.contact');
    finds('Daughter Tamsin Oakley signed the forms.', 'PATIENT:Tamsin Oakley', 'name.cued');
  });
});
