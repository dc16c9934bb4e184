// Linear time, proven by growth, for the nineteenth round's readings (the first file holds the earlier rounds' and the
// generic inputs): each phrase repeated 16,000 times against 2,000 times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf } from './growth';

describe('PHI engine: linear time on the nineteenth round\'s cues (growth ratios, one run)', function () {
  this.timeout(600_000);
  it('the nineteenth round\'s date, age, card, maker and pager cues, each phrase repeated 16,000 times against 2,000 (fix19d)', () => {
    // A day written before its month, and the pressures, labels of two measures, door numbers, sizes and ventilator lines
    // that keep a pair from being one; a motor grade after a weakness; a relative's age between commas after a name; a
    // province's health number; a valve's or a device's maker; a pager after "p" or "#" behind a credential or a page.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, names: new Set(['roe']), given: new Set(['ann']), english: new Set(['revisit', 'by']) });
    const timed = ['revisit 22/01 ', 'arrived 14/3 by ', 'PA 26/11 ', 'BUN/Cr 28/1 ', 'H.No 17/4, ', '16/8 Fr ', '20/10 and 28/10 ', 'on 15/10 peep ',
      'hemiparesis 3/5 ', 'arm drift 4/5 ', 'aunt Ann Lee Roe, 96, ', 'sister ann, 93, ', 'NB Health #: 0017 442 918 ', 'HN: 6643 208 117 LM ', 'MB Reg 771204 ',
      'AVR (ST JUDE) ', 'St. Jude mechanical valve ', 'rn p# 5519 ', 'RRT #6-2281 ', 'paged (p 36612) ', 'PGY2 p 7-4410 ', 'md p '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the nineteenth round\'s structural reads, each phrase repeated 16,000 times against 2,000 (struct19)', () => {
    // Each phrase is found by its rule (asserted first): a kin word before a given name that is also an eponym is read
    // in the 32 characters before the name; "and Sons" is one more form of the family firm; two blanks between a
    // treatment place's words; a letterhead line of capitals with a Title-case town is counted once per line.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      given: new Set(['leopold']),
      names: new Set(['leopold']),
      english: new Set(['son', 'friend', 'visited', 'at', 'for', 'roofing', 'the', 'detox', 'in', 'sign']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      // "Roofing" is also a general organisation head now (facility.suffix, which runs first, reads "X and Sons Roofing";
      // fix20a): the family firm's phrase names a trade no head list holds, and the roofing one is still timed below.
      // "Haulage" is one more industry's head too (facility.suffix, fix21a): the family firm's phrase names a trade no head
      // list holds, and the haulage one is timed below.
      ['son leopold visited. ', 'person.relative-named'], ['For Quarrowby and Sons Hoists. ', 'org.family-firm'],
      ['at the dunmarra  vell detox in ', 'facility.treatment-program'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'For Quarrowby and Sons Roofing. ', 'For Quarrowby and Sons Haulage. ', 'son son son ', 'friend: leopold sign ', 'and Sons and Sons ', 'AB CD EF GH IJ KL MN OP QR Pinecastle\n',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ Abcd '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the nineteenth round\'s places, each phrase repeated 16,000 times against 2,000 (fix19c)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): each " in " reads the two words before it once,
    // and the town after it only where they end a street or a numbered road; a word's code after a town reads a bounded
    // window after the town once; a facility's "in" and town one anchored match per facility found; a credential's town guard a bounded slice each side; a surname-list town after "in" one global match.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      english: new Set(['in', 'on', 'vs', 'tree', 'crossing', 'walkup', 'main', 'when', 'st', 'am', 'ostrey', 'drove', 'from', 'to', 'wife', 'me', 'hospital', 'since', 'may', 'north', 'mother', 'weekly', 'confided']),
      names: new Set(['ostrey', 'tollerton']),
      cities: new Set(['ostrey', 'salem']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['VS TREE ON RTE 9 IN DUNMARRA 6/1. ', 'place.street-in-town'], ['CROSSING HALVER ST IN OSTREY WHEN ', 'place.street-in-town'],
      ['walkup on main st in ostrey, ', 'place.street-in-town'], ['drove from salem, me, to ', 'place.code-after-town'],
      ['wife in Quellby, ME 207-555-0142 ', 'place.code-after-town'], ['at vorn hospital in north salem since 5/2. ', 'place.after-institution'],
      ['at vorn hospital in north salem in may. ', 'place.after-institution'], ['Mother in Tollerton, weekly ', 'place.in-surname-town'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'ON RTE 9 IN ', 'st in st in ', 'main st in am ', ' in in in ', 'RT 1 IN RT 1 IN ', 'salem me ', 'Quellby, ME 207 ', 'hospital in north in since ', 'VORN HOSPITAL IN SINCE ', 'lives in quellby pa, ', 'IN QUELLBY MD VIA ', 'Quellby, MD 21502 ', 'in in pa pa ', 'in Tollerton in Tollerton ', 'confided in Tollerton. '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
