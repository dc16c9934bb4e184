// Per-rule tests of person.nickname (src/engine/phi/rules/nicknames.ts): the name a person goes by, in quotes
// between the given name and the surname or after a cue of what they like to be called. Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule person.nickname', () => {
  it('finds a quoted name between a given name and a surname', () => {
    finds('Child: Tobiah "Toby" Ferncastle, 6 years, here with dad.', 'PATIENT:Toby', 'person.nickname');
    finds('Resident Margarethe “Gretl” Haunsperg enjoys music group.', 'PATIENT:Gretl', 'person.nickname');
  });
  it('finds the name after "prefers to be called", "goes by" and "nicknamed"', () => {
    finds('Pt prefers to be called "Dodie" and is hard of hearing.', 'PATIENT:Dodie', 'person.nickname');
    finds('Client goes by Zeb; lives alone.', 'PATIENT:Zeb', 'person.nickname');
  });
  it('leaves quoted speech, a quoted clinical word and plain words after the cue alone', () => {
    clean('Pt states "Help" Nurse came at once; described pain as "Sharp" Tylenol given.', 'PATIENT');
    clean('Rash goes by Monday usually; she prefers to be called Mom by the kids.', 'PATIENT');
    clean('Daughter said "Okay" Will call back.', 'PATIENT');
  });
});
