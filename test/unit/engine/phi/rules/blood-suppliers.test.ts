// Per-rule tests of org.blood-supplier (src/engine/phi/rules/blood-suppliers.ts): a blood supplier by its name and its
// kind ("Blood Services", "Blood Center"), and the hospital's own bank, the suppliers only described and the components
// that take the same words. Invented examples, none from any evaluation set, over the built dictionaries (skipped when
// they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.blood-supplier') ?? [];

describe('rule org.blood-supplier', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a supplier by its name and its kind, after a field, a bracket or "from"', () => {
    assert.deepEqual(byRule('Unit W1234 25 000001, supplier Quarry Plains Blood Services. Second unit not issued.\n'), ['ORGANIZATION:Quarry Plains Blood Services']);
    assert.deepEqual(byRule('RBC unit issued (supplier Tarrow Valley Regional Blood Services), O Pos.\n'), ['ORGANIZATION:Tarrow Valley Regional Blood Services']);
    assert.deepEqual(byRule('Supplier: Dunmore-Eske Blood Services, Salem, OR.\n'), ['ORGANIZATION:Dunmore-Eske Blood Services']);
    assert.deepEqual(byRule('Platelets from Kestrel Ridge Community Blood Center\n'), ['ORGANIZATION:Kestrel Ridge Community Blood Center']);
    assert.deepEqual(byRule('Notified Quarry Plains Blood Services of the reaction.\n'), ['ORGANIZATION:Quarry Plains Blood Services']);
  });
  it('leaves the hospital\'s own bank, suppliers only described and components alone', () => {
    for (const text of [
      'Blood Bank notified, unit returned.\n',
      'Notified the Hospital Blood Bank at 14:10.\n',
      'CALLED REGIONAL BLOOD CENTER FOR PLATELETS.\n',
      'Units from Regional Blood Center arrived.\n',
      'Component: Red Blood Cells, leukoreduced.\n',
      'Community Blood Services will trace the donor.\n',
      'NOTIFY BLOOD BANK STAT.\n',
    ]) assert.deepEqual(byRule(text), [], text);
  });
});
