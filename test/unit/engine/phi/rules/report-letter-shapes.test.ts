// Per-rule tests of the kinds of text the eleventh own set (test/data/phi-own-notes-11.json: radiology, operative,
// triage, pharmacy, pathology, home-health and transfer notes, UK/Indian/Australian/Canadian letters) showed the
// rules missing: short extensions, UK and Indian phone shapes, "91 Y / M", Rx and lot numbers, specimen
// accessions, eight-digit dates after a label, Indian address parts, pavilions, drugstores and transport
// services, towns after "at home in" and "outside", towns after a laboratory and UK town lines.
// Invented examples, none from any evaluation set.
import { createPhiIdentifier, identifyPhi, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule contact.phone-shapes (extensions, UK and Indian shapes)', () => {
  it('finds a three-digit extension after its place, UK mobiles in three groups and Indian landlines', () => {
    finds('Call the nurse station x318 with questions.', 'PHONE:318', 'contact.phone-shapes');
    finds('Front desk ext 442.', 'PHONE:442', 'contact.phone-shapes');
    finds('Her son is on 07812 604 339 most evenings.', 'PHONE:07812 604 339', 'contact.phone-shapes');
    finds('For emergencies ring casualty 0471-2556093.', 'PHONE:0471-2556093', 'contact.phone-shapes');
  });
  it('leaves counts, multipliers, doses and short codes alone', () => {
    clean('NS bolus x250 mL, repeated x3. Walked x100 ft.', 'PHONE');
    clean('Ext 12 of the protocol; extension 90 degrees at the knee.', 'PHONE');
    clean('Lot 0471-2556 of saline; ratio 0471-25560.', 'PHONE');
  });
});

describe('rule contact.phone (reachable at)', () => {
  it('finds a local number after "reachable at"', () => {
    finds('The aide is reachable at 555-0193 until 5.', 'PHONE:555-0193', 'contact.phone');
  });
  it('leaves a reachable goal without a number alone', () => {
    clean('Goal reachable at 12-14 breaths per minute.', 'PHONE');
  });
});

describe('rule age.over-89 (a bare Y after the number)', () => {
  it('finds "91 Y / M" and "(93y)"', () => {
    finds('Age/Sex: 91 Y / M', 'AGE:91', 'age.over-89');
    finds('DOB 04/05/1932 (93y), lives alone', 'AGE:93', 'age.over-89');
  });
  it('leaves ages under 90 and numbers glued to others alone', () => {
    clean('Age/Sex: 67 Y / F', 'AGE');
    clean('(45y), ratio 1/95y, 195Y/N', 'AGE');
  });
});

describe('rule identifier.cued (Rx numbers and lot codes)', () => {
  it('finds a prescription number and a lot code after a bare "lot"', () => {
    finds('Metformin 500 mg (Rx #4471093) refilled.', 'IDNUM:4471093', 'identifier.cued');
    finds('Mesh implanted, lot KX-20931 per sticker.', 'DEVICE:KX-20931', 'identifier.cued');
  });
  it('leaves "a lot", short lot numbers and a prescription without a number alone', () => {
    clean('Improved a lot 3 days after; Blk 7 Lot 12 is nearby.', 'DEVICE', 'IDNUM');
    clean('Rx: amoxicillin 500 mg tid.', 'IDNUM');
  });
});

describe('rule identifier.shaped (specimen accessions)', () => {
  it('finds surgical and cytology accessions, the year first or second', () => {
    finds('Femoral head sent as S24-33172.', 'IDNUM:S24-33172', 'identifier.shaped');
    finds('See block 24-CY-5510-B2 for the cell block.', 'IDNUM:24-CY-5510-B2', 'identifier.shaped');
  });
  it('leaves vertebral levels, tumour markers and ratios alone', () => {
    clean('Disc bulge at L4-5 and C5-C6, T12-L1 fracture; CA19-9 and CA-125 normal.', 'IDNUM');
  });
});

describe('rule date.other-shapes (eight digits after a date label)', () => {
  it('finds a date written as YYYYMMDD after its label', () => {
    finds('Collected: 20240917 0815', 'DATE:20240917', 'date.other-shapes');
    finds('DOB 19311103', 'DATE:19311103', 'date.other-shapes');
  });
  it('leaves eight digits without a label, or no valid date, alone', () => {
    clean('Account 20240917 closed.', 'DATE');
    clean('Collected: 20241317 0815', 'DATE');
  });
});

