import * as assert from 'node:assert/strict';
describe('harness: deliberate failure (temporary)', () => {
  it('fails on purpose', () => {
    assert.equal(1 + 1, 3);
  });
});
