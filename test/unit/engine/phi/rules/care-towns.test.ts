// Per-rule tests of place.care-in (src/engine/phi/rules/care-towns.ts): the town after a place of care or a doctor and
// "in", and the times, rooms and states that follow them instead. Invented examples, none from any evaluation set. A
// small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['roe', 'lee', 'patel', 'okafor'],
  given: ['lee'],
  english: [
    'follow', 'up', 'with', 'in', 'to', 'see', 'pt', 'recovery', 'home', 'the', 'morning', 'stable', 'condition', 'clinic', 'weeks',
    'agreement', 'her', 'his', 'is', 'has', 'chosen', 'funeral', 'nursing', 'moved', 'white', 'river', 'junction', 'lives', 'near',
    'and', 'good', 'spirits', 'room', 'am', 'office', 'seen', 'at', 'by', 'bed', 'cardiology', 'sees', 'a', 'pcp',
    'blister', 'packs', 'from', 'weekly', 'chemist', 'hospital', 'outpatients', 'main', 'campus',
  ],
  cities: ['tarnby'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.care-in', () => {
  it('finds the town after a place of care and "in", in the note\'s letter case', () => {
    finds('Placement: Quillan Nursing Home in Kettleby since spring.', 'CITY:Kettleby', 'place.care-in');
    finds('Family has chosen Hollis Funeral Home in Pellbrook.', 'CITY:Pellbrook', 'place.care-in');
    finds('Sees a VA clinic in White River Junction.', 'CITY:White River Junction', 'place.care-in');
  });
  it('finds the town after a named doctor or the patient\'s own clinician', () => {
    finds('FOLLOW UP WITH DR OKAFOR IN QUELLBRIDGE.', 'CITY:QUELLBRIDGE', 'place.care-in');
    finds('her pcp is dr roe in quellbridge.', 'CITY:quellbridge', 'place.care-in');
    finds('His cardiologist in Pellbrook sees him yearly.', 'CITY:Pellbrook', 'place.care-in');
  });
  it('leaves a time, a room, a state or a service after "in" alone', () => {
    notBy('Dr Roe in to see pt. Dr. Lee in Recovery. Home in the morning. Home in stable condition.', 'place.care-in');
    notBy('Follow up in clinic in 2 weeks. Dr Patel in Cardiology. Dr Lee in agreement. Home in NAD.', 'place.care-in');
  });
  it('finds the town in brackets after a place of care\'s name', () => {
    finds('Blister packs from Quarrow Chemist (Pellbrook) weekly.', 'CITY:Pellbrook', 'place.care-in');
  });
  it('leaves a department, a role or a site in brackets alone', () => {
    notBy('Seen at Quarrow Hospital (ED), Hollis Clinic (Outpatients) and Quarrow Hospital (Main Campus).', 'place.care-in');
  });
  it('leaves a lower-case word after "in" alone among words written in mixed case', () => {
    notBy('Seen by Dr Roe in quellbridge office; Home in pellbrook.', 'place.care-in');
  });
});
