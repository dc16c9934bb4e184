// Per-rule tests of person.kin-name-field and of person.staff-label's credential-closed reading
// (src/engine/phi/rules/labelled-people.ts): a relative named in a form's field for their name, and a staff field
// whose name words are also English words when a credential closes it. Invented examples, none from any evaluation set.
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string, rule: string): string[] => checks?.byRule(text, rule) ?? [];
const people = (text: string): string[] => checks?.people(text) ?? [];

describe('rule person.kin-name-field', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it("finds the relative a name field names, in all three letter cases", () => {
    assert.deepEqual(people("Husband's name: Tobenna Okwuosa-Reid\nDOA: 02/03/2026"), ['PATIENT:Tobenna Okwuosa-Reid']);
    assert.deepEqual(people("father's name: kojo nkansah-boadu\nward: 4"), ['PATIENT:kojo nkansah-boadu']);
    assert.deepEqual(people("HUSBAND'S NAME: R. VENKATESULU NAIDU\nIP NO: 22"), ['PATIENT:R. VENKATESULU NAIDU']);
    assert.deepEqual(people('Name of mother: Wairimu Gathoni\nParity: 3'), ['PATIENT:Wairimu Gathoni']);
  });
  it('takes an English word of the name beside one no English list holds', () => {
    assert.deepEqual(byRule("mother's name: grace atuahene\n", 'person.kin-name-field'), ['PATIENT:grace atuahene']);
  });
  it('leaves a field that names no one, and the word "name" itself, alone', () => {
    assert.deepEqual(people("Father's name: not known\nMother's name: unknown\nHusband's name: see above\n"), []);
    assert.deepEqual(people("Wife's name: very supportive\nSon's name -\n"), []);
  });
});

describe('rule person.staff-label, closed by a credential', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds a name with English words when a credential closes the field', () => {
    assert.deepEqual(byRule('Admitting midwife: Mercy Wanjala Chepkoech, RM\nBP 120/80', 'person.staff-label'), ['DOCTOR:Mercy Wanjala Chepkoech']);
    assert.deepEqual(byRule('KEY WORKER: FOLASADE ADEYEMI-COLE, HCA\n', 'person.staff-label'), ['DOCTOR:FOLASADE ADEYEMI-COLE']);
    assert.deepEqual(byRule('obs stable. midwife: patience asantewaa, rm.\n', 'person.staff-label'), ['DOCTOR:patience asantewaa']);
  });
  it('reads "Key worker:" as staff and an occupational health form\'s "WORKER:" as its patient', () => {
    assert.deepEqual(byRule('Key worker: Oluwaseun Adeyemi-Cole\n', 'person.staff-label'), ['DOCTOR:Oluwaseun Adeyemi-Cole']);
    assert.deepEqual(byRule('WORKER: TORVALD HALSTEAD   DOB: 1977-04-09\n', 'person.staff-label'), ['PATIENT:TORVALD HALSTEAD']);
  });
  it('leaves roles, plain words and a name without its credential alone', () => {
    assert.deepEqual(people('Nurse in charge: Charge Nurse, RN\nKey worker: none\nMidwife: on call, RM\n'), []);
    assert.deepEqual(byRule('Midwife: Mercy Grace\n', 'person.staff-label'), []);
  });
});

describe('rule person.patient-label, surname and forenames fields', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds the surname and forenames a form asks for apart', () => {
    assert.deepEqual(byRule('SURNAME: OKONKWO-DANSO   FIRST NAME: TOBI\n', 'person.patient-label'), ['PATIENT:OKONKWO-DANSO', 'PATIENT:TOBI']);
    assert.deepEqual(people('Surname: Nakashima-Obi\nForenames: Kenji Tomas\n'), ['PATIENT:Nakashima-Obi', 'PATIENT:Kenji Tomas']);
  });
  it('leaves a field that names no one alone', () => {
    assert.deepEqual(people('Surname: see above\nForenames: as above\nSURNAME: (BLOCK CAPITALS)\n'), []);
  });
});

describe('rule person.saw-in-clinic', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds the patient after "I saw" or "we saw", before when, where or with whom, in all three letter cases', () => {
    assert.deepEqual(byRule('I saw Hope today in clinic with her mother.', 'person.saw-in-clinic'), ['PATIENT:Hope']);
    assert.deepEqual(byRule('i saw kofi again with his wife.', 'person.saw-in-clinic'), ['PATIENT:kofi']);
    assert.deepEqual(byRule('I SAW ADWOA MENSAH IN CLINIC ON 3/4.', 'person.saw-in-clinic'), ['PATIENT:ADWOA MENSAH']);
  });
  it('leaves findings, pronouns, titled names and English words in lower case alone', () => {
    assert.deepEqual(byRule('I saw improvement today. I saw Increased swelling in the knee. I saw him today. I saw the patient today.', 'person.saw-in-clinic'), []);
    assert.deepEqual(byRule("i saw grace today. I saw Bell's palsy in 2019. I saw Dr Park today.", 'person.saw-in-clinic'), []);
  });
});
