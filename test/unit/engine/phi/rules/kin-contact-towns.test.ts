// Per-rule tests of place.kin-contact-town (src/engine/phi/rules/kin-contact-towns.ts): the town a contact field or a
// pedigree line gives after a named relative and a comma, before the phone or after the age; and the hard negatives, a
// phone's kind, a suffix, a given name and a word of the sentence after the comma. Invented examples, none from any
// evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'the', 'and', 'of', 'in', 'a', 'is', 'he', 'she', 'her', 'his', 'was', 'on', 'as', 'son', 'wife', 'daughter', 'nephew',
    'mother', 'father', 'cell', 'home', 'work', 'ph', 'via', 'clinic', 'retired', 'teacher', 'party', 'responsible',
    'donor', 'potential', 'contact', 'community', 'updated', 'called', 'today', 'lakes', 'twin', 'spring', 'coming', 'from',
    'driving', 'white', 'swan', 'work', 'rehab', 'brother', 'at', 'bedside', 'tonight',
  ],
  given: ['mary', 'joan', 'lyle', 'ann', 'tom'],
  names: ['garrity', 'smith'],
  cities: ['pelham'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, clean, notBy } = ruleChecks(identify);

describe('rule place.kin-contact-town', () => {
  it('finds the town between a named relative and the phone', () => {
    finds('POA: son Lyle Garrity, Quarnby, 208-555-0147', 'CITY:Quarnby', 'place.kin-contact-town');
    finds('Responsible party: daughter Ann Smith, Pelham, cell (910) 555-0123', 'CITY:Pelham', 'place.kin-contact-town');
    finds('Potential donor: nephew Tovo, Twin Lakes, 775-555-0190.', 'CITY:Twin Lakes', 'place.kin-contact-town');
    finds('Next of kin: mother Mary Oduya, Wenkarri community, ph via clinic (08) 9555 0142.', 'CITY:Wenkarri', 'place.kin-contact-town');
  });
  it('finds the town after a pedigree relative\'s age', () => {
    finds('- Mother Joan Vellacott, 66, Ostrey, retired teacher; well.', 'CITY:Ostrey', 'place.kin-contact-town');
  });
  it('leaves a phone\'s kind, a suffix, a given name, English words and a town with no phone or age after it', () => {
    notBy('wife Mary, Home 555-0147; son Tom Smith, Jr., 555-0148', 'place.kin-contact-town');
    notBy('wife Ann, Joan, 555-555-0149', 'place.kin-contact-town');
    notBy('son Tom, Spring, 555-555-0150', 'place.kin-contact-town');
    notBy('daughter Ann Smith, Quarnby, updated today.', 'place.kin-contact-town');
    clean('son tom, quarnby, cell 555-555-0151', 'CITY');
  });
});

describe('rule place.kin-from-town', () => {
  it('finds where a relative rang or set out from, in Title case and capitals', () => {
    finds('mother Mary coming from White Marsh tonight.', 'CITY:White Marsh', 'place.kin-from-town');
    finds('MOTHER DRIVING FROM QUARNBY. WIFE AT BEDSIDE.', 'CITY:QUARNBY', 'place.kin-from-town');
    finds('BROTHER TOM SMITH CALLED FROM OSTREY VALE, PHONE 555-555-0152.', 'CITY:OSTREY VALE', 'place.kin-from-town');
  });
  it('leaves a setting of care, an English word alone and lower case', () => {
    notBy('wife called from Home; son coming from Work; daughter Ann coming from Rehab; son called from Spring', 'place.kin-from-town');
    notBy('mother coming from quarnby; son called from Ann Smith', 'place.kin-from-town');
  });
});
