// Per-rule tests of place.in-surname-town (src/engine/phi/rules/surname-towns.ts): a town the surname lists also hold,
// written as a name after "in", closing its clause or before a bracket, a dash or a small word; and the hard negatives,
// a given name, an eponym, a month, a person after "confided in", two names, an English word. Invented examples, none
// from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['quarnsby', 'tollerton', 'marigold', 'wexham', 'parkinson', 'trendelenburg'],
  given: ['marigold'],
  english: [
    'mother', 'in', 'weekly', 'phone', 'calls', 'the', 'aunt', 'health', 'service', 'for', 'his', 'diabetes', 'our', 'satellite',
    'has', 'a', 'bed', 'she', 'confided', 'placed', 'seen', 'clinic', 'pain', 'may', 'lives', 'with', 'her', 'son', 'visit',
    'office', 'at', 'church', 'sister', 'garden', 'is', 'mills', 'and',
  ],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.in-surname-town', () => {
  it('finds a surname-list town after "in", closing its clause or before a small word, with a place noun after it', () => {
    finds('Mother in Quarnsby, weekly phone calls.', 'CITY:Quarnsby', 'place.in-surname-town');
    finds('Seen by the Vell Health Service in Tollerton for his diabetes.', 'CITY:Tollerton', 'place.in-surname-town');
    finds('Our satellite in Wexham Mills has a bed.', 'CITY:Wexham Mills', 'place.in-surname-town');
  });
  it('leaves a given name, an eponym, a month, a person after "confided in", two names and an English word alone', () => {
    notBy('She confided in Marigold. Placed in Trendelenburg. Seen in Parkinson clinic. Pain in May.', 'place.in-surname-town');
    notBy('She confided in Quarnsby. Lives with her son in Quarnsby Tollerton.', 'place.in-surname-town');
    notBy('Sister is in Garden, and in Quarnsby office.', 'place.in-surname-town');
  });
});
