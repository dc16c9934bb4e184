// Per-rule tests of person.signature-degrees (src/engine/phi/rules/signature-degrees.ts): a sign-off line's name before
// the degrees and licences its writer signs with, perhaps after a staff label, and the lines of the same shape that
// name no one. Invented examples, none from any evaluation set. The rule weighs name words against the built
// dictionaries, so the tests read them.
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks, type RuleChecks } from './rule-checks';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const checks: RuleChecks | undefined = path !== undefined ? ruleChecks(createPhiIdentifier(loadPhiDictionaries(path))) : undefined;

describe('rule person.signature-degrees', () => {
  before(function () {
    if (checks === undefined) this.skip();
  });
  it('finds a genetic counsellor signing with a degree before the licence', () => {
    checks!.finds('Plan: panel sent; family letter to follow.\nQuenby Adeyemi-Strand, MS, CGC', 'DOCTOR:Quenby Adeyemi-Strand', 'person.signature-degrees');
    checks!.finds('Result in three weeks.\nQuenby Adeyemi-Strand, MS, LCGC  |  555-201-3344', 'DOCTOR:Quenby Adeyemi-Strand', 'person.signature-degrees');
  });
  it('finds a practitioner, a social worker after a staff label and a therapist with a particle', () => {
    checks!.finds('Discussed with the team.\nIlse Marchetti-Oduya, ARNP', 'DOCTOR:Ilse Marchetti-Oduya', 'person.signature-degrees');
    checks!.finds('Transport arranged.\nUnit SW: Ilse Marchetti-Oduya, LMSW, imo@example.org', 'DOCTOR:Ilse Marchetti-Oduya', 'person.signature-degrees');
    checks!.finds('Worksite visit booked.\nAnneke Van Hollaert, MScOT, Reg #55120', 'DOCTOR:Anneke Van Hollaert', 'person.signature-degrees');
  });
  it('finds an exercise physiologist signing with a certifying body\'s letters, perhaps after a staff label (fix17d)', () => {
    checks!.finds('Goals reviewed with the patient.\nOdalys Fennimore-Quist, MS, ACSM-CEP, Exercise Physiologist', 'DOCTOR:Odalys Fennimore-Quist', 'person.signature-degrees');
    checks!.finds('Sessions 18 of 36.\nExercise physiologist: Tavish Okonkwo-Brandt, BS, ACSM-EP', 'DOCTOR:Tavish Okonkwo-Brandt', 'person.signature-degrees');
    checks!.finds('Next review in 30 days.\nMireille Quarrington-Vos, MS, RCEP', 'DOCTOR:Mireille Quarrington-Vos', 'person.signature-degrees');
  });
  it('leaves the certifying letters alone where no name stands before them', () => {
    checks!.notBy('Staffing:\nExercise Physiologist, MS, ACSM-CEP\n', 'person.signature-degrees');
    checks!.notBy('Program meets the standard of the ACSM-CEP exam.\n', 'person.signature-degrees');
    checks!.notBy('Cardiac Rehab, CCRP\n', 'person.signature-degrees');
  });
  it('leaves a disease before a degree, a degree alone and a sentence alone', () => {
    checks!.notBy('Dx:\nMultiple Sclerosis, MS', 'person.signature-degrees');
    checks!.notBy('Hx: Relapsing Remitting, MS\n', 'person.signature-degrees');
    checks!.notBy('Plan.\nQuenby Adeyemi-Strand, MS\n', 'person.signature-degrees');
    checks!.notBy('She saw the counsellor Quenby, CGC\n', 'person.signature-degrees');
  });
});
