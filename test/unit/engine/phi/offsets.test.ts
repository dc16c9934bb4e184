// Offsets are UTF-16 code units into the caller's string: astral characters and CRLF must not shift them.
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { identifyPhi } from '../../../../src/engine/phi/index';

describe('identifyPhi offsets', () => {
  it('stays right after astral characters (two UTF-16 units each)', () => {
    const text = '😀🩺 Pt 𝒜 seen by Dr. Helen Marsh 🏥 on 04/02/2024.';
    const findings = identifyPhi(text);
    assert.deepEqual(findings.map((f) => [f.type, text.slice(f.start, f.end)]), [['DOCTOR', 'Helen Marsh'], ['DATE', '04/02/2024']]);
    assert.equal(findings[0]!.start, text.indexOf('Helen'));
  });

  it('stays right with CRLF line endings and keeps cues on their line', () => {
    const text = 'Patient: Rosa Delgado\r\nMRN: 5521907\r\nDOB: 02/11/1948\r\n';
    assert.deepEqual(identifyPhi(text).map((f) => [f.type, text.slice(f.start, f.end)]), [
      ['PATIENT', 'Rosa Delgado'], ['MEDICALRECORD', '5521907'], ['DATE', '02/11/1948'],
    ]);
  });

  it('property: the same PHI is found at shifted offsets behind any prefix of astral characters and CRLFs', () => {
    const base = 'Seen by Dr. Helen Marsh on 04/02/2024, MRN: 5521907.';
    const expected = identifyPhi(base);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('😀', '\r\n', '𝒜', ' ', '\n'), { maxLength: 30 }), (parts) => {
        const prefix = `${parts.join('')}\n`;
        const shifted = identifyPhi(prefix + base);
        assert.deepEqual(shifted, expected.map((f) => ({ ...f, start: f.start + prefix.length, end: f.end + prefix.length })));
      }),
      { numRuns: 100 },
    );
  });
});
