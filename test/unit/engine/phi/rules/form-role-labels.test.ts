// Per-rule tests of person.staff-label's labels of the rest of the care team and of the people a form names (fix21b,
// CARE_TEAM_ROLES and FORM_ROLE_LABELS in vocab/people-words.ts): "Examiner:", "Adjuster:", "Technician:",
// "Supervisor:", "Teacher:" before a name. Invented examples, none from any evaluation set; a small hand-made dictionary
// stands in for the built file, so that the names are words no list knows.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'examiner', 'adjuster', 'technician', 'supervisor', 'teacher', 'specialist', 'driver', 'director', 'author', 'claim', 'date',
  'cardiology', 'unknown', 'medical', 'affairs', 'pending', 'see', 'below', 'the', 'of', 'grade', 'school', 'visit', 'plan',
]);
const { finds, notBy } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule person.staff-label: the rest of the care team and the people a form names (fix21b)', () => {
  it('finds the name after the role\'s label and its colon, in each letter case', () => {
    finds('Visit summary\nExaminer: Zorvela Quintask\nDate: 3/4', 'DOCTOR:Zorvela Quintask', 'person.staff-label');
    finds('Claim 4410\nAdjuster: Tamsik Orvadel   Date: 3/4', 'DOCTOR:Tamsik Orvadel', 'person.staff-label');
    finds('Visit summary\nTECHNICIAN: QUENBY TALVORISH\nPLAN: SEE BELOW', 'DOCTOR:QUENBY TALVORISH', 'person.staff-label');
    finds('School: see below\nTeacher: Orvadel\n', 'DOCTOR:Orvadel', 'person.staff-label');
  });
  it('leaves a service, a state or an English phrase after the label alone', () => {
    notBy('Specialist: Cardiology\nDriver: unknown\nDirector: Medical Affairs\nSupervisor: pending\nAuthor: see below', 'person.staff-label');
  });
});
