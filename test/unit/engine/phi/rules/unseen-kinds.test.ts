// Per-rule tests of the kinds of text the fifth own set (test/data/phi-own-notes-5.json) showed the rules
// missing: clinicians' registration numbers and health cards, care homes, family health teams and UK
// practices, employers named by their trade, and towns written with their state or province code.
// Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule identifier.registration', () => {
  it('finds registration numbers after their register', () => {
    finds('Yours sincerely,\nDr Imogen Trelawney\nGMC 4419027', 'IDNUM:4419027', 'identifier.registration');
    finds('Signed: Dr. Bastien Ouellet, CPSO #77120', 'IDNUM:77120', 'identifier.registration');
    finds('Dr Rua Tamatea\nProvider No. 2290417K', 'IDNUM:2290417K', 'identifier.registration');
    finds('AHPRA MED0004411829', 'IDNUM:MED0004411829', 'identifier.registration');
    finds('Dr. S. Menon, NMC 19A4471E', 'IDNUM:19A4471E', 'identifier.registration');
  });
  it('finds a health card number after HCN or Health Card', () => {
    finds('Patient: Odile Marchetti   HCN: 5512 904 337 ON', 'HEALTHPLAN:5512 904 337', 'identifier.registration');
    finds('Ontario Health Card 7730-118-402-KD', 'HEALTHPLAN:7730-118-402-KD', 'identifier.registration');
  });
  it('leaves cue words in prose, short numbers, dates and MCI alone', () => {
    clean('Per GMC guidance the provider no longer prescribes opioids; Reg. No 12 on the form.', 'IDNUM');
    clean('Known MCI 1/2024, MMSE 24/30. PHN 5/10 pain.', 'IDNUM', 'HEALTHPLAN');
    clean('GMC 12/03/2024 meeting minutes', 'IDNUM');
  });
});

describe('rule facility.suffix (care homes, family health teams, UK practices)', () => {
  it('finds care homes, nursing centres, FHTs and practices named after their street', () => {
    finds('From: Larkspur Meadow Care Home, Dunmore', 'HOSPITAL:Larkspur Meadow Care Home', 'facility.suffix');
    finds('Referred by Dr Osei, Cedar Bluff FHT, for review.', 'HOSPITAL:Cedar Bluff FHT', 'facility.suffix');
    finds('Thistlewood Road Surgery\nDear colleague,', 'HOSPITAL:Thistlewood Road Surgery', 'facility.suffix');
    finds('Returned to Fenwick Hall Nursing Center today.', 'HOSPITAL:Fenwick Hall Nursing Center', 'facility.suffix');
    finds('Quorra Bay Family Health, 12 Dene St', 'ORGANIZATION:Quorra Bay Family Health', 'facility.suffix');
  });
  it('finds employers named by their trade', () => {
    finds('Tarrow Creek Freight called about his return to work.', 'ORGANIZATION:Tarrow Creek Freight', 'facility.suffix');
    finds('She cooks at Olivanto Bistro most nights.', 'ORGANIZATION:Olivanto Bistro', 'facility.suffix');
  });
  it('leaves specialties, generic services and ambulance crews alone', () => {
    clean('Plastic Surgery and Thoracic Surgery consulted. Day Surgery booked.', 'HOSPITAL', 'ORGANIZATION');
    clean('Skilled Nursing Center placement pending. Care Home staff aware.', 'HOSPITAL', 'ORGANIZATION');
    clean('Arrived by ambulance. EMS Ambulance crew gave 324 mg aspirin. Private Ambulance booked.', 'ORGANIZATION');
    clean('Family Health reviewed the plan.', 'ORGANIZATION', 'HOSPITAL');
  });
});

describe('rule place.town-code', () => {
  it('finds a town no gazetteer holds and its state or province code after a residence cue', () => {
    finds('91-year-old man from Quenby Hollow, VT admitted with sepsis.', 'CITY:Quenby Hollow', 'place.town-code');
    finds('91-year-old man from Quenby Hollow, VT admitted with sepsis.', 'STATE:VT', 'place.town-code');
    finds('She moved to Sault Sainte-Rose, ON for work.', 'CITY:Sault Sainte-Rose', 'place.town-code');
    finds('Lives in Okotoks Ridge, AB T1S 2A2', 'STATE:AB', 'place.town-code');
    finds("PT'S SISTER IN WESSINGTON FLATS, SD UNABLE TO COME.", 'CITY:WESSINGTON FLATS', 'place.town-code');
  });
  it('leaves credentials, clinical abbreviations and labels after a comma alone', () => {
    clean('Seen by Roe, MD today; case discussed with Lee, PA.', 'CITY', 'STATE');
    clean('Cultures from Line, BC pending. Hx from Patient, AB negative.', 'CITY', 'STATE');
    clean('Transferred from Dr Roe, ON call team.', 'CITY', 'STATE');
    clean('SWAN IN PLACE, ON DOBUTAMINE. CHANGED TO PS, ON 10 PS, 5 PEEP.', 'CITY', 'STATE');
    finds('PT LIVES IN KESWICK LANDING, ON P0A 1B0 WITH WIFE.', 'STATE:ON', 'place.town-code');
    clean('SEEN BY ROE, MD. HX FROM PATIENT, AB NEGATIVE.', 'CITY', 'STATE');
  });
});
