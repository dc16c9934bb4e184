// Hard negatives: health information without an identifier is not PHI (spec's PHI rules 1-4), and our
// decisions: ages under 90 are not PHI, cue or no cue; eponyms are not people.
import { strict as assert } from 'node:assert';
import { phiOf } from './helpers';

const NEGATIVES: readonly string[] = [
  "Patient with Parkinson's disease on carbidopa-levodopa 25/100 mg TID.",
  "History of Alzheimer's dementia and Crohn's disease; Bell's palsy in the past.",
  'A Foley catheter was placed; Apgar scores 8 and 9; Gleason 3+4=7; Glasgow Coma Scale 14.',
  'Start metformin 500 mg PO BID, lisinopril 10 mg daily and atorvastatin 40 mg nightly.',
  'BP 120/80, HR 88, RR 16, T 37.2 C, SpO2 97% on RA. Temp 99F overnight.',
  'Diagnosis: type 2 diabetes mellitus (E11.9), essential hypertension (I10).',
  'A 45-year-old female with asthma. 72 yo M with CHF. Age: 64. Aged 89 years.',
  'She is 85 years old and lives independently.',
  'Hgb 11.2, WBC 9.8, Na 138, K 4.1, Cr 1.1, glucose 142 mg/dL.',
  'Hodgkin lymphoma, Cushing syndrome, Graves disease, Down syndrome, Wilson disease.',
  'Positive Murphy sign; negative Homans sign; Babinski downgoing.',
  'Vitamin D. Hepatitis B. Plan: follow up in 2 weeks.',
  'Review of Systems: negative. Social Services consulted. Physical Therapy evaluated.',
  'He was diagnosed back in 2021.',
  'Seen by Physical Therapy. Discussed with Pharmacy. Will discuss with Neurology. Social Work to see.',
  'Plan: Lasix 40 mg IV BID, Coumadin per INR. Ref range 3.5-5.0. Call 911 if worse.',
  'Austin Flint murmur heard. Jackson-Pratt drain in place. Swan-Ganz catheter removed. Whipple procedure.',
  'Christmas Day and Memorial Day off. Mild Cognitive Impairment. Chronic Kidney Disease Stage 3.',
  "History of Hodgkin's lymphoma, Graves' disease, Sjogren's syndrome and Barrett's esophagus.",
  'Martin Luther King Jr. Blvd clinic. Norco 5/325, Augmentin 875/125 BID, Paxlovid 300/100 mg.',
  'ASSESSMENT AND PLAN\n67-year-old man with COPD (GOLD 3, 45 pack-years).',
  // A disease's or a criteria's word after the name, whatever rule reads the name: a residence cue, a contact verb.
  "A 60-year-old with a history of Wilson's disease. A child with a history of Stevens-Johnson syndrome.",
  'Screening per ADA guidelines; meets Duke criteria; positive Kernig sign.',
];

describe('identifyPhi: hard negatives', () => {
  for (const text of NEGATIVES) {
    it(`finds no PHI in "${text}"`, () => assert.deepEqual(phiOf(text), []));
  }

  it('tags an age over 89 but no age under 90 in the same note', () => {
    assert.deepEqual(phiOf('A 92-year-old man and his 65-year-old wife; she is 89 years old.'), [['AGE', '92']]);
  });

  it('keeps the health information when the identifier is present', () => {
    assert.deepEqual(phiOf("Mr. Ellis Varga has Parkinson's disease."), [['PATIENT', 'Ellis Varga']]);
  });
});
