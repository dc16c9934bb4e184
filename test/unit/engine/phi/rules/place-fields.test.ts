// Per-rule tests of place.labelled-field (src/engine/phi/rules/place-fields.ts): the value of a form's place field,
// and the fields and words that only look like one. Invented examples, none from any evaluation set. A small hand-made
// dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['elizabeth', 'mary'],
  given: ['elizabeth', 'mary'],
  english: [
    'village', 'town', 'state', 'region', 'district', 'county', 'parish', 'province', 'stable', 'lumbar', 'upper', 'arm', 'not', 'stated',
    'mental', 'calm', 'greater', 'nursing', 'team', 'unknown', 'same', 'as', 'above', 'cough', 'the', 'in', 'of', 'pain', 'left', 'lower',
    'quadrant', 'alert', 'and', 'oriented', 'postcode',
  ],
  cities: ['wagga wagga', 'lagos'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.labelled-field', () => {
  it('reads a town, a division and an area after their own labels, one to a line', () => {
    const form = 'Name: Anil Kumar\nVillage: Kodihalli\nTaluk: Hiriyur\nDist: Chitradurga\n';
    finds(form, 'CITY:Kodihalli', 'place.labelled-field');
    finds(form, 'LOCATION-OTHER:Hiriyur', 'place.labelled-field');
    finds(form, 'STATE:Chitradurga', 'place.labelled-field');
  });
  it('reads fields in lower case and capitals, and a field after a gap on the line', () => {
    finds('lga: obalende-ikoyi\nstate: lagos\n', 'STATE:obalende-ikoyi', 'place.labelled-field');
    finds('lga: obalende-ikoyi\nstate: lagos\n', 'STATE:lagos', 'place.labelled-field');
    finds('PARISH: ST. MARY\nDISTRICT: BROWNSTOWN\n', 'STATE:ST. MARY', 'place.labelled-field');
    finds('Suburb: Wagga Wagga\nState: NSW  Postcode: 2650\n', 'STATE:NSW', 'place.labelled-field');
    finds('Town: Kallangur   Region: Greater Moreton\n', 'STATE:Greater Moreton', 'place.labelled-field');
  });
  it('reads a Nigerian form\'s state of origin', () => {
    finds('lga: odo-otin   state of origin: ekiti\n', 'STATE:ekiti', 'place.labelled-field');
  });
  it('leaves a field that describes rather than names alone', () => {
    notBy('Region: lumbar\nState: stable\nTown: not stated\nCounty: unknown\nDistrict: nursing team\n', 'place.labelled-field');
    notBy('Region: left lower quadrant\nParish: same as above\n', 'place.labelled-field');
  });
  it('leaves a label that does not open its field alone', () => {
    notBy('Mental state: calm and alert.\nPain in the region: Kallangur', 'place.labelled-field');
    notBy('She spoke of her village: Kodihalli is far.', 'place.labelled-field');
  });
  it('leaves a condition after "State:" alone, in words or shorthand', () => {
    notBy('State: NAD\nState: alert and oriented\n', 'place.labelled-field');
  });
});
