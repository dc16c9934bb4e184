import assert from 'node:assert/strict';
import { actionOf, conceptSummary, phiSummary, redactionSummary, verbOf } from '../../../../src/editor/run/summaries.pure';
import { MODEL_NAMES } from '../../../../src/api/wire';

describe('summaries', () => {
  it('counts concepts, with singular and hidden ones', () => {
    assert.equal(conceptSummary(12, 0), 'Found 12 concepts');
    assert.equal(conceptSummary(1, 0), 'Found 1 concept');
    assert.equal(conceptSummary(0, 0), 'No concepts found');
    assert.equal(conceptSummary(5, 2), 'Found 5 concepts (2 below the minimum score, hidden)');
  });

  it('counts PHI items and distinct types, never their text', () => {
    assert.equal(phiSummary(['PATIENT', 'DATE', 'DATE', 'PHONE', 'PATIENT'], 0), 'Found 5 PHI items (3 types)');
    assert.equal(phiSummary(['DATE'], 0), 'Found 1 PHI item (1 type)');
    assert.equal(phiSummary([], 0), 'No PHI found');
    assert.equal(phiSummary(['DATE', 'DATE'], 1), 'Found 2 PHI items (1 type; 1 below the minimum score, hidden)');
  });

  it('redaction summary', () => {
    assert.equal(redactionSummary(['PATIENT', 'DATE']), 'Redacted 2 PHI items (2 types)');
    assert.equal(redactionSummary([]), 'No PHI found: nothing was redacted');
  });

  it('every model has a verb and an action name', () => {
    for (const model of MODEL_NAMES) {
      assert.ok(verbOf(model).length > 0);
      assert.ok(actionOf(model).length > 0);
    }
    assert.equal(verbOf('identify-phi'), 'Finding PHI');
  });
});
