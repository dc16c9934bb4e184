// Per-rule tests of the facilities family (src/engine/phi/rules/facilities.ts): each rule with hand-written
// positives (type, text and rule id) and the hard negatives it must leave alone. Invented examples, none
// from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule facility.saint-lower', () => {
  it('finds a lower-case saint hospital as one span, and religious names after a place preposition', () => {
    finds('Transferred from st agnes hospital for cath.', 'HOSPITAL:st agnes hospital', 'facility.saint-lower');
    finds('seen at saint brendan medical center in may', 'HOSPITAL:saint brendan medical center', 'facility.saint-lower');
    finds('pt was seen at holy name last month', 'HOSPITAL:holy name', 'facility.saint-lower');
    finds('will go to sacred heart for rehab', 'HOSPITAL:sacred heart', 'facility.saint-lower');
  });
  it('leaves religious words outside a place cue and street saints alone', () => {
    clean('Patient is a member of the holy name society choir.', 'HOSPITAL');
    clean('Durable medical equipment: walker and commode.');
    clean('## Past medical history\nHTN', 'HOSPITAL');
  });
});

describe('rule facility.city-va', () => {
  it('finds a place word before VA after a place cue', () => {
    finds('Followed by cardiology at Dunmore VA.', 'HOSPITAL:Dunmore VA', 'facility.city-va');
    finds('Records requested from the Elkhorn VA Medical Center.', 'HOSPITAL:Elkhorn VA Medical Center', 'facility.city-va');
  });
  it('leaves visual acuity and the agency alone', () => {
    clean('Distance VA 20/40 OD. Near VA: J2.', 'HOSPITAL');
    clean('Benefits through the VA since discharge.', 'HOSPITAL');
  });
});

describe('rule facility.initials-transfer', () => {
  it('finds hospital initials after a transfer cue', () => {
    finds('Plan: back to SMH once stable.', 'HOSPITAL:SMH', 'facility.initials-transfer');
    finds('Transferred from BVMC with NSTEMI.', 'HOSPITAL:BVMC', 'facility.initials-transfer');
  });
  it('leaves the outside hospital, nursing homes and units alone', () => {
    clean('Patient transferred from OSH with STEMI.', 'HOSPITAL');
    clean('Discharged to NH.', 'HOSPITAL');
    clean('Transferred to CCU overnight.', 'HOSPITAL');
  });
});

describe('rule facility.building-floor', () => {
  it('finds a named building before its floor after a transfer cue', () => {
    finds('Will transfer to Kellogg 4 today.', 'HOSPITAL:Kellogg 4', 'facility.building-floor');
    finds('Pt moved to Brandt 6B overnight.', 'HOSPITAL:Brandt 6B', 'facility.building-floor');
    finds('Weaned off pressors. Will transfer to Quenvale 5. Report called.', 'HOSPITAL:Quenvale 5', 'facility.building-floor');
    finds('Plan: Transfer to Dorrick 7 (tele bed) in am.', 'HOSPITAL:Dorrick 7', 'facility.building-floor');
  });
  it('leaves rooms, units, dates and doses alone', () => {
    clean('Pt moved to room 12. Came from home. Lives with wife.');
    clean('Transferred to the floor. Now on 4 West.', 'HOSPITAL');
    clean('Dose increased to Keppra 500 mg. Moved to Level 2 diet.', 'HOSPITAL');
    clean('Sent to Keppra 2.5 level check. Transfer to Room 5. Back to Bed 3.', 'HOSPITAL');
  });
});

describe('rule org.employer', () => {
  it('finds an employer after a work cue, hyphens and all', () => {
    finds('He works for Vista Health as a driver.', 'ORGANIZATION:Vista Health', 'org.employer');
    finds('Recently laid off from Tri-County Freight.', 'ORGANIZATION:Tri-County Freight', 'org.employer');
    finds('She is employed by Harlow & Finch.', 'ORGANIZATION:Harlow & Finch', 'org.employer');
  });
  it('leaves shifts, places of work in general and lower-case words alone', () => {
    clean('Works from Home most days; worked at night for years.', 'ORGANIZATION');
    clean('works for a trucking company', 'ORGANIZATION');
  });
});

describe('rule place.town-state', () => {
  it('finds a lower-case town and its state', () => {
    finds('he is from hampton, nh originally', 'CITY:hampton', 'place.town-state');
    finds('he is from hampton, nh originally', 'STATE:nh', 'place.town-state');
    finds('lives in white marsh, md with her son', 'CITY:white marsh', 'place.town-state');
  });
  it('leaves home, pain and ordinary words before a two-letter word alone', () => {
    clean('came from home, ok per wife', 'CITY');
    clean('pain in the back, or in the neck', 'CITY');
    clean('Given Lasix and Keflex. In no acute distress.');
  });
});

describe('rule identifier.accession', () => {
  it('finds accession numbers after their cue', () => {
    finds('ACCESSION: S24-11873', 'MEDICALRECORD:S24-11873', 'identifier.accession');
    finds('Accession No. SP-22-4417 received.', 'MEDICALRECORD:SP-22-4417', 'identifier.accession');
  });
  it('leaves the word without a number alone', () => {
    clean('Accession number pending from pathology.', 'MEDICALRECORD');
    clean('Intubated with Mac blade. Amsler grid normal. Homans sign negative.');
  });
});

describe('rule place.town-postcode', () => {
  it('finds the town before an Australian, Canadian or UK postcode', () => {
    finds('12 Wattle St\nBowral NSW 2576', 'CITY:Bowral', 'place.town-postcode');
    finds('12 Wattle St\nBowral NSW 2576', 'STATE:NSW', 'place.town-postcode');
    finds('40 Lakeshore Rd\nThunder Bay, ON P7B 6V4', 'CITY:Thunder Bay', 'place.town-postcode');
    finds('3 Mill Lane, Portishead BS20 7QA', 'CITY:Portishead', 'place.town-postcode');
  });
  it('leaves capitalised words before numbers without a state or postcode alone', () => {
    clean('Reviewed Aug 2024 in clinic. Ward 4 bed 12. Creatinine 2576 umol.', 'CITY');
  });
});
