// Per-rule tests of place.street-in-town (src/engine/phi/rules/street-in-towns.ts): the town after a street or a
// numbered road and "in", in capitals, small letters or Title case; and the hard negatives, a month, a time of day, a
// clinical word or an English word after "in", a scan or a doctor before it, and a word no list holds in small letters.
// Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'the', 'and', 'of', 'in', 'a', 'is', 'he', 'she', 'her', 'his', 'was', 'on', 'by', 'vs', 'tree', 'car', 'while', 'crossing',
    'struck', 'driver', 'per', 'fire', 'lives', 'alone', 'walkup', 'no', 'elevator', 'head', 'repeat', 'traffic', 'may',
    'town', 'front', 'brought', 'main', 'mill', 'road', 'street', 'pedestrian', 'when', 'hit', 'flown', 'am', 'charge', 'with',
    // a town that is also a surname and an English word: the rules that read a town from its cue leave it
    'dunmarra',
  ],
  names: ['quarnby', 'dunmarra'],
  cities: ['ostrey', 'dunmarra'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.street-in-town', () => {
  it('finds the town after a numbered road and "in", before a date, a time or a bracket', () => {
    finds('MVC VS TREE ON RTE 7B IN QUARNBY 6/14 @ 0200, FLOWN IN.', 'CITY:QUARNBY', 'place.street-in-town');
    finds('DRIVER VS TREE ON RT 12 IN NORTH VELLAM ~0300 6/2.', 'CITY:NORTH VELLAM', 'place.street-in-town');
    finds('(DRIVER VS TREE ON HWY 40 IN TORRICK) 6/2.', 'CITY:TORRICK', 'place.street-in-town');
    finds('pt s/p mvc on route 3 in dunmarra, flown in.', 'CITY:dunmarra', 'place.street-in-town');
  });
  it('finds the town after a named street and "in" in each letter case', () => {
    finds('PEDESTRIAN STRUCK WHILE CROSSING HALVER ST IN DUNMARRA WHEN HIT.', 'CITY:DUNMARRA', 'place.street-in-town');
    finds('lives alone in a walkup on mill road in dunmarra, no elevator.', 'CITY:dunmarra', 'place.street-in-town');
    finds('Struck by a car on Pellow Ave in Dunmarra when crossing.', 'CITY:Dunmarra', 'place.street-in-town');
  });
  it('leaves a month, a time of day, a clinical or an English word, a scan or a doctor, and a small-letter word no list holds', () => {
    notBy('MVC ON RTE 9 IN MAY. STRUCK ON ELM ST IN TRAFFIC. HR 110 ST IN AFIB.', 'place.street-in-town');
    notBy('repeat head ct in am. d/w dr in charge. lives on main st in town.', 'place.street-in-town');
    notBy('lives alone on mill road in quarnby, no elevator.', 'place.street-in-town');
    notBy('LIVES ON ELM ST IN FRONT OF THE FIRE. ON RTE 9 IN THE AM.', 'place.street-in-town');
  });
});
