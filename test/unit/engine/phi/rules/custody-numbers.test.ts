// Per-rule tests of identifier.custody (src/engine/phi/rules/custody-numbers.ts) and of the custody labels before the
// patient's name (person.patient-label): a jail's or a prison's number for the person after custody's label, and the
// same words where they name no number. Invented examples, none from any evaluation set. The name tests read the built
// dictionaries (a name after a label is weighed against them).
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, identifyPhi, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, notBy } = ruleChecks(identifyPhi);
const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const withNames = path !== undefined ? ruleChecks(createPhiIdentifier(loadPhiDictionaries(path))) : undefined;

describe('rule identifier.custody', () => {
  it('finds a booking number and a corrections department number in a record header', () => {
    finds('COUNTY JAIL - MEDICAL\nInmate: ROE, ANN  Booking # 2025-117302  DOB 01/02/1980', 'IDNUM:2025-117302', 'identifier.custody');
    finds('DEPARTMENT OF CORRECTIONS\nOffender: Ann Roe   KDOC#: 4471903   Housing: 2-A', 'IDNUM:4471903', 'identifier.custody');
  });
  it('finds a state agency\'s number in brackets and a prisoner number after its label', () => {
    finds('Jail health note. Transfer to the state reception centre (ILDC # 550918) after sentencing.', 'IDNUM:550918', 'identifier.custody');
    finds('Regional prison health centre\nPrisoner No. 0093417  received from court', 'IDNUM:0093417', 'identifier.custody');
  });
  it('leaves a short number, a date and custody words in prose alone', () => {
    notBy('Inmate: ROE, ANN  Booking # 4471  cell 3', 'identifier.custody');
    notBy('Correctional health note. DOC# 12/03/2025 reviewed', 'identifier.custody');
    notBy('Booking number to follow from jail staff; 12345 mg dose not given', 'identifier.custody');
  });
});

describe('rule person.patient-label (custody labels)', () => {
  it('finds the person after custody\'s label', function () {
    if (withNames === undefined) this.skip();
    const { finds } = withNames;
    finds('DETENTION CENTER - MEDICAL UNIT\nInmate: MARCUS ODUYA-BRANDT  Booking # 2025-117302', 'PATIENT:MARCUS ODUYA-BRANDT', 'person.patient-label');
    finds('Intake screen\nDetainee: Quillan Oduya-Brandt, 34M', 'PATIENT:Quillan Oduya-Brandt', 'person.patient-label');
  });
  it('leaves a yes or no after the label alone', function () {
    if (withNames === undefined) this.skip();
    const { notBy } = withNames;
    notBy('Sex offender: no. Inmate: yes', 'person.patient-label');
  });
});
