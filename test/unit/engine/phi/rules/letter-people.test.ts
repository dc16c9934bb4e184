// Per-rule tests of the letter-people family (src/engine/phi/rules/letter-people.ts): greetings, closings,
// self-introductions and a named person's organisation, with hand-written positives and the hard negatives
// each must leave alone. Invented examples, none from any evaluation set. A small hand-made dictionary
// stands in for the built file.
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  names: new Set(['anna', 'mark', 'liam', 'kim', 'vance', 'ruth', 'keane', 'priya', 'bob', 'dolores', 'mac']),
  given: new Set(['anna', 'mark', 'liam', 'kim', 'ruth', 'priya', 'bob', 'dolores', 'mac']),
  english: new Set([
    'hi', 'hello', 'dear', 'thanks', 'for', 'the', 'note', 'team', 'all', 'colleague', 'mark', 'bob', 'please', 'see', 'above',
    'is', 'this', 'i', 'am', 'worried', 'about', 'my', 'husband', 'normal', 'called', 'from', 'of', 'pharmacy', 'blade', 'sign',
    'negative', 'with', 'a', 'traced', 'marker', 'we', 'had', 'today', 'equipment', 'durable', 'medical', 'triage', 'best', 'to',
    'you', 'and', 'home', 'care', 'called', 'about', 'her', 'refill', 'wrote', 'good', 'morning', 'works', 'at', 'cheers',
    'claims', 'specialist', 'warehouse', 'supervisor', 'staff', 'nurse', 'holter', 'monitor', 'consultant', 'phone', 'yours', 'sincerely',
    'discharged', 'walkers', 'ordered', 'switched', 'twice', 'daily', 'moved', 'meet', 'on', 'imaging', 'lane', 'road',
    'pediatric', 'therapy', 'street', 'family', 'dentistry', 'oral', 'surgery', 'department', 'cardiology', 'northern', 'heading', 'days', 'ago',
  ]),
  cities: new Set(['boston', 'leeds']),
  states: new Map(),
  countries: new Set(['norway']),
  source: 'file',
};
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule person.greeting', () => {
  it('finds the reader named after a greeting that opens a line', () => {
    finds('Hi Warrane,\nYour results are back.', 'PATIENT:Warrane', 'person.greeting');
    finds('Dear Tomasz Wielgosz,\n\nThank you for coming in.', 'PATIENT:Tomasz Wielgosz', 'person.greeting');
    finds('Good morning Priya: the refill is ready.', 'PATIENT:Priya', 'person.greeting');
    finds('Hello, Mark!\nSee you Tuesday.', 'PATIENT:Mark', 'person.greeting');
  });
  it('leaves greetings to a group, a role or a title alone', () => {
    notBy('Hi team,\nPlease see above.', 'person.greeting');
    notBy('Dear Colleague,\nThanks for the note.', 'person.greeting');
    notBy('Hi All, Triage is closed today.', 'person.greeting');
    notBy('Dear Dr. Oyelaran,\nThanks.', 'person.greeting');
    notBy('Hello Boston, we had snow.', 'person.greeting');
    notBy('Hi Triage, please see above.', 'person.greeting');
  });
  it('leaves a greeting word inside a sentence and a verb after a name alone', () => {
    notBy('Pt says hi Anna is here today.', 'person.greeting');
    notBy('Hi Anna wrote to you today.', 'person.greeting');
  });
});

describe('rule person.closing', () => {
  it('finds the writer after a closing, inline or on the next line', () => {
    finds('Call me back.\nThanks, Bob', 'PATIENT:Bob', 'person.closing');
    finds('See you then.\n\nCheers,\nLiam', 'PATIENT:Liam', 'person.closing');
    finds('Kind regards,\n\nWarrane\n', 'PATIENT:Warrane', 'person.closing');
    finds('Nga mihi,\nMereana\n', 'PATIENT:Mereana', 'person.closing');
    finds('With kind regards,\nOrlagh\n', 'PATIENT:Orlagh', 'person.closing');
  });
  it('leaves closings before a group, a heading or a title alone', () => {
    notBy('Thanks, team.', 'person.closing');
    notBy('Best,\nTriage', 'person.closing');
    notBy('Thanks,\nDurable Medical Equipment', 'person.closing');
    notBy('Regards,\nDr Liam Roe', 'person.closing');
    notBy('Thanks for the note.\nMac blade used.', 'person.closing');
  });
});