describe('rule place.india-address', () => {
  it('finds the state after a town, a town before its mandal or taluk, and a house number with its locality', () => {
    finds('Nellore Road, Ongolu, Andhra Pradesh\nPh', 'STATE:Andhra Pradesh', 'place.india-address');
    finds('Vill. Kothapeta, Ramavaram Mandal, Guntur Dist.', 'CITY:Ramavaram Mandal', 'place.india-address');
    finds('Address: D.No 7-1-212/A, Ashok Nagar, Vijayanagar', 'STREET:7-1-212/A, Ashok Nagar', 'place.india-address');
  });
  it('finds a PIN after a state code and a hyphen', () => {
    finds('Guntur Dist., AP - 522019', 'ZIP:522019', 'postcode.international');
  });
  it('leaves state names outside an address, heart rates and measurements alone', () => {
    clean('Assam tea and Goa trips; Punjab cuisine.', 'STATE');
    clean('HR 110 120, AS 102 110.', 'ZIP');
    clean('No. 3 Dist. 2 cm from the margin', 'CITY', 'STREET');
  });
});

describe('rule facility.suffix (pavilions, drugstores, transport services)', () => {
  it('finds a named pavilion, drugstore and patient-transport service', () => {
    finds('Surgery at Fenmore Surgical Pavilion today.', 'ORGANIZATION:Fenmore Surgical Pavilion', 'facility.suffix');
    finds('Filled at Quillan Drug on Route 4.', 'ORGANIZATION:Quillan Drug', 'facility.suffix');
    finds('Returned by Tarrawong Patient Transport.', 'ORGANIZATION:Tarrawong Patient Transport', 'facility.suffix');
  });
  it('leaves drug headings, generic pavilions and transport services alone', () => {
    clean('Urine Drug Screen negative. Illicit Drug Use: denies. Study Drug held. Drugs of Abuse panel sent.', 'ORGANIZATION', 'HOSPITAL');
    clean('Admitted to the Surgical Pavilion. Patient Transport booked. Non-Emergency Patient Transport called.', 'ORGANIZATION', 'HOSPITAL');
  });
});

describe('rule place.cue-town (at home in, outside)', () => {
  it('finds a town after "at home in" and after "outside"', () => {
    finds('Fell at home in Quarrel Bluff this morning.', 'CITY:Quarrel Bluff', 'place.cue-town');
    finds('A farm outside Dunkeld Corners, no neighbours.', 'CITY:Dunkeld Corners', 'place.cue-town');
  });
  it('leaves settings of care and English words after the cues alone', () => {
    clean('Doing well at home in good spirits. Outside hospital records and outside films reviewed.', 'CITY');
  });
});

describe('rule place.after-facility (after a laboratory or pavilion)', () => {
  it('finds the town after a reference laboratory', () => {
    finds('Sent to Brenmoor Reference Laboratory, Quelton, for testing.', 'CITY:Quelton', 'place.after-facility');
  });
  it('leaves a section or a clinical word after the comma alone', () => {
    clean('Reference Laboratory, Hematology, reviewed. Care Center, Dept of Medicine.', 'CITY');
  });
});

describe('rule place.address-town (a UK town line before its county and postcode)', () => {
  it('finds the town on its own line when a county and postcode follow', () => {
    finds('12 Sallow Lane\nBrindleham\nCumbria CA4 8PL\n', 'CITY:Brindleham', 'place.address-town');
  });
  it('leaves a greeting after an address alone', () => {
    clean('12 Sallow Lane\nDear Colleague\nThank you', 'CITY');
  });
});

describe('rule contact.phone (the UK bleep)', () => {
  it('finds a bleep number', () => {
    finds('Registrar on bleep 2274 overnight.', 'PHONE:2274', 'contact.phone');
  });
  it('leaves a bleep without a number alone', () => {
    clean('Monitor will bleep at 120 bpm; bleep 12 times.', 'PHONE');
  });
});

describe('rule age.over-89 (number words after an age cue)', () => {
  it('finds "aged ninety-one" and "turned one hundred"', () => {
    finds('A widow aged ninety-one, lives alone.', 'AGE:ninety-one', 'age.over-89');
    finds('She turned one hundred in May.', 'AGE:one hundred', 'age.over-89');
  });
  it('leaves ages in days or weeks and younger ages alone', () => {
    clean('Infant aged ninety days; aged ninety-one weeks; aged eighty-nine.', 'AGE');
  });
});

