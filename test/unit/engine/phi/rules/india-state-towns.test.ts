// Per-rule tests of place.india-state-town (src/engine/phi/rules/india-state-towns.ts): a town and its Indian state
// named together in a sentence or a bracket, and what a comma before a state's name leads from instead (a list of
// states, a bank or a firm named for a state, a department, a word of the note). Invented examples, none from any
// evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['anand', 'lakshmi'],
  given: ['anand', 'lakshmi'],
  english: [
    'son', 'daughter', 'brother', 'lives', 'in', 'came', 'from', 'and', 'will', 'stay', 'works', 'as', 'a', 'driver', 'at', 'the',
    'medicine', 'unit', 'bank', 'national', 'high', 'rates', 'have', 'account', 'mob', 'attendant', 'informed', 'by', 'phone',
    'wife', 'husband', 'mason', 'department', 'surgery', 'visiting', 'for', 'wedding', 'outpatients', 'ayurveda', 'ltd',
  ],
  cities: ['rourkela', 'dharamshala'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.india-state-town', () => {
  it('finds the town and the state in a bracket and before a full stop', () => {
    finds('Attendant: brother (Kendrapali, Odisha), Mob: 90000 11111', 'CITY:Kendrapali', 'place.india-state-town');
    finds('Attendant: brother (Kendrapali, Odisha), Mob: 90000 11111', 'STATE:Odisha', 'place.india-state-town');
    finds('Daughter lives in Dharamshala, Himachal Pradesh.', 'STATE:Himachal Pradesh', 'place.india-state-town');
    finds('Daughter lives in Dharamshala, Himachal Pradesh.', 'CITY:Dharamshala', 'place.india-state-town');
  });
  it('finds them before a linking word and in capitals', () => {
    finds('Her son came from Rourkela, Odisha and will stay.', 'CITY:Rourkela', 'place.india-state-town');
    finds('HUSBAND WORKS AS A MASON IN VELLAKAD, KERALA.', 'CITY:VELLAKAD', 'place.india-state-town');
    finds('HUSBAND WORKS AS A MASON IN VELLAKAD, KERALA.', 'STATE:KERALA', 'place.india-state-town');
  });
  it('leaves a list of states, a bank named for a state and a department before the comma alone', () => {
    notBy('Assam, Punjab and Kerala have high rates.', 'place.india-state-town');
    notBy('Account at Punjab National Bank.', 'place.india-state-town');
    notBy('Seen in Medicine, Kerala unit.', 'place.india-state-town');
    notBy('Outpatients, Kerala Ayurveda Ltd', 'place.india-state-town');
  });
  it('leaves a town and a state in different letter cases alone', () => {
    notBy('Visiting Kendrapali, ODISHA for a wedding', 'place.india-state-town');
  });
});
