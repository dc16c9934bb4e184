// Per-rule tests of person.pager-sign-off (src/engine/phi/rules/pager-sign-off.ts): a ward note's sign-off line of
// initials, a name, a credential or a residency year and a pager or extension, in every letter case, and the lines
// of the same shape that name no one. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, notBy } = ruleChecks(identifyPhi);

describe('rule person.pager-sign-off', () => {
  it('finds a lower-case sign-off with a credential and a pager', () => {
    finds('plan: cont abx, f/u cx.\nq. marrack-oduya rn  pgr 5512', 'DOCTOR:q. marrack-oduya', 'person.pager-sign-off');
  });
  it('finds a resident\'s sign-off with the residency year and a pager, in each letter case', () => {
    finds('dispo: home tomorrow if stable.\nt. quarrow, pgy-2, pgr 4471\nd/w attending', 'DOCTOR:t. quarrow', 'person.pager-sign-off');
    finds('PLAN: NPO, SERIAL EXAMS.\nJ. K. ZAVALETTI, PGY-3, PAGER 7-2290', 'DOCTOR:J. K. ZAVALETTI', 'person.pager-sign-off');
  });
  it('finds a sign-off with a dash, a second credential or an extension written as x and its digits (fix19a)', () => {
    finds('plan: screen for rehab.\nt. brannoch-vey rn cm x7-2214', 'DOCTOR:t. brannoch-vey', 'person.pager-sign-off');
    finds('dispo: floor in am.\n-p. quellard rn x3-5518', 'DOCTOR:p. quellard', 'person.pager-sign-off');
    finds('PLAN: DIURESE.\nK. ORLASKE RN VOCERA X4-1190', 'DOCTOR:K. ORLASKE', 'person.pager-sign-off');
  });
  it('leaves an organism or a lab before an extension, and an extension in mid-line, alone (fix19a)', () => {
    notBy('cx:\ns. aureus rn x4-2211', 'person.pager-sign-off');
    notBy('lytes:\nk. 3.1 x2 x4-2211', 'person.pager-sign-off');
    notBy('called rn x4-2211 re: labs', 'person.pager-sign-off');
  });
  it('leaves an organism, a line that does not start with initials, and a missing pager alone', () => {
    notBy('abx:\ns. aureus rn pgr 2211', 'person.pager-sign-off');
    notBy('called rn pgr 4471 re: labs', 'person.pager-sign-off');
    notBy('plan as above.\nt. quarrow, pgy-2\n', 'person.pager-sign-off');
  });
});
