// Detector families on the formats clinical notes use.
import { strict as assert } from 'node:assert';
import { found, phiOf } from './helpers';

describe('identifyPhi: dates', () => {
  const dates = ['03/14/2024', '3/4/24', '2024-03-05', 'March 3, 2024', '3 March 2024', 'Mar 3', '03-Mar-2024', '3/2024', 'Feb 21st, 2023', '2023-01-05 14:30'];
  for (const d of dates) {
    it(`tags "${d}"`, () => assert.deepEqual(found(`Seen on ${d} in clinic.`, 'DATE'), [d]));
  }
  it('does not tag a bare year (documented decision: the year alone is kept)', () => {
    assert.deepEqual(phiOf('He was diagnosed back in 2021 and has been stable since 2019.'), []);
  });
  it('does not tag fractions, ratios or blood pressures', () => {
    assert.deepEqual(phiOf('Take 1/2 tab at night; 2/3 of the dose was given. BP 120/80, HR 72.'), []);
  });
});

describe('identifyPhi: contact and web', () => {
  it('tells fax from phone by the nearest cue', () => {
    const text = 'Tel: (212) 555-0101, Fax: (212) 555-0102.';
    assert.deepEqual(phiOf(text), [['PHONE', '(212) 555-0101'], ['FAX', '(212) 555-0102']]);
  });
  it('finds international and extension formats', () => {
    assert.deepEqual(found('Call +44 20 7946 0958 or 617.555.0100 x204.', 'PHONE'), ['+44 20 7946 0958', '617.555.0100 x204']);
  });
  it('finds bare domains and IP addresses as URL, e-mail as EMAIL', () => {
    assert.deepEqual(phiOf('See carterfamily.com; login from 192.168.10.24; write to a.b@mail.example.com.'), [
      ['URL', 'carterfamily.com'], ['URL', '192.168.10.24'], ['EMAIL', 'a.b@mail.example.com'],
    ]);
  });
});

describe('identifyPhi: identifiers', () => {
  it('labels by cue: MRN, health plan, device, account', () => {
    const text = 'MRN 7781234; Medicare ID: 1EG4-TE5-MK72; implant serial no. SN-00912; account # 55120934.';
    assert.deepEqual(phiOf(text), [
      ['MEDICALRECORD', '7781234'], ['HEALTHPLAN', '1EG4-TE5-MK72'], ['DEVICE', 'SN-00912'], ['IDNUM', '55120934'],
    ]);
  });
  it('accepts a card number only when it passes the Luhn check', () => {
    assert.deepEqual(found('Card 4111 1111 1111 1111 on file.', 'IDNUM'), ['4111 1111 1111 1111']);
    assert.deepEqual(found('Card 4111 1111 1111 1112 on file.', 'IDNUM'), []);
  });
  it('needs a digit in a cued value', () => {
    assert.deepEqual(phiOf('MRN: pending. Patient ID unknown.'), []);
  });
});

describe('identifyPhi: locations', () => {
  it('splits an address into street, city, state and ZIP', () => {
    assert.deepEqual(phiOf('Home: 1600 Oak Ridge Road, Austin, TX 78701'), [
      ['STREET', '1600 Oak Ridge Road'], ['CITY', 'Austin'], ['STATE', 'TX'], ['ZIP', '78701'],
    ]);
  });
  it('does not take a bare state abbreviation or a capitalised ordinary word for a place', () => {
    assert.deepEqual(phiOf('MA at bedside. Mobile x-ray ordered. OK to discharge. Reading glasses at home.'), []);
  });
  it('takes an ambiguous city in location context', () => {
    assert.deepEqual(found('She moved to Mobile, Alabama in June.', 'CITY'), ['Mobile']);
  });
});

