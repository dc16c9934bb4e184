// Linear time, proven by growth, for hardneg22's readings: the clinical guard's named terms before their head word
// (core/clinical-guard.ts with vocab/named-eponyms.ts) and org.before-kind's skip of a cue word opening its run; each
// phrase repeated 16,000 times against 2,000 times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound } from './growth';

describe('PHI engine: linear time on hardneg22\'s named terms and cue words (growth ratios, one run)', function () {
  this.timeout(600_000);
  it('names before a head word of their kind, goods after a place, and a cue word before a kind word, each phrase repeated 16,000 times against 2,000', () => {
    // The guard reads a fixed window after each person or place candidate; the org rule one word list per match.
    const identify = createPhiIdentifier({
      ...EMPTY_DICTS,
      names: new Set(['stryker', 'achilles', 'fontan', 'felix', 'quarnby']),
      given: new Set(['felix']),
      countries: new Set(['brazil']),
    });
    const timed = ['Achilles tendon ', 'Fontan circulation ', 'Stryker bed ', 'Weil-Felix ', 'Brazil nut ', 'Per pharmacy, ',
      'Achilles Achilles Achilles ', 'Per Per Quarnby pharmacy ', 'Stryker\'s Stryker\'s fascia ', 'Brazil Brazil nuts '];
    assert.deepEqual(overBound(identify, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
