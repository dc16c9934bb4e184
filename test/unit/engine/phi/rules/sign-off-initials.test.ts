// Per-rule tests of two widenings for names of unseen institutions (people47): person.closing reading a writer who signs
// with initials and a surname on the line after a closing (src/engine/phi/rules/letter-people.ts), and
// person.role-apposition reading the holder of "nurse in charge" and a given name that is also a word before a
// surname no English list holds (src/engine/phi/rules/staff-slots.ts). Invented examples, none from any evaluation set.
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string, rule: string): string[] => checks?.byRule(text, rule) ?? [];
const people = (text: string): string[] => checks?.people(text) ?? [];

describe('rule person.closing, initials and a surname after a closing', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds the writer signing with initials, in mixed and lower case', () => {
    assert.deepEqual(byRule('Yours faithfully,\nK.O. Boateng-Amoah\nHouse Officer', 'person.closing'), ['PATIENT:K.O. Boateng-Amoah']);
    assert.deepEqual(byRule('yours faithfully,\nk.o. boateng-amoah\nhouse officer', 'person.closing'), ['PATIENT:k.o. boateng-amoah']);
    assert.deepEqual(byRule('Best wishes,\nA.B. Nwachukwu', 'person.closing'), ['PATIENT:A.B. Nwachukwu']);
  });
  it('leaves a postscript and English words after initials alone', () => {
    assert.deepEqual(people('Thanks,\nP.S. see attached\n'), []);
    assert.deepEqual(people('Regards,\nN.B. please\n'), []);
  });
});

describe('rule person.role-apposition, the nurse in charge and given names that are words', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds the holder between commas after "nurse in charge" and after a role, in lower case', () => {
    assert.deepEqual(byRule('kindly review. the nurse in charge, rose boateng, has the chart.', 'person.role-apposition'), ['DOCTOR:rose boateng']);
    assert.deepEqual(byRule('our device nurse, faith mensah, will call.', 'person.role-apposition'), ['DOCTOR:faith mensah']);
  });
  it('leaves words between commas after the role alone', () => {
    assert.deepEqual(people('the nurse in charge, will see, and the nurse in charge, hope, was aware.'), []);
    assert.deepEqual(people('nurse in charge, the registrar, aware.'), []);
  });
});

describe('rule person.sign-off: the writer\'s role, then a first name and an initial or an initial and a surname, closing the note (fix19a)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds the name after the role, with or without a dash or a colon, in each letter case', () => {
    assert.deepEqual(byRule('plan: d/c to rehab in am.\n-cm quenby t.', 'person.sign-off'), ['DOCTOR:quenby t.']);
    assert.deepEqual(byRule('plan: wean as tol.\nrn: marisol v.\n', 'person.sign-off'), ['DOCTOR:marisol v.']);
    assert.deepEqual(byRule('PLAN: DIURESE, REPEAT LYTES.\nRN: MARISOL V.', 'person.sign-off'), ['DOCTOR:MARISOL V.']);
    // An initial and a surname after the role: person.initial-surname reads the pair first ("nsg: k. quarrow-dent").
    assert.deepEqual(people('plan: home in am.\nnsg: k. quarrow-dent'), ['DOCTOR:k. quarrow-dent']);
  });
  it('leaves a role before a plan, an organism, an English first name in small letters and a patient line alone', () => {
    assert.deepEqual(byRule('plan: cont.\nrn: will monitor', 'person.sign-off'), []);
    assert.deepEqual(byRule('cx:\nrt: s. aureus', 'person.sign-off'), []);
    assert.deepEqual(byRule('plan: cont.\nrn: rose t.', 'person.sign-off'), []);
    assert.deepEqual(byRule('neuro: a&o x3.\npt: ann r.', 'person.sign-off'), []);
  });
});

describe('rule person.sign-off: the dash sign-off with a name the lists hold as a surname, or an English given name and its initial (fix21b)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds the name after the closing dash in every letter case', () => {
    assert.deepEqual(byRule('PLAN: ADVANCE DIET, OOB TO CHAIR. -HALVORSEN T.', 'person.sign-off'), ['DOCTOR:HALVORSEN T.']);
    assert.deepEqual(byRule('neuro: intact.\nglucose 110-140. -sue m', 'person.sign-off'), ['DOCTOR:sue m']);
  });
  it('leaves an English given name alone in small letters, a dashed list item and a word that is no name alone', () => {
    assert.deepEqual(byRule('plan: cont.\n-will', 'person.sign-off'), []);
    assert.deepEqual(byRule('plan: cont.\n- afebrile\n- mae', 'person.sign-off'), []);
    assert.deepEqual(byRule('plan: cont.\n-sob x', 'person.sign-off'), []);
  });
});
