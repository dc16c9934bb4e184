// Per-rule tests of place.town-before-county (src/engine/phi/rules/county-towns.ts): the town before an Irish county,
// and the streets, facilities and roles that stand there instead. Invented examples, none from any evaluation set. A
// small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: ['main', 'street', 'lane', 'mill', 'the', 'lives', 'in', 'seen', 'at', 'hospital', 'referred', 'by', 'gp', 'practice', 'family', 'tel', 'address', 'apt'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.town-before-county', () => {
  it('finds the town between a street and its county, in a letterhead or an address line', () => {
    finds('Corrabeg Family Practice, Main Street, Ballykeeran, Co. Westmeath\nTel 090 111', 'CITY:Ballykeeran', 'place.town-before-county');
    finds('Address: The Old Forge, Drumkeel, Co. Leitrim\n', 'CITY:Drumkeel', 'place.town-before-county');
  });
  it('finds the town before a county written without its period after the comma, and leaves a firm\'s "Co Ltd" alone', () => {
    finds('She farms near Kilmoyle, Dromkeen, Co Limerick.', 'CITY:Dromkeen', 'place.town-before-county');
    notBy('Supplied by Brennan, Co Ltd.', 'place.town-before-county');
  });
  it('finds the town before its county in a sentence', () => {
    finds('She lives in Kilbrannagh, County Sligo, with her son.', 'CITY:Kilbrannagh', 'place.town-before-county');
  });
  it('leaves a street, a facility or a role before the county alone', () => {
    notBy('Mill Lane, Co. Leitrim; seen at Corrabeg Hospital, Co. Westmeath; referred by the GP, County Sligo.', 'place.town-before-county');
  });
});
