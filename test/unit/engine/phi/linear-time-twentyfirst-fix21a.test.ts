// Linear time, proven by growth, for the twenty-first round's town, organisation, building and letterhead readings (fix21a; the earlier rounds'
// inputs are in linear-time.test.ts, linear-time-nineteenth.test.ts and linear-time-twentieth-fix20a.test.ts): each phrase
// repeated 16,000 times against 2,000 times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf } from './growth';

describe("PHI engine: linear time on the twenty-first round's town, organisation, building and letterhead readings (growth ratios, one run)", function () {
  this.timeout(600_000);
  it('the town after a call or an arrival cue, each phrase repeated 16,000 times against 2,000 (fix21a)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the cue is one more alternative of the rule's
    // anchored pattern, tried only at its first word; the place words are read by the rule's bounded walk.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      english: new Set(['called', 'from', 'by', 'phone', 'on', 'speaker', 'in', 'this', 'am', 'coming', 'bramble', 'team', 'pharmacist', 'caller']),
      cities: new Set(['bramble']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['pharmacist called from ostrevale, ', 'place.cue-town'], ['TEAM ON SPEAKER FROM OSTREVALE. ', 'place.cue-town'],
      ['caller by phone from bramble, ', 'place.cue-town'], ['team in this am from ostrevale, ', 'place.cue-town'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'called called from from ', 'in in in from ', 'on the on the phone from ', 'called at 2100 at 2100 from ', 'coming in coming in from '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('more industries closing a capitalised name, each phrase repeated 16,000 times against 2,000 (fix21a)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the heads are more alternatives of the anchored
    // suffix pattern, the name grown left over at most five words.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['for', 'with', 'the', 'at']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['Hand for Quarrow Flats Drilling. ', 'facility.suffix'], ['Driver with Ostervald Haulage. ', 'facility.suffix'], ['Driver for Quarrow Bus Lines. ', 'facility.suffix'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'Drilling Drilling ', 'Ab Cd Ef Gh Ij Kl Haulage ', 'Freight Lines Freight Lines ', 'Bus Bus Bus Lines '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('an English-word building and its floor after a move, each phrase repeated 16,000 times against 2,000 (fix21a)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the cue is one more alternative of the anchored
    // move pattern, what follows the floor read in the 14 characters after it, the preposition in the 8 before the name.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['call', 'out', 'to', 'larch', 'cedar', 'aspen', 'on', 'in', 'am', 'if', 'stable', 'stepdown']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['call out to larch 6 if stable. ', 'facility.named-floor'], ['TXF TO CEDAR 4 IN AM. ', 'facility.named-floor'], ['on aspen 5 stepdown. ', 'facility.named-floor'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'to to to 4 ', 'txf txf to 4 stepdown ', 'on larch larch 5 5 stepdown ', 'call out to larch 6 6 6 '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it("a practice's line between a name and its street, each block repeated 16,000 times against 2,000 (fix21a)", () => {
    // Each block is found by its rule on every repeat (asserted first): the note's lines are read once, each line over a
    // street asked once about the line above it and the one above that.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['oral', 'surgery', 'road', 'therapy', 'street']) });
    const phrases: readonly (readonly [string, string])[] = [['Quinn Marlow\nQuarrow Oral Surgery\n12 Kestrel Road\n', 'org.address-block']];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'Quarrow Therapy\n12 Ab Street\n', 'Ab Cd\n12 Ab Street\n', '12 Ab Street\n', 'Ab & Cd & Ef Therapy\n'];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
