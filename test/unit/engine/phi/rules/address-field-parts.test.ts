// Per-rule tests of place.address-field-part (src/engine/phi/rules/address-field-parts.ts; fix22b): the places of a form's
// address, residence, location or venue field, part by part after the label. Invented examples, none from any evaluation
// set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'address', 'residence', 'location', 'venue', 'scene', 'village', 'ward', 'plot', 'close', 'on', 'file', 'left', 'forearm', 'upper',
    'arm', 'bedside', 'same', 'as', 'above', 'of', 'the', 'pin', 'medical', 'aid', 'none', 'mob', 'home', 'private', 'short-term',
    'health', 'rehab', 'park', 'ground', 'fixture', 'dob', 'incident', 'unit', 'room', 'pt', 'declined', 'patient',
    'quarry', 'lane', 'lower', 'department', 'rheumatology', 'hospital', 'tel', 'na', 'ann', 'roe', 'road', 'station',
  ],
  names: ['ann', 'roe'],
  given: ['ann'],
  cities: ['tarrow', 'pellham'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.address-field-part', () => {
  it('finds each part written as a name after an address, scene or venue label, at a line\'s start or after a column gap', () => {
    finds('DOB 1/2/1990   Venue: Quarrow Ground, Ostravane\nFixture: home', 'CITY:Ostravane', 'place.address-field-part');
    finds('Scene: Quarrow Ground, Ostravane\nDOB 1/2/1990', 'CITY:Quarrow Ground', 'place.address-field-part');
    finds('address: plot 7, off quellani close, ostravane\nmob: 555', 'CITY:ostravane', 'place.address-field-part');
  });
  it('finds a place the lists hold before a postcode; a part another place rule reads stays that rule\'s', () => {
    finds('Address: Quellani Village, Tarrow 5180\nDOB 1/2/1990', 'CITY:Tarrow', 'place.address-field-part');
    // place.known-city-end reads the town after the residence's facility first; this rule adds nothing there.
    notBy('Residence: Quarrow River Health & Rehab, Pellham (short-term).', 'place.address-field-part');
  });
  it('leaves a body site, a ward place, a form\'s words and a postcode\'s label alone', () => {
    notBy('Location: left forearm, upper arm\nAddress: on file\nLocation: bedside, Room 4\nResidence: Same as above, patient declined', 'place.address-field-part');
    notBy('Address: Vill- Quellani, P.O.- Hajomar, PIN- 781102   Mob: 555', 'place.address-field-part');
  });
  it('leaves a label in the middle of a sentence alone', () => {
    notBy('the pt asked about the address: Ostravane, Tarrow.', 'place.address-field-part');
  });
  it('finds the parts before the town of an address line that a postcode or a county closes, with no label (fix23b)', () => {
    finds('Quarry Lane, Thornbury, Lincs PE20 1LQ', 'STREET:Quarry Lane', 'place.address-field-part');
    finds('Quarry Lane, Thornbury, Lincs PE20 1LQ', 'LOCATION-OTHER:Thornbury', 'place.address-field-part');
    finds('Re: Mr Ann Roe\nTobar na Naomh, Ballyvane, Co. Leitrim N41 X2K7', 'LOCATION-OTHER:Tobar na Naomh', 'place.address-field-part');
    finds('Patient: Ann Roe   Dromkeen Lower, Abbeyfeale BT60 2AB', 'LOCATION-OTHER:Dromkeen Lower', 'place.address-field-part');
  });
  it('leaves a department, a service, a postcode\'s label and English words before the town (fix23b)', () => {
    notBy('Rheumatology Department, Quarrow Hospital, Leeds LS9 7TF  Tel 0113 555 0142', 'place.address-field-part');
    notBy('Station Road PIN-, Lower, Leeds LS9 7TF', 'place.address-field-part');
  });
});
