// Per-rule tests of identifiers after the labels letters and forms give them (the forty-first own set's kind of
// text): references, claims, authorisations, court and police numbers, staff and register numbers, implant
// serials and capitals labels. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule identifier.reference', () => {
  it('finds correspondence, claim and authorisation references', () => {
    finds('Your ref: LQ/8812/PT\nOur ref: RDH-5531', 'IDNUM:LQ/8812/PT', 'identifier.reference');
    finds('our ref: mk/ot/4417 regarding the above', 'IDNUM:mk/ot/4417', 'identifier.reference');
    finds('Prior approval: Auth # XP-66120945 valid 30 days', 'IDNUM:XP-66120945', 'identifier.reference');
    finds('Cashless approval (AL No. 55092817) received.', 'IDNUM:55092817', 'identifier.reference');
    finds('TPA claim ID KT27-0091156 was raised', 'IDNUM:KT27-0091156', 'identifier.reference');
  });
  it('finds court, police, staff and register numbers', () => {
    finds('The matter is before the court, Family Case No. 318 of 2025.', 'IDNUM:318 of 2025', 'identifier.reference');
    finds('Reported at the station, OB No. 17/11/04/2025, same day.', 'IDNUM:17/11/04/2025', 'identifier.reference');
    finds('Employer records list his Emp ID as TW-44817.', 'IDNUM:TW-44817', 'identifier.reference');
    finds('STAFF: ANNE KOH   BADGE NO 5530', 'IDNUM:5530', 'identifier.reference');
    finds('Theatre nurse: Joss Pell, NMC PIN 11K2290F', 'IDNUM:11K2290F', 'identifier.reference');
    finds('dr r. iyer, imc reg 550913', 'IDNUM:550913', 'identifier.reference');
    finds('his driving licence no. is 330917724', 'IDNUM:330917724', 'identifier.reference');
  });
  it('finds implant batches and serials and national insurance numbers', () => {
    finds('Bone cement 40 g, batch 77310, opened.', 'DEVICE:77310', 'identifier.reference');
    finds('Cement batch no. 55213-0937 recorded', 'DEVICE:55213-0937', 'identifier.reference');
    finds('NHIF No. 6610482, card seen', 'HEALTHPLAN:6610482', 'identifier.reference');
  });
  it('leaves ranges, counts, doses and prose after label words alone', () => {
    clean('Hb 118 (ref range 130-170), ferritin 12 (ref 4.0-6.0).', 'IDNUM', 'DEVICE');
    clean('This is case 2 of 3 this month; case 2026 review pending.', 'IDNUM', 'MEDICALRECORD');
    clean('He has a lot of pain and a batch of 3 tablets left. Claim 2025 was closed.', 'IDNUM', 'DEVICE', 'HEALTHPLAN');
    clean('Grade 2 tear, Level 3 triage, G4P2, sutured x3. Approval 2026 pending.', 'IDNUM', 'DEVICE');
    clean('Quoted et al. 2019 and the reference 1998 study; author 2021; obese 140 kg.', 'IDNUM');
    clean('Reference: call 212-555-0147 after 5.', 'IDNUM');
  });
});

describe('rule identifier.caps-label', () => {
  it('finds numbers after capitals labels of forms', () => {
    finds('Acetabular shell 54 mm  SN QT-55102247', 'DEVICE:QT-55102247', 'identifier.caps-label');
    finds('Patient: Jed Carrow   UR: WB889120', 'MEDICALRECORD:WB889120', 'identifier.caps-label');
    finds('NAME: SITI AMINAH   IC NO: 750923-10-6642', 'IDNUM:750923-10-6642', 'identifier.caps-label');
    finds('CLIENT: ROY DUECK  HSN 811 402 557', 'HEALTHPLAN:811 402 557', 'identifier.caps-label');
    finds('Dr L. Mokoena\nMP 0551872', 'IDNUM:0551872', 'identifier.caps-label');
  });
  it('leaves small numbers, phones, dates and lower-case words alone', () => {
    clean('UR 2+ protein. IC 12/05/2025 noted. RN 555-0142 paged. MP 40 joint.', 'IDNUM', 'MEDICALRECORD', 'DEVICE');
    clean('sn 44120 is lower case, ic 55012 too; SN 1234 is short.', 'IDNUM', 'DEVICE');
  });
  it('finds a UR number after "ur:" in a note typed in lower case (pool49)', () => {
    finds('name: dean roe   ur: 0045521   dob 02/12/1968', 'MEDICALRECORD:0045521', 'identifier.caps-label');
    finds('ur no: 4471902, bed 3', 'MEDICALRECORD:4471902', 'identifier.caps-label');
  });
  it('leaves "ur" without a colon or with a short number alone', () => {
    clean('ur 2+ protein, ur 44120 on dip; ur: 442 ml in bag.', 'IDNUM', 'MEDICALRECORD');
  });
});
