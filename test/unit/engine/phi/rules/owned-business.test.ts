// Per-rule tests of the owned-business family (src/engine/phi/rules/owned-business.ts): the family business a social
// history names after "owns", closed by its kind of shop. Invented examples, none from any evaluation set. A small
// hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'family', 'owns', 'owned', 'in', 'with', 'her', 'his', 'sister', 'brother', 'pt', 'a', 'the', 'own', 'nail', 'salon', 'restaurant',
  'small', 'farm', 'firearms', 'house', 'and', 'home', 'since', 'he', 'she', 'they', 'social', 'husband', 'wife', 'visited', 'pizza',
  'place', 'two', 'gun', 'shop', 'safely', 'stored', 'lives', 'parents', 'bakery', 'golden', 'crown', 'star', 'harbour', 'diner',
  'garage', 'spa', 'nails', 'motors', 'blue', 'heron', 'grill', 'that', 'is', 'closed', 'now', 'dogs', 'horses', 'no', 'property',
  'cpap', 'machine',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule org.owned-business', () => {
  it('finds the family business after "owns", in any letter case, closed by its kind of shop', () => {
    finds('Social: husband visited, family owns Golden Crown Nails & Spa in Tarrow.', 'ORGANIZATION:Golden Crown Nails & Spa', 'org.owned-business');
    finds('pt owns blue heron grill in dunmore with her sister.', 'ORGANIZATION:blue heron grill', 'org.owned-business');
    finds('PARENTS OWN A HOUSE; BROTHER OWNS STAR HARBOUR DINER IN KELM.', 'ORGANIZATION:STAR HARBOUR DINER', 'org.owned-business');
    finds('he co-owns brask auto repair since 2009.', 'ORGANIZATION:brask auto repair', 'org.owned-business');
  });
  it('leaves a shop named only by what it is, a possession, and a sentence that runs on alone', () => {
    notBy('family owns a nail salon in town; she owns her own restaurant.', 'org.owned-business');
    notBy('pt owns nail salon with sister. owns pizza place. owns small farm.', 'org.owned-business');
    notBy('He owns firearms, safely stored. They own the house. Owns two dogs and horses.', 'org.owned-business');
    notBy('owns cpap machine. OWNS GUN SHOP. owns property in the bakery district. owns 2 restaurants.', 'org.owned-business');
  });
});
