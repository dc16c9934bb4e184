import * as assert from 'node:assert/strict';
import { meetsMinimum, percent, scoreOf } from '../../../../src/editor/results/score.pure';
import { conceptFinding, phiFinding } from '../presentation-fixtures';

describe('score', () => {
  it('judges concepts by score_id and PHI by the label score', () => {
    assert.equal(scoreOf(conceptFinding({ scoreId: 0.4, scoreType: 0.9 })), 0.4);
    assert.equal(scoreOf(phiFinding({ score: 0.7 })), 0.7);
    assert.equal(meetsMinimum(phiFinding({ score: 0.7 }), 0.7), true);
    assert.equal(meetsMinimum(phiFinding({ score: 0.69 }), 0.7), false);
  });

  it('formats scores as whole percentages without rounding to 0 or 100 falsely', () => {
    assert.equal(percent(0.974), '97%');
    assert.equal(percent(1), '100%');
    assert.equal(percent(0), '0%');
    assert.equal(percent(0.001), '<1%');
    assert.equal(percent(0.999), '>99%');
    assert.equal(percent(Number.NaN), '—');
  });
});
