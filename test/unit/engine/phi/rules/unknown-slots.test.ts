// Per-rule tests of what the older people rules (people-cues.ts, note-people.ts) read of names no list knows in
// the slots notes put them in (issue 17): a role before a surname, a lower-case credential before a verb of being
// told, a relative or a second doctor written in Title case though the lists take the word for shorthand.
// Hand-written positives and hard negatives, invented, none from any evaluation set; a small hand-made
// dictionary stands in for the built file ("neanderthal" makes "Nean" shorthand, "detonate" makes "Deton").
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  names: new Set(['rose', 'line', 'will', 'zorbekian']),
  given: new Set(['rose', 'line', 'will']),
  english: new Set(
    ('rose line will side lying placed pull coping has one who spokesperson plan as above so far has not been involved care echo waves flat groin right had contact made from support please forward it today son visited evening early this am moved for work if negative inserted aware of the and to in at adjusted peep auth requested worker case social found floor ' +
      'on pt charge oncoming night low urine was visit last noc family team called see drs neanderthal detonate detonation ' +
      'referral catheter arm swollen tolerated lower lobe met with hand hr plan house officer bedside agrees a').split(' '),
  ),
  cities: new Set(),
  states: new Map(),
  countries: new Set(),
  source: 'file',
};
const { finds, clean } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule person.role-name: roles and slots of unknown names', () => {
  it('finds a surname after RT with a verb, and after case worker, house officer or medic', () => {
    finds('Vent: RT Drumwellen adjusted PEEP to 8.', 'DOCTOR:Drumwellen', 'person.role-name');
    finds('Insurance auth requested, case worker Nimbrelle on the case.', 'DOCTOR:Nimbrelle', 'person.role-name');
    finds('HOUSE OFFICER PELLINARD AT BEDSIDE, AGREES.', 'DOCTOR:PELLINARD', 'person.role-name');
    finds('pt found on floor (medic Poldarren).', 'DOCTOR:Poldarren', 'person.role-name');
  });
  it('finds a Title-case surname closing an item after SW, and a given name in capitals before a verb of presence', () => {
    finds('Met with chaplain; SW Bracklewin.', 'DOCTOR:Bracklewin', 'person.role-name');
    finds('HO ROSE AWARE OF HR 130S.', 'DOCTOR:ROSE', 'person.role-name');
  });
  it('leaves the right side, lines and procedures after the ambiguous roles alone', () => {
    clean('RT Thoracentesis. RT Hemithorax. PA Pleurodesis. Plan as above.', 'DOCTOR', 'PATIENT');
    clean('RIGHT GROIN PA LINE PLACED. RT SIDE LYING. RT ARM SWOLLEN.', 'DOCTOR', 'PATIENT');
    clean('SW Referral. PA Catheter inserted.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.credential: a lower-case credential before a verb of being told', () => {
  it('finds a surname no list knows before "md aware"', () => {
    finds('wife at bedside. lanyorth md aware of low urine.', 'DOCTOR:lanyorth', 'person.credential');
  });
  it('leaves English and clinical words before the credential alone', () => {
    clean('charge rn aware. oncoming rn notified. night md paged. micu np aware.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.relative and person.coordinated: Title-case words the lists read as shorthand', () => {
  it('finds a relative named by a shorthand-like given name and an unknown surname', () => {
    finds("social: pt's dtr-in-law Nean Krutholm was in to visit last noc", 'PATIENT:Nean Krutholm', 'person.relative');
  });
  it('finds a second doctor after "and" written in Title case', () => {
    finds('Team called and Drs Zorbekian and Deton in to see pt.', 'DOCTOR:Deton', 'person.coordinated');
  });
  it('finds a relative named by a Title-case word the lists read only as a typo', () => {
    finds('Coping: has one son Plul who is spokesperson.', 'PATIENT:Plul', 'person.relative');
  });
  it('leaves lone shorthand in capitals alone', () => {
    clean('TEAM CALLED AND DRS AWARE AND DETON IN TO SEE PT.', 'DOCTOR');
  });
  it('finds shorthand and an unknown surname after a relation in capitals by person.no-list-pair (two words no list holds)', () => {
    finds('SOCIAL: DTR NEAN KRUTHOLM WAS IN TO VISIT', 'PATIENT:NEAN KRUTHOLM', 'person.no-list-pair');
  });
});

describe('rule person.contact: two unknown words after a cue, and a caller named in a list', () => {
  it('finds a given name and a surname no list knows after "with", and after "to" in Title case', () => {
    finds('contact was made with neastra grigorn from support.', 'DOCTOR:neastra grigorn', 'person.contact');
    finds('please forward it to Bekbolor Muslivan today', 'DOCTOR:Bekbolor Muslivan', 'person.contact');
  });
  it('finds a word no list knows as the next caller of a list', () => {
    finds('son visited in the evening, and ketrearkin called early this am', 'DOCTOR:ketrearkin', 'person.contact');
  });
  it('leaves a move to a place, a verb after "to" and short words alone', () => {
    clean('moved to Saultor Saintine-Rose for work', 'DOCTOR', 'PATIENT');
    clean("plan to extubaten tom'row if negative", 'DOCTOR', 'PATIENT');
    clean('son visited, and tsicu called early', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.title: a patient\'s title and an initial before a common word', () => {
  it('finds the initial as the name', () => {
    finds('SON HAS NOT BEEN INVOLVED WITH MS Y. CARE SO FAR.', 'PATIENT:Y.', 'person.title');
  });
  it('leaves a graded valve lesion before an initial alone', () => {
    clean('ECHO: 2+ MR. T. WAVES FLAT.', 'PATIENT');
  });
});

