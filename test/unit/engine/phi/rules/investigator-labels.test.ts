// Per-rule tests of person.staff-label's labels of public health case forms and referrals (fix15d): "Investigator:",
// "Referrer:", "Referring:" before a staff member's name. Invented examples, none from any evaluation set; a small
// hand-made dictionary stands in for the built file, so that the names are words no list knows.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'case', 'investigation', 'investigator', 'referrer', 'referring', 'public', 'health', 'unit', 'nurse', 'palliative', 'care', 'bleep',
  'self', 'emergency', 'department', 'pending', 'form', 'measles', 'onset', 'disease', 'intervention', 'specialist', 'the', 'of', 'to',
  'diagnosis', 'reason', 'physician', 'see', 'below', 'clinic',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule person.staff-label, the investigator and the referrer', () => {
  it('finds the staff member after a case form\'s or a referral\'s label, with a credential or a role after the comma', () => {
    finds('Case Investigation: Measles   Investigator: Zorvela Quintask, PHN\nOnset: 3 days', 'DOCTOR:Zorvela Quintask', 'person.staff-label');
    finds('Investigator: Tamsik Orvadel, Disease Intervention Specialist\n', 'DOCTOR:Tamsik Orvadel', 'person.staff-label');
    finds('Referrer: Quenby Talvorish, Palliative Care Team, bleep 4410', 'DOCTOR:Quenby Talvorish', 'person.staff-label');
    finds('INVESTIGATOR: ZORVELA QUINTASK\nONSET: 3 DAYS', 'DOCTOR:ZORVELA QUINTASK', 'person.staff-label');
    finds('Referring: Quenby Talvorish   Clinic: see below', 'DOCTOR:Quenby Talvorish', 'person.staff-label');
  });
  it('leaves a service, the patient\'s own referral or an English phrase after the label alone', () => {
    notBy('Referring: self\nReferring: Emergency Department\nInvestigator: Public Health Unit', 'person.staff-label');
    notBy('Referring diagnosis: measles\nReason for referral: see below', 'person.staff-label');
    notBy('Investigator: pending\nReferrer: the physician', 'person.staff-label');
  });
});
