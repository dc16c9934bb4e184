// Per-rule tests of person.kin-name-field's relation written with a slash (src/engine/phi/rules/labelled-people.ts):
// the relative an Indian form names after s/o, d/o or w/o, with or without a colon and an honorific, and the same
// letters as a note's "without" and "subjective/objective". Invented examples, none from any evaluation set.
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string, rule: string): string[] => checks?.byRule(text, rule) ?? [];

describe('rule person.kin-name-field (s/o, d/o, w/o)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds the relative in a header row, after a colon or an honorific', () => {
    assert.deepEqual(byRule('NAME: KAMLESH KUMARI     W/O: BHAGWANDAS CHAURASIA     AGE: 44 YRS', 'person.kin-name-field'), ['PATIENT:BHAGWANDAS CHAURASIA']);
    assert.deepEqual(byRule('Name: Smt. Ab    W/o Thiru. Kathirvel Ramasamy    Age: 31 yrs', 'person.kin-name-field'), ['PATIENT:Kathirvel Ramasamy']);
    assert.deepEqual(byRule('IP NO: 2026/0091\nD/O: SRI. VENUGOPALAN PILLAI\nADDRESS: X', 'person.kin-name-field'), ['PATIENT:VENUGOPALAN PILLAI']);
  });
  it('takes "Late" before a father who has died', () => {
    assert.deepEqual(byRule('Name: Ab Cd\nS/o: Late Jagdishwar Tanwar\nUHID: 7', 'person.kin-name-field'), ['PATIENT:Jagdishwar Tanwar']);
  });
  it('leaves "without" and a note\'s subjective/objective alone', () => {
    assert.deepEqual(byRule('CT HEAD   W/O CONTRAST\n', 'person.kin-name-field'), []);
    assert.deepEqual(byRule('  w/o complications\nS/O: 92 yo M adm from rehab\n', 'person.kin-name-field'), []);
    assert.deepEqual(byRule('MRI brain w/o gadolinium today', 'person.kin-name-field'), []);
  });
});
