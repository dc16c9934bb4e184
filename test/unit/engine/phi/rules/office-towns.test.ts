// Per-rule tests of place.office-town (src/engine/phi/rules/office-towns.ts): the town naming a practice's or an
// agency's branch office in a portal reply, a heading or a signature, and the department, building and role words
// that take the same slot. Invented examples, none from any evaluation set. A small hand-made dictionary stands in
// for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['pruett', 'okonedo'],
  english: [
    'we', 'have', 'an', 'opening', 'at', 'our', 'office', 'today', 'the', 'see', 'you', 'in', 'front', 'billing', 'main', 'head', 'call',
    'home', 'care', 'health', 'authority', 'services', 'behavioral', 'outpatient', 'visit', 'cardiology', 'band', 'post', 'works',
    'flint', 'pooling', 'rn', 'nurse', 'records', 'please', 'fax', 'to', 'of', 'and', 'intake', 'assessment', 'dental', 'north',
  ],
  cities: ['tarnwell', 'quenby', 'pooling'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.office-town', () => {
  it('finds the branch a portal reply offers "at our X office", an English word too', () => {
    finds('We have an opening at 2:15 today at our Flint office, 12 Main St.', 'CITY:Flint', 'place.office-town');
  });
  it('finds the town closing a heading or a signature before "office" or "outpatient"', () => {
    finds('home care visit - corriemoor health authority home care, ostravel office\nclient: x', 'CITY:ostravel', 'place.office-town');
    finds('intake assessment\nlanbrook behavioral health services - quenby outpatient\nclient: x', 'CITY:quenby', 'place.office-town');
    finds('marla, rn - corriemoor cardiology ullapoint office', 'CITY:ullapoint', 'place.office-town');
    finds('marla, rn - corriemoor cardiology pooling office', 'CITY:pooling', 'place.office-town');
  });
  it('leaves a department, a building or a role before "office" alone', () => {
    notBy('Please call our Main office or our Billing office.', 'place.office-town');
    notBy('Please call our Dental office or our North office.', 'place.office-town');
    notBy('She works at the band office.\nMail to the post office\n', 'place.office-town');
    notBy('home care, front office\nfax to records, billing office\n', 'place.office-town');
  });
  it('leaves a known surname, an English word and a town not closing its line alone', () => {
    notBy('seen by x cardiology, pruett office\n', 'place.office-town');
    notBy('corriemoor home care - flint office\n', 'place.office-town');
    notBy('corriemoor home care, ostravel office hours are 9 to 5\n', 'place.office-town');
    notBy('Fax to our office in Tarnwell today.', 'place.office-town');
  });
});
