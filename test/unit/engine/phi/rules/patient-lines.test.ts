// Per-rule tests of age.patient-line and identifier.patient-line (src/engine/phi/rules/patient-lines.ts, fix13f,
// thirteenth round): a patient's identification line with the name, the age between commas and the record number,
// and lines of drugs, rooms, counts and sentences with the same commas. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, notBy } = ruleChecks(identifyPhi);

describe('rule age.patient-line', () => {
  it('finds an age over 89 between commas after the name, with a label, an honorific or neither', () => {
    finds('Dear Dr Lund\nRe: Mrs Ingrid Halloran-Sykes, 94, CHI 2203417788\nThank you for seeing', 'AGE:94', 'age.patient-line');
    finds('admission 3/2/26\npt: edna pellow, 97, ur ab0071234\nfrom: home', 'AGE:97', 'age.patient-line');
    finds('Edna Quarrie, 92, KGH-4410021, seen in resus', 'AGE:92', 'age.patient-line');
  });
  it('leaves ages under 90, and a number between commas off a patient line, alone', () => {
    notBy('Re: Mrs Ingrid Halloran, 84, CHI 2203417788', 'age.patient-line');
    notBy('Sodium chloride, 95, 1000000 units given', 'age.patient-line');
    notBy('the readings were 98, 97, 1234567 steps', 'age.patient-line');
  });
});

describe('rule identifier.patient-line', () => {
  it('finds the record number after the name and age, labelled in lower case or bare with the hospital\'s letters', () => {
    finds('pt: edna pellow, 97, ur ab0071234\nfrom: home', 'MEDICALRECORD:ab0071234', 'identifier.patient-line');
    finds('Edna Quarrie, 41M, KGH-4410021, HCN 1234 567 890', 'MEDICALRECORD:KGH-4410021', 'identifier.patient-line');
    // A CRLF line's end closes the number as an LF one does.
    finds('admission 3/2/26\r\npt: edna pellow, 97, ur ab0071234\r\nfrom: home', 'MEDICALRECORD:ab0071234', 'identifier.patient-line');
    finds('Patient: Edna Ambrey, 62, rh00812345\nAllergies: nil', 'MEDICALRECORD:rh00812345', 'identifier.patient-line');
  });
  it('leaves drugs, rooms, counts, dates and sentences with the same commas alone', () => {
    notBy('Ondansetron Injection, 4, 123456 units', 'identifier.patient-line');
    notBy('Room 12, 94, 1234567', 'identifier.patient-line');
    notBy('Wound Care, 12, 100000 dressings ordered', 'identifier.patient-line');
    notBy('Seen today, 45, 12345 steps a day', 'identifier.patient-line');
    notBy('Ab Cd, 45, 12/03/2025 review', 'identifier.patient-line');
    notBy('He said that, 45, 123456', 'identifier.patient-line');
    notBy('Total Score, 95, 123456', 'identifier.patient-line');
    notBy('Bed Rest, 90, ab12345', 'age.patient-line');
  });
});
