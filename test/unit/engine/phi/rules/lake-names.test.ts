// Per-rule tests of place.lake-name (src/engine/phi/rules/lake-names.ts): a lake named with "Lake" before its name, and
// the facilities, eponyms and plain words that follow "lake" instead. Invented examples, none from any evaluation set. A
// small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'fishing', 'on', 'last', 'week', 'a', 'boat', 'trip', 'her', 'unit', 'near', 'flooded', 'seen', 'at', 'forest', 'hospital', 'score',
    'lake', 'water', 'in', 'the', 'basement', 'effect', 'snow', 'lives', 'by', 'criteria', 'placid', 'back', 'to', 'park', 'next',
  ],
  cities: ['lake tarrow'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.lake-name', () => {
  it('finds a lake named with "Lake" before its name, in each letter case', () => {
    finds('Fell through the ice fishing on Lake Quennebar last week.', 'LOCATION-OTHER:Lake Quennebar', 'place.lake-name');
    finds('A BOAT TRIP ON LAKE ORVANTA.', 'LOCATION-OTHER:LAKE ORVANTA', 'place.lake-name');
    finds('her unit near lake moquarra flooded', 'LOCATION-OTHER:lake moquarra', 'place.lake-name');
  });
  it('reads a town the gazetteers hold as a town', () => {
    finds('Lives by Lake Tarrow.', 'CITY:Lake Tarrow', 'place.lake-name');
  });
  it('leaves a facility, an eponym and plain words after "lake" alone', () => {
    notBy('Seen at Lake Forest Hospital. Lake Louise score 4. Lake Louise Criteria met.', 'place.lake-name');
    notBy('lake water in the basement. LAKE EFFECT SNOW. Back to Lake Park next week.', 'place.lake-name');
  });
});
