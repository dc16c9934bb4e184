// Practices, payers, agencies and header fields that name an organisation, and the services and plan lines
// that share their words without naming anyone.
import { strict as assert } from 'node:assert';
import { found, phiOf } from './helpers';

describe('identifyPhi: practices, payers and agencies', () => {
  const named: readonly [string, string][] = [
    ['PCP: Dr. Imogen Vale, Brookfield Family Practice, sees her yearly.', 'Brookfield Family Practice'],
    ['Coverage through Cedar Valley Health Plan since last spring.', 'Cedar Valley Health Plan'],
    ['Insured by Northwind Farmers Cooperative; copay applies.', 'Northwind Farmers Cooperative'],
    ['Claim filed with Keystone Mutual on the day of discharge.', 'Keystone Mutual'],
    ['Wound care by Otter Creek Visiting Nurses three times a week.', 'Otter Creek Visiting Nurses'],
    ['Prescriptions sent to Harbor Street Pharmacy for pickup.', 'Harbor Street Pharmacy'],
    ['Cholesterol panel drawn by Pinecrest Diagnostics.', 'Pinecrest Diagnostics'],
    ['Followed by Maple Hill Internal Medicine for her thyroid.', 'Maple Hill Internal Medicine'],
    ['Echo report faxed from Tidewater Heart and Vascular.', 'Tidewater Heart and Vascular'],
    ['Cleaning overdue at Sunnyside Dental.', 'Sunnyside Dental'],
  ];
  for (const [text, name] of named) {
    it(`tags "${name}" as ORGANIZATION`, () => assert.deepEqual(found(text, 'ORGANIZATION'), [name]));
  }

  it('takes a practice name written in markdown bold on its own line', () => {
    assert.deepEqual(found('**Quarry Road Family Medicine**\nReferral letter', 'ORGANIZATION'), ['Quarry Road Family Medicine']);
  });

  it('drops a plan verb and a previous sentence from the start of a practice name', () => {
    assert.deepEqual(found('Labs stable. Continue Brookfield Family Practice visits monthly.', 'ORGANIZATION'), ['Brookfield Family Practice']);
  });

  it('takes the value of payer, employer and school header fields', () => {
    const text = 'Insurance: Blue Heron Benefits, id on file\nEmployer: Castlegate Logistics\nSchool: Ridgeview Middle School (7th grade)';
    assert.deepEqual(found(text, 'ORGANIZATION'), ['Blue Heron Benefits', 'Castlegate Logistics', 'Ridgeview Middle School']);
  });
});

describe('identifyPhi: services and plan lines are not organisations', () => {
  const negatives: readonly string[] = [
    'Continue Physical Therapy. Establish Primary Care. Appreciate Inpatient Pharmacy recs. Paged Internal Medicine.',
    'Seen in Internal Medicine clinic by Family Medicine residents; Adult Primary Care to follow; Arranged Home Health.',
    'Refer to Division of General Internal Medicine. General Surgery consulted. Private practice; best practice advisory.',
    'Insurance: Medicaid. Payer: Self-pay. Employer: Retired. Pharmacy: Hospital Pharmacy. Insurance: None.',
    'Nurse practitioner visit; Family Practice and Primary Care clinics are closed on holidays.',
    'Hepatitis A and B. Denies fever. Infection caused by E. Coli, then by S. Aureus.',
  ];
  for (const text of negatives) {
    it(`finds no PHI in "${text}"`, () => assert.deepEqual(phiOf(text), []));
  }
});
