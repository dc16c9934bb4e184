// redact-phi: each finding becomes [TYPE]; items locate the placeholders in the output.
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { identifyPhi, redactWithPlaceholders } from '../../../../src/engine/phi/index';
import type { EnginePhiFinding } from '../../../../src/engine/types';

/** Reference construction, written independently of redactWithPlaceholders: replace from the end backwards. */
function replaced(text: string, findings: readonly EnginePhiFinding[]): string {
  let out = text;
  for (const f of [...findings].sort((a, b) => b.start - a.start)) out = `${out.slice(0, f.start)}[${f.type}]${out.slice(f.end)}`;
  return out;
}

const FRAGMENTS = [
  'Mr. John Carter', 'Dr. Priya Raman', 'on 03/14/2024', 'MRN: 00448812', 'call 617-555-0142', 'j.c@example.org',
  '42 Elm Street', 'Boston, MA 02115', 'a 94-year-old', "Parkinson's disease", 'metformin 500 mg', '\r\n', '😀',
  'Riverside General Hospital', ' ', ', ', '.',
];

describe('redactWithPlaceholders', () => {
  it('replaces each finding by its bracketed type and points items at the placeholders', () => {
    const text = 'Mr. John Carter was seen on 03/14/2024 by Dr. Priya Raman.';
    const { outputText, items } = redactWithPlaceholders(text, identifyPhi(text));
    assert.equal(outputText, 'Mr. [PATIENT] was seen on [DATE] by Dr. [DOCTOR].');
    assert.deepEqual(items.map((i) => outputText.slice(i.start, i.end)), ['[PATIENT]', '[DATE]', '[DOCTOR]']);
    assert.deepEqual(items.map((i) => i.type), ['PATIENT', 'DATE', 'DOCTOR']);
  });

  it('returns the text unchanged and no items when there is no PHI', () => {
    assert.deepEqual(redactWithPlaceholders('No PHI here.', []), { outputText: 'No PHI here.', items: [] });
  });

  it('rejects overlapping or out-of-range findings without echoing text', () => {
    const text = 'secret name here';
    assert.throws(() => redactWithPlaceholders(text, [{ start: 0, end: 6, type: 'PATIENT', score: 1 }, { start: 3, end: 8, type: 'PATIENT', score: 1 }]), (e: Error) => e instanceof RangeError && !e.message.includes('secret'));
    assert.throws(() => redactWithPlaceholders(text, [{ start: 10, end: 99, type: 'PATIENT', score: 1 }]), RangeError);
  });

  it('property: output equals the text with each finding replaced; every item selects its placeholder', () => {
    const texts = fc.oneof(
      fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ unit: 'binary', maxLength: 12 })), { maxLength: 20 }).map((p) => p.join(' ')),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const findings = identifyPhi(text);
        const { outputText, items } = redactWithPlaceholders(text, findings);
        assert.equal(outputText, replaced(text, findings));
        assert.equal(items.length, findings.length);
        items.forEach((item, i) => {
          assert.equal(outputText.slice(item.start, item.end), `[${item.type}]`);
          assert.equal(item.type, findings[i]!.type);
          assert.equal(item.score, findings[i]!.score);
        });
      }),
      { numRuns: 200 },
    );
  });
});
