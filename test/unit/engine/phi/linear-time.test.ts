// Linear time, proven by growth: every cue word followed by 8,000 blanks or tabs against the same with
// 1,000, runs of periods, hyphens, slashes, hashes, digits and capitals after cue words, and a place-dense
// note of 200 KB against one of 25 KB. Each ratio is measured in one run (the issue asks for growth ratios,
// never absolute times); linear work gives about 8x, a quadratic rule 64x, and the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { CUE_WORDS, cueThenRun, placeDenseNote, RUNS } from '../../../../bench/phi-adversarial';
import { identifyPhi } from '../../../../src/engine/phi/index';
import { overBound as overBoundOf, type GrowthCase } from './growth';

const overBound = (cases: readonly GrowthCase[]): string[] => overBoundOf(identifyPhi, cases);

describe('PHI engine: linear time on adversarial input (growth ratios, one run)', function () {
  this.timeout(600_000);

  it('every cue word followed by 8,000 blanks or tabs costs at most 12x the same with 1,000', () => {
    const cases = CUE_WORDS.flatMap((cue) =>
      [' \t', '\t'].map((run) => ({
        name: `"${cue}" + ${run === '\t' ? 'tabs' : 'blanks and tabs'}`,
        small: cueThenRun(cue, run, 1_000),
        large: cueThenRun(cue, run, 8_000),
      })),
    );
    assert.deepEqual(overBound(cases), []);
  });

  it('runs of periods, hyphens, slashes, hashes, digits and capitals after cues grow linearly', () => {
    const cues = ['phone', 'pager', 'mrn', 'acc', 'dr', 'MD', 'husband', 'lives in', 'pt from', 'daughter from', 'transfer', 'hospital', 'st', 'on', 'age', 'id', 'PT', 'x'];
    const runs = Object.entries(RUNS).filter(([name]) => !/spaces|tabs/.test(name));
    const cases = cues.flatMap((cue) =>
      // 2,000 against 16,000: still 8x, with a first measurement long enough not to be noise.
      runs.map(([name, run]) => ({ name: `"${cue}" + ${name}`, small: cueThenRun(cue, run, 2_000), large: cueThenRun(cue, run, 16_000) })),
    );
    assert.deepEqual(overBound(cases), []);
  });

  it('a place-dense note of 200 KB costs at most 12x one of 25 KB (repeated places in one sweep)', () => {
    assert.deepEqual(overBound([{ name: 'place-dense note', small: placeDenseNote(25_000), large: placeDenseNote(200_000) }]), []);
  });
});
