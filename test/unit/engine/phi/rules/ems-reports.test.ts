// Per-rule tests of identifier.ems-report and person.ems-crew (src/engine/phi/rules/ems-reports.ts, fix13b, thirteenth
// round): an ambulance report's call number and its crew line, and the telephone numbers, counts and sentences with
// the same words. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, notBy } = ruleChecks(identifyPhi);

describe('rule identifier.ems-report', () => {
  it('finds the call number after EVENT#, CALL # and DISPATCH NO, a dispatch year before the hyphen', () => {
    finds('COUNTY EMS PATIENT CARE REPORT   EVENT# 25-0071234   UNIT 12', 'IDNUM:25-0071234', 'identifier.ems-report');
    finds('PARAMEDIC SERVICE - CALL # 2025-0092211   DATE 2025-03-02', 'IDNUM:2025-0092211', 'identifier.ems-report');
    finds('DISPATCH NO: 24-118822\nPT: ROE, ANN', 'IDNUM:24-118822', 'identifier.ems-report');
  });
  it('finds a crew member\'s licence after the paramedic level and a number sign', () => {
    finds('CREW: A. ROE PCP #QC-40218 / B. LEE ACP', 'IDNUM:QC-40218', 'identifier.ems-report');
    finds('CREW: K. VOSS EMT-P #P552010, DRIVER EMT-B', 'IDNUM:P552010', 'identifier.ems-report');
    finds('attending medic t. ng paramedic #30917', 'IDNUM:30917', 'identifier.ems-report');
  });
  it('leaves a telephone after "call #", a lower-case "call #", a short number and a level with no number sign alone', () => {
    notBy('Please CALL # 555-1234 with questions.', 'identifier.ems-report');
    notBy('call # 24-118822 if worse', 'identifier.ems-report');
    notBy('EVENT# 12', 'identifier.ems-report');
    notBy('Referred by PCP 2024 for review.', 'identifier.ems-report');
    notBy('PCP #2 on the list', 'identifier.ems-report');
  });
});

describe('rule person.ems-crew', () => {
  it('finds each crew member by initial, surname and level on the crew line, in capitals or Title case', () => {
    finds('PT: ROE, ANN\nCREW: A. QUILLFEATHER-DOE ACP, R. BRANWICK PCP\nCC: FALL', 'DOCTOR:R. BRANWICK', 'person.ems-crew');
    finds('Crew - J. Marlowe-Tesh EMT-P / D. Ruan AEMT', 'DOCTOR:D. Ruan', 'person.ems-crew');
  });
  it('leaves a crew word inside a sentence, a level with no initial before it and a line with no crew label alone', () => {
    notBy('pt states the crew: J. Kell PCP was kind', 'person.ems-crew');
    notBy('CREW: PARTNER EMT-B, DRIVER PCP', 'person.ems-crew');
    notBy('FOLLOW UP WITH J. KELL PCP', 'person.ems-crew');
  });
});
