// Per-rule tests of the insurers family (src/engine/phi/rules/insurers.ts): an insurer, health fund or claims
// administrator after an insurance cue, in the three letter cases. Invented examples, none from any evaluation set.
// A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'insurance', 'through', 'insured', 'with', 'cover', 'coverage', 'covered', 'by', 'via', 'his', 'her', 'employer', 'private', 'group',
  'plan', 'sun', 'life', 'star', 'health', 'for', 'days', 'broad', 'and', 'tonight', 'wife', 'union', 'the', 'on', 'file', 'primary',
  'secondary', 'given', 'at', 'post', 'neuro', 'checks', 'claim', 'lodged', 'injury', 'is', 'pending', 'mental', 'policy', 'cashless',
  'previously', 'had', 'not', 'yet', 'eligible', 'member', 'id', 'lives', 'alone', 'a', 'an', 'was', 'from',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule org.insurer', () => {
  it('finds the payer after an insurance word, a field or a claims administrator', () => {
    finds('Insurance through Varnholt Health. Lives alone.', 'ORGANIZATION:Varnholt Health', 'org.insurer');
    finds('He is insured with Quellmark Mutual.', 'ORGANIZATION:Quellmark Mutual', 'org.insurer');
    finds('Cashless claim through Pravanti Suraksha via TPA Medi Calvo.', 'ORGANIZATION:Pravanti Suraksha', 'org.insurer');
    finds('Cashless claim through Pravanti Suraksha via TPA Medi Calvo.', 'ORGANIZATION:Medi Calvo', 'org.insurer');
    finds('Previously had coverage via his employer with Orvandel. Not yet eligible.', 'ORGANIZATION:Orvandel', 'org.insurer');
    finds('Yashori Raksha TPA handles the claim.', 'ORGANIZATION:Yashori Raksha TPA', 'org.insurer');
  });
  it('reads a payer in capitals and in lower case', () => {
    finds('BENEFITS: GROUP PLAN THROUGH SUN LIFE; MEMBER ID 4411', 'ORGANIZATION:SUN LIFE', 'org.insurer');
    finds('INSURANCE: PELLWORTH BLUE PPO, MEMBER ID 12', 'ORGANIZATION:PELLWORTH BLUE', 'org.insurer');
    finds('insurer: corvax (scheme agent)', 'ORGANIZATION:corvax', 'org.insurer');
    finds('cashless through star health on the group policy', 'ORGANIZATION:star health', 'org.insurer');
  });
  it('leaves payer programmes, holders of cover, treatment and rota cover alone', () => {
    notBy('Insurance: Medicare primary, VA secondary. Medicaid on file.', 'org.insurer');
    notBy('COVERED BY MEDICAID AND MEDICARE.', 'org.insurer');
    notBy('Insurance through employer (union plan). Covered by his wife.', 'org.insurer');
    notBy("insured through her plan via mom's job; covered through dad's work.", 'org.insurer');
    notBy('Broad coverage with Zosyn and vanc. Cover with Augmentin for 5 days.', 'org.insurer');
    notBy('Covered by Patel tonight.', 'org.insurer');
    notBy('Given TPA at 1400. Post TPA neuro checks. IV tPA given.', 'org.insurer');
    notBy('insurance through mental health; claim lodged with ACC for the injury.', 'org.insurer');
    notBy('Protea Medical Scheme - Pre-authorisation Department', 'org.insurer');
    notBy('Not covered under Varnesh Yojana; claim under Orvath Scheme.', 'org.insurer');
  });
});
