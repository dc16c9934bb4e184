// Per-rule tests of place.residence-street (src/engine/phi/rules/residence-streets.ts): a street without its house
// number where a note says where the patient lives, and its town; and the roads, fields and clauses that are none.
// Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'lives', 'with', 'in', 'apt', 'on', 'off', 'house', 'home', 'dirt', 'road', 'the', 'town', 'states', 'he', 'she', 'a',
    'gravel', 'main', 'street', 'and', 'near', 'old', 'mill', 'sister', 'social', 'security', 'disability', 'her', 'own',
  ],
  cities: ['harlow springs'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.residence-street', () => {
  it('finds a street with an ordinal or a name, and its town after a comma or "in"', () => {
    // A street named by an ordinal after a dwelling's word is street.on-after-cue's since the twenty-third round (the same
    // span); this rule reads its town.
    finds('Pt lives w/ sister in apt on N 212th St, Quarlesby. Works nights.', 'STREET:N 212th St', 'street.on-after-cue');
    finds('Pt lives w/ sister in apt on N 212th St, Quarlesby. Works nights.', 'CITY:Quarlesby', 'place.residence-street');
    finds('pt lives w/ her son in apt off tamsworth pkwy in harlow springs, son works days.', 'STREET:tamsworth pkwy', 'street.on-after-cue');
    finds('apt off tamsworth pkwy in quenby, son works days.', 'CITY:quenby', 'place.residence-street');
    finds('PT LIVES IN HOUSE ON W 9TH AVE, DELMORVEN.\n', 'CITY:DELMORVEN', 'place.residence-street');
    finds('family lives in a house off old mill rd, kestwick; 2 dogs.', 'STREET:old mill rd', 'street.on-after-cue');
  });
  it('leaves a road described in English words, a benefit, a clause and a town that is no name alone', () => {
    notBy('lives off dirt road in the town. lives on gravel road, states she is safe.', 'place.residence-street');
    notBy('lives off social security and disability, in her own home.', 'place.residence-street');
    notBy('apt on main st in town. house on the st, he states.', 'place.residence-street');
    notBy('home on iv abx, pt to f/u. lives on 3rd floor, in apt.', 'place.residence-street');
  });
});
