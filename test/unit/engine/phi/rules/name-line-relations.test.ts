// Per-rule tests of person.kin-name-field as fix14b widened it (rules/labelled-people.ts): the relative an Indian form
// names after w/o, s/o or d/o on the patient's own "Name:" line, right after the patient's name, and a field that ends
// at the next label after two blanks. Invented examples, none from any evaluation set.
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string, rule: string): string[] => checks?.byRule(text, rule) ?? [];

describe('rule person.kin-name-field (a relation on the name line)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds the relative after the patient\'s name on a "Name:" line, in each letter case', () => {
    assert.deepEqual(byRule('Name: Smt. Kamlavati Devi w/o Ramesh Prajapati   Age/Sex: 61 Y / F', 'person.kin-name-field'), ['PATIENT:Ramesh Prajapati']);
    assert.deepEqual(byRule('NAME: THENMOZHI D/O ARUNACHALAM PERIYASAMY  AGE: 19  IP NO: 2231/26', 'person.kin-name-field'), ['PATIENT:ARUNACHALAM PERIYASAMY']);
  });
  it('leaves "without" and a line with no name label alone', () => {
    assert.deepEqual(byRule('Name: chest pain w/o radiation  Age: 40', 'person.kin-name-field'), []);
    assert.deepEqual(byRule('CT abdomen done w/o Contrast Medium  Age: 40', 'person.kin-name-field'), []);
  });
});
