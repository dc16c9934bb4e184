// Per-rule tests of facility.placement-referral (src/engine/phi/rules/placement-referrals.ts, run in the note-places
// family): where a discharge plan sends the patient, after its planning words. Invented examples over a small
// hand-made dictionary (note-dicts.ts), so that a word outside it is one no list knows.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { NOTE_DICTS } from './note-dicts';
import { ruleChecks } from './rule-checks';

const identify = createPhiIdentifier(NOTE_DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule facility.placement-referral', () => {
  it('finds a place after a rehab, placement, referral or bed-offer word and its preposition', () => {
    finds('Cardiac rehab referral to Quellmoor today.', 'HOSPITAL:Quellmoor', 'facility.placement-referral');
    finds('PLAN: REHAB SCREEN FOR TARVISHAM. CONT ABX.', 'HOSPITAL:TARVISHAM', 'facility.placement-referral');
    finds('cm says bed offer from fenwray pending.', 'HOSPITAL:fenwray', 'facility.placement-referral');
  });
  it('leaves services, tests, days, titles, generic places and English words in capitals or lower case alone', () => {
    notBy('Referral to Physical Therapy. Rehab screen for Monday. Referral to Dr. Quellmoor.', 'facility.placement-referral');
    notBy('Placement at Home. Screen for Quellmoor. Referral to Hospice.', 'facility.placement-referral');
    notBy('REHAB SCREEN FOR TOMORROW. REFERRAL TO PT. REHAB SCREEN FOR VALLEY.', 'facility.placement-referral');
    notBy('rehab referral to valley ridge; placement to rehab vs home.', 'facility.placement-referral');
  });
});