describe('rule person.self-introduction', () => {
  it('finds a writer or caller naming themself', () => {
    finds("Hello, I'm Zofia Wrzesniewska and I have a question.", 'PATIENT:Zofia Wrzesniewska', 'person.self-introduction');
    finds('Hi, this is Dolores from the front desk.', 'PATIENT:Dolores', 'person.self-introduction');
    finds('everyone calls me priya', 'PATIENT:priya', 'person.self-introduction');
  });
  it('finds the person whose relative the writer is, without the possessive', () => {
    finds("I'm Ruth's husband and I am writing for her.", 'PATIENT:Ruth', 'person.self-introduction');
  });
  it('leaves feelings, conditions, drugs, capitals and a name before a common noun alone', () => {
    notBy('I am worried about my husband.', 'person.self-introduction');
    notBy('This is Normal.', 'person.self-introduction');
    notBy('THIS IS TRACED WITH A MARKER.', 'person.self-introduction');
    notBy('This is Lasix 40 mg.', 'person.self-introduction');
    notBy("I'm Ruth's pharmacy.", 'person.self-introduction');
  });
});

describe('rule person.vocative', () => {
  it('finds a name opening a line before a comma that turns to the reader', () => {
    finds('Warrane, can you call me back today?', 'PATIENT:Warrane', 'person.vocative');
    finds('Anna,\nI looked at your labs.', 'PATIENT:Anna', 'person.vocative');
  });
  it('finds a name closing a sentence after a comma', () => {
    finds('See you soon, Tomasz!', 'PATIENT:Tomasz', 'person.vocative');
    finds('Are you free Tuesday, Priya?', 'PATIENT:Priya', 'person.vocative');
  });
  it('leaves headings, drug lists and section words before a comma alone', () => {
    notBy('Triage, please see above.', 'person.vocative');
    notBy('Meds: aspirin, Xalvoren.', 'person.vocative');
    notBy('Durable Medical Equipment, can be ordered.', 'person.vocative');
    notBy('Negative, please see above.', 'person.vocative');
    notBy('Homans sign negative, Mac blade.', 'person.vocative');
  });
});

describe('rule person.speaker', () => {
  it('finds who speaks in quoted dialogue, and whom they speak to', () => {
    finds('"I want to go home," says Tomasz.', 'PATIENT:Tomasz', 'person.speaker');
    finds('I am tired! said Priya to Liam', 'PATIENT:Liam', 'person.speaker');
  });
  it('finds a given name labelling a line of a transcript', () => {
    finds('Priya: "Who is calling?"\nNurse: This is the clinic.', 'PATIENT:Priya', 'person.speaker');
  });
  it('leaves headings, roles and drugs labelling a line alone', () => {
    notBy('Plan: Continue Lasix.\nNurse: Triage done.\nTriage: Above.', 'person.speaker');
    notBy('Mark: Durable Medical Equipment ordered.', 'person.speaker');
    notBy('"It hurts," says the patient.', 'person.speaker');
  });
});

describe('rule org.person-from', () => {
  it('finds the organisation a named person is from', () => {
    // A name closed by any organisation's head noun is facility.suffix's, which runs first (fix20a).
    finds('Kim Vance from Brightwell Staffing called about her refill.', 'ORGANIZATION:Brightwell Staffing', 'facility.suffix');
    finds('Kim Vance from Brightwell Quarrow called about her refill.', 'ORGANIZATION:Brightwell Quarrow', 'org.person-from');
    finds('Spoke with Kim from Ostervald about the claim.', 'ORGANIZATION:Ostervald', 'org.person-from');
  });
  it('leaves places, services, English words and eponyms alone', () => {
    notBy('Anna Keane of Boston called.', 'org.person-from');
    notBy('Kim Vance from Pharmacy called.', 'org.person-from');
    notBy('Kim from Home called.', 'org.person-from');
    notBy('Homans Sign of Durable note.', 'org.person-from');
    notBy('Mac from The ICU called.', 'org.person-from');
  });
});

describe('rule profession.title-line', () => {
  it('finds the job title on the line under a name', () => {
    finds('Yours sincerely,\nHarpreet Sandhu\nClaims Specialist', 'PROFESSION:Claims Specialist', 'profession.title-line');
    finds('Tobias Renner\n\nWarehouse Supervisor\n\nPhone: 555 0101', 'PROFESSION:Warehouse Supervisor', 'profession.title-line');
  });
  it('leaves a clinician\'s own role, a device, a heading and a second name alone', () => {
    notBy('Dr Imogen Thackeray\nConsultant Geriatrician', 'profession.title-line');
    notBy('Anna Keane\nStaff Nurse', 'profession.title-line');
    notBy('Anna Keane\nHolter Monitor', 'profession.title-line');
    notBy('Anna Keane\nDurable Medical Equipment', 'profession.title-line');
    notBy('Anna Keane\nTriage', 'profession.title-line');
    notBy('Anna Keane\nLiam Vance', 'profession.title-line');
  });
});

