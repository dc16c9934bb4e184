// Per-rule tests of place.origin-town (src/engine/phi/rules/origin-towns.ts): the town of the place a patient came from
// or was born at, after "from" or "at", the place's short name and "in" (or the town in brackets), with a US state's
// code in capitals after it; and the body parts, times and states of the patient that take the same slot. Invented
// examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['dorrance', 'quillan'],
  english: [
    'from', 'at', 'in', 'the', 'transferred', 'tx', 'adm', 'admitted', 'presented', 'born', 'via', 'by', 'ground', 'last', 'pm', 'am',
    'after', 'birth', 'center', 'regional', 'community', 'beach', 'pain', 'chest', 'home', 'stable', 'condition', 'rehab', 'came',
    'radiating', 'his', 'her', 'works', 'as', 'cook', 'grille', 'with', 'general', 'transported', 'same', 'day', 'meridian', 'may',
    'seen', 'clinic', 'times', 'bed', 'hospital', 'memorial', 'flown', 'ed', 'life', 'flight', 'on', 'ct', 'and',
  ],
  cities: ['tarnby', 'dorrance', 'meridian', 'fort quell', 'may', 'quillan'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.origin-town', () => {
  it('reads the town after the sending place and "in", in any letter case, a surname or an English word too', () => {
    finds('TX FROM ORRIVALE IN DORRANCE LAST PM.', 'CITY:DORRANCE', 'place.origin-town');
    finds('adm from kelby beach ed in dorrance via life flight', 'CITY:dorrance', 'place.origin-town');
    finds('presented from Orrin Birth Center in Meridian w/ ROM', 'CITY:Meridian', 'place.origin-town');
    finds('ADM FROM ORRIN COMMUNITY IN QUILLAN AFTER CT.', 'CITY:QUILLAN', 'place.origin-town');
    finds('PT WORKS AS A COOK AT THE ORRIN GRILLE IN DORRANCE', 'CITY:DORRANCE', 'place.origin-town');
  });
  it('reads a US state code in capitals after the town', () => {
    finds('TRANSFERRED FROM ORRIN REGIONAL IN TARNBY NH LAST PM.', 'STATE:NH', 'place.origin-town');
    finds('FLOWN FROM ORRIN MEMORIAL IN DORRANCE DE ON 3/2.', 'STATE:DE', 'place.origin-town');
  });
  it('reads the town in brackets after the place', () => {
    finds('born 6/3 at orrin general (tarnby), transported same day', 'CITY:tarnby', 'place.origin-town');
  });
  it('leaves body parts, times, states of the patient and words no list holds alone', () => {
    notBy('pain radiating from his chest in the am. came from home in stable condition.', 'place.origin-town');
    notBy('seen at clinic in May; from rehab in bed.', 'place.origin-town');
    notBy('TRANSFERRED FROM ORRIN REGIONAL IN GRELLSWICK BY GROUND.', 'place.origin-town');
    notBy('transferred from Orrin Regional in Tarnby or Quillan', 'place.origin-town');
  });
});
