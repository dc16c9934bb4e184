// Linear time, proven by growth, for the twentieth round's organisation and town readings (fix20a; the earlier rounds' inputs are in
// linear-time.test.ts and linear-time-nineteenth.test.ts): each phrase repeated 16,000 times against 2,000 times; the bound
// is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf } from './growth';

describe("PHI engine: linear time on the twentieth round's organisation and town cues (growth ratios, one run)", function () {
  this.timeout(600_000);
  it('any organisation head noun closing a capitalised name, each phrase repeated 16,000 times against 2,000 (fix20a)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the head is one more suffix of the suffix reading,
    // its name grown left over at most five words and cut after its last "of" or "for" in that bounded slice.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['for', 'of', 'the', 'from', 'by']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['Bill from Quarlow Interiors. ', 'facility.suffix'], ['Seen by Ab Cd Police Dept. ', 'facility.suffix'],
      ['Sent to Ab Cd Immunology Lab. ', 'facility.suffix'], ['Doula Ann of Ab Birth Collective. ', 'facility.suffix'],
      ['Paid by Ab Cd Oxygen Services. ', 'facility.suffix'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'Services Services ', 'Ab of Ab for Ab of Services ', 'Ab Cd Ef Gh Ij Kl Farm ', 'Of For Of Lab ', 'AB CD POLICE DEPT ', 'Ab Cd Co, ', 'Co-Co-Co ', 'Ab Co Cd Co '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('any organisation head in any letter case after a naming word, each phrase repeated 16,000 times against 2,000 (fix20a)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the head is one more alternative of the kind
    // nouns' anchored pattern, its name read in the 72 characters before it; a compound's parts are asked once each.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['at', 'from', 'the', 'savings', 'bank', 'state', 'college', 'long', 'haul', 'gear', 'works']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['at quarrow savings bank, ', 'org.kind-noun'], ['AT OSTRAVE STATE COLLEGE. ', 'org.kind-noun'], ['from brisk gear works; ', 'org.kind-noun'],
      ['with VNA of Greater Quellby. ', 'org.kind-noun'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'bank bank ', 'long-haul trucking ', 'a-b-c-d-e-f farm ', 'COLLEGE COLLEGE ', 'x y z dairy ', 'ab-cd mfg ', 'univ univ assoc ', 'vna of vna of the ', 'hospice of the of the '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('an English-word town after where someone lives, each phrase repeated 16,000 times against 2,000 (fix20a)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the town's close is read in the 8 characters after it.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['lives', 'live', 'in', 'and', 'bramble', 'fear', 'of']), cities: new Set(['bramble']) });
    const phrases: readonly (readonly [string, string])[] = [['lives in bramble, ', 'place.cue-town'], ['LIVE IN BRAMBLE AND ', 'place.cue-town']];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'lives in lives in ', 'lives in bramble bramble ', 'lives in fear of '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it("a note heading's building and floor, each phrase repeated 16,000 times against 2,000 (fix20a)", () => {
    // Each phrase is found by its rule on every repeat (asserted first): the heading is read at a line's start or after a
    // dash, its note kind looked for over at most three words.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['medicine', 'progress', 'note', 'gen', 'med', 'rm']) });
    const phrases: readonly (readonly [string, string])[] = [['tavistrom 6 medicine progress note\n', 'facility.named-floor'], ['gen med note - ostrova 5 rm 512\n', 'facility.named-floor']];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), '- - - - ', 'abcd 6 abcd 6 abcd 6 ', '\nabcd 7 a b c d e f note', '- abcd 5 x y z '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
