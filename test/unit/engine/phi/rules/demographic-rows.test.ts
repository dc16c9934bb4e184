// Per-rule tests of person.demographic-row (src/engine/phi/rules/demographic-rows.ts): the patient's name field of a
// header row when the next identifying field follows on its line, name words that are also English words included,
// and the rows and fields that name nobody. Over the built dictionaries, since what the rule adds is names the real
// English list holds (Baker, Smith, Rose, Dewberry). Invented examples, none from any evaluation set.
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'person.demographic-row') ?? [];
const people = (text: string): string[] => checks?.people(text) ?? [];

describe('rule person.demographic-row', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds a name of English words in a capitals row before DOB, MRN, UR or an account field', () => {
    assert.deepEqual(byRule('DISCHARGE SUMMARY\nNAME: DEWBERRY, MARCUS T     DOB: 07/19/1958     ACCT#: 5520931-4'), ['PATIENT:DEWBERRY, MARCUS T']);
    assert.deepEqual(byRule('PATIENT NAME: SMITH, JOHN A     MRN: 0044712     DOB: 09/09/1975'), ['PATIENT:SMITH, JOHN A']);
    assert.deepEqual(byRule('PATIENT: BAKER, ELLEN     UR: 0044712     WARD: 4B'), ['PATIENT:BAKER, ELLEN']);
  });
  it('leaves fields that name nobody, and names with no identifying field after them', () => {
    assert.deepEqual(byRule('NAME: NOT KNOWN     DOB: UNKNOWN'), []);
    assert.deepEqual(people('PATIENT: ALERT AND ORIENTED     AGE: 45'), []);
    assert.deepEqual(people('Patient: chest pain     see below'), []);
    assert.deepEqual(byRule('PATIENT NAME: SMITH, JOHN A\nDischarged home.'), []);
    assert.deepEqual(byRule('NAME: SMITH      COMMENTS: none'), []);
  });
});
