// Per-rule tests of facility.suffix's open-bore imaging centres (src/engine/phi/vocab/facility-suffixes.ts): a name
// before "Open MRI" on a letterhead or in a sentence, and the scanner alone as a hard negative. Invented examples,
// none from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const bySuffix = (text: string): string[] => checks?.byRule(text, 'facility.suffix') ?? [];

describe('rule facility.suffix (open MRI centres)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a name before "Open MRI" on a letterhead and in a sentence', () => {
    assert.deepEqual(bySuffix('Quarry Hill Open MRI, Pellston MI\nMRI LEFT SHOULDER\n'), ['HOSPITAL:Quarry Hill Open MRI']);
    assert.deepEqual(bySuffix('Pellow Creek Open MRI & Imaging\nTallwood, Ohio\n'), ['HOSPITAL:Pellow Creek Open MRI & Imaging']);
    assert.deepEqual(bySuffix('Her MRI was done at Tamsworth Valley Open MRI last May.'), ['HOSPITAL:Tamsworth Valley Open MRI']);
  });
  it('leaves the scanner alone', () => {
    assert.deepEqual(bySuffix('Needs an open MRI for claustrophobia. Open MRI ordered.'), []);
  });
});
