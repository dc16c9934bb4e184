// Per-rule tests of the identifiers family (src/engine/phi/rules/identifiers.ts): numbers after an identifier
// cue (MRN, account, policy, serial...) and numbers shaped like one (SSN, long standalone numbers). Invented
// examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule identifier.cued', () => {
  it('finds a record, account, plan and device number after its cue, typed by the cue', () => {
    finds('MRN: 4455123 on the label.', 'MEDICALRECORD:4455123', 'identifier.cued');
    finds('Medical record #00451234.', 'MEDICALRECORD:00451234', 'identifier.cued');
    finds('Acct no. 99812345 billed.', 'IDNUM:99812345', 'identifier.cued');
    finds('Medicaid ID: ZX4471920 active.', 'HEALTHPLAN:ZX4471920', 'identifier.cued');
    finds('Policy number 88123-A44 from the insurer.', 'HEALTHPLAN:88123-A44', 'identifier.cued');
    finds('Serial # SN4471-22 of the pump.', 'DEVICE:SN4471-22', 'identifier.cued');
    finds('DOB: 09/30/1958    MR#: SA-2231907', 'MEDICALRECORD:SA-2231907', 'identifier.cued');
    finds('MR # 2231907 on the wristband', 'MEDICALRECORD:2231907', 'identifier.cued');
  });
  it('leaves "Mr" as a title before a number alone (pool49)', () => {
    clean('Mr 44 years old; Mr. 2231907 is not a label; Mr #1 of 3 on the list.', 'MEDICALRECORD');
  });
  it('leaves lot, room and bed numbers and lab values alone', () => {
    clean('Lot 23 of the vaccine given. Rm 412, bed 2.');
    clean('Hgb 12.3, plt 245; ref range 3.5-5.0; QTc 452 ms.');
  });
});

describe('rule identifier.shaped', () => {
  it('finds a social security number and a long standalone number', () => {
    finds('SSN 123-45-6789 on file.', 'IDNUM:123-45-6789', 'identifier.shaped');
    finds('Specimen 12345678 sent to lab.', 'IDNUM:12345678', 'identifier.shaped');
  });
  it('leaves counts, doses and dates alone', () => {
    clean('Gave 1000 mL NS; 250000 platelets; INR 1.2.', 'IDNUM', 'MEDICALRECORD');
    clean('Admitted 03/14/2024.', 'IDNUM', 'MEDICALRECORD');
  });
  it('finds an IBAN that passes its check, spaced or not, and stops before a word after it', () => {
    finds('Refund to GB65TXIN40516273849102 please.', 'IDNUM:GB65TXIN40516273849102', 'identifier.shaped');
    finds('Pay into AT61 1904 3002 3457 3201 THEN call.', 'IDNUM:AT61 1904 3002 3457 3201', 'identifier.shaped');
  });
  it('leaves a capitals line shaped like an IBAN that fails the check alone', () => {
    clean('PT REMAINS INTUBATED W/ SLOW FI02 WEAN THIS SHIFT.', 'IDNUM');
    clean('Refund to GB66TXIN40516273849102 please.', 'IDNUM');
  });
});
