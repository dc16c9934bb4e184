// Per-rule tests of place.after-institution (src/engine/phi/rules/institution-towns.ts): the town after a hospital's,
// practice's or organisation's name and its comma, before the line's end, its region code or a site word, and what a
// comma after an institution leads to instead (a department, a signature's surname, a field, a second institution).
// Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['harrowgate', 'okonedo', 'marlowe', 'pruett'],
  given: ['marlowe'],
  english: [
    'read', 'at', 'seen', 'by', 'the', 'from', 'referred', 'imaging', 'care', 'health', 'centre', 'center', 'site', 'campus', 'clinic',
    'emergency', 'department', 'outpatients', 'radiology', 'hospital', 'medical', 'group', 'specialists', 'orthopaedic', 'unscheduled',
    'tel', 'fax', 'community', 'report', 'reviewed', 'sound', 'lakes', 'valley', 'copy', 'to', 'main', 'building', 'physiotherapy', 'north', 'south',
  ],
  cities: ['harrowgate', 'quenby', 'tarnwell'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.after-institution', () => {
  it('finds a gazetteer town after an institution ending in any word, before a region code', () => {
    finds('Read at Corriemoor Imaging, Harrowgate WA.', 'CITY:Harrowgate', 'place.after-institution');
    finds('Read at Corriemoor Imaging, Harrowgate WA.', 'STATE:WA', 'place.after-institution');
    finds('FROM: Dr. Ana Pruett, Lanbrook Community Health Center, Quenby LA', 'CITY:Quenby', 'place.after-institution');
  });
  it('finds the town before a site word and at a line\'s end', () => {
    finds('Seen at the Dunmore Lakes Health Centre, Tarnwell site.', 'CITY:Tarnwell', 'place.after-institution');
    finds('Report read at Corriemoor Imaging, Ullapoint\nTel 555', 'CITY:Ullapoint', 'place.after-institution');
  });
  it('leaves a department, a known surname, a field label and English words after the comma alone', () => {
    notBy('Seen at Dunmore Hospital, Emergency Department.', 'place.after-institution');
    notBy('Reviewed by Kestrelby Medical Group, Okonedo.', 'place.after-institution');
    notBy('Kestrelby Medical Group, Tel 555 0100', 'place.after-institution');
    notBy('Read at Corriemoor Imaging, Main Building.', 'place.after-institution');
  });
  it('leaves a town after a person or a plain word alone', () => {
    notBy('Seen by Dr. Marlowe, Harrowgate WA.', 'place.after-institution');
    notBy('pain, Harrowgate WA', 'place.after-institution');
  });
});
