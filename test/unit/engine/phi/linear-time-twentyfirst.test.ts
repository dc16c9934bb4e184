// Linear time, proven by growth, for the twenty-first round's readings (the earlier rounds' are in linear-time.test.ts,
// linear-time-nineteenth.test.ts and linear-time-twentieth.test.ts): each phrase repeated 16,000 times against 2,000
// times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf } from './growth';

describe('PHI engine: linear time on the twenty-first round\'s cues (growth ratios, one run)', function () {
  this.timeout(600_000);
  it('the twenty-first round\'s care-team roles, kin words, comma roles, form labels, pagers and licence words, each phrase repeated 16,000 times against 2,000 (fix21b)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): a care-team role reads the one word after it
    // (person.role-name); a kin word the words after it (person.relative); a role closing its line walks back over at
    // most two qualifiers, its comma and at most three name words (person.comma-role); a licence's shortened word is one
    // more alternative of the identifier cue's one match (identifier.cued); a role's label asks its colon and the name words of its field
    // (person.staff-label); a bracketed pager is one match that opens at its bracket (contact.phone-shapes).
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      names: new Set(['quarnby']),
      given: new Set(['marla']),
      english: new Set(['per', 'hold', 'at', 'bedside', 'by', 'found', 'called', 'visited', 'fellow', 'night', 'float']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['per pharmd quarnby hold. ', 'person.role-name'], ['CNA QUARNBY AT BEDSIDE. ', 'person.role-name'],
      ['found by roommate Quarnby. ', 'person.relative'],
      ['\nM. Quarnby, MICU NF\n', 'person.comma-role'], ['(quarnby, ir fellow) ', 'person.comma-role'],
      ['\nExaminer: Quarnby Zorvelane\n', 'person.staff-label'], ['\nTECHNICIAN: QUARNBY\n', 'person.staff-label'],
      ['fellow (p 7-3361) ', 'contact.phone-shapes'], ['RN, p2231\n', 'contact.phone-shapes'],
      ['VT Lic. SLP-04417 ', 'identifier.cued'], ['WCB Auth. IME-Q-40812 ', 'identifier.cued'], ['Regn 44172 ', 'identifier.cued'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'pharmd pharmd ', 'roommate roommate grandma ', ', night night float ', 'm. m. m. quarnby, ',
      '(quarnby, quarnby, fellow ', 'quarnby, nf quarnby, nf ',
      'Lic. Lic. No. ', 'auth. auth. regn ', 'Lic. No. No. No. ', '\nExaminer: Examiner: ', 'adjuster: quarnby quarnby ',
      '(p (p. (x ', '(p 7-(p 7-', 'rn, p rn, p22 '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
