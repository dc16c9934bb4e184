// Per-rule tests of person.credential-title widened in the twelfth round (fix12b, rules/note-people.ts and
// vocab/people-words.ts INDIGENOUS_HEALTH_ROLES): Australia's Aboriginal health practitioner, health worker and liaison
// officer before a name, and a role's letters in brackets after its spelled-out form before the name; and the same
// letters with no name after them. Invented examples, none from any evaluation set.
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string, rule: string): string[] => checks?.byRule(text, rule) ?? [];
const people = (text: string): string[] => checks?.people(text) ?? [];

describe('rule person.credential-title (Aboriginal health staff, a role in brackets)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds the name after AHP, AHW or ALO, in mixed case and capitals', () => {
    assert.deepEqual(byRule('Plan: AHP Wirrin to continue bicillin 28-daily.', 'person.credential-title'), ['DOCTOR:Wirrin']);
    assert.deepEqual(byRule('PLAN: AHW TAMSIN KOWALCZYK TO DRESS WOUND DAILY.', 'person.credential-title'), ['DOCTOR:TAMSIN KOWALCZYK']);
    assert.deepEqual(byRule('Plan: ALO Jarrah to arrange transport home Friday.', 'person.credential-title'), ['DOCTOR:Jarrah']);
  });
  it('finds the name after the role\'s letters in brackets', () => {
    assert.deepEqual(byRule('IV ANTIBIOTICS VIA CLINIC. ABORIGINAL HEALTH WORKER (AHW) TAMSIN KOWALCZYK TO REVIEW.', 'person.credential-title'), ['DOCTOR:TAMSIN KOWALCZYK']);
  });
  it('leaves the roles with no name after them alone', () => {
    assert.deepEqual(people('AHW review in am, AHP to give bicillin, ALO to see family.'), []);
    assert.deepEqual(people('seen with the ALO (Aboriginal liaison officer) today.'), []);
  });
});