describe('rule org.address-block', () => {
  it('finds the organisation between a name and a street address', () => {
    // "Haulage" is one more industry's head now, facility.suffix's, which runs first (fix21a); a line no head closes stays this rule's.
    finds('Yours,\nTobias Renner\nOstervald Haulage\n14 Kestrel Road\nLeeds', 'ORGANIZATION:Ostervald Haulage', 'facility.suffix');
    finds('Yours,\nTobias Renner\nOstervald Hoists\n14 Kestrel Road\nLeeds', 'ORGANIZATION:Ostervald Hoists', 'org.address-block');
    finds('Kim Vance\n\nBrightwell\n\nPSC 4410, Box 2231\nAPO AE 09412', 'ORGANIZATION:Brightwell', 'org.address-block');
  });
  it('leaves a job title, a department, a clinic service and a heading between a name and numbers alone', () => {
    notBy('Tobias Renner\nWarehouse Supervisor\n14 Kestrel Road', 'org.address-block');
    notBy('Anna Keane\nHome Care\n14 Kestrel Road', 'org.address-block');
    notBy('Anna Keane\nTriage\n12 Pain Score', 'org.address-block');
    notBy('Anna Keane\nDurable Medical Equipment\n2 Walkers', 'org.address-block');
  });
  it('finds a practice named by its kind of care with a word of its own under a name (fix21a)', () => {
    finds('Dr Liam Vance, DDS\nNorthern Quarrow Oral & Maxillofacial Surgery\n48 Kestrel Road', 'HOSPITAL:Northern Quarrow Oral & Maxillofacial Surgery', 'org.address-block');
  });
  it("finds a document's first line over its street as its letterhead (fix21a)", () => {
    finds('Quarrow Pediatric Therapy\n61 Alder Street, Leeds\n\nSpeech evaluation', 'HOSPITAL:Quarrow Pediatric Therapy', 'org.address-block');
    finds('OSTERVALD FAMILY DENTISTRY\n2281 Kestrel Road, Suite 4', 'HOSPITAL:OSTERVALD FAMILY DENTISTRY', 'org.address-block');
  });
  it('leaves a department, a person, a heading over a count and a line deeper in the note alone (fix21a)', () => {
    notBy('Anna Keane\nDepartment of Cardiology\n12 Kestrel Road', 'org.address-block');
    notBy('Anna Keane\nOral & Maxillofacial Surgery\n12 Kestrel Road', 'org.address-block');
    notBy('Quilla Marrowby\n3657 Kestrel Road', 'org.address-block');
    notBy('Quarrow Pediatric Therapy\n2 Days Ago', 'org.address-block');
    notBy('Speech evaluation\nQuarrow Pediatric Therapy\n61 Alder Street', 'org.address-block');
  });
});

describe('rule person.address-block', () => {
  it('finds a name alone on the line above a street address', () => {
    finds('Send to:\nQuilla Marrowby\n\n3657 Kestrel Road', 'PATIENT:Quilla Marrowby', 'person.address-block');
  });
  it('leaves headings and single words above a number alone', () => {
    notBy('Durable Medical\n2 Walkers', 'person.address-block');
    notBy('Triage\n12 Pain Score', 'person.address-block');
    notBy('Homans Sign\n2 Days Ago', 'person.address-block');
  });
});

describe('rule org.before-address', () => {
  it('finds a place named with its street address after a place cue', () => {
    finds('Please attend Ostervald Scanning, 45 Kestrel Road, on Monday.', 'ORGANIZATION:Ostervald Scanning', 'org.before-address');
    finds("We'll meet at Brightwell, 12 Quarry Lane.", 'ORGANIZATION:Brightwell', 'org.before-address');
  });
  it('leaves a town, a setting and a dose before a number alone', () => {
    notBy('He moved to Leeds, 12 Kestrel Road.', 'org.before-address');
    notBy('Discharged to Home, 2 Walkers ordered.', 'org.before-address');
    notBy('Switched to Eliquis, 5 Mg twice daily.', 'org.before-address');
  });
});
