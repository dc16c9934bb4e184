// Per-rule tests of place.after-institution (src/engine/phi/rules/institution-towns.ts): the town after a hospital's,
// practice's or organisation's name and its comma, before the line's end, its region code or a site word, and what a
// comma after an institution leads to instead (a department, a signature's surname, a field, a second institution).
// Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['harrowgate', 'okonedo', 'marlowe', 'pruett', 'ann', 'roe', 'ravel'],
  given: ['marlowe', 'ann'],
  english: [
    'read', 'at', 'seen', 'by', 'the', 'from', 'referred', 'imaging', 'care', 'health', 'centre', 'center', 'site', 'campus', 'clinic',
    'emergency', 'department', 'outpatients', 'radiology', 'hospital', 'medical', 'group', 'specialists', 'orthopaedic', 'unscheduled',
    'tel', 'fax', 'community', 'report', 'reviewed', 'sound', 'lakes', 'valley', 'copy', 'to', 'main', 'building', 'physiotherapy', 'north', 'south',
    'diagnostic', 'division', 'cardiology', 'ultrasound', 'family', 'physicians', 'associates', 'exam',
    'transferred', 'flown', 'rehab', 'nursing', 'rehabilitation', 'deconditioning', 'xfer', 'neuro', 'intact', 'admitted', 'then',
    'home', 'done', 'system', 'quenby', 'college', 'institute', 'sciences', 'ward', 'bed', 'dept', 'medicine', 'open', 'lumbar', 'spine', 'summary', 'discharge', 'referral', 'springs',
    'practice', 'code', 'surgery', 'gp', 'consultant', 'registrar', 'ext', 'upon', 'on', 'seen',
    'she', 'prefers', 'it', 'is', 'near', 'staying', 'was', 'in', 'may', 'and', 'left', 'since', 'when', 'wing', 'monday', 'evening',
  ],
  cities: ['harrowgate', 'quenby', 'tarnwell', 'tallwood'],
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
  it('finds the town after a heading\'s dash, and a state code after the town\'s own comma', () => {
    finds('LAKEVIEW DIAGNOSTIC IMAGING - TALLWOOD\nEXAM: CT', 'CITY:TALLWOOD', 'place.after-institution');
    finds('CORRIEMOOR HEALTH CARE SYSTEM - QUENBY DIVISION\nDISCHARGE', 'CITY:QUENBY', 'place.after-institution');
    finds('Brannock Family Physicians, Ostravel, WI\n', 'STATE:WI', 'place.after-institution');
  });
  it('leaves a department or report after a dash, and a legal form after a comma, alone', () => {
    notBy('Dunmore Hospital - Cardiology Division\nLAKEVIEW DIAGNOSTIC IMAGING - ULTRASOUND\n', 'place.after-institution');
    notBy('Dunmore Hospital - Emergency Department\n', 'place.after-institution');
    notBy('QUARROW GENERAL HOSPITAL - JABATAN ORTOPEDIK\n', 'place.after-institution');
    notBy('Harlow Ridge Urology Associates, PLLC\n', 'place.after-institution');
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
  it('finds a letterhead\'s town and state after a dash, a middle dot or on the next line, in or out of the lists', () => {
    finds('CORRIEMOOR COMMUNITY HOSPITAL - OSTRAVEL, NV\nDISCHARGE SUMMARY', 'CITY:OSTRAVEL', 'place.after-institution');
    finds('CORRIEMOOR COMMUNITY HOSPITAL - OSTRAVEL, NV\nDISCHARGE SUMMARY', 'STATE:NV', 'place.after-institution');
    finds('Lanbrook Family Health \u00b7 Quenby, KY \u00b7 fax 555-0100', 'CITY:Quenby', 'place.after-institution');
    finds('Lanbrook Family Health \u00b7 Quenby, KY \u00b7 fax 555-0100', 'STATE:KY', 'place.after-institution');
    finds('Kestrelby Family Medicine\nUllapoint Vista, AZ\n\nREFERRAL', 'CITY:Ullapoint Vista', 'place.after-institution');
    finds('Corriemoor Diagnostic Imaging - Pruett, OK\nEXAM: CT', 'CITY:Pruett', 'place.after-institution');
  });
  it('leaves a credential, a department and English words before an English code on a letterhead\'s next line alone', () => {
    notBy('Kestrelby Medical Group\nMarlowe Pruett, MD\n', 'place.after-institution');
    notBy('Corriemoor Diagnostic Imaging - Pruett, PA\n', 'place.after-institution');
    notBy('Dunmore Hospital\nCardiology, MA\n', 'place.after-institution');
    notBy('Kestrelby Medical Group\nMain Building, OR\n', 'place.after-institution');
  });
  it('finds the town after a facility and "in", after the rest of its name, in the facility\'s letter case', () => {
    finds('FLOWN FROM CORRIEMOOR HEALTH SYSTEM IN OSTRAVEL. PCI DONE', 'CITY:OSTRAVEL', 'place.after-institution');
    finds('Rehab at Dunmore Hospital Nursing and Rehabilitation in Quenby for deconditioning.', 'CITY:Quenby', 'place.after-institution');
    finds('xfer from dunmore hospital in quenby. neuro intact', 'CITY:quenby', 'place.after-institution');
  });
  it('finds the town after the facility\'s initials in brackets, before a linking word, a dash or a state\'s code', () => {
    finds('TNK AT CORRIEMOOR MEMORIAL HOSPITAL (CMH) IN OSTRAVEL, SENT BY GROUND.', 'CITY:OSTRAVEL', 'place.after-institution');
    finds('adm from dunmore community hospital (dch) in ostravel nd w/ resp failure', 'CITY:ostravel', 'place.after-institution');
    finds('FLOWN FROM CORRIEMOOR HEALTH SYSTEM IN OSTRAVEL BY AIR', 'CITY:OSTRAVEL', 'place.after-institution');
    finds('Report from Corriemoor Imaging in Ostravel - reviewed.', 'CITY:Ostravel', 'place.after-institution');
  });
  it('leaves a month, a room, a service, English words and an unknown lower-case word after "in" alone', () => {
    notBy('Admitted to Dunmore Hospital in March.', 'place.after-institution');
    notBy('Seen at Dunmore Hospital in Radiology, then home.', 'place.after-institution');
    notBy('Seen at Dunmore Hospital in the Emergency Department.', 'place.after-institution');
    notBy('xfer from dunmore hospital in ostravel. neuro intact', 'place.after-institution');
    notBy('Seen at Dunmore Hospital in Outpatients.', 'place.after-institution');
    // Brackets that are no initials (a kind of care) leave a lower-case word no list holds alone, as before.
    notBy('xfer from dunmore hospital (rehab unit) in ostravel nd w/ pain', 'place.after-institution');
    notBy('SEEN AT DUNMORE HOSPITAL (ED) IN RADIOLOGY W/ SON', 'place.after-institution');
  });
  it('finds the town after a facility and "in" before "since", "in" or "when", and a compass point before a gazetteer town (fix19c)', () => {
    finds('she prefers dunmore hospital in quenby since it is near home.', 'CITY:quenby', 'place.after-institution');
    finds('STAYING AT CORRIEMOOR HEALTH SYSTEM IN OSTRAVEL SINCE 5/20.', 'CITY:OSTRAVEL', 'place.after-institution');
    finds('was at dunmore hospital in north tarnwell in may and left.', 'CITY:north tarnwell', 'place.after-institution');
  });
  it('leaves a service before "since", a compass point before a word no gazetteer holds, and a month before "in" (fix19c)', () => {
    notBy('Seen at Dunmore Hospital in Radiology since Monday.', 'place.after-institution');
    notBy('was at dunmore hospital in north ostravel in may and left.', 'place.after-institution');
    notBy('Admitted to Dunmore Hospital in March in the evening.', 'place.after-institution');
    notBy('was at dunmore hospital in north wing when seen.', 'place.after-institution');
  });
  it('finds the town after a capitals heading\'s whole name and its comma', () => {
    finds('CORRIEMOOR INSTITUTE OF MEDICAL SCIENCES, TARNWELL\nDEPT. OF MEDICINE', 'CITY:TARNWELL', 'place.after-institution');
  });
  it('finds the town before a column gap, a bracket, and joined by "upon"', () => {
    finds('Practice: Corriemoor Medical Practice, Tarnwell   Practice code: 40112', 'CITY:Tarnwell', 'place.after-institution');
    finds('From: Lanbrook Family Physicians, Quenby (fax 555-0100)', 'CITY:Quenby', 'place.after-institution');
    finds('From: Corriemoor Surgery, Tarnwell upon Esk   GP: X', 'CITY:Tarnwell upon Esk', 'place.after-institution');
  });
  it('finds the town after a titled clinician\'s name and comma in a GP or referral field', () => {
    finds('GP: Dr A Ravel, Tarnwell\nDischarge to: home', 'CITY:Tarnwell', 'place.after-institution');
    finds('Referred by: Dr. Ann Roe, Quenby  Fax 555-0100', 'CITY:Quenby', 'place.after-institution');
  });
  it('leaves a clinician\'s degree, role or department after the comma alone', () => {
    notBy('Seen by Dr Ann Roe, MRCGP\nGP: Dr Ann Roe, Consultant  Tel 5', 'place.after-institution');
    notBy('Dr Ann Roe, Cardiology  ext 4\nDr A Ravel, Registrar\n', 'place.after-institution');
    notBy('Ann Roe, Marlowe\n', 'place.after-institution');
    notBy('Referred by: Dr. Ann Roe, Respirology  Fax 555-0100\nFP: Dr A Ravel, Geriatrics\n', 'place.after-institution');
  });
  it('leaves a surname or a bed after a heading\'s rest alone', () => {
    notBy('DUNMORE HOSPITAL ED, OKONEDO\n', 'place.after-institution');
    notBy('DUNMORE HOSPITAL WARD, BED-12\n', 'place.after-institution');
  });
});
