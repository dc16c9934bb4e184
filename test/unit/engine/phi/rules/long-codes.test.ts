// Per-rule tests of identifier.long-code (src/engine/phi/rules/long-codes.ts), promoted from the review queue
// (review.code-number): a number or letter-number code with five digits or more in a row that no other rule read.
// Ranges, decimals, doses and counts are no codes. Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean, notBy } = ruleChecks(identifyPhi);

describe('rule identifier.long-code', () => {
  it('finds a folder, record or registration number no label rule read', () => {
    finds('WARD ROUND: KESTREL, ANNIKA (FOLDER 5581336), DAY 3 POST OP. STABLE.', 'IDNUM:5581336', 'identifier.long-code');
    finds('Re: the patient, DOB 3/2/1974, BRH# Q5512098\nDear Doctor, thank you.', 'IDNUM:Q5512098', 'identifier.long-code');
  });
  it('leaves ranges, decimals, doses and counts alone', () => {
    clean('HR 80-100, UO 400-500, BP 120/60, ratio 10000.5');
    clean('heparin gtt at 25000 units, VL 48000 copies, plt 150000 cells');
    notBy('Na 138, K 4.1, WBC 11.2, 12500 mg total', 'identifier.long-code');
  });
  it('yields to a rule that reads the number as a date or a phone', () => {
    notBy('call the ward on 0161 496 0000 or write on 2026-10-14', 'identifier.long-code');
  });
});
