// Per-rule tests of person.visitor-list (src/engine/phi/rules/visitor-lists.ts): the names listed after a visitors
// label, in the three letter cases, and the lists of relatives, services and words it must leave alone. Invented
// examples, none from any evaluation set; a small hand-made dictionary stands in for the built file (its unknown words stand for names no list holds).
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  names: new Set(['dora', 'okafor', 'lucinda']),
  given: new Set(['dora', 'lucinda', 'hope']),
  english: new Set(
    ('visitors visitor today this shift also none family at bedside and wife son daughter multiple members updated ' +
      'restricted per policy the in to with were of no tonight given stable plan hope continue from church pm am ' +
      'came friends several').split(' '),
  ),
  cities: new Set(),
  states: new Map(),
  countries: new Set(),
  source: 'file',
};
const { finds, clean } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule person.visitor-list', () => {
  it('finds each name of the list after a visitors label, one to three words an item', () => {
    const text = 'Visitors: Lucinda Okafor, Zorbek (niece), Tadzio and Marisk.\nPlan: continue.';
    finds(text, 'PATIENT:Lucinda Okafor', 'person.visitor-list');
    finds(text, 'PATIENT:Zorbek', 'person.visitor-list');
    finds(text, 'PATIENT:Tadzio', 'person.visitor-list');
    finds(text, 'PATIENT:Marisk', 'person.visitor-list');
  });
  it('reads lists in lower case and in capitals, with a word between the label and its colon', () => {
    finds('visitors today: anwen, quellane and wiremu. stable.', 'PATIENT:quellane', 'person.visitor-list');
    finds('VISITORS THIS SHIFT: DORA, TADZIO WIREMU.', 'PATIENT:TADZIO WIREMU', 'person.visitor-list');
    finds('Visitors also: Hope, Zorbek.', 'PATIENT:Hope', 'person.visitor-list');
  });
  it('leaves lists of relatives, services, words and short shorthand alone', () => {
    clean('Visitors: none.', 'PATIENT', 'DOCTOR');
    clean('Visitors: wife and son at bedside, updated.', 'PATIENT', 'DOCTOR');
    clean('visitors: multiple family members, updated.', 'PATIENT', 'DOCTOR');
    clean('Visitors restricted per policy. No visitors tonight.', 'PATIENT', 'DOCTOR');
    clean('Visitors: PT, OT and SW.', 'PATIENT', 'DOCTOR');
    clean('visitors: ngt, abx given.', 'PATIENT', 'DOCTOR');
    clean('Visitor: hope to continue plan.', 'PATIENT', 'DOCTOR');
  });
});
