// Per-rule tests of person.no-list-pair: two or three words no English, clinical or stop list holds, side by side in a
// slot only a person fills, though the lists set each aside alone (an English ending such as "-ous" or "-al", the
// start of a longer word, a typo's shape). Hand-written positives and hard negatives, invented, none from any
// evaluation set; a small hand-made dictionary stands in for the built file ("marvellous" makes "marv" shorthand).
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly(
  ('social pt nephew visited today was in at son law called re dispo case management contacts contact made with from pastoral care house ' +
    'staff aware of uo bp notified plan wife very anxious about per protocol ordered family member resident paged spoke ' +
    'the and to for dose given after marvellous arrived team daughter updated by phone will tomorrow is who spokesperson').split(' '),
);
const { finds, clean, notBy } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule person.no-list-pair: two words no list holds in a person slot', () => {
  it('finds a relative named by two such words, in lower case and in capitals', () => {
    finds('social: pt\'s nephew, quorral vantous visited today.', 'PATIENT:quorral vantous', 'person.no-list-pair');
    finds('SON-IN-LAW PELTAL DRAVOUS WAS IN AT 1900.', 'PATIENT:PELTAL DRAVOUS', 'person.no-list-pair');
    finds('daughter marvo keltrous, who is spokesperson, called.', 'PATIENT:marvo keltrous', 'person.no-list-pair');
  });
  it('finds staff after a strong contact verb or a verb of meeting, and before a verb of being told', () => {
    finds('plan: case management contacts bremmal tindous re dispo', 'DOCTOR:bremmal tindous', 'person.no-list-pair');
    finds('contact was made with hestral quinous from pastoral care.', 'DOCTOR:hestral quinous', 'person.no-list-pair');
    finds('AFTER DOSE GIVEN, HOUSE STAFF VORRAL MIKTOUS AWARE OF UO.', 'DOCTOR:VORRAL MIKTOUS', 'person.no-list-pair');
    finds('bp 80s. dernal fostous notified.', 'DOCTOR:dernal fostous', 'person.no-list-pair');
  });
  it('reads three such words as one name', () => {
    finds('plan: case management contacts sorval tem quentous', 'DOCTOR:sorval tem quentous', 'person.no-list-pair');
  });
  it('leaves typos side by side alone: after a relation, after a contact verb, before "aware"', () => {
    clean('wife vry anxous about dispo.', 'PATIENT', 'DOCTOR');
    clean('per protcol orderd tomorrow.', 'PATIENT', 'DOCTOR');
    clean('bp 80s. famly membr aware.', 'PATIENT', 'DOCTOR');
  });
  it('leaves a pair not closed after a relation, short pairs, and "with" without a verb of meeting alone', () => {
    notBy('son brovel tarkous arrived tomorrow', 'person.no-list-pair');
    clean('son sx fro today.', 'PATIENT', 'DOCTOR');
    notBy('given with vantal quorrous today.', 'person.no-list-pair');
  });
  it('leaves a pair before "aware" that neither opens a clause nor follows a staff word alone', () => {
    notBy('pt\'s quental dravous aware of plan.', 'person.no-list-pair');
  });
});
