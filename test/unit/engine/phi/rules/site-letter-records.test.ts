// Per-rule tests of the record numbers widened in the twelfth round (fix12b): a chart number with its site's letters
// and a hyphen after "chart" with no colon, the site's capitals and a blank before the digits after "Chart:" and
// "URN", and India's "MRD No." and "Regd. No." (identifier.labelled, rules/record-labels.ts; identifier.international,
// rules/international.ts); and the same words in prose. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule identifier.labelled (chart numbers with a site\'s letters, MRD and Regd. numbers)', () => {
  it('finds a chart number with letters and a hyphen after "chart", in a header row or a letter\'s RE line', () => {
    finds('pt: ab cd, 51 f, chart kq-0047713, mar 2 2025 0910\ncc: fall', 'MEDICALRECORD:kq-0047713', 'identifier.labelled');
    finds('Re: Ab Cd   DOB 02/03/1961   Our chart TWV-40213\n\nDear Dr. Ef,', 'MEDICALRECORD:TWV-40213', 'identifier.labelled');
  });
  it('finds the site\'s capitals and a blank before the digits after "Chart:"', () => {
    finds('Date: 2025-03-02   Chart: QGH 5520174   Ward 4', 'MEDICALRECORD:QGH 5520174', 'identifier.labelled');
  });
  it('finds an MRD number and a registration number after "Regd. No."', () => {
    finds('Age: 61 yrs   Sex: F   MRD No: ABH/2024/55310\nDOA: 01/02/2025', 'MEDICALRECORD:ABH/2024/55310', 'identifier.labelled');
    finds('REFERRAL NOTE     Regd. No. PQR/IPD/5512     Date: 03.04.2025', 'MEDICALRECORD:PQR/IPD/5512', 'identifier.labelled');
  });
  it('leaves a chart in prose, a fluid chart\'s total and a short code alone', () => {
    clean('fluid balance chart 1200 ml overnight; chart reviewed with team.', 'MEDICALRECORD', 'IDNUM');
    clean('see the chart q-12 for vitals; chart AB 12 updated.', 'MEDICALRECORD', 'IDNUM');
    clean('Regd. nurse on duty. MRD to send the file.', 'MEDICALRECORD', 'IDNUM');
  });
});

describe('rule identifier.international (a URN with the hospital\'s letters)', () => {
  it('finds the hospital\'s capitals and a blank before the digits', () => {
    finds('Patient: Ab Cd Ef   URN QEH 0417729\nUsual residence', 'MEDICALRECORD:QEH 0417729', 'identifier.international');
  });
  it('leaves short digits after the letters alone', () => {
    clean('URN AB 12 not given', 'MEDICALRECORD');
  });
});
