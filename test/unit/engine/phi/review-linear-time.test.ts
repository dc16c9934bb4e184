// Linear time of the review rules (src/engine/phi/review), proven by growth, through the engine with review
// candidates on: every cue word (the main rules' and the review rules') followed by 8,000 blanks or tabs
// against the same with 1,000; runs of unknown capitalised words, digit groups, months and numbers, place and
// facility words after cues; and a note of 200 KB dense with candidates against one of 25 KB. Same bound and
// re-measurement rule as linear-time.test.ts (./growth.ts): linear work gives about 8x, the bound is 12x.
import { strict as assert } from 'node:assert';
import { CUE_WORDS, cueThenRun, placeDenseNote, REVIEW_CUE_WORDS, REVIEW_RUNS, reviewDenseNote } from '../../../../bench/phi-adversarial';
import { createPhiIdentifier, type PhiDictionaries } from '../../../../src/engine/phi/index';
import { REVIEW_RULES } from '../../../../src/engine/phi/review';
import { overBound as overBoundOf, type GrowthCase } from './growth';

// Small dictionaries in which the adversarial words are names, places and English, so that every review
// rule (the known-name and known-place ones too) proposes candidates on these inputs.
const DICTS: PhiDictionaries = {
  names: new Set(['janet', 'rose', 'calvert', 'quennell', 'dervla', 'maris']),
  given: new Set(['janet', 'rose', 'dervla', 'maris']),
  english: new Set(['the', 'and', 'rose', 'from', 'at', 'in', 'to', 'general', 'hospital', 'falls', 'shore', 'eastern', 'bay', 'seen', 'met', 'with']),
  cities: new Set(['quincy', 'tullymore']),
  states: new Map(),
  countries: new Set(),
  source: 'file',
};
const identify = createPhiIdentifier(DICTS, { review: true });
const overBound = (cases: readonly GrowthCase[]): string[] => overBoundOf(identify, cases);
const ALL_CUES = [...new Set([...CUE_WORDS, ...REVIEW_CUE_WORDS])];

describe('PHI engine with review candidates: linear time on adversarial input (growth ratios, one run)', function () {
  this.timeout(900_000);

  it('the dense note proposes a candidate of every review rule (the inputs reach every rule)', () => {
    const rules = new Set(identify(reviewDenseNote(5_000)).map((f) => f.rule));
    assert.deepEqual(REVIEW_RULES.map((r) => r.id).filter((id) => !rules.has(id)), []);
  });

  it('every cue word followed by 8,000 blanks or tabs costs at most 12x the same with 1,000', () => {
    const cases = ALL_CUES.flatMap((cue) =>
      [' \t', '\t'].map((run) => ({
        name: `"${cue}" + ${run === '\t' ? 'tabs' : 'blanks and tabs'}`,
        small: cueThenRun(cue, run, 1_000),
        large: cueThenRun(cue, run, 8_000),
      })),
    );
    assert.deepEqual(overBound(cases), []);
  });

  it('runs of unknown words, digit groups, months and numbers, places and facilities after cues grow linearly', () => {
    const cues = ['son', 'aware', 'from', 'lives in', 'at the', 'pager', 'x', 'oct', 'on the', 'age', 'mr.', 'accession', 'Falls', 'rehab', 'brother in law', 'Sun'];
    const cases = cues.flatMap((cue) =>
      // 2,000 against 16,000: still 8x, with a first measurement long enough not to be noise.
      Object.entries(REVIEW_RUNS).map(([name, run]) => ({ name: `"${cue}" + ${name}`, small: cueThenRun(cue, run, 2_000), large: cueThenRun(cue, run, 16_000) })),
    );
    assert.deepEqual(overBound(cases), []);
  });

  it('a note of 200 KB dense with candidates costs at most 12x one of 25 KB (and so does a place-dense one)', () => {
    assert.deepEqual(
      overBound([
        { name: 'review-dense note', small: reviewDenseNote(25_000), large: reviewDenseNote(200_000) },
        { name: 'place-dense note', small: placeDenseNote(25_000), large: placeDenseNote(200_000) },
      ]),
      [],
    );
  });
});
