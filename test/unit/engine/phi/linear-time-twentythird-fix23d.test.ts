// Linear time, proven by growth, for the twenty-third round's readings of the deid corpus's own kinds (fix23d; the
// earlier rounds' are in linear-time.test.ts and the linear-time-nineteenth to -twentysecond files): each phrase repeated
// 16,000 times against 2,000 times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf } from './growth';

describe('PHI engine: linear time on the twenty-third round\'s deid-kind cues (growth ratios, one run)', function () {
  this.timeout(600_000);
  it('initials beside an emergency department, a destination before the date of the move, each phrase repeated 16,000 times against 2,000 (fix23d)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): "ED at" reads one word of capitals after it and
    // the few characters after that word (facility.transport-destination); a move's destination reads the 16 characters
    // after it for a date (place.transfer).
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      // Two capitals an English list holds as abbreviations (as Hunspell holds "kl"), which only this reading takes.
      english: new Set(['sent', 'to', 'at', 'with', 'fever', 'admitted', 'transfered', 'the', 'pt', 'for', 'kz', 'wq']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['PT SENT TO ED AT KZ. ', 'facility.transport-destination'], ['pt seen in the ER at WQ for ', 'facility.transport-destination'],
      ['admitted to SQ ER with fever. ', 'facility.transport-destination'], ['transfered to kestrale 7/23. ', 'place.transfer'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'ED AT ED AT ED AT ', 'ER at ER at AB ', 'to AB ER to AB ', 'transfered to ab 1/1 1/1 ', 'to kestrale 7/7/7/7 '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