describe('identifyPhi: people', () => {
  it('DOCTOR from titles, credentials, role headers and signatures', () => {
    const text = 'Attending: Sarah Lindqvist\nSeen by Dr. Okoye.\nElectronically signed by Mark Feldman, MD';
    assert.deepEqual(found(text, 'DOCTOR'), ['Sarah Lindqvist', 'Okoye', 'Mark Feldman']);
  });
  it('PATIENT from titles, "patient <Name>", headers and given names', () => {
    const text = 'Name: HOLLOWAY, GRACE\nMrs. Holloway reports pain. Spoke with patient Anna S. and her son Michael Brennan.';
    assert.deepEqual(found(text, 'PATIENT'), ['HOLLOWAY, GRACE', 'Holloway', 'Anna S.', 'Michael Brennan']);
  });
  it('recognises later mentions of a surname found with a cue', () => {
    assert.deepEqual(found('Dr. Nakamura reviewed the films. Nakamura recommends MRI.', 'DOCTOR'), ['Nakamura', 'Nakamura']);
  });
  it('keeps the title out of the span', () => {
    assert.deepEqual(phiOf('Dr. Lee'), [['DOCTOR', 'Lee']]);
  });
  it('takes a title with an initial only', () => {
    assert.deepEqual(phiOf('Last seen by Dr. J. in clinic; Mr. W. agrees.'), [['DOCTOR', 'J.'], ['PATIENT', 'W.']]);
  });
  it('does not take a given name inside a place name', () => {
    assert.deepEqual(found('Moved from San Francisco last year.', 'PATIENT'), []);
  });
});

describe('identifyPhi: institutions and profession', () => {
  it('grows hospital names left and right from the suffix', () => {
    assert.deepEqual(found('Transferred to Hospital of the University of Pennsylvania.', 'HOSPITAL'), ['Hospital of the University of Pennsylvania']);
    assert.deepEqual(found('Followed at Brigham and Women\'s Hospital.', 'HOSPITAL'), ["Brigham and Women's Hospital"]);
  });
  it('does not tag a bare suffix or section header', () => {
    assert.deepEqual(phiOf('Hospital Course: uneventful. Seen in clinic. The hospital was busy.'), []);
  });
  it('finds profession after cues and known occupations only', () => {
    assert.deepEqual(found('Occupation: electrician. She is a retired teacher. He is a smoker.', 'PROFESSION'), ['electrician', 'teacher']);
  });
});

describe('identifyPhi: note layouts', () => {
  it('reads hospital names written in capitals in a header', () => {
    assert.deepEqual(found('MERCY GENERAL HOSPITAL - EMERGENCY DEPARTMENT', 'HOSPITAL'), ['MERCY GENERAL HOSPITAL']);
  });
  it('keeps a cue from reaching into the next line ("PLAN" is a header, not a health plan)', () => {
    assert.deepEqual(phiOf('ASSESSMENT AND PLAN\n67-year-old man with COPD.'), []);
  });
  it('takes identifiers written in spaced groups after a cue', () => {
    assert.deepEqual(found('Great Lakes Mutual, member id GLM 448 102 377', 'HEALTHPLAN'), ['GLM 448 102 377']);
    assert.deepEqual(found('MRN: MGH 7719-0044', 'MEDICALRECORD'), ['MGH 7719-0044']);
  });
  it('does not take a place inside a longer capitalised name', () => {
    assert.deepEqual(phiOf('Montreal Cognitive Assessment 24/30. Salt Lake City resident.').map(([t]) => t), ['CITY']);
  });
  it('reads a value on the line after its label\'s colon', () => {
    assert.deepEqual(phiOf('Name:\nJohn Smith\nMRN:\n1234567\nPhone:\n617-555-0100'), [
      ['PATIENT', 'John Smith'], ['MEDICALRECORD', '1234567'], ['PHONE', '617-555-0100'],
    ]);
  });
  it('finds the job in "worked for <employer> as <job>"', () => {
    assert.deepEqual(found('He worked for the county as a bus driver, then retired.', 'PROFESSION'), ['bus driver']);
  });
  it('reads "Dr" closing a street name as part of the address, not as a title', () => {
    assert.deepEqual(found('Mail to 1737 Cheriton Dr Apt 4, Boston, MA 02115', 'DOCTOR'), []);
  });
});
