// Per-rule tests of person.comma-role (src/engine/phi/rules/comma-roles.ts): a name opening its line or its bracket, a
// comma, then a role noun (perhaps after its unit, service or rank) closing the line, the bracket or the clause, or a
// pager after it; and the same layout with a clinical word, a drug or an English word in the name's place. Invented
// examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['quarnby', 'velasquith', 'okembe'],
  given: ['ottilie', 'tamsin'],
  english: [
    'plan', 'continue', 'diet', 'to', 'see', 'pain', 'social', 'night', 'float', 'unit', 'clerk', 'staff', 'community', 'nurse',
    'case', 'manager', 'clinical', 'aware', 'given', 'falls', 'team', 'asked', 'our', 'him', 'at', 'home', 'fellow', 'resident',
    'lasix', 'neuro',
  ],
});
const { finds, notBy } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule person.comma-role', () => {
  it('finds the name of a sign-off line whose role closes it, a unit or a service before the role', () => {
    finds('Plan: continue.\nT. QUARNBY, MICU NF', 'DOCTOR:T. QUARNBY', 'person.comma-role');
    finds('plan: continue.\nVelasquith, night float x4-2210', 'DOCTOR:Velasquith', 'person.comma-role');
    finds('plan: continue.\n- o. okembe, community staff nurse', 'DOCTOR:o. okembe', 'person.comma-role');
    finds('Plan: continue.\nOttilie Zorbakane, Clinical Case Manager', 'DOCTOR:Ottilie Zorbakane', 'person.comma-role');
  });
  it('finds a colleague named in brackets with their role', () => {
    finds('asked our falls team (Tamsin, physiotherapist) to see him at home.', 'DOCTOR:Tamsin', 'person.comma-role');
    finds('drain placed 6/2 (quarnby, ir fellow).', 'DOCTOR:quarnby', 'person.comma-role');
  });
  it('leaves a clinical word, a drug or an English word before the comma, a name inside a sentence and a role that goes on, alone', () => {
    notBy('Lasix given, nurse aware.\nDiet, nutritionist to see.\nPain, nurse\n(Neuro, fellow)', 'person.comma-role');
    notBy('Plan: continue.\nZorbakapine, psychiatrist.', 'person.comma-role');
    notBy('seen today by Quarnby, MICU fellow', 'person.comma-role');
    notBy('Plan: continue.\nQuarnby, resident to see at home.', 'person.comma-role');
  });
});
