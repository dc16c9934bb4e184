// Linear time, proven by growth, for the twenty-third round's organisation and facility readings (fix23a; the earlier rounds'
// inputs are in linear-time.test.ts and the linear-time-*-fix*.test.ts files): each phrase repeated 16,000 times against
// 2,000 times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf } from './growth';

describe("PHI engine: linear time on the twenty-third round's organisation and facility readings (growth ratios, one run)", function () {
  this.timeout(600_000);
  it('a congregation after a word of belonging or a church title, each phrase repeated 16,000 times against 2,000 (fix23a)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the belonging cue is one more alternative of the
    // clergy cue, tried at its own words; the name is read over at most seven words, the place after "of" over two.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['members', 'of', 'church', 'friends', 'from', 'fellowship', 'first', 'baptist', 'called']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['MEMBERS OF TARROW QUELL CHURCH CALLED. ', 'org.congregation'], ['friends from pellow fellowship of dunmarra called. ', 'org.congregation'],
      ['FR ZORBEK OF QUILLAN CHURCH CALLED. ', 'org.congregation'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'members of members of ', 'friends from friends from church ', 'church of church of ', 'fr ab of fr ab of '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it("a state's body by its portfolio and a transport service by its cue, each phrase repeated 16,000 times against 2,000 (fix23a)", () => {
    // Each phrase is found by its rule on every repeat (asserted first): the body's kind and the transport cue are anchored
    // patterns tried only at their words; the region is read in the 64 characters before the kind, the portfolio over at
    // most four words after it, the service's name over at most three words before its kind.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['department', 'of', 'and', 'by', 'per', 'ambulance', 'rescue', 'called', 'harbor', 'bend', 'riverside', 'notify', 'the']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['notify the Ohio Department of Quell and Tarrow. ', 'org.public-body'], ['NEVADA DIVISION OF QUELL - ', 'org.public-body'],
      ['by harbor bend ambulance, ', 'org.public-body'], ['PER RIVERSIDE RESCUE. ', 'org.public-body'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'Department of Department of ', 'Ohio Ohio Ohio Ohio ', 'by by by ambulance ', 'per ab cd ef per ab cd '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('a dialysis unit by its place, each phrase repeated 16,000 times against 2,000 (fix23a)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the kinds are more alternatives of the anchored
    // suffix pattern; the name is the words the suffix reading grows left, at most five.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['at', 'dialysis', 'kidney', 'care', 'on', 'peritoneal']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['HD at Quell Tarrow Dialysis. ', 'facility.suffix'], ['seen at Zorbek Kidney Care. ', 'facility.suffix'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'Dialysis Dialysis Dialysis ', 'Ab Cd Ef Gh Dialysis ', 'On Peritoneal Dialysis '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
