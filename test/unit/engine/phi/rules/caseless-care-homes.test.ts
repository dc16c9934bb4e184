// Per-rule tests of facility.caseless-care-home (src/engine/phi/rules/caseless-care-homes.ts): a care home that a note
// in small letters names after a place's preposition or a choice, by one to three name words and its kind, and the
// kinds of care, the describing words and the places with no name that take the same slot. Invented examples, none
// from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.caseless-care-home') ?? [];

describe('rule facility.caseless-care-home', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a care home in small letters after a preposition or a choice, English name words too', () => {
    assert.deepEqual(byRule('pt is an 88 yo f from maple hollow rest home in town, baseline a&ox2.\n'), ['HOSPITAL:maple hollow rest home']);
    assert.deepEqual(byRule('family prefers home; 2nd choice quarry brook ltach in town.\n'), ['HOSPITAL:quarry brook ltach']);
    assert.deepEqual(byRule('referral faxed to the willow bend skilled nursing in town today.\n'), ['HOSPITAL:willow bend skilled nursing']);
    assert.deepEqual(byRule('came from quarry glen retirement home, baseline a&ox2.\n'), ['HOSPITAL:quarry glen retirement home']);
  });
  it('leaves a kind of care, a describing word, a place with no name and Title case alone', () => {
    for (const text of [
      'pt from the nursing home. d/c to subacute rehab center. from her assisted living in town.\n',
      'to a rest home. back to ltach. referral to skilled nursing. screen for ltach. from group home.\n',
      'to long term care center. from local nursing home. at skilled nursing facility. vs home w/ vna.\n',
      'from Maple Hollow Rest Home in town.\n', 'from osh ltach. to snf rehab center.\n',
    ]) assert.deepEqual(byRule(text), [], text);
  });
});
