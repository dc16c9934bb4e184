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
  it('finds a plan\'s group number after a bare "Group" on the member number\'s line or the line below (fix17d)', () => {
    finds('Subscriber ID: QPX7731150   Group: TX-ED-4410', 'HEALTHPLAN:TX-ED-4410', 'identifier.cued');
    finds('Policy no. 55K-209917  Group K-77031', 'HEALTHPLAN:K-77031', 'identifier.cued');
    finds('Insurance: Maple Mutual, member 4410-7718\nGroup: MM2290A', 'HEALTHPLAN:MM2290A', 'identifier.cued');
  });
  it('leaves a grade group, a licence class and a therapy group alone, and a group with no plan before it (fix17d)', () => {
    clean('Insurance verified. Gleason 3+4, Grade Group 2 in 4 cores.', 'HEALTHPLAN');
    clean('Member ID on file. Holds a Group 2 licence for buses.', 'HEALTHPLAN');
    clean('Attends group 3x weekly; Group: AA at the church.', 'HEALTHPLAN');
    clean('Study cohort: Group B-12 of the trial arm.', 'HEALTHPLAN');
  });
  it('leaves "Mr" as a title before a number alone (pool49)', () => {
    clean('Mr 44 years old; Mr. 2231907 is not a label; Mr #1 of 3 on the list.', 'MEDICALRECORD');
  });
  it('finds a licence or registration number after the word shortened with its period (fix21b)', () => {
    finds('Tamsin Roe, M.S., CCC-SLP  VT Lic. SLP-04417', 'IDNUM:SLP-04417', 'identifier.cued');
    finds('Board Certified PM&R. OH Lic. No. M2231, BWC Auth. IME-Q-40812', 'IDNUM:M2231', 'identifier.cued');
    finds('WCB Auth. IME-Q-40812', 'IDNUM:IME-Q-40812', 'identifier.cued');
    finds('Consultant, MDC Regn 44172', 'IDNUM:44172', 'identifier.cued');
  });
  it('leaves the shortened words before a plan, a time or a count alone (fix21b)', () => {
    clean('prior auth. approved 3 days. Lic. pending. Registration at 0800 desk. auth. 24 hrs', 'IDNUM');
  });
  it('finds a record number in brackets or after "here", and stops before a number after it (fix23c)', () => {
    finds('Band showed old MRN (7720-4418), fixed by registration.', 'MEDICALRECORD:7720-4418', 'identifier.cued');
    finds('our mrn here 5512-09-3307 per admitting', 'MEDICALRECORD:5512-09-3307', 'identifier.cued');
    finds('PATIENT ID [QX-88120] ON THE FORM', 'MEDICALRECORD:QX-88120', 'identifier.cued');
    finds('Pt MRN 41-220-918 64 y/o F adm for CHF', 'MEDICALRECORD:41-220-918', 'identifier.cued');
  });
  it('leaves words and short numbers in brackets after a cue alone, and a spaced value that opens with a word (fix23c)', () => {
    clean('MRN (pending) and account (see billing) to follow.', 'MEDICALRECORD', 'IDNUM');
    clean('Case (2 of 3) reviewed; claim (12 days) open; id (10/2) checked.', 'IDNUM', 'MEDICALRECORD');
    clean('mrn here on the label, ref here 3.5 4.1 for K', 'MEDICALRECORD', 'IDNUM');
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
