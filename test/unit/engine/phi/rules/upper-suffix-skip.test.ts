// The capitals' suffix skip of facility.suffix (rules/institutions.ts, perf15): the capitals' pattern is not tried at a
// run whose second character is a small ASCII letter. Hand-written texts at its edges (one-letter runs, "L.L.C.", a
// suffix at the text's end, mixed case, accented letters, blanks and line breaks after a letter): wherever the pattern
// matches, the skip must let it be tried, and it must skip the Title-case runs it was written for.
import { strict as assert } from 'node:assert';
import { matchAt, sticky } from '../../../../../src/engine/phi/core/scan';
import { UPPER_SUFFIX_MAY, UPPER_SUFFIX_RE } from '../../../../../src/engine/phi/rules/institutions';

const AT = sticky(UPPER_SUFFIX_RE);

/** The positions where the capitals' pattern matches but the skip would not try it. */
function lost(text: string): number[] {
  const out: number[] = [];
  for (let p = 0; p < text.length; p++) if (matchAt(AT, text, p) !== null && !UPPER_SUFFIX_MAY(text, p)) out.push(p);
  return out;
}

describe('facility.suffix: the capitals\' suffix skip (UPPER_SUFFIX_MAY)', () => {
  it('never skips a position where the capitals\' pattern matches', () => {
    const texts = [
      'ACME HOLDINGS L.L.C.', 'ACME HOLDINGS L.L.C.\n', 'ACME, L.L.C., TOWN', 'Acme Holdings L.L.C. (a firm)', 'ACME LLC', 'ACME INC.',
      'ACME INC', 'ACME CO.', 'ACME LTD.', 'MERCY GENERAL HOSPITAL', 'MERCY GENERAL HOSPITAL\r\n', 'MERCY HOSPITAL.', 'ST AB CLINIC\u2028',
      'AB CD MEDICAL CENTER', 'AB & CD ASSOCIATES', "AB CHILDREN'S HOSPITAL", 'AB HOSPITAL', 'HOSPITAL', 'L', 'L.', 'L.L', 'L.L.C',
      'a L.L.C. b', 'x HOSPITALé', 'HÔPITAL ÉCOLE', 'AB TRAILHEAD', 'AB MOTEL 6', 'UNIVERSITY OF AB', 'AB COLLEGE\tCD',
    ];
    for (const text of texts) assert.deepEqual(lost(text), [], text);
  });

  it('skips a Title-case run and a run in small letters, and tries one in capitals or of one letter', () => {
    const may = (text: string): boolean => UPPER_SUFFIX_MAY(text, 0);
    assert.equal(may('Hospital'), false);
    assert.equal(may('LLc'), true);
    assert.equal(may('HOspital'), true);
    assert.equal(may('HOSPital'), true);
    assert.equal(may('hospital'), false);
    assert.equal(may('L.L.C.'), true);
    assert.equal(may('L'), true);
    assert.equal(may('L '), true);
    assert.equal(may('Lé'), true);
  });
});
