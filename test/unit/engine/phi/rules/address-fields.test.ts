// Per-rule tests of place.address-field (src/engine/phi/rules/address-fields.ts): a street address after a form's
// address, location or pickup label, in lower case and capitals, with its town, region code and postcode; and the
// labelled fields that hold no address. Invented examples, none from any evaluation set. A small hand-made dictionary
// stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'address', 'confirmed', 'location', 'pickup', 'scene', 'lives', 'with', 'farm', 'cherry', 'alley', 'road', 'left',
    'lower', 'lobe', 'bed', 'room', 'the', 'of', 'fork', 'creek', 'valley', 'mill', 'pt', 'states', 'ward', 'unit',
  ],
  cities: ['harlow springs'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.address-field', () => {
  it('finds a street after its label in lower case, with its town and postcode', () => {
    const note = 'visit 10/2. address confirmed 2210 quenby mill rd, tarvesh 29901. lives with son.';
    finds(note, 'STREET:2210 quenby mill rd', 'place.address-field');
    finds(note, 'CITY:tarvesh', 'place.address-field');
    finds(note, 'ZIP:29901', 'place.address-field');
    finds('address: 14 cherry alley, dunmorrow, pa\ns: pt states', 'STATE:pa', 'place.address-field');
    finds('address 88 left fork brannick creek rd, harlow springs, ky\nhomebound', 'STREET:88 left fork brannick creek rd', 'place.address-field');
  });
  it('finds it in capitals after a location or pickup label, a compass letter, a leading word or a highway number', () => {
    finds('LOCATION: 5120 W FARM RD, OSKELAN VALLEY\nPT: X', 'STREET:5120 W FARM RD', 'place.address-field');
    finds('LOCATION: 5120 W FARM RD, OSKELAN VALLEY\nPT: X', 'CITY:OSKELAN VALLEY', 'place.address-field');
    finds('PICKUP: 301 MONTEE VARENNE, BELCOURTOIS, ON\nCC: FALL', 'STREET:301 MONTEE VARENNE', 'place.address-field');
    finds('SCENE: 4410 HWY 17, PETIT-DU-QUAI, NS\nCC', 'STREET:4410 HWY 17', 'place.address-field');
  });
  it('leaves a location that is a body part, a bed or a room, and a field with no street word or no comma', () => {
    notBy('location: 2 left lower lobe, posterior', 'place.address-field');
    notBy('LOCATION: 4 WEST, BED 12\nPT', 'place.address-field');
    notBy('Location: 3 sites, the mill; scene 2 of the room, pt states', 'place.address-field');
    notBy('address: 41 cherry alley\nno town given', 'place.address-field');
    notBy('LOCATION: 12 ORCHARD RD, THE FARM\n', 'place.address-field');
  });
});
