// Per-rule tests of identifier.registration as fix14b widened it (rules/registration-numbers.ts): Yukon's YHCIP label,
// a health card written in four groups (one digit, then threes), an Indian public scheme's card after its capitals,
// and a private insurer's policy number after "policy". Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean, notBy } = ruleChecks(identifyPhi);

describe('rule identifier.registration (scheme cards, policies, territorial health cards)', () => {
  it('finds a territorial health card under its own label or in four groups', () => {
    finds('Chart #: 44812   YHCIP: 118-220-447\nReason: AKI', 'HEALTHPLAN:118-220-447', 'identifier.registration');
    finds('Patient: Ab Cd   Health Card: 3 118 402 775\nLanguage: English', 'HEALTHPLAN:3 118 402 775', 'identifier.registration');
  });
  it('finds an Indian scheme card after the scheme\'s capitals', () => {
    finds('AGE: 31   CMCHIS CARD: KA-CM-19-0044817\nDIAGNOSIS: ...', 'HEALTHPLAN:KA-CM-19-0044817', 'identifier.registration');
    finds('PMJAY ID: PJ7718204493 verified at admission.', 'HEALTHPLAN:PJ7718204493', 'identifier.registration');
  });
  it('finds a policy number after "policy", letters and slashes whole', () => {
    finds('Insurance: Acme Health policy Q/220418/02/2026/00917.', 'HEALTHPLAN:Q/220418/02/2026/00917', 'identifier.registration');
    finds('Cover: Acme Assure policy R/3318/04/2025/2209, cashless.', 'HEALTHPLAN:R/3318/04/2025/2209', 'identifier.registration');
  });
  it('leaves a policy\'s date, a short number and the same words in prose alone', () => {
    clean('Visitor policy 2026-03-01 applies; policy 2 of the ward.', 'HEALTHPLAN');
    clean('Discussed the ESIC card renewal and the CGHS rules.', 'HEALTHPLAN');
    notBy('pm dose 40 mg; Policy 12345 on file', 'identifier.registration');
  });
});
