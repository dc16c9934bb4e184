import assert from 'node:assert/strict';
import fc from 'fast-check';
import { minimalReplacement } from '../../../../src/editor/redaction/text-diff.pure';

function apply(before: string, r: ReturnType<typeof minimalReplacement>): string {
  return r ? before.slice(0, r.start) + r.text + before.slice(r.end) : before;
}

describe('text-diff minimalReplacement', () => {
  it('replaces only the changed middle', () => {
    const before = 'Seen by Dr. Jane Smith on 03/04/2024 for chest pain.';
    const after = 'Seen by Dr. [DOCTOR] on [DATE] for chest pain.';
    const r = minimalReplacement(before, after);
    assert.ok(r);
    assert.equal(r.start, 'Seen by Dr. '.length);
    assert.equal(before.slice(r.end), ' for chest pain.');
    assert.equal(apply(before, r), after);
  });

  it('no change gives no replacement', () => {
    assert.equal(minimalReplacement('same', 'same'), undefined);
  });

  it('never splits a surrogate pair', () => {
    const before = 'a\u{1F600}b';
    const after = 'a\u{1F601}b';
    const r = minimalReplacement(before, after);
    assert.ok(r);
    assert.equal(r.start, 1);
    assert.equal(r.end, 3);
    assert.equal(apply(before, r), after);
  });

  it('always reproduces the output (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (before, after) => {
        const r = minimalReplacement(before, after);
        assert.equal(apply(before, r), after);
        if (r) assert.ok(r.start <= r.end && r.end <= before.length);
      }),
    );
  });
});
