// Per-rule tests of org.kind-noun widened by src/engine/phi/rules/cued-schools.ts (fix22a): a school or a college named by
// English words alone in any letter case, right after a cue of belonging to it (a pupil's, a student's, a worker's or a
// form field's), with kinds of school and generic words in the same slot as hard negatives. Invented examples, none from
// any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.kind-noun') ?? [];

describe('rule org.kind-noun: a school named by English words after a cue of belonging (fix22a)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the school after a student\'s, a pupil\'s, a worker\'s or a field\'s cue, in each letter case', () => {
    assert.deepEqual(byRule('PT IS A STUDENT AT BRAMBLE HOLLOW COMMUNITY COLLEGE, WORKS NIGHTS.\n'), ['ORGANIZATION:BRAMBLE HOLLOW COMMUNITY COLLEGE']);
    assert.deepEqual(byRule('was a bus driver for willow bend regional schools until 2019.\n'), ['ORGANIZATION:willow bend regional schools']);
    assert.deepEqual(byRule('school: copper meadow elementary, grade 4\n'), ['ORGANIZATION:copper meadow elementary']);
    assert.deepEqual(byRule('Graduated Lantern Ridge High 1998, then the army.\n'), ['ORGANIZATION:Lantern Ridge High']);
    assert.deepEqual(byRule('daughter in grade 7 at fox hollow middle, doing well.\n'), ['ORGANIZATION:fox hollow middle']);
    assert.deepEqual(byRule('she works at sparrow lane day nursery and lifts toddlers.\n'), ['ORGANIZATION:sparrow lane day nursery']);
    assert.deepEqual(byRule('retired from stone bridge academy in june.\n'), ['ORGANIZATION:stone bridge academy']);
  });
  it('leaves a kind of school, a generic school and a school with no cue alone', () => {
    const negatives = [
      'attends community college.\n', 'student at nursing school.\n', 'works at the high school.\n', 'teacher at local elementary.\n',
      'works at state university.\n', 'he attends night school.\n', 'retired from public schools.\n', 'volunteers at church school.\n',
      'works at medical school.\n', 'enrolled in high school.\n', 'teacher at sunday school.\n', 'in grade 3 at public school.\n',
      'works at research institute.\n', 'attends sped preschool.\n', 'works at two schools.\n', 'graduated nursing school.\n',
      'attends trade school.\n', 'works at culinary institute.\n', 'attends flight academy.\n', 'works at police academy.\n',
      'STUDENT AT CHRISTIAN ACADEMY.\n', 'attends head start preschool.\n', 'attends the academy.\n', 'works at hospital school.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
