// Per-rule tests of the dates family (src/engine/phi/rules/dates.ts): numeric, ISO and written dates, month
// and year, and month/day after a temporal cue. A bare year is not PHI (Safe Harbor), nor are fractions and
// scores. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule date.written', () => {
  it('finds numeric, written and ISO dates, month and year, and a cued month/day', () => {
    finds('Admitted 03/14/2024 for CHF.', 'DATE:03/14/2024', 'date.written');
    finds('Seen on March 3, 2024 in clinic.', 'DATE:March 3, 2024', 'date.written');
    finds('DOB: 1/2/1931.', 'DATE:1/2/1931', 'date.written');
    finds('Returned 2024-11-04T10:30 from OR.', 'DATE:2024-11-04T10:30', 'date.written');
    finds('In March 2024 she moved.', 'DATE:March 2024', 'date.written');
    finds('On 01/23 pt had a fall.', 'DATE:01/23', 'date.written');
    finds('Since 6/9 no fevers.', 'DATE:6/9', 'date.written');
  });
  it('leaves bare years, fractions, scores and blood pressures alone', () => {
    clean('Born in 1948; quit smoking in 2019.', 'DATE');
    clean('Take 1/2 tab daily; 2/3 of doses missed.', 'DATE');
    clean('Pain 7/10, BP 120/80, strength 4/5.', 'DATE');
  });
  it('leaves ventilator settings alone, even after "on", but keeps a date before a new clause', () => {
    clean('ABG 7.31/52/70 ON 8/5 BIPAP 50%. Remained on 12/5, 40% until 4 PM.', 'DATE');
    clean('VENT: SIMV/PS, 50%, 550X12, & 5/12 WITH SATS 96%. AC 500/14 / 5/10 ,SAT 99%.', 'DATE');
    finds('Trach placed 8/14. AC 600 x 12, PEEP 5.', 'DATE:8/14', 'date.written');
    finds('Extubated on 3/22 to 4L NC.', 'DATE:3/22', 'date.written');
  });
  it('finds a day of equal numbers after an admission or a plan, and leaves equal-number settings alone', () => {
    finds('82 yo F, adm 8/8 with CHF.', 'DATE:8/8', 'date.written');
    finds('Family meeting scheduled for 9/9 at noon.', 'DATE:9/9', 'date.written');
    finds('CM planning for 6/6 dc home.', 'DATE:6/6', 'date.written');
    clean('On CPAP 5/5, adm wt 80 kg. Strength 5/5 in all limbs.', 'DATE');
    clean('Admit on 10/5 bipap, planned for 5/5 cpap trial.', 'DATE');
    clean('Weaned to PS 8/8 then set for 5/5 with 40%.', 'DATE');
  });
  it('finds equal numbers from 7/7 to 12/12 as days, unless a scale, a count or a setting names them', () => {
    finds('83 yo M sent to hosp 12/12 with SOB.', 'DATE:12/12', 'date.written');
    finds('Sputum cx pending from 10/10. Restent in 11/11, EF 35%.', 'DATE:10/10', 'date.written');
    finds('Extubated 1/2 without difficulty.', 'DATE:1/2', 'date.written');
    clean('Pain 10/10 at rest; 9/9 nodes negative; vision 20/20; grade 8/8.', 'DATE');
    clean('Strength 5/5 x 4, pulses 2/2, 7/7 days of abx then stop.', 'DATE');
  });
  it('finds a fraction or equal pair listed or ranged with a date, and leaves lists of scores alone', () => {
    finds('PMH: MI x2 (9/13, 4/4), stent.', 'DATE:4/4', 'date.written');
    finds('Ceftaz given 1/2 - 1/10, then levo.', 'DATE:1/2', 'date.written');
    clean('Gave 1/2 - 3/4 tab. Strength 4/5, 5/5 on the left. Crackles 1/3 up, 2/3 down.', 'DATE');
  });
  it('leaves a motor grade out of five after the limb or grip, or before the weakness, alone (fix17d)', () => {
    clean('Neuro: L grip 3/5, unchanged from last shift.', 'DATE');
    clean('MOTOR: L ARM 1/5, L LEG 2/5, FOLLOWS COMMANDS.', 'DATE');
    clean('LLE 4/5 knee extension, limited by pain.', 'DATE');
    clean('Diffuse 2/5 prox weakness, worse in the legs.', 'DATE');
    clean('GRIPS 3/5 = BILAT, NO DRIFT.', 'DATE');
    // A day still reads after a test, a temporal cue or a visit.
    finds('Echo 3/5 showed EF 55%, no effusion.', 'DATE:3/5', 'date.written');
    finds('Grip weaker since 4/5 per wife.', 'DATE:4/5', 'date.written');
    finds('Hand clinic visit 2/5, splint fitted.', 'DATE:2/5', 'date.written');
  });
  it('leaves a limb written short after a grade, "mae" before it, and pain scores taken at rest, with an activity or later in the sentence alone (fix18d)', () => {
    clean('neuro: l hemiparesis 2/5 lue, 3/5 lle, follows commands.', 'DATE');
    clean('Off sedation, MAE 4/5, opens eyes to voice.', 'DATE');
    clean('Knee aching, 4/10 at rest and 7/10 with walking.', 'DATE');
    clean('PAIN 9/10 ON ARRIVAL -> MORPHINE 2 MG IV X2, 0.5/10 MIN PCA, NOW 4/10.', 'DATE');
    // A day still reads before a limb's study or swelling, and a date after a pain score's sentence ends.
    finds('Duplex 3/5 LLE doppler negative for DVT.', 'DATE:3/5', 'date.written');
    finds('Pain 6/10 yesterday. Follow-up on 2/10 in clinic.', 'DATE:2/10', 'date.written');
  });
  it('finds the day a facility\'s bed or acceptance is for, equal numbers or after a tilde, and leaves fractions and settings there alone (fix18d)', () => {
    finds('Accepted at Ridgeline Specialty Hospital (RSH) for 4/4, liaison to call.', 'DATE:4/4', 'date.written');
    finds('accepted at Harrow Vale Rehab, bed 3/3 if cleared.', 'DATE:3/3', 'date.written');
    finds('CM AWARE OF STEPDOWN BED NEED ~10/10.', 'DATE:10/10', 'date.written');
    clean('Head of bed 1/2 up; in bed on 5/5 cpap overnight, accepted by team.', 'DATE');
    clean('Accepted to ortho floor, strength 5/5 bilat.', 'DATE');
  });
  it('reads a month named in capitals with its ordinal day in capitals too', () => {
    finds('REPAIR OF PSEUDOANEURYSM ON OCTOBER 5TH, WITH STENT.', 'DATE:OCTOBER 5TH', 'date.written');
    finds('SEEN ON THE 21ST OF MARCH IN CLINIC.', 'DATE:21ST OF MARCH', 'date.written');
    clean('THE 5TH DOSE OF MAG GIVEN. 2ND LINE PLACED.', 'DATE');
  });
  it('leaves weeks of gestation and Snellen acuities alone, but keeps a month and year or a cued date', () => {
    clean('Booked at 9/40; low-dose aspirin from 12/40 to 36/40.', 'DATE');
    clean('VA unaided R 6/12, L 6/18; with pinhole 6/9 each eye.', 'DATE');
    clean('Acuity OD 6/5 OS 6/24 today.', 'DATE');
    finds('Stroke 8/40 per old chart.', 'DATE:8/40', 'date.written');
    finds('Since 6/12 she has had headaches.', 'DATE:6/12', 'date.written');
  });
  it('leaves a motor grade after a weakness or a drift alone (fix19d)', () => {
    clean('neuro: l hemiparesis 3/5, r pupil brisk; L arm drift 4/5; hemiplegic 1/5 leg.', 'DATE');
    clean('Mild weakness 4/5 in R hand.', 'DATE');
    // A day still reads after a weakness where a temporal cue stands between ("weakness since 3/5").
    finds('New L weakness since 3/5, CT negative.', 'DATE:3/5', 'date.written');
  });
  it('finds a day/month written day first without a year, a day from 13 to 31, and leaves settings, spans, pressures and door numbers alone (fix19d)', () => {
    finds('Community nurse to call again 19/02 for dressing change.', 'DATE:19/02', 'date.written');
    finds('came in 16/4 by road from the station, 40 km out', 'DATE:16/4', 'date.written');
    finds('REVIEW IN FRACTURE CLINIC 23/9 OR AT LOCAL HOSPITAL.', 'DATE:23/9', 'date.written');
    finds('Dialysed between 18/5 and 26/5 by femoral line.', 'DATE:26/5', 'date.written');
    clean('On BiPAP 15/6 overnight; PS 18/5 by day; IPAP/EPAP 16/8.', 'DATE');
    clean('Co-amoxiclav for 14/7, then review; child aged 20/12; carer 24/7.', 'DATE');
    clean('PA 26/11, CVP 9; BUN/Cr 28/1; 16/8 Fr catheter.', 'DATE');
    clean('H.No 17/4, Station Road; Flat 21/3 Mill Court.', 'DATE');
  });
});

describe('dates: ordinals that count and pain scores out of ten (hardneg23)', () => {
  it('leaves an ordinal before what it counts alone', () => {
    clean('Cath lab on the 5th floor, far end.', 'DATE');
    clean('Line placed on the 3rd attempt; IV access from the 2nd cycle.', 'DATE');
  });
  it('still finds the day of a month after its cue', () => {
    finds('Follow up on the 28th in clinic.', 'DATE:28th', 'date.other-shapes');
  });
  it('leaves a pain score out of ten set off after the pain, in English or another language, alone', () => {
    clean('Pt reports dolor in the abdomen, 8/10.', 'DATE');
    clean('Pain in the lower back radiating to the leg: 6/10.', 'DATE');
  });
  it('still finds a day after a temporal cue or with no comma before it', () => {
    finds('Pt reports dolor in the abdomen since 8/10.', 'DATE:8/10', 'date.written');
    finds('Pain in the abdomen since the fall, seen 8/10 in clinic.', 'DATE:8/10', 'date.written');
  });
});

