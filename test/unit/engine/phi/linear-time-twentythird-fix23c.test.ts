// Linear time, proven by growth, for the twenty-third round's identifier, clergy, relative and staff readings (fix23c; the
// earlier rounds' are in linear-time.test.ts and the linear-time-nineteenth to -twentysecond files): each phrase repeated
// 16,000 times against 2,000 times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf } from './growth';

describe('PHI engine: linear time on the twenty-third round\'s identifier cues (growth ratios, one run)', function () {
  this.timeout(600_000);
  it('a code after any label and its number word, each phrase repeated 16,000 times against 2,000 (fix23c)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the label is read back at most 22 characters
    // from each number word, and the code after it is bounded.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['docket', 'scheme', 'enrollee', 'filed']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['Docket No. 2026-CV-08-1147 filed. ', 'identifier.number-word'], ['scheme enrollee no: RX/BN/0093318/04, ', 'identifier.number-word'],
      ['Bursary # 5530718Q; ', 'identifier.number-word'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'no no no ', '# # # ', 'abcdefghijklmnopqrstuvwxyz no. ', 'Ab no. 12-34-56-78-90-12-34 ', 'Ab nr. A1/B2/C3/D4/E5/F6/G7 '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('a clergy title with its period or before a congregation, each phrase repeated 16,000 times against 2,000 (fix23c)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): a title reads its own period, or at most 80
    // characters after the name for "of"/"from", five words and a congregation's noun.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['came', 'by', 'from', 'the', 'of', 'church', 'per', 'family']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['fr. zelaszny came by. ', 'person.clergy'], ['FR DRZEWIECKI OF THE CHURCH PER FAMILY. ', 'person.clergy'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'fr fr fr ', 'fr. fr. fr. ', 'deacon zelaszny of of of of of of ', 'rev zelaszny from a b c d e f g church '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('two relatives after a plural relation, past a bracket, each phrase repeated 16,000 times against 2,000 (fix23c)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): after the relation the first name's bracket is
    // read for at most eight tokens on its line.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['and', 'in', 'today', 'at', 'bedside']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['DTRS VIZELKA (ORMBY) AND TREPOUSHAI IN TODAY. ', 'person.kin-details'], ['parents drestete and sheachal at bedside. ', 'person.kin-details'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'parents parents parents ', 'dtrs vizelka (a b c d e f g h i j k l m n) and ', 'dtrs vizelka (( and and '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('a ward role before a word written as a name, each phrase repeated 16,000 times against 2,000 (fix23c)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the role reads one name word after it.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['and', 'chaplain', 'on', 'vent', 'at', 'the', 'meeting']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['at the meeting: SW Zelavka and chaplain. ', 'person.role-holder'], ['SW DRESKOVA @ 0300. ', 'person.role-holder'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'SW SW SW ', 'rn Zelavka-Zelavka-Zelavka ', 'MD Ab Cd Ef '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
