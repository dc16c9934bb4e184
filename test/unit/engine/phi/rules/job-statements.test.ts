// Per-rule tests of the jobs stated without "works as" (src/engine/phi/rules/job-statements.ts): a bare item of a
// social-history list, and a job before "by trade". Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule profession.social-list', () => {
  it('finds a job that is a whole item of a Social or SH line, in any letter case', () => {
    finds('Social: married, 3 kids, plasterer, no EtOH.', 'PROFESSION:plasterer', 'profession.social-list');
    finds('SOCIAL: DIVORCED, 1 SON, ELECTRICIAN, DENIES DRUGS.', 'PROFESSION:ELECTRICIAN', 'profession.social-list');
    finds('sh: night-shift parcel picker at a depot in Oxley, lives with partner.', 'PROFESSION:parcel picker', 'profession.social-list');
    finds('Social hx: widowed; tram conductress; lives alone.', 'PROFESSION:tram conductress', 'profession.social-list');
  });
  it('leaves people, habits, services the patient gets and the note\'s own staff in the list alone', () => {
    clean('Social: lives with wife, son at bedside, nurse aware.', 'PROFESSION');
    clean('Social: lives alone, home health aide 3x/wk, social worker following.', 'PROFESSION');
    clean('SH: ex-smoker, keen gardener, RN updated family.', 'PROFESSION');
    clean('Social: retired, no etoh, full code.', 'PROFESSION');
  });
  it('reads no list outside a social-history field', () => {
    clean('Plan: electrician, nurse to follow up.', 'PROFESSION');
  });
});

describe('rule profession.by-trade', () => {
  it('finds the job named before "by trade" or "by profession"', () => {
    finds('Joiner by trade for 40 years, now retired.', 'PROFESSION:Joiner', 'profession.by-trade');
    finds('HER SON IS A PLUMBER BY PROFESSION.', 'PROFESSION:PLUMBER', 'profession.by-trade');
    finds('He is a marine engineer by training and a sheet metal worker by trade.', 'PROFESSION:metal worker', 'profession.by-trade');
  });
  it('leaves "by trade" after a word that is no job alone', () => {
    clean('Goods imported by trade agreement; injured by trade tools at home.', 'PROFESSION');
    clean('He is a smoker by habit and a Catholic by profession of faith.', 'PROFESSION');
  });
});
