import * as assert from 'node:assert/strict';
import { phiDiagnosticMessage, severityName } from '../../../../src/editor/diagnostics/diagnostic-message.pure';

describe('diagnostic-message', () => {
  it('names type, category and score, never the PHI text', () => {
    assert.equal(phiDiagnosticMessage({ type: 'PATIENT', category: 'PERSON', score: 0.974 }), 'PHI: PATIENT (PERSON), score 97%');
    assert.equal(phiDiagnosticMessage({ type: 'DATE', category: undefined, score: 1 }), 'PHI: DATE, score 100%');
  });

  it('maps the severity setting, with off meaning none', () => {
    assert.equal(severityName('information'), 'information');
    assert.equal(severityName('hint'), 'hint');
    assert.equal(severityName('off'), undefined);
  });
});
