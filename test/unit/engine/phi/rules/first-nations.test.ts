// Per-rule tests of place.first-nation (src/engine/phi/rules/first-nations.ts): a First Nation's community named by its
// name and its closing words in any letter case, and the hard negatives where "First Nations" names a people, a body
// or a status. Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'the', 'and', 'of', 'in', 'from', 'at', 'a', 'is', 'he', 'she', 'her', 'his', 'was', 'to', 'by', 'via', 'home', 'flown', 'nursing',
    'station', 'elder', 'patients', 'assembly', 'health', 'status', 'member', 'local', 'remote', 'willow', 'creek', 'stone', 'river',
    'lives', 'on', 'reserve', 'many', 'serves', 'communities', 'inuit', 'branch', 'for', 'with',
  ],
});
const identify = createPhiIdentifier(DICTS);
const { finds, clean } = ruleChecks(identify);

describe('rule place.first-nation', () => {
  it('finds a community by its name and "First Nation" in lower case, Title case and capitals', () => {
    finds('flown from willow creek first nation nursing station via medevac', 'LOCATION-OTHER:willow creek first nation', 'place.first-nation');
    finds('Home community: Stone River First Nation, 2 h north', 'LOCATION-OTHER:Stone River First Nation', 'place.first-nation');
    finds('PT FROM BIRCH OOKWE FIRST NATION BY AIR', 'LOCATION-OTHER:BIRCH OOKWE FIRST NATION', 'place.first-nation');
  });
  it('finds a people\'s nation in brackets after a nursing station', () => {
    finds('Medevac from Ookwe Nursing Station (Ookwe Cree Nation), nurse called', 'LOCATION-OTHER:Ookwe Cree Nation', 'place.first-nation');
  });
  it('leaves a people, a body, a status and a describing word alone', () => {
    clean('Assembly of First Nations. She is a First Nations elder.', 'LOCATION-OTHER');
    clean('Serves Inuit and First Nations patients; he is Status First Nation, a member of a local First Nation.', 'LOCATION-OTHER');
    clean('First Nations and Inuit Health Branch', 'LOCATION-OTHER');
    clean('lives on reserve in a remote first nation', 'LOCATION-OTHER');
  });
});
