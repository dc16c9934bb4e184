// Per-rule tests of the people-shapes family (src/engine/phi/rules/people-shapes.ts): each rule with
// hand-written positives (type, text and rule id) and the hard negatives it must leave alone. Invented
// examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  names: new Set(['romi', 'erik', 'amy', 'lena', 'morrow', 'tullis', 'brandvik']),
  given: new Set(['romi', 'erik', 'amy', 'lena']),
  english: new Set(['they', 'had', 'children', 'and', 'my', 'name', 'is', 'not', 'important', 'syndrome', 'was', 'excluded', 'lives', 'at', 'meds', 'her', 'maiden', 'works', 'for', 'the', 'visited', 'this', 'dictating', 'a', 'clinic', 'note', 'on', 'date', 'of', 'service', 'progress', 'patient', 'with']),
  cities: new Set(['oslo', 'bergen', 'tromsø']),
  states: new Map(),
  countries: new Set(['norway']),
  source: 'file',
};
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule person.foreign-letters', () => {
  it('finds a given name and surname written with accented letters', () => {
    finds('Contact: Žofie Dvořáková, daughter.', 'PATIENT:Žofie Dvořáková', 'person.foreign-letters');
    finds('Seen with Halldór Árnason today.', 'PATIENT:Halldór Árnason', 'person.foreign-letters');
  });
  it('leaves eponyms with a disease word and known places alone', () => {
    notBy('Sjögren Syndrome was excluded.', 'person.foreign-letters');
    notBy('Flew from Tromsø Norway last week.', 'person.foreign-letters');
  });
});

describe('rule person.name-list', () => {
  it('finds every name of a list with two known names', () => {
    finds('Children: Romi, Erik, Ysolde and Amy.', 'PATIENT:Ysolde', 'person.name-list');
  });
  it('finds a lower-case list of given names', () => {
    finds('kids at home: romi, erik, lena and amy.', 'PATIENT:erik', 'person.name-list');
  });
  it('leaves lower-case lists with a word that is no given name alone', () => {
    notBy('meds: lasix, coumadin and amy.', 'person.name-list');
    notBy('she likes romi, erik and the children.', 'person.name-list');
  });
  it('leaves lists of drugs and places alone', () => {
    notBy('Meds: Lasix, Coumadin and Plavix.', 'person.name-list');
    notBy('Visited Oslo, Bergen and Erik.', 'person.name-list');
  });
});

describe('rule person.name-is', () => {
  it('finds the name after "my name is" and "maiden name is" in any case', () => {
    finds('hi, my name is lena brandvik.', 'PATIENT:lena brandvik', 'person.name-is');
    finds('her maiden name is tullis', 'PATIENT:tullis', 'person.name-is');
  });
  it('leaves common words after the cue alone', () => {
    notBy('Pt states his name is not important.', 'person.name-is');
  });
});

describe('rule person.before-residence', () => {
  it('finds a given name and surname before where they live or work', () => {
    finds('Quilla Morrow lives at 12 Pine Street.', 'PATIENT:Quilla Morrow', 'person.before-residence');
  });
  it('leaves English words before "lives" alone', () => {
    notBy('The Children lives at home.', 'person.before-residence');
  });
  it('finds one name opening a sentence before where the person is from or lives', () => {
    finds('Quilla is from Norway. She smokes.', 'PATIENT:Quilla', 'person.before-residence');
    finds('Romi lives with her aunt.', 'PATIENT:Romi', 'person.before-residence');
  });
  it('leaves patients, relatives, drugs and headings before "lives" alone', () => {
    notBy('Patient lives alone. Daughter lives nearby.', 'person.before-residence');
    notBy('Lasix works well. Triage is from 8 to 5.', 'person.before-residence');
    notBy('Durable Medical Equipment is from the vendor.', 'person.before-residence');
  });
});

describe('rule person.dictation-subject', () => {
  it('finds the patient a dictation is about, in capitals too', () => {
    finds('THIS IS DR. ROE DICTATING A CLINIC NOTE ON BERNA KOWALIK, DATE OF SERVICE 1/2/2025.', 'PATIENT:BERNA KOWALIK', 'person.dictation-subject');
  });
  it('leaves a dictation about a condition alone', () => {
    notBy('Dictating a progress note on the patient with chest pain.', 'person.dictation-subject');
  });
});
