// The review queue on plain Node: order, next/previous over open candidates, decisions, and offsets through edits.
import { strict as assert } from 'node:assert';
import { at, decide, moveTo, newQueue, openCount, statusText, step, throughEdits } from '../../../../src/editor/review/review-queue.pure';

const text = 'son dervla called from Tullymore on oct 9';
const cand = (word: string, type = 'PATIENT') => ({ start: text.indexOf(word), end: text.indexOf(word) + word.length, type, score: 0.4, text: word });

describe('review queue', () => {
  const queue = newQueue(3, [cand('Tullymore', 'LOCATION-OTHER'), cand('dervla'), cand('oct 9', 'DATE')]);

  it('sorts candidates into document order and counts the open ones', () => {
    assert.deepEqual(queue.candidates.map((c) => c.text), ['dervla', 'Tullymore', 'oct 9']);
    assert.equal(openCount(queue), 3);
    assert.equal(statusText(3), '$(eye) 3 to review');
    assert.equal(statusText(0), '');
  });

  it('steps over decided candidates, wrapping around, both ways', () => {
    assert.equal(step(queue, 1), 0);
    // Previous before any move starts from the end.
    assert.equal(step(queue, -1), 2);
    const q = decide(moveTo(queue, 0), 1, 'not-phi');
    assert.equal(step(q, 1), 2);
    assert.equal(step(moveTo(q, 2), 1), 0);
    assert.equal(step(moveTo(q, 0), -1), 2);
    const done = decide(decide(q, 0, 'phi'), 2, 'skip');
    assert.equal(openCount(done), 0);
    assert.equal(step(done, 1), undefined);
    assert.equal(step(done, 1, true), 0);
  });

  it('finds the candidate at an offset, preferring the current one', () => {
    assert.equal(at(queue, text.indexOf('Tullymore') + 2), 1);
    assert.equal(at(queue, 0), undefined);
  });

  it('moves spans after an edit, drops the one an edit touches, keeps the cursor on its candidate', () => {
    const q = moveTo(queue, 2);
    // "son " -> "the son " (insert 4 at 0): everything shifts by 4.
    const shifted = throughEdits(q, 4, [{ start: 0, end: 0, newLength: 4 }]);
    assert.deepEqual(shifted.candidates.map((c) => c.start), queue.candidates.map((c) => c.start + 4));
    assert.equal(shifted.cursor, 2);
    // Typing inside "Tullymore" drops it; the cursor still points at "oct 9".
    const inside = text.indexOf('Tullymore') + 3;
    const dropped = throughEdits(q, 4, [{ start: inside, end: inside + 1, newLength: 1 }]);
    assert.deepEqual(dropped.candidates.map((c) => c.text), ['dervla', 'oct 9']);
    assert.equal(dropped.candidates[dropped.cursor]?.text, 'oct 9');
    assert.equal(dropped.version, 4);
  });

  it('typing right after a candidate leaves it as it was', () => {
    const end = text.indexOf('dervla') + 'dervla'.length;
    const q = throughEdits(queue, 4, [{ start: end, end, newLength: 1 }]);
    assert.deepEqual(q.candidates[0], queue.candidates[0]);
  });
});
