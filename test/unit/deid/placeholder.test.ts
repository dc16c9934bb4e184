// One placeholder format for the engine's redaction and the editor's in-place redaction.
import assert from 'node:assert/strict';
import { PHI_TYPES } from '../../../src/deid/phi-types';
import { placeholder } from '../../../src/deid/placeholder';
import { planRedaction } from '../../../src/editor/redaction/code-actions-plan.pure';
import { redactWithPlaceholders } from '../../../src/engine/phi/core/redact';

describe('deid/placeholder', () => {
  it('is the bracketed type', () => {
    assert.equal(placeholder('PATIENT'), '[PATIENT]');
    assert.equal(placeholder('LOCATION-OTHER'), '[LOCATION-OTHER]');
  });

  it('the engine and the editor write the same placeholder for every type', () => {
    const text = 'Seen by X.';
    for (const type of PHI_TYPES) {
      const engine = redactWithPlaceholders(text, [{ start: 8, end: 9, type, score: 1, rule: 'person.title' }]);
      const plan = planRedaction([{ start: 8, end: 9, text: 'X', type }], (s, e) => text.slice(s, e));
      assert.equal(plan.kind, 'ready');
      const label = plan.kind === 'ready' ? plan.replacements[0]?.label : undefined;
      assert.equal(engine.outputText, `Seen by ${placeholder(type)}.`);
      assert.equal(label, placeholder(type));
    }
  });
});
