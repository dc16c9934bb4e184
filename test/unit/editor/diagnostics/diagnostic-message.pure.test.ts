import * as assert from 'node:assert/strict';
import { phiDiagnosticMessage, severityName } from '../../../../src/editor/diagnostics/diagnostic-message.pure';

describe('diagnostic-message', () => {
  it('names the matched text, type, category and score; masked, everything but the text', () => {
    const item = { text: 'Margaret A.\nHarlow', type: 'PATIENT', category: 'PERSON', score: 0.974 };
    assert.equal(phiDiagnosticMessage(item), 'PHI “Margaret A. Harlow”: PATIENT (PERSON), score 97%');
    assert.equal(phiDiagnosticMessage(item, true), 'PHI: PATIENT (PERSON), score 97%');
    assert.equal(phiDiagnosticMessage({ text: '03/14/2024', type: 'DATE', category: undefined, score: 1 }, true), 'PHI: DATE, score 100%');
  });

  it('maps the severity setting, with off meaning none', () => {
    assert.equal(severityName('information'), 'information');
    assert.equal(severityName('hint'), 'hint');
    assert.equal(severityName('off'), undefined);
  });
});
