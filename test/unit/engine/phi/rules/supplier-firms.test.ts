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
  it('reads a trade\'s supply and, in small letters, a firm after its cue (fix19b)', () => {
    assert.deepEqual(byRule('home cpap thru quarnel medical supply of town, settings 10.\n'), ['ORGANIZATION:quarnel medical supply']);
    assert.deepEqual(byRule('HOME O2 VIA TARNOVI AIRWAY SUPPLY.\n'), ['ORGANIZATION:TARNOVI AIRWAY SUPPLY']);
    assert.deepEqual(byRule('son owns red bluff plumbing supply in town.\n'), ['ORGANIZATION:red bluff plumbing supply']);
    assert.deepEqual(byRule('Boat parts: Quarnel Marine Supply.\n'), ['ORGANIZATION:Quarnel Marine Supply']);
  });
  it('leaves a generic supply, a hospital\'s store and a supply with no cue in small letters alone (fix19b)', () => {
    const negatives = [
      'o2 via home medical supply.\n', 'from the medical supply.\n', 'thru central medical supply.\n', 'will get o2 from local medical supply\n',
      'quarnel medical supply called.\n', 'by dme medical supply\n', 'Marine Supply closed.\n', 'via oxygen supply tubing\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
  it("leaves a hospital's own store, a service and a prescription alone", () => {
    const negatives = [
      'Sent to Central Supply for tubing.\n', 'Home Medical Supply will deliver.\n', 'Discharge Rx given.\n', 'New Rx sent.\n',
      'Sterile Supplies restocked.\n', 'Pain Rx reviewed.\n', 'via DME Medical Supply\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
