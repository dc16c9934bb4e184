// Per-rule tests of place.person-of (src/engine/phi/rules/person-of-town.ts): the town after "of" in a description
// of a person by age, and the "of" phrases after an age that name a relation, a history or an origin. Invented
// examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['dunmore', 'janet', 'pippa'],
  given: ['janet', 'pippa'],
  english: [
    'year', 'old', 'lady', 'man', 'woman', 'male', 'female', 'retired', 'farmer', 'with', 'of', 'few', 'words', 'childbearing', 'age',
    'note', 'mother', 'two', 'descent', 'origin', 'history', 'seen', 'today', 'for', 'memory', 'loss', 'a', 'is', 'this', 'the', 'who',
    'passes', 'gentleman', 'presents', 'pt', 'patient', 'haitian', 'asian', 'known', 'case', 'chest', 'pain', 'and', 'in',
  ],
  cities: ['tarrow'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.person-of', () => {
  it('finds the town after "of" in a description of a person by age, in any letter case', () => {
    finds('Please see this 83 year old lady of Quelsby with memory loss.', 'CITY:Quelsby', 'place.person-of');
    finds('A 71-year-old retired farmer of Norwick Bend who presents with chest pain.', 'CITY:Norwick Bend', 'place.person-of');
    finds('68 YO MAN OF DUNMORE WITH CHEST PAIN.', 'CITY:DUNMORE', 'place.person-of');
    finds('pt is a 72 yo woman of quellbury, seen today.', 'CITY:quellbury', 'place.person-of');
  });
  it('finds a Title-case town one of whose words is English', () => {
    finds('68 yo man of Pippa Passes with chest pain.', 'CITY:Pippa Passes', 'place.person-of');
  });
  it('leaves a relation, a history, an origin and English words after an age alone', () => {
    notBy('32 yo mother of Janet, seen today.', 'place.person-of');
    notBy('55 yo man with history of Crohnsby disease.', 'place.person-of');
    notBy('45 YO WOMAN OF HAITIAN DESCENT. 40 yo male of Vorlish origin.', 'place.person-of');
    notBy('a 54 yo man of few words; a 30 yo woman of childbearing age; 66 yo man of note.', 'place.person-of');
    notBy('70 yo pt of Dr Quelsby, known case of Tarrow.', 'place.person-of');
  });
  it('leaves "of" with no age before it alone', () => {
    notBy('The lady of Quelsby Manor sent flowers.', 'place.person-of');
  });
});
