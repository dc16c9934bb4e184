// Per-rule tests of place.named-site (src/engine/phi/rules/named-sites.ts): a market, a mine or an oil field a travel or
// exposure history names by its kind after its name, and the hard negatives where the name is only English words.
// Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { handMade, ruleChecks } from './rule-checks';
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';

const DICTS = handMade({
  english: [
    'the', 'and', 'of', 'in', 'on', 'at', 'a', 'to', 'was', 'he', 'she', 'ate', 'visited', 'site', 'work', 'gold', 'mine',
    'market', 'oil', 'field', 'smoke', 'farmers', 'stock', 'black', 'road', 'lives', 'off', 'fell', 'near', 'then', 'live',
    'poultry', 'bought', 'fish', 'from', 'storm', 'desert', 'with', 'night',
  ],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.named-site', () => {
  it('finds a market by its name and its kind, the kind in any case', () => {
    finds('Travel: ate at Mbarazi Market (live poultry), then home.', 'LOCATION-OTHER:Mbarazi Market', 'place.named-site');
    finds('visited Tan Quoc market on day 3', 'LOCATION-OTHER:Tan Quoc market', 'place.named-site');
    finds('ate ceviche at Mercado de Quirós with friends', 'LOCATION-OTHER:Mercado de Quirós', 'place.named-site');
  });
  it('finds a mine and an oil field by their kind after the name', () => {
    finds('site work at the Wakanto gold mine, then home', 'LOCATION-OTHER:Wakanto gold mine', 'place.named-site');
    finds('at the Quellaca mine site near the town', 'LOCATION-OTHER:Quellaca mine site', 'place.named-site');
    finds('Desert Storm, Zubran oil field smoke', 'LOCATION-OTHER:Zubran oil field', 'place.named-site');
  });
  it('leaves a kind after English words only, or after no name', () => {
    notBy('She bought fish at the Farmers Market and the Night Market.', 'place.named-site');
    notBy('Lives off Gold Mine Road; the stock market fell; black market oil.', 'place.named-site');
    notBy('worked in a gold mine near the market', 'place.named-site');
  });
});
