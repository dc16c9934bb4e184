// Per-rule tests of identifier.labelled's labels that name a record number by themselves (src/engine/phi/rules/
// record-labels.ts: HRN, UBRN, Chart:, Dossier:) and of identifier.international's personal health number in lower
// case; and the same words in prose. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule identifier.labelled (labels that name a record number)', () => {
  it('finds a hospital record number, a chart number and a dossier after their colon', () => {
    finds('URGENT   HRN: 7731046   WARD 4B', 'MEDICALRECORD:7731046', 'identifier.labelled');
    finds('Chart: KBH0047719   Triage 03:10', 'MEDICALRECORD:KBH0047719', 'identifier.labelled');
    finds('Dossier: 5530218   RAMQ pending', 'MEDICALRECORD:5530218', 'identifier.labelled');
  });
  it('finds an e-Referral booking number in groups', () => {
    finds('UBRN: 0003 4471 2290 sent to the trust', 'IDNUM:0003 4471 2290', 'identifier.labelled');
  });
  it('leaves the words in prose and short values alone', () => {
    clean('Chart reviewed with the team. chart: see above. Dossier complet.', 'MEDICALRECORD', 'IDNUM');
    clean('Chart: 3 pages faxed.', 'MEDICALRECORD', 'IDNUM');
  });
});

describe('rule identifier.international (phn in lower case)', () => {
  it('finds a personal health number written in lower case', () => {
    finds('phn 9183 220 417, dob on file', 'HEALTHPLAN:9183 220 417', 'identifier.international');
  });
  it('leaves post-herpetic neuralgia alone', () => {
    clean('hx of phn since 2019, pain 6/10 on gabapentin 300 mg', 'HEALTHPLAN', 'IDNUM');
  });
});
