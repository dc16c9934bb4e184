// Linear time, proven by growth, for the twenty-second round's people readings (fix22c; the earlier rounds' are in
// linear-time.test.ts and the linear-time-nineteenth to -twentyfirst files): each phrase repeated 16,000 times against
// 2,000 times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf } from './growth';

describe('PHI engine: linear time on the twenty-second round\'s people cues (growth ratios, one run)', function () {
  this.timeout(600_000);
  it('a care-team role before a name and what the person does, a job framed before its employer, each phrase repeated 16,000 times against 2,000 (fix22c)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): a role reads at most two name words after it,
    // the few characters of its line around a name in one letter case, and the one or two words after the name
    // (person.role-act); a preposition reads its clause back at most 50 characters for the frame of work and the job
    // before it (profession.framed-job).
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      names: new Set(['quarnby']),
      english: new Set(['reports', 'completed', 'to', 'assist', 'doing', 'the', 'packet']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['RT Zorvane reports 1. ', 'person.role-act'], ['SW Quarnby completed the packet. ', 'person.role-act'],
      ['PER EEG TECH ZORVANE. ', 'person.role-act'], ['msw zorvane quarnby to assist. ', 'person.role-act'],
      ['She is a tuber grader at Quellant Packing. ', 'profession.framed-job'], ['\n47 yo seam bolter at Velmont Ridge. ', 'profession.framed-job'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'rt rt rt ', 'RT Zorvane Zorvane Zorvane ', 'sw zorvane to to to ', 'TECH ZORVANE tech zorvane ', 'is a is a is a grader at ', 'is a Ab Cd Ef at Gh ', '47 yo 47 yo bolter for '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