describe('rule date.other-shapes (month, "the" and an ordinal day)', () => {
  it('finds "June the 3rd"', () => {
    finds('Surgery is booked for June the 3rd.', 'DATE:June the 3rd', 'date.other-shapes');
  });
  it('leaves an ordinal without a month alone', () => {
    clean('He came in third; the 3rd dose was given.', 'DATE');
  });
});

describe('rule place.facility-word (lower-case names closed by a place noun)', () => {
  it('finds a care facility named after a place after a move cue', () => {
    finds('pt d/c to aspen hollow rehab this am', 'HOSPITAL:aspen hollow rehab', 'place.facility-word');
  });
  it('leaves kinds of rehab without a place noun alone', () => {
    clean('pt d/c to short term rehab vs acute rehab; cardiac rehab referral.', 'HOSPITAL');
  });
});

// The named-service rule reads the word classes: a small hand-made dictionary stands in for the built file, with
// every English word of its examples in it.
const SERVICE_DICTS: PhiDictionaries = {
  names: new Set(['tallis']),
  given: new Set(),
  english: new Set('staples out at the on friday referred to seen in clinic tuesday wound visit main eye center coumadin ortho'.split(' ')),
  cities: new Set(),
  states: new Map(),
  countries: new Set(),
  source: 'file',
};
const service = ruleChecks(createPhiIdentifier(SERVICE_DICTS));

describe('rule facility.named-service', () => {
  it('finds a clinic named by an unknown word and its service in lower case', () => {
    service.finds('Staples out at the Quenmoor ortho clinic on Friday.', 'HOSPITAL:Quenmoor ortho clinic', 'facility.named-service');
    service.finds('Dressing changed; next at the Tallisford wound clinic on Friday.', 'HOSPITAL:Tallisford wound clinic', 'facility.named-service');
  });
  it('leaves services after English or plan words and drug names alone', () => {
    service.clean('Seen in Coumadin clinic. Tuesday wound clinic visit.', 'HOSPITAL');
  });
});

describe('rule facility.suffix (a UK practice heading a letter)', () => {
  it('finds "X Surgery" when its address line follows', () => {
    finds('Pellowmere Surgery\n3 Church Lane\nDerwick', 'HOSPITAL:Pellowmere Surgery', 'facility.suffix');
  });
  it('leaves specialties above an address and practices without one alone', () => {
    clean('Plastic Surgery\n12 Hill Road', 'HOSPITAL', 'ORGANIZATION');
    clean('Colorectal Surgery\n14 Main Road', 'HOSPITAL', 'ORGANIZATION');
  });
});

describe('rule date.other-shapes (day.month.yy after a date cue)', () => {
  it('finds dotted dates with a two-digit year after their cue', () => {
    finds('DOA: 4.8.25   DOD: 11.8.25', 'DATE:4.8.25', 'date.other-shapes');
    finds('Last seen on 3.6.25 in clinic.', 'DATE:3.6.25', 'date.other-shapes');
  });
  it('leaves versions, doses and dotted numbers without a cue alone', () => {
    clean('Software 4.8.25 installed; dose on 2.5.10 mg scale; ratio 3.6.25.', 'DATE');
  });
});

describe('rule contact.phone-shapes (Australian mobiles)', () => {
  it('finds 04xx xxx xxx', () => {
    finds('Daughter Kerri 0412 338 907 after hours.', 'PHONE:0412 338 907', 'contact.phone-shapes');
  });
  it('leaves other grouped numbers alone', () => {
    clean('Batch 0512 338 907; lot ratio 412 338 907.', 'PHONE');
  });
});

describe('rule place.cue-town (a place named as such)', () => {
  it('finds a town after "a town called" and "resident of"', () => {
    finds('He grew up in a small town called Quillbrook near the border.', 'CITY:Quillbrook', 'place.cue-town');
    finds('Long-time resident of Tarrowby Heights.', 'CITY:Tarrowby Heights', 'place.cue-town');
  });
  it('leaves residents of care settings alone', () => {
    clean('Resident of the nursing home; residents of this unit; the town of residence.', 'CITY');
  });
});

describe('rule identifier.international (Aadhaar and ABHA)', () => {
  it('finds the numbers after their cue', () => {
    finds('Aadhaar No: 4491 2290 1187', 'IDNUM:4491 2290 1187', 'identifier.international');
    finds('ABHA: 91-4417-2290-1187', 'HEALTHPLAN:91-4417-2290-1187', 'identifier.international');
  });
  it('leaves the cue without a number alone', () => {
    clean('Aadhaar card seen; ABHA pending.', 'IDNUM', 'HEALTHPLAN');
  });
});
