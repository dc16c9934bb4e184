// Per-rule tests of place.job-town (src/engine/phi/rules/job-towns.ts): the town a work history names after a job or
// after work done "out of" it, and the hard negatives, a department, a field, a rank or a place no town after a job's
// "in". Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'the', 'and', 'of', 'in', 'out', 'then', 'a', 'is', 'he', 'she', 'her', 'his', 'was', 'on', 'as', 'worked', 'years', 'long-haul',
    'trucking', 'cook', 'mechanic', 'heavy-duty', 'husband', 'deckhand', 'trawlers', 'prawn', 'nurse', 'teacher', 'officer',
    'oncology', 'english', 'charge', 'got', 'bed', 'cove', 'harbour', 'later', 'now', 'retired', 'there', 'moved',
    'from', 'lives', 'alone', 'smoker', 'pt', 'farmer', 'miner', 'home', 'valley', 'hospital', 'transferred', 'still', 'farm',
    'dairy', 'has', 'to', 'be', 'up', 'son', 'police', 'called', 'works', 'postmaster', 'north', 'training', 'retirement', 'ccu',
    'for', 'years', 'pacu', 'at', 'bedside', 'tired', 'xq',
  ],
  cities: ['sollbury', 'pearl', 'tarrow'],
  names: ['sollbury'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, clean, notBy } = ruleChecks(identify);

describe('rule place.job-town', () => {
  it('finds the town after a job and "in"', () => {
    finds('Worked as a cook in Pellow Cove for 6 years.', 'CITY:Pellow Cove', 'place.job-town');
    finds('Husband is a heavy-duty mechanic in Quarnby now.', 'CITY:Quarnby', 'place.job-town');
  });
  it('finds the town after work done "out of" it', () => {
    finds('Long-haul trucking out of Vennick 2001-2009, then retired.', 'CITY:Vennick', 'place.job-town');
    finds('deckhand on prawn trawlers out of Ostrey Harbour later', 'CITY:Ostrey Harbour', 'place.job-town');
  });
  it('leaves a department, a field, a rank, lower case and a place after no job alone', () => {
    clean('She is a nurse in Oncology; he was a teacher in English; officer in Charge.', 'CITY');
    clean('then cook in pellow cove; got out of Bed; was in Pellow later.', 'CITY');
  });
  it('finds the town after a job and "from" closing its clause, in mixed case or small letters (fix18c)', () => {
    finds('Pt is a retired farmer from Pellow Cove, still lives on the farm.', 'CITY:Pellow Cove', 'place.job-town');
    finds('pt is a retired teacher from sollbury, smoker.', 'CITY:sollbury', 'place.job-town');
  });
  it('leaves "from" after no job, a department, home, a town in small letters no list holds and a name going on alone', () => {
    clean('She is a nurse from Oncology, teacher from home. Transferred from Pellow Cove.', 'CITY');
    clean('pt is a farmer from pellow cove, smoker. MINER FROM THE VALLEY.', 'CITY');
    notBy('PT IS A RETIRED FARMER FROM QUARNBY, LIVES ALONE.', 'place.job-town');
    clean('A farmer from Pellow Cove Hospital visited.', 'CITY');
  });
  it('finds the town after a job\'s head noun and "in" in a stretch in capitals or small letters (fix22b)', () => {
    finds('he is a dairy farmer in quellmoor and has to be up early.', 'CITY:quellmoor', 'place.job-town');
    finds('SON IS A POLICE OFFICER IN PEARL, CALLED X2.', 'CITY:PEARL', 'place.job-town');
    finds('WORKS AS POSTMASTER IN NORTH TARROW. SON AT BEDSIDE.', 'CITY:NORTH TARROW', 'place.job-town');
  });
  it('leaves a training, a retirement, a unit, a charge and a small-letter English word after a job\'s "in" alone (fix22b)', () => {
    notBy('she is a nurse in training. he is a teacher in retirement, a nurse in ccu. OFFICER IN CHARGE. nurse in pacu and tired.', 'place.job-town');
    notBy('he is a farmer in pearl xq, son at bedside. he is a dairy farmer in harbour and has to be up.', 'place.job-town');
  });
});
