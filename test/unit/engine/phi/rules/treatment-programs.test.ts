// Per-rule tests of facility.treatment-program (src/engine/phi/rules/treatment-programs.ts): a place of addiction or
// mental health treatment on a caseless line after a place's preposition, with kinds of care and a recovery that is
// no place as hard negatives. Invented examples, none from any evaluation set, over the built dictionaries (skipped
// when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.treatment-program') ?? [];

describe('rule facility.treatment-program', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a treatment place by its name words and kind after a preposition, in small letters or capitals', () => {
    assert.deepEqual(byRule('sw says he was at the quarrowdale detox in march.\n'), ['HOSPITAL:quarrowdale detox']);
    assert.deepEqual(byRule('cm looking at silver birch behavioral health for a bed.\n'), ['HOSPITAL:silver birch behavioral health']);
    assert.deepEqual(byRule('DOSE VERIFIED W/ HARTWELL RIDGE RECOVERY CENTER IN TOWN.\n'), ['HOSPITAL:HARTWELL RIDGE RECOVERY CENTER']);
    assert.deepEqual(byRule('was in lantern hill recovery program last fall.\n'), ['HOSPITAL:lantern hill recovery program']);
    // Two blanks or a tab between the words: the name's start is found by the words' offsets (struct19).
    assert.deepEqual(byRule('was at the silver  birch detox in june.\n'), ['HOSPITAL:silver  birch detox']);
    assert.deepEqual(byRule('DOSE VERIFIED W/ HARTWELL\tRIDGE RECOVERY CENTER.\n'), ['HOSPITAL:HARTWELL\tRIDGE RECOVERY CENTER']);
  });
  it('leaves kinds of care, a recovery that is no place and Title case alone', () => {
    const negatives = [
      'referred to outpatient detox.\n', 'was at inpatient detox x2.\n', 'in residential treatment center before.\n', 'to the recovery program.\n',
      'at acute behavioral health.\n', 'going to detox.\n', 'AT LOCAL DETOX.\n', 'at his recovery program.\n', 'in early recovery.\n',
      'at a treatment center.\n', 'in etoh detox.\n', 'in full recovery.\n', 'at methadone recovery program.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
