// Per-rule tests of the pharmacies family (src/engine/phi/rules/pharmacies.ts): the shop a pharmacy is, after the
// word and "is", a bracket or a dash. Invented examples, none from any evaluation set. A small hand-made dictionary
// stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'pharmacy', 'is', 'the', 'on', 'rd', 'in', 'also', 'says', 'her', 'refill', 'consulted', 're', 'dosing', 'aware', 'outpatient', 'one',
  'downstairs', 'was', 'called', 'target', 'drug', 'route', 'chemist', 'main', 'st', 'a', 'was', 'closed', 'today', 'brantley',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule org.pharmacy-named', () => {
  it('finds the shop after "pharmacy is", a bracket or a dash, up to its branch', () => {
    finds('Pharmacy is the Quillgreens on Tarrow Rd.', 'ORGANIZATION:Quillgreens', 'org.pharmacy-named');
    finds('also the pharmacy (zippa rx on marlow rd) says her refill', 'ORGANIZATION:zippa rx', 'org.pharmacy-named');
    finds('Chemist - Pellowens in Truro.', 'ORGANIZATION:Pellowens', 'org.pharmacy-named');
  });
  it('leaves what a pharmacy does or is alone', () => {
    notBy('Pharmacy is aware. pharmacy (outpatient). Pharmacy is the one downstairs. Pharmacy was called.', 'org.pharmacy-named');
    notBy('The pharmacy is Target. Pharmacy is closed today.', 'org.pharmacy-named');
  });
  it("leaves a named shop's bracket (its branch or town) to the place rules", () => {
    notBy('Blister packs from Quarrow Chemist (Pellbrook) weekly.', 'org.pharmacy-named');
  });
});
