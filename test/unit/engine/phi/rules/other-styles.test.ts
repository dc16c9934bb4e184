// Per-rule tests of the rules for other styles and countries (src/engine/phi/rules/*): each rule with
// hand-written positives (type, text and rule id) and the hard negatives it must leave alone. Invented
// examples, none from any evaluation set.
import { strict as assert } from 'node:assert';
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { spans, finds, clean } = ruleChecks(identifyPhi);

describe('rule date.other-shapes', () => {
  it('finds month-name dates joined by separators or glued', () => {
    finds('MRI booked for Feb-09-2026 at noon.', 'DATE:Feb-09-2026', 'date.other-shapes');
    finds('Specimen received 21/Mar/2024.', 'DATE:21/Mar/2024', 'date.other-shapes');
    finds('Prior film 07SEP2023 for comparison.', 'DATE:07SEP2023', 'date.other-shapes');
  });
  it('finds a lower-case month named in full or ambiguous ("may", "march") when a four-digit year closes the date', () => {
    finds('seen 9 march 2026 in clinic', 'DATE:9 march 2026', 'date.other-shapes');
    finds('f/u may 3 2024 with labs', 'DATE:may 3 2024', 'date.other-shapes');
    finds('next visit march 9, 2026', 'DATE:march 9, 2026', 'date.other-shapes');
    clean('pt may 3 times a day need help; may 15 mg be given; dec 2 2019 doses', 'DATE');
  });
  it('finds both ends of a month/day range', () => {
    finds('admitted to rehab 4/11-4/19 after the fall', 'DATE:4/11', 'date.other-shapes');
    finds('admitted to rehab 4/11-4/19 after the fall', 'DATE:4/19', 'date.other-shapes');
  });
  it('finds an ordinal day after "on the" and an apostrophe year after a procedure', () => {
    finds('Her scope is booked on the 17th at the clinic.', 'DATE:17th', 'date.other-shapes');
    finds('hx of AVR \'09 and CVA', "DATE:'09", 'date.other-shapes');
  });
  it('leaves fractions, scores and settings alone', () => {
    clean('Give 1/2-3/4 tab prn. Pain 3/10. Strength 4/5 bilaterally. CPAP 12/5.', 'DATE');
    clean('Apgars 7/9 at birth. SIMV 450X12.', 'DATE');
    clean('Review in fracture clinic 6/52. Sutures out in 10/7.', 'DATE');
    clean('She is in the 5th percentile; the 2nd dose was given.', 'DATE');
  });
});

describe('rule contact.phone-shapes', () => {
  it('finds numbers grouped by slashes or by hyphens with blanks', () => {
    finds('Call her at 303/555/0182 after 5.', 'PHONE:303/555/0182', 'contact.phone-shapes');
    finds('Son Ravi 303- 555- 0182 after 5.', 'PHONE:303- 555- 0182', 'contact.phone-shapes');
  });
  it('finds extensions, pagers and UK mobiles after their cue or by shape', () => {
    finds('Paged ortho, pager #6-1189, no answer.', 'PHONE:6-1189', 'contact.phone-shapes');
    finds('Reach the desk at x7-3302.', 'PHONE:7-3302', 'contact.phone-shapes');
    finds('Daughter 07911 123456 (evenings).', 'PHONE:07911 123456', 'contact.phone-shapes');
  });
  it('finds a beeper written "bp" in a sign-off or after a page, and leaves blood pressures and clock times alone (fix18d)', () => {
    finds('Cuff leak present. Will follow. -Tomas Veldkamp RRT bp 8842', 'PHONE:8842', 'contact.phone-shapes');
    finds('CM PAGED (BP 5-3319) RE PLACEMENT.', 'PHONE:5-3319', 'contact.phone-shapes');
    finds('Please page with questions, bp #62517.', 'PHONE:62517', 'contact.phone-shapes');
    clean('BP 1400 118/70, HR 88. bp 110/60 at 1600; SBP 90-100s; bp 1000 - 1200 range.', 'PHONE');
    clean('bp 2215 mean 65; BP 1130s; bp 9070mmHg.', 'PHONE');
  });
  it('finds UK, Irish and Australian landlines in their national groupings without a label', () => {
    finds('Sister Cowie will telephone you on 01292 555 410 to arrange it.', 'PHONE:01292 555 410', 'contact.phone-shapes');
    finds('Next of kin: Stephen Hale (son) 0161 555 0199', 'PHONE:0161 555 0199', 'contact.phone-shapes');
    finds('Results line 020 7946 0018, weekdays.', 'PHONE:020 7946 0018', 'contact.phone-shapes');
    finds('Wife Jenny 02 9876 5432 (home).', 'PHONE:02 9876 5432', 'contact.phone-shapes');
    finds('Practice 01632 960123 option 2.', 'PHONE:01632 960123', 'contact.phone-shapes');
  });
  it('leaves doses, counts and ventilator settings alone', () => {
    clean('Suctioned x2. SIMV 500X10. Lasix 40/40/20 given.', 'PHONE');
    clean('Obs at 0800 1200 1600 2000, all stable. Dial 00 44 to call abroad.', 'PHONE');
    clean('Amoxicillin 0.5 g tds, lot no. 01234 567 890; MRN: 0123 456 7890.', 'PHONE');
  });
});

