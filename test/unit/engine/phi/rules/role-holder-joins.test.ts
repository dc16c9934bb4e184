// Per-rule tests of person.role-holder's fix16d slots (src/engine/phi/rules/role-holders.ts): a colleague after the role
// and before a bare "f/u" or their extension, with an initial before the surname, after "+" or a service word and the
// role where the clause ends, and the pharmacist written "pharm"; and the same words where they name no one. Invented
// examples, none from any evaluation set; the built dictionaries weigh the name words.
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks, type RuleChecks } from './rule-checks';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const checks: RuleChecks | undefined = path !== undefined ? ruleChecks(createPhiIdentifier(loadPhiDictionaries(path))) : undefined;

describe('rule person.role-holder (fix16d slots)', () => {
  before(function () {
    if (checks === undefined) this.skip();
  });
  it('finds a colleague before a bare f/u and before an extension, with an initial before the surname', () => {
    checks!.finds('FAMILY AT BS. SW QUORIANNE F/U RE HOUSING.', 'DOCTOR:QUORIANNE', 'person.role-holder');
    checks!.finds('DTR CALLED. CASE MGR T. VASKELAINEN X4471 RE SNF BEDS.', 'DOCTOR:T. VASKELAINEN', 'person.role-holder');
  });
  it('finds a colleague joined by "+" and one after a service word and the role', () => {
    checks!.finds('MTG 1400 W/ DR ROE + SW QUORIANNE, GOALS REVIEWED.', 'DOCTOR:QUORIANNE', 'person.role-holder');
    checks!.finds('HEAD CT STABLE PER NSGY PA VASKELAINEN.\nRESP: RA', 'DOCTOR:VASKELAINEN', 'person.role-holder');
  });
  it('finds the pharmacist written "pharm"', () => {
    // "pharm" is a care-team role (vocab CARE_TEAM_ROLES, fix21b): person.role-name reads the name first now.
    checks!.finds('VANC LEVEL IN AM PER PHARM VASKELAINEN.\nPAIN 3/10', 'DOCTOR:VASKELAINEN', 'person.role-name');
  });
  it('leaves the pharmacy\'s service words, a limb and a follow-up with a service alone', () => {
    checks!.notBy('vanc trough per pharm dosing.', 'person.role-holder');
    checks!.notBy('vanc per pharm recs.', 'person.role-holder');
    checks!.notBy('rt arm f/u with ortho', 'person.role-holder');
    checks!.notBy('dtr called. case mgr vaskelainen re snf beds.', 'person.role-holder');
    checks!.notBy('decreased mobility with the PA line.', 'person.role-holder');
  });
});
