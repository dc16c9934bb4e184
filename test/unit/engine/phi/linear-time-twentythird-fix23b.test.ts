// Linear time, proven by growth, for the twenty-third round's place readings (fix23b: street.on-after-cue widened to "off",
// to the places a person stays, works or gathers at, to an ordinal street and a road's number; place.address-field-part
// widened to the parts of an address line a postcode or a county closes; the earlier rounds' inputs
// are in linear-time.test.ts and the linear-time-twent*.test.ts files): each phrase repeated 16,000 times against 2,000
// times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf } from './growth';

describe("PHI engine: linear time on the twenty-third round's place readings (growth ratios, one run)", function () {
  this.timeout(600_000);
  it('the street of a place a person stays or works at after "on" or "off", each phrase repeated 16,000 times against 2,000 (fix23b)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): "off" is one more anchor word of the pattern, the
    // place's word read in the 60 characters before it, the road's number by a look-behind of a few letters.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      english: new Set(['staying', 'at', 'the', 'motel', 'on', 'off', 'lives', 'trailer', 'county', 'school', 'tavern', 'shelter', 'a', 'in']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['staying at the motel on Fenwick Ave. ', 'street.on-after-cue'], ['lives in a trailer off county road 19. ', 'street.on-after-cue'],
      ['school on 3rd street. ', 'street.on-after-cue'], ['TAVERN ON QUINBY RD. ', 'street.on-after-cue'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'off off off ', 'shelter on ab ab ab ab ab ', 'on 1st 2nd 3rd 4th ', 'off ab rd 1 rd 2 rd 3 ', 'motel motel on '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the parts of an address line a postcode or a county closes, each line repeated 16,000 times against 2,000 (fix23b)', () => {
    // Each line is found by its rule on every repeat (asserted first): each postcode or county found is read once per line,
    // the line's head split once at its commas, and what the place rules read looked up in one span index.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['quarry', 'lane']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['Quarry Lane, Thornbury, Lincs PE20 1LQ\n', 'place.address-field-part'], ['Tobar na Naomh, Ballyvane, Co. Leitrim N41 X2K7\n', 'place.address-field-part'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'Ab, Ab, Ab, Ab, Ab, Ab PE20 1LQ ', 'Ab, PE20 1LQ, PE20 1LQ, ', ',,,,,,,, LS9 7TF\n', 'Ab   Ab, Co. Ab N41 X2K7 '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
