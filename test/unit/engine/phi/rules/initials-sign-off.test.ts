// Per-rule tests of person.initials-sign-off (src/engine/phi/rules/initials-sign-off.ts, fix12b, twelfth round): a ward
// note's last line of initials and a credential alone, in each letter case, and the units, shifts and words a last
// line may hold before a credential instead. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean, notBy } = ruleChecks(identifyPhi);

describe('rule person.initials-sign-off', () => {
  it('finds dotted initials before a credential on the last line, in capitals and lower case', () => {
    finds('NEURO: A+OX3.\nPLAN: CONT CURRENT CARE.\nT.Q. RN', 'DOCTOR:T.Q.', 'person.initials-sign-off');
    finds('neuro: a+ox3.\nplan: wean vent.\nj.w. rrt\n', 'DOCTOR:j.w.', 'person.initials-sign-off');
  });
  it('finds letters run together after a dash, and two credentials', () => {
    finds('dispo: tcu vs home.\n-kv rn', 'DOCTOR:kv', 'person.initials-sign-off');
    finds('PLAN: SNF REFERRAL SENT.\nDLM RN, CM', 'DOCTOR:DLM', 'person.initials-sign-off');
    finds('plan: d/c in am.\nmp rn', 'DOCTOR:mp', 'person.initials-sign-off');
  });
  it('leaves units, shifts, readers and words before a credential alone', () => {
    notBy('PLAN: CONT CARE.\nICU RN', 'person.initials-sign-off');
    notBy('plan: call if sbp < 90.\nper rn', 'person.initials-sign-off');
    notBy('plan: as above.\nnoc rn', 'person.initials-sign-off');
    notBy('plan: as above.\nask rn', 'person.initials-sign-off');
  });
  it('leaves a credential that does not close the line, and a one-line text, alone', () => {
    notBy('plan: as above.\nMP RN AWARE OF PLAN', 'person.initials-sign-off');
    clean('JK RN');
  });
});
