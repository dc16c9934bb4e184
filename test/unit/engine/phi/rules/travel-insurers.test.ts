// Per-rule tests of org.travel-insurer (src/engine/phi/rules/travel-insurers.ts): the insurer or assistance firm after
// a travel clinic's evacuation or travel-insurance field, and the fields filled in with no insurer. Invented examples,
// none from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.travel-insurer') ?? [];

describe('rule org.travel-insurer', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the insurer after the field, after "has policy through" too, in Title case or capitals', () => {
    assert.deepEqual(byRule('Evacuation and medical cover: Quorra Assist International, policy QA-1234567.\n'), ['ORGANIZATION:Quorra Assist International']);
    assert.deepEqual(byRule('Evacuation insurance: has policy through Harrow Lantern Travel Assistance.\n'), ['ORGANIZATION:Harrow Lantern Travel Assistance']);
    assert.deepEqual(byRule('Evacuation coverage: Tarrow Assist Global, policy TAG-0001.\n'), ['ORGANIZATION:Tarrow Assist Global']);
    assert.deepEqual(byRule('TRAVEL INSURANCE: KESTREL MUTUAL, POLICY 44\n'), ['ORGANIZATION:KESTREL MUTUAL']);
  });
  it('leaves a field with no insurer alone', () => {
    for (const text of [
      'Travel insurance: None.\n',
      'Travel insurance: Yes, through employer.\n',
      'Evacuation insurance: advised; will purchase.\n',
      'Travel insurance: Not purchased\n',
      'Travel insurance: N/A\n',
      'Evacuation insurance: recommended\n',
      'Travel insurance: Global plan, details to follow\n',
    ]) assert.deepEqual(byRule(text), [], text);
  });
});
