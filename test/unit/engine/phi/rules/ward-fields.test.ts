// Per-rule tests of place.ward's named wards (src/engine/phi/rules/ward-fields.ts): a ward's own name in a discharge
// notification's "Ward:" field, and a named unit with its floor before the unit's kind, with departments, numbers and
// clinical services in the same slots as hard negatives. Invented examples, none from any evaluation set, over the
// built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'place.ward') ?? [];

describe('rule place.ward (named wards)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the ward\'s own name in a "Ward:" field, with its own "Ward" word', () => {
    assert.deepEqual(byRule('DISCHARGE NOTIFICATION\nWard: Kittiwake Ward     Consultant: Dr A Roe\n'), ['LOCATION-OTHER:Kittiwake Ward']);
    assert.deepEqual(byRule('Hospital: Quarrow General\nWard: Penmon (Orthogeriatrics)\n'), ['LOCATION-OTHER:Penmon']);
  });
  it('reads a named unit and its floor before the unit\'s kind', () => {
    assert.deepEqual(byRule('Plan: call out to Harbourside 6 step-down in AM.'), ['LOCATION-OTHER:Harbourside 6']);
  });
  it('leaves departments, numbers, services and clinical words in the same slots alone', () => {
    assert.deepEqual(byRule('Ward: Acute Medical Unit\nWard: Cardiology\nWard: 7B\nWard: AMU\nWard: Elderly Care\n'), []);
    assert.deepEqual(byRule('Ward: Respiratory\nWard: Day Surgery\nWard: Ward 5\n'), []);
    assert.deepEqual(byRule('moved to Medicine 7 step-down\nback to 5 unit\nward rounds: stable\n'), []);
  });
});
