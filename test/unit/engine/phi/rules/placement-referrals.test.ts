// Per-rule tests of facility.placement-referral (src/engine/phi/rules/placement-referrals.ts, run in the note-places
// family): where a discharge plan sends the patient, after its planning words. Invented examples over a small
// hand-made dictionary (note-dicts.ts), so that a word outside it is one no list knows.
import { strict as assert } from 'node:assert';
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
  it('reads a lower-case name closed by its care kind, and the other places of a referral list (fix17b)', () => {
    finds('dispo: referrals out to valley ridge ltach (millbrook) and lake park care center in dunmore.', 'HOSPITAL:lake park care center', 'facility.placement-referral');
    finds('CM sent referrals to Quellmoor Rehab in Millbrook and Tarvisham Ridge; auth pending.', 'HOSPITAL:Tarvisham Ridge', 'facility.placement-referral');
    finds('Referrals sent to Fenwray, Tarvisham and Quellmoor.', 'HOSPITAL:Tarvisham', 'facility.placement-referral');
  });
  it('leaves a kind of care, a service, a person or a word after a referral\'s "and" alone', () => {
    const byRule = (text: string): string[] => identify(text).filter((f) => f.rule === 'facility.placement-referral').map((f) => text.slice(f.start, f.end));
    assert.deepEqual(byRule('referral to Quellmoor and family aware.'), ['Quellmoor']);
    assert.deepEqual(byRule('Referral to Quellmoor and Dr. Fenwray to follow.'), ['Quellmoor']);
    assert.deepEqual(byRule('Rehab screen for Quellmoor and Tarvisham.'), ['Quellmoor']);
    notBy('referral to acute rehab and snf. referrals to valley ridge and lake park.', 'facility.placement-referral');
    notBy('referral to cardiac rehab and nursing home. referrals to home health and acute care center.', 'facility.placement-referral');
    notBy('Referral to Hospice and Social Work. Referral to PT and OT.', 'facility.placement-referral');
  });
});
