// Linear time, proven by growth, for the twenty-second round's town readings (fix22b: place.bracket-town, place.address-field-part,
// place.kin-in, place.job-town and place.landform widened; the earlier rounds' inputs are in
// linear-time.test.ts, linear-time-nineteenth.test.ts, linear-time-twentieth-fix20a.test.ts and
// linear-time-twentyfirst-fix21a.test.ts): each phrase repeated 16,000 times against 2,000 times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf } from './growth';

describe("PHI engine: linear time on the twenty-second round's town readings (growth ratios, one run)", function () {
  this.timeout(600_000);
  it('the town in brackets after a name, each phrase repeated 16,000 times against 2,000 (fix22b)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the bracket is matched once, its words bounded,
    // and the word before it read in the 31 characters before the bracket.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      english: new Set(['dtr', 'drug', 'sons', 'from', 'and', 'of', 'sister', 'falls', 'referrals', 'to', 'pearl']),
      cities: new Set(['ostrevale', 'quarrow flats', 'pearl']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['Dtr Wenna Quell (Ostrevale) 413-555-0100, ', 'place.bracket-town'], ['Velmo Drug #2183 (Quarrow Flats) ', 'place.bracket-town'],
      ['sons Teo (from Pearl) and ', 'place.bracket-town'], ['SISTER WENNA QUELL (OF LENBY FALLS), ', 'place.bracket-town'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), '((((( ', 'Ab (Ab (Ab (Ab ', 'Ab (from Ab Ab Ab Ab Ab ', '#1 (#1 (#1 (', 'Ab (of ) (of) ('];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it("the town after a relative's bracketed role, before a state's code or a verb of contact, each phrase repeated 16,000 times against 2,000 (fix22b)", () => {
    // Each phrase is found by its rule on every repeat (asserted first): the bracket and the words after the town are more
    // alternatives of the anchored caseless pattern, tried only at a relative's word.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      english: new Set(['son', 'in', 'updated', 'by', 'phone', 'sister', 'not', 'contact', 'dtr', 'called', 'on', 'pearl']),
      cities: new Set(['pearl', 'ostrevale']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['SON TEO (HCP) IN PEARL UPDATED BY PHONE. ', 'place.kin-in'], ['sister wenna quell in pearl ct, not in contact. ', 'place.kin-in'],
      ['dtr (quell) in pearl called x2. ', 'place.kin-in'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'son (hcp) (hcp) in ', 'son ab ab ab ab in ab ab ab ', 'son in ab called called called ', 'son in ab maine maine maine '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it("the town after a job's head noun and \"in\" in a caseless stretch, each phrase repeated 16,000 times against 2,000 (fix22b)", () => {
    // Each phrase is found by its rule on every repeat (asserted first): the slot is anchored at "in", the job's word read
    // in the 24 characters before it and the stretch's case in the 30 before and 20 after.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      english: new Set(['he', 'is', 'a', 'dairy', 'farmer', 'in', 'and', 'police', 'officer', 'called', 'pearl']),
      cities: new Set(['pearl']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['he is a dairy farmer in pearl and ', 'place.job-town'], ['IS A POLICE OFFICER IN OSTREVALE, CALLED. ', 'place.job-town'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'farmer in in in ', 'farmer farmer in ab ab ab ', 'OFFICER IN AB AND AND ', 'in pearl ct ct ct '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('a lake, a pond, a harbor or a hollow after a place preposition, each phrase repeated 16,000 times against 2,000 (fix22b)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the nouns are more alternatives of the anchored
    // landform pattern, the name read back in the 56 characters before the noun.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['rollover', 'near', 'lake', 'camp', 'on', 'pond', 'up', 'hollow', 'harbor', 'the']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['ROLLOVER NEAR QUARRELL LAKE, ', 'place.landform'], ['camp on mennick pond, ', 'place.landform'], ['UP BEAR WALLOW HOLLOW. ', 'place.landform'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'lake lake lake ', 'near near ab lake ', 'ON THE AB AB AB HARBOR ', 'park park park '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it("the places of an address or venue field, part by part, each block repeated 16,000 times against 2,000 (fix22b)", () => {
    // Each block is found by its rule on every repeat (asserted first): the label is anchored at its first word, the
    // value read in the 160 characters after it and split once at its commas.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['address', 'village', 'ward', 'venue', 'ground', 'scene']), cities: new Set(['tarrow']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['Scene: Quarrow Ground, Ostravane\n', 'place.address-field-part'], ['Venue: Quarrow Ground, Tarrow\n', 'place.address-field-part'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'Address: Quellani Village, Ward 14, Ostravane\n', 'Address: ', 'Address: Ab, Ab, Ab, Ab, ', '  Venue:  Venue: ', 'Address: ,,,,,,,,,\n', 'Location: Ab Ab Ab Ab Ab Ab '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
