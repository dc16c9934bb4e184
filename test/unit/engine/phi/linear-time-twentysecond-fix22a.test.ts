// Linear time, proven by growth, for the twenty-second round's organisation and facility readings (fix22a; the earlier rounds'
// inputs are in linear-time.test.ts, linear-time-nineteenth.test.ts, linear-time-twentieth-fix20a.test.ts and
// linear-time-twentyfirst-fix21a.test.ts): each phrase repeated 16,000 times against 2,000 times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf } from './growth';

describe("PHI engine: linear time on the twenty-second round's organisation and facility readings (growth ratios, one run)", function () {
  this.timeout(600_000);
  it("a practice named for its specialty after a clinician's title or credential, each phrase repeated 16,000 times against 2,000 (fix22a)", () => {
    // Each phrase is found by its rule on every repeat (asserted first): the credential is one more anchored pattern, tried
    // only at a credential's run; the name before it is read in the 40 characters before.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['pain', 'palliative', 'pediatric', 'seen', 'by']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['Seen by Dr. Ab Quell, Tarrow Bend Pediatric Endocrinology, ', 'facility.clinician-practice'],
      ['Ab Quell, MD, Tarrow Bend Pain & Palliative, ', 'facility.clinician-practice'],
      ['Ab Quell, MD, PhD, Pellow Vale Orthopaedics; ', 'facility.clinician-practice'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'MD, MD, MD, ', 'Quell, MD, Quell, MD, ', 'Pain & Pain & Pain & ', 'Dr. Ab, Cd Ef Gh Ij Kl '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it("a town's police or fire service after a cue in any letter case, each phrase repeated 16,000 times against 2,000 (fix22a)", () => {
    // Each phrase is found by its rule on every repeat (asserted first): the small kind is one more anchored pattern, tried
    // only at "pd", "fd" or "vfd"; the name is read in the bounded reach before the kind, the cue in the 14 characters before it.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['by', 'extricated', 'per', 'fire', 'volunteer', 'on', 'scene']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['brought in by quarrowville pd, ', 'org.public-safety'], ['extricated by tarnovi fire, ', 'org.public-safety'],
      ['W/ PELLMORE VOLUNTEER FIRE DEPT, ', 'org.public-safety'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'pd pd pd ', 'by ab by ab pd ', 'fire fire dept ', 'AB. AB. STATE POLICE '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('a school named by English words after a cue of belonging, each phrase repeated 16,000 times against 2,000 (fix22a)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the cue is an anchored pattern tried only at its first
    // word; the name is at most three words before the school's kind, read once.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      english: new Set(['student', 'at', 'bramble', 'hollow', 'community', 'college', 'driver', 'for', 'willow', 'bend', 'regional', 'schools', 'school', 'in', 'grade', 'fox', 'middle']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['STUDENT AT BRAMBLE HOLLOW COMMUNITY COLLEGE, ', 'org.kind-noun'], ['driver for willow bend regional schools. ', 'org.kind-noun'],
      ['in grade 7 at fox hollow middle, ', 'org.kind-noun'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'student at student at ', 'at ab cd ef gh ', 'in grade 7 in grade 7 at ', 'works at works at school '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('a firm\'s "trade & trade" form after a job, each phrase repeated 16,000 times against 2,000 (fix22a)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the "&" is one more test of the name the job's
    // preposition already reads, at most five words.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['retired', 'lineman', 'for', 'granite', 'valley', 'power', 'light', 'machinist', 'at', 'tool', 'die', 'wife']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['RETIRED LINEMAN FOR GRANITE VALLEY POWER & LIGHT. ', 'org.after-job'], ['retired machinist at tarnovi brook tool & die, ', 'org.after-job'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), '& & & & ', 'lineman for ab & cd & ', 'retired lineman for & '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
