// Per-rule tests of place.kin-in (src/engine/phi/rules/kin-town.ts): the town after a named relative and "in", and
// where in the hospital or in what state a relative is. Invented examples, none from any evaluation set. A small
// hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['sterling', 'ambrose', 'mark', 'ann', 'tim', 'avalon', 'lenox', 'ines', 'ostravel', 'tarrow'],
  given: ['sterling', 'mark', 'ann', 'tim', 'ines'],
  english: [
    'brother', 'son', 'wife', 'grandmother', 'in', 'new', 'listed', 'as', 'contact', 'no', 'answer', 'recovery', 'waiting', 'room',
    'good', 'spirits', 'charge', 'nurse', 'office', 'dale', 'during', 'admission', 'sterling', 'mark', 'attendance', 'bed',
    'sister', 'staying', 'w', 'her', 'daughter', 'home', 'law', 'is', 'at', 'aware', 'mother', 'pearl', 'jail', 'school', 'agreement',
    'of', 'years', 'two', 'emergency', 'contact', 'agrees', 'upper', 'who', 'pt', 'nephew', 'concern', 'kids',
    'updated', 'by', 'phone', 'not', 'called', 'overnight', 'on', 'coming', 'sat', 'upset', 'room', 'dtr',
  ],
  cities: ['tarrow', 'pearl', 'upper'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.kin-in', () => {
  it('finds the town after a named relative and "in", a lead word or a place noun around a name', () => {
    finds('Brother Sterling Ambrose in New Avalon listed as contact, no answer.', 'CITY:New Avalon', 'place.kin-in');
    finds('Staying with grandmother Ines Quarrel in Lenox Dale during admission.', 'CITY:Lenox Dale', 'place.kin-in');
  });
  it('leaves where in the hospital a relative is, and a state of mind, alone', () => {
    notBy('Son Mark in Recovery. Wife Ann in Waiting Room. Son Tim in Good Spirits. Wife Ann in Bed 3.', 'place.kin-in');
    notBy('Son Mark in Charge Nurse office; brother Tim in Attendance.', 'place.kin-in');
  });
  it('leaves a relative with no name before "in" alone', () => {
    notBy('Son in Recovery, wife in New Room.', 'place.kin-in');
  });
  it('finds the town after a relative (and a name) and "in" in a note in capitals or small letters, closing its clause', () => {
    finds('PRIMARY CONTACT IS SISTER ANN QUARLEY IN OSTRAVEL, 555-555-0142.', 'CITY:OSTRAVEL', 'place.kin-in');
    finds('WIFE AT BEDSIDE, STAYING W/ HER SISTER IN PEARL.', 'CITY:PEARL', 'place.kin-in');
    finds('plan rehab vs daughter ann quarley in tarrow (555-555-0143).', 'CITY:tarrow', 'place.kin-in');
  });
  it('leaves an English word, a hospital place, a word no list holds in small letters and a mixed-case line alone', () => {
    notBy('SON IN RECOVERY. WIFE IN WAITING ROOM. DAUGHTER IN LAW AT BEDSIDE. SON IN JAIL.', 'place.kin-in');
    notBy('SISTER IS IN AGREEMENT. MOTHER IN SCHOOL.', 'place.kin-in');
    notBy('home w/ daughter ann in ostravel (555-555-0143).', 'place.kin-in');
    notBy('Sister in Ostravel, aware.', 'place.kin-in');
  });
  it('finds the town after a relative, a name and "of" in a caseless note, before the clause\'s end, "is" or a state\'s code (fix18c)', () => {
    finds('hcp is nephew ann quarley-vesk of tarrow, (555) 555-0144, aware.', 'CITY:tarrow', 'place.kin-in');
    finds('MOTHER ANN QUARLEY-VESK OF OSTRAVEL IS EMERGENCY CONTACT.', 'CITY:OSTRAVEL', 'place.kin-in');
    finds('SPOKE W/ DAUGHTER ANN QUARLEY OF UPPER AZ (555-555-0145) WHO AGREES.', 'CITY:UPPER', 'place.kin-in');
  });
  it('leaves "of" with no name, an English word, a two-letter word that is no state\'s code and a mixed-case line alone', () => {
    notBy('wife of tarrow, mother of two kids. son of concern.', 'place.kin-in');
    notBy('sister ann quarley of upper. nephew tim of tarrow xq (555-555-0146).', 'place.kin-in');
    notBy('Spoke w/ sister Ann Quarley of Tarrow, aware.', 'place.kin-in');
  });
  it('finds the town after a relative\'s role or name in brackets, or before a state\'s code or a verb of contact, in a caseless note (fix22b)', () => {
    finds('SON TIM (HCP) IN PEARL UPDATED BY PHONE 555-555-0147.', 'CITY:PEARL', 'place.kin-in');
    finds('sister ann quarley in tarrow ct, not in contact.', 'CITY:tarrow', 'place.kin-in');
    finds('dtr (quarley) in tarrow called x2 overnight.', 'CITY:tarrow', 'place.kin-in');
    finds('SON MARK IN OSTRAVEL ON PHONE, COMING SAT.', 'CITY:OSTRAVEL', 'place.kin-in');
  });
  it('leaves a ward place before a verb, a bracket of no name or role and a two-letter word that is no state\'s code alone (fix22b)', () => {
    notBy('SON IN RECOVERY UPDATED. WIFE (HCP) IN WAITING ROOM AWARE. son mark in bed called.', 'place.kin-in');
    notBy('sister ann quarley in tarrow xq, not in contact. dtr (upset) in tarrow called x2.', 'place.kin-in');
  });
});
