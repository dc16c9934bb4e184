// Per-rule tests of contact.phone-shapes widened in the nineteenth round (fix19d, rules/phone-shapes.ts): a pager written
// "p", "p." or "p#" after a sign-off's credential or a resident's year, "#" after the credential, and "(p ...)" after a
// page; and the same letters before a clock time or a short number. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule contact.phone-shapes (a pager written "p" or "#" after a credential or a page, fix19d)', () => {
  it('finds the pager after the credential, the resident\'s year or a page', () => {
    finds('plan: wean fio2 as tol.\n-D. Quarrow RRT #6-2281', 'PHONE:6-2281', 'contact.phone-shapes');
    finds('will update family.\nv. marrack rn p# 5519', 'PHONE:5519', 'contact.phone-shapes');
    finds('T. Ossining, MD PGY2 p 7-4410', 'PHONE:7-4410', 'contact.phone-shapes');
    finds('cards fellow paged (p 36612), will see pt.', 'PHONE:36612', 'contact.phone-shapes');
  });
  it('leaves a clock time, a short number and the letter in prose alone', () => {
    clean('rn p 1400 meds given; rn #2 to assist; md p 12 pts today.', 'PHONE');
    clean('sw p/u forms; resident p.o. 2000 ml goal.', 'PHONE');
  });
});

describe('rule contact.phone-shapes (a pager or an extension alone in brackets, and "p" glued to its digits, fix21b)', () => {
  it('finds the pager or the extension in brackets after whom it reaches, and a glued "p" after a credential', () => {
    finds('paged ID fellow Dr. Quarrow (p 6-2281), agrees with plan.', 'PHONE:6-2281', 'contact.phone-shapes');
    finds('questions to the night resident (p. 44102).', 'PHONE:44102', 'contact.phone-shapes');
    finds('f/u w/ rehab admissions (x 5-7710) in am.', 'PHONE:5-7710', 'contact.phone-shapes');
    finds('report called to oncoming rn.\nV. Marrack RN, p2231', 'PHONE:2231', 'contact.phone-shapes');
  });
  it('leaves a clock time, a count and a dose in brackets alone', () => {
    clean('pain med given (p 1400); lasix (x 1500 ml out); abx (x 3 days); strength (p 2+).', 'PHONE');
  });
});
