// Per-rule tests of the address-lines family (src/engine/phi/rules/address-lines.ts): postal addresses
// written the international way (name then number, a unit, the town, the country and its postcode), or after
// an address cue. A number and words without a unit or a cue are no address. Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule address.line', () => {
  it('finds an address after a cue, with its town', () => {
    // "0304 Rua Nova 468" is street.international's now (rules/place-cues.ts); the town after an address is this rule's.
    finds('lives at 12 Kestrel Lane 4B, Braga', 'CITY:Braga', 'address.line');
  });
  it('finds an address with a unit, then the town and the postcode', () => {
    finds('20789 Hovedgade 46 Suite 501 Aarhus Denmark 8000', 'CITY:Aarhus', 'address.line');
    finds('20789 Hovedgade 46 Suite 501 Aarhus Denmark 8000', 'ZIP:8000', 'address.line');
  });
  it('leaves doses, rooms and counts alone', () => {
    clean('Rx: Lasix 40 mg daily; room 5 bed 2; 2 Tylenol 500 every 6 hours.', 'STREET', 'CITY', 'ZIP');
    clean('Gave 2 units PRBC 350 mL each over 4 hours.', 'STREET', 'CITY', 'ZIP');
  });
});
