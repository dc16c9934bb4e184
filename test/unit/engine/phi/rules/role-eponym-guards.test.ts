// Two false alarms of people's rules that recur across writers (fix13f, thirteenth round): a specialty's word in the
// bracket after a doctor's credential read by person.role-bracket ("MD (Hospitalist)"), and the second name of a
// double eponym read as a surname ("Cockcroft-Gault", "Kimmelstiel-Wilson": core/clinical-guard.ts). Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { strict as assert } from 'node:assert';
import { ruleChecks } from './rule-checks';

const { finds, notBy, spans } = ruleChecks(identifyPhi);

describe('person.role-bracket leaves a specialty or a grade in the bracket alone', () => {
  it('leaves "MD (Hospitalist)", "(Intensivist)", "(Nocturnist)" and "(Anaesthetist)" alone', () => {
    notBy('Attending: Ab Roe, MD (Hospitalist)\nPCP: none', 'person.role-bracket');
    notBy('Resident (Intensivist) and MD (Nocturnist) aware.', 'person.role-bracket');
    notBy('Consultant (Anaesthetist) and Registrar (Paediatrician) reviewed.', 'person.role-bracket');
  });
  it('still finds a surname in the bracket, one ending in -quist too', () => {
    finds('PT (Kasienka) to eval in AM.', 'DOCTOR:Kasienka', 'person.role-bracket');
    finds('Discussed with the Registrar (Lindqvist) today.', 'DOCTOR:Lindqvist', 'person.role-bracket');
  });
});

describe('the clinical guard drops the second name of a double eponym', () => {
  it('reads no person in "Cockcroft-Gault", "Kimmelstiel-Wilson" or "Creutzfeldt-Jakob"', () => {
    for (const text of [
      'CrCl 38 mL/min (Cockcroft-Gault), dose reduced. Seen by Edna Gault.',
      'likely diabetic nephropathy (Kimmelstiel-Wilson) on biopsy',
      'no features of Creutzfeldt-Jakob disease; COCKCROFT-GAULT CLEARANCE 21',
    ]) {
      const people = spans(text).filter((s) => /^(PATIENT|DOCTOR):/.test(s));
      assert.ok(people.every((s) => !/Gault|Wilson|Jakob|GAULT/.test(s) || s === 'PATIENT:Edna Gault' || s === 'DOCTOR:Edna Gault'), `${text}: ${people.join(', ')}`);
    }
  });
  it('keeps a double-barrelled surname whose first name is no such eponym, and a title before it', () => {
    finds('Dr. Cockcroft-Gault reviewed the patient.', 'DOCTOR:Cockcroft-Gault', 'name.cued');
    assert.ok(spans('Seen by Edna Bell-Wilson, RN on the ward.').some((s) => /Bell-Wilson/.test(s)));
  });
});
