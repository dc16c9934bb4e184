// Linear time, proven by growth, for the twentieth round's readings (the earlier rounds' are in linear-time.test.ts and
// linear-time-nineteenth.test.ts): each phrase repeated 16,000 times against 2,000 times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf } from './growth';

describe('PHI engine: linear time on the twentieth round\'s cues (growth ratios, one run)', function () {
  this.timeout(600_000);
  it('the twentieth round\'s people and job cues, each phrase repeated 16,000 times against 2,000 (fix20b)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): a rank reads one or two words after it, once per
    // rank word (an anchored match); a school grade opens the job after "retired" or "is a" and is read in its match.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      names: new Set(['quarnby']),
      given: new Set(['marla']),
      english: new Set(['trooper', 'called', 'retired', 'teacher', 'grade', 'is', 'a', 'at', 'the', 'school', 'in', 'and', 'sheriff']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['Trooper Quarnby called. ', 'person.rank-name'], ['SGT. QUARNBY CALLED. ', 'person.rank-name'],
      ['retired 4th grade teacher. ', 'profession.cued'], ['she is a 3rd grade teacher at the school. ', 'profession.cued'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'trooper trooper ', 'Sgt. Sgt. Sgt. ', 'det. det. ', 'cst. marla marla ', 'retired 4th 4th grade ',
      'is a 1st grade 2nd grade ', '4th grade 4th grade ', 'deputy sheriff and '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the twentieth round\'s name pairs and compound jobs, each phrase repeated 16,000 times against 2,000 (fix20b)', () => {
    // A caseless line's given name and surname are read token by token, the line's case once per line; a compound job's
    // head asks its one word before; a job of four words is one match of its cue; a ward role's letters ask the one word
    // before them and one word either side of that pair.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      names: new Set(['quarnby']),
      given: new Set(['ottilie']),
      english: new Set(['cpt', 'by', 'called', 'note', 'and', 'home', 'he', 'is', 'a', 'ranch', 'hand', 'long', 'haul', 'truck', 'driver', 'for', 'the', 'nursing', 'student', 'dinner', 'lady']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['NOTE OTTILIE QUARNBY AND HOME. ', 'person.caseless-pair'], ['he is a ranch hand. ', 'profession.cued'],
      ['HE IS A LONG HAUL TRUCK DRIVER. ', 'profession.cued'], ['she is a nursing student. ', 'profession.cued'],
      ['cpt by quarnby rt. ', 'person.name-ward-credential'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'OTTILIE OTTILIE ', 'ottilie quarnby ottilie ', 'hand hand hand ', 'a ranch a ranch ', 'lady lady student ',
      'is a long long long long ', 'HE IS A A A A ', 'quarnby rt quarnby sw ', 'by by rt rt '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
