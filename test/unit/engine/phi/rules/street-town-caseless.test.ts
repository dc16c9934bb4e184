// Per-rule tests of place.street-town-any-case (src/engine/phi/rules/street-town-caseless.ts): the town after a
// street address in lower case or capitals, and the fields after such a street that are no town. Invented examples,
// none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'lives', 'alone', 'at', 'meadow', 'court', 'lane', 'east', 'near', 'the', 'park', 'ward', 'stable', 'apt', 'pt', 'son', 'in',
    'visit', 'home', 'to', 'address', 'birch', 'main', 'thunder', 'bay', 'for', 'years', 'on', 'is', 'and',
  ],
  cities: ['thunder bay'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.street-town-any-case', () => {
  it('finds the town after a street in lower case or capitals', () => {
    finds('lives alone at 3 meadow court, quelsby. son in town.', 'CITY:quelsby', 'place.street-town-any-case');
    finds('visit to pt at home, 14 quarrow lane, east fenmoor.\n', 'CITY:east fenmoor', 'place.street-town-any-case');
    finds('ADDRESS: 88 TARNLY TRAIL, WEXBURN\n', 'CITY:WEXBURN', 'place.street-town-any-case');
  });
  it('finds the town and its region code after a street with a compass point, before a postcode', () => {
    finds('ADDR: 1142 ALGOMA ST N, THUNDER BAY ON P7A 4Z8', 'CITY:THUNDER BAY', 'place.street-town-any-case');
    finds('ADDR: 1142 ALGOMA ST N, THUNDER BAY ON P7A 4Z8', 'STATE:ON', 'place.street-town-any-case');
  });
  it('leaves a ward, a unit, a state of the patient or a word in another case after the street alone', () => {
    notBy('lives at 14 pellmore ct, near the park. 22 BIRCH LANE, WARD 4. 5 MAIN ST, APT 4', 'place.street-town-any-case');
    notBy('lives at 9 quarrow lane, pt stable. 7 TARNLY RD, Dr Quelsby to see.', 'place.street-town-any-case');
    notBy('lives at 9 quarrow lane, icu.\n', 'place.street-town-any-case');
  });
});
