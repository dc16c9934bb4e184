// Per-rule tests of org.appeal-addressee (src/engine/phi/rules/appeal-addressees.ts): the payers on an appeal letter's
// addressee line, and the sentences and bare units that hold the same words. Invented examples, none from any
// evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.appeal-addressee') ?? [];

describe('rule org.appeal-addressee', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads each payer of the addressee line, the unit cut off', () => {
    assert.deepEqual(byRule('May 2, 2026\nQuarrow Blue - Pharmacy Appeals\nRE: appeal\n'), ['ORGANIZATION:Quarrow Blue']);
    assert.deepEqual(byRule('May 2, 2026\nTPHA / Tarnovi Navigate Clinical Appeals. Level 1 appeal of a denial.\n'), ['ORGANIZATION:TPHA', 'ORGANIZATION:Tarnovi Navigate']);
    assert.deepEqual(byRule('Brannock Health Plan - Appeals, via Pellmore PBM\n'), ['ORGANIZATION:Pellmore PBM']);
    assert.deepEqual(byRule('To: Tarnovi Blue - Appeals & Grievances Unit\n'), ['ORGANIZATION:Tarnovi Blue']);
  });
  it('leaves a sentence about appeals, a bare unit and a fax number alone', () => {
    const negatives = [
      'Attn: Appeals Unit\n', 'To the Appeals Committee:\n', 'We ask the Appeals Committee to review this.\n',
      'Pharmacy Appeals, Fax 1-800-555-0100\n', 'Level 1 appeal. Appeals Unit reviewed it.\n', 'Utilization Management - Appeals\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
