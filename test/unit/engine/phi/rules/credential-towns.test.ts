// Per-rule tests of the credential rules' town guard (person.credential in src/engine/phi/rules/note-people-credentials.ts,
// name.credential in src/engine/phi/rules/names.ts; fix19c): a town and its state's code that is also a credential (PA,
// MD) after "in" or "near", or before a ZIP code, is no clinician; a name before a credential elsewhere still is, after
// "by", "from" or "with" too. Invented examples over the note-rule dictionary (note-dicts.ts), none from any evaluation set.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { NOTE_DICTS } from './note-dicts';
import { ruleChecks } from './rule-checks';

const DICTS = { ...NOTE_DICTS, english: new Set([...NOTE_DICTS.english, 'farm', 'near', 'visits', 'weekly', 'mail', 'oak', 'elm', 'days', 'ago', 'regional', 'fire', 'medic', 'niece', 'hcp']) };
const { finds, clean } = ruleChecks(createPhiIdentifier(DICTS));

describe('the credential rules leave a town and its state code alone (fix19c)', () => {
  it('leaves a town after "in" or "near" before PA or MD, in small letters and in capitals', () => {
    clean('niece is hcp (lives in quarnsby pa, 555-555-0142).', 'DOCTOR');
    clean('TRANSFERRED FROM X REGIONAL IN QUARNSBY MD VIA FIRE MEDIC.', 'DOCTOR');
    clean('son has a farm near quarnsby md, visits weekly.', 'DOCTOR');
  });
  it('leaves a town and its state code before a ZIP code', () => {
    clean('Address: 14 Oak Street, Quarnsby, MD 21502\nphone number 555-555-0142', 'DOCTOR');
    clean('mail to 9 Elm Road, Quarnsby, PA 17543-1234.', 'DOCTOR');
  });
  it('still reads a clinician before PA or MD after "by", "from" or "with", and before a number that is no ZIP code', () => {
    finds('NOTE BY QUILLAN OSTROWE PA IN CLINIC.', 'DOCTOR:QUILLAN OSTROWE', 'person.credential');
    finds('Plan reviewed with Tobias Wrenfield, MD, today.', 'DOCTOR:Tobias Wrenfield', 'name.credential');
    finds('called from lucinda brannigan pa, will call back.', 'DOCTOR:lucinda brannigan', 'person.credential');
    finds('Seen by Tobias Wrenfield, PA 2 days ago.', 'DOCTOR:Tobias Wrenfield', 'person.credential');
  });
});
