// Per-rule tests of person.nickname (src/engine/phi/rules/nicknames.ts): the name a person goes by, in quotes
// between the given name and the surname or after a cue of what they like to be called. Invented examples.
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, identifyPhi, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
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

describe('rule person.nickname: fields, quotes after a name, and the nickname named again', function () {
  const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
  before(function () {
    if (path === undefined) this.skip();
  });
  it('finds the name in a preferred-name or known-as field, and after "prefers" before a quote', () => {
    const loaded = ruleChecks(createPhiIdentifier(loadPhiDictionaries(path)));
    loaded.finds('Resident: Quinlan, Anne     Known as - Nance\n', 'PATIENT:Nance', 'person.nickname');
    loaded.finds('Client: Roe-Ito, Marguerite (prefers "Mags")\n', 'PATIENT:Mags', 'person.nickname');
    loaded.finds('seen with her husband rodolfo ("bong") at bedside.', 'PATIENT:bong', 'person.nickname');
    loaded.finds('Client prefers "Mags".\nMags is hard of hearing.', 'PATIENT:Mags', 'person.nickname');
    loaded.clean('Preferred name: none. Known as: same. prefers: tea. Nickname: declined.', 'PATIENT');
    loaded.clean('Pt said "fine" today; described pain as "sharp".', 'PATIENT');
  });
});

describe('rule person.nickname: a name alone in quotes after "pt" or the age in brackets, or after a call for someone (fix19a)', function () {
  const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
  before(function () {
    if (path === undefined) this.skip();
  });
  it('finds the name the patient goes by and the person a patient calls for, in each letter case', () => {
    const loaded = ruleChecks(createPhiIdentifier(loadPhiDictionaries(path)));
    loaded.finds('HPI: 71 yo F ("Dottie") w/ hx COPD presents with', 'PATIENT:Dottie', 'person.nickname');
    loaded.finds('SOCIAL: PT ("HANK") WIDOWED, LIVES WITH SON.', 'PATIENT:HANK', 'person.nickname');
    loaded.finds("confused overnight, calling out for 'ernestine' (her sister).", 'PATIENT:ernestine', 'person.nickname');
  });
  it('leaves quoted speech, a quoted drug or order, a relation called for and a quote with no bracket after "pt" alone', () => {
    const loaded = ruleChecks(createPhiIdentifier(loadPhiDictionaries(path)));
    loaded.clean('pt calling out for "help" and for \'mom\' overnight.', 'PATIENT');
    loaded.clean('PT ("DNR") CONFIRMED W/ FAMILY. pt asking for "tylenol" and "water".', 'PATIENT');
    loaded.clean('pt "refused" meds; pt states "fine".', 'PATIENT');
  });
});
