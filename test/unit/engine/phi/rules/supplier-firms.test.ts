// Per-rule tests of org.supplier (src/engine/phi/rules/supplier-firms.ts): a home-oxygen, equipment or specialty-drug
// firm closed by its kind of supply, and a hospital's own store, a service or a prescription that take the same words.
// Invented examples, none from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.supplier') ?? [];

describe('rule org.supplier', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a supply firm by its name and kind, in Title case or capitals', () => {
    assert.deepEqual(byRule('Home O2 2 L: Quarnel Respiratory Supply.\n'), ['ORGANIZATION:Quarnel Respiratory Supply']);
    assert.deepEqual(byRule('CM AWARE RE: HOME O2 THRU RED BLUFF MED SUPPLY.\n'), ['ORGANIZATION:RED BLUFF MED SUPPLY']);
    assert.deepEqual(byRule('Please approve, to be dispensed by Tarnovi Valley Specialty Rx.\n'), ['ORGANIZATION:Tarnovi Valley Specialty Rx']);
    assert.deepEqual(byRule('Refills through Quarnex Rx each month.\n'), ['ORGANIZATION:Quarnex Rx']);
  });
  it("leaves a hospital's own store, a service and a prescription alone", () => {
    const negatives = [
      'Sent to Central Supply for tubing.\n', 'Home Medical Supply will deliver.\n', 'Discharge Rx given.\n', 'New Rx sent.\n',
      'Sterile Supplies restocked.\n', 'Pain Rx reviewed.\n', 'via DME Medical Supply\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