describe('rule postcode.international', () => {
  it('finds UK, Canadian, Australian and Indian postcodes', () => {
    finds('12 Mill Lane, Leeds LS6 2QF', 'ZIP:LS6 2QF', 'postcode.international');
    finds('45 Bay St, Sudbury ON P3E 5K7', 'ZIP:P3E 5K7', 'postcode.international');
    finds('9 Wattle Ave, Orange NSW 2800', 'ZIP:2800', 'postcode.international');
    finds('Plot 7, MG Road, Nagpur, Maharashtra 440001', 'ZIP:440001', 'postcode.international');
    finds('lives at 12 oak st, pitt meadows bc v2x 2t8', 'ZIP:v2x 2t8', 'postcode.international');
  });
  it('leaves lab values and doses alone', () => {
    clean('HbA1c 7.2, eGFR 58, K 4.1, WBC 11.2. Metoprolol 25 mg BD.', 'ZIP');
    clean('a1c 6g6 repeat; lab code k2p3b4 and A1c 5b7 noted', 'ZIP');
  });
  it('leaves a coma score\'s parts written together after its name, and finds the same shape with no score before it', () => {
    clean('NEURO: GCS 14 (E4V4M6), pupils equal; Glasgow coma scale E2V1M4 on arrival.', 'ZIP');
    finds('Box 12, Edmundston NB E3V4M6', 'ZIP:E3V4M6', 'postcode.international');
  });
  it('leaves an obstetric history written unbroken, and finds a Quebec code with its blank (fix23b)', () => {
    clean('Obstetric history: G3P2A1, booked at 12 weeks; now g2p1l1 at 34 weeks.', 'ZIP');
    finds('Rang 4, Saint-Odile QC G2P 1L1', 'ZIP:G2P 1L1', 'postcode.international');
  });
});

describe('rule identifier.international', () => {
  it('finds NHS, OHIP, UHID and hospital numbers after their cue', () => {
    finds('NHS No: 401 023 2137', 'IDNUM:401 023 2137', 'identifier.international');
    finds('OHIP 1234-567-890-AB on file', 'HEALTHPLAN:1234-567-890-AB', 'identifier.international');
    finds('UHID: KMC-2023-00412', 'MEDICALRECORD:KMC-2023-00412', 'identifier.international');
    finds('Hosp No T4401876', 'MEDICALRECORD:T4401876', 'identifier.international');
  });
  it('needs a digit: a cue with a word after it is not a number', () => {
    clean('UHID: pending. NHS number not known.');
  });
  it('finds PPS, PHN and NRIC numbers by their label and shape, and an MBI after Medicare', () => {
    finds('PPSN 3310427KA on the form', 'IDNUM:3310427KA', 'identifier.international');
    finds('PHN 9 712 430 886, DOB 1990-05-01', 'HEALTHPLAN:9 712 430 886', 'identifier.international');
    finds('NRIC: S7741209H', 'IDNUM:S7741209H', 'identifier.international');
    finds('Medicare (MBI): 7NP3-RW1-JD55', 'HEALTHPLAN:7NP3-RW1-JD55', 'identifier.international');
  });
  it('leaves the same letters with another meaning alone', () => {
    clean('PHN 2019 after shingles; PPS 40% at the hospice visit; NRIC pending.');
    clean('phn since 2019 after shingles, gabapentin 300 mg tid.');
  });
  it('finds a PHN in a note typed in lower case by its ten digits (pool49)', () => {
    finds('pt: tyler roe, 22 m, phn 9876 543 210, from x', 'HEALTHPLAN:9876 543 210', 'identifier.international');
  });
});

describe('hard negatives of the name and place rules', () => {
  it('a doctor in general speech, roles, instruments and signs named after people are not names', () => {
    clean('Do not stop the tablets unless a doctor tells you to.');
    clean('Charge RN aware. Triage: seen. Client: calm.', 'DOCTOR');
    clean('Intubated with a Mac blade; Amsler grid and Nathanson retractor on the tray; Homans sign negative.');
    clean('Amsler normal. Ishihara 17/17. Goldmann IOP 18. Bielschowsky negative.', 'PATIENT', 'DOCTOR');
  });
  it('"Past medical history" and "Durable medical equipment" are not facilities', () => {
    clean('## Past medical history\nHTN. Durable medical equipment ordered.');
  });
  it('a name before a verb keeps only the name', () => {
    assert.deepEqual(spans('Peter Abernathy reports less pain.').filter((s) => s.includes('reports')), []);
  });
});

describe('rule postcode.international: six digits need a place or a PIN cue', () => {
  it('a count or a lab value after a lower-case word is not a PIN', () => {
    clean('platelets 142000 today; weight 145000 g', 'ZIP');
    assert.deepEqual(spans('PIN 560034').filter((s) => s.startsWith('ZIP:')), ['ZIP:560034']);
  });
});

describe('rule date.other-shapes: may, mar, march and dec in lower case', () => {
  it('are months after a temporal cue or before an ordinal day', () => {
    finds('no BM since may 21, will give senna', 'DATE:may 21', 'date.other-shapes');
    finds('last seen dec 4th in clinic', 'DATE:dec 4th', 'date.other-shapes');
    finds('admitted to hospital on march 28 from osh', 'DATE:march 28', 'date.other-shapes');
  });
  it('are words before a dose, a count or without a cue', () => {
    clean('pt may 20 mg of oxycodone prn', 'DATE');
    clean('UOP dec 30 ml/hr, may 2 doses of lasix', 'DATE');
    clean('she may 3 times a day walk', 'DATE');
    clean('pt able to march 10 steps in place, will march 2 minutes', 'DATE');
  });
});
