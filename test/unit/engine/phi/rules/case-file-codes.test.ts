// Per-rule tests of identifier.reference's labels of public health, consult and appeal forms and its code shape
// (src/engine/phi/rules/reference-numbers.ts, fix15d): "Notification no:", "Consult #:", and a file's or a denial's
// code of capitals, a hyphen and five digits or more with no number word. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, notBy } = ruleChecks(identifyPhi);

describe('rule identifier.reference, case, consult and file codes', () => {
  it('finds a notification\'s and a consult\'s number after their number word', () => {
    finds('Notification no: QX-2026-118204   Date notified: today', 'IDNUM:QX-2026-118204', 'identifier.reference');
    finds('Consult #: CR-2611-009931          Date of request: today', 'IDNUM:CR-2611-009931', 'identifier.reference');
  });
  it('finds a code of capitals, a hyphen and five digits or more after a label with no number word', () => {
    finds('Client: Ann Roe   agency file K-5512093   Town', 'IDNUM:K-5512093', 'identifier.reference');
    finds('RE: Expedited appeal of denial PA-55019924\n', 'IDNUM:PA-55019924', 'identifier.reference');
  });
  it('leaves prose, a gene\'s or a marker\'s code and a short number after the labels alone', () => {
    notBy('The denial HLA-B27 was noted; consult CA-125 levels; file 2026 report.', 'identifier.reference');
    notBy('Notification of the family done. Consult placed to GI. Denial of symptoms.', 'identifier.reference');
    notBy('agency file K-4412 on hold', 'identifier.reference');
  });
});
