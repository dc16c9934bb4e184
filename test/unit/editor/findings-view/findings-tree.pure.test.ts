import * as assert from 'node:assert/strict';
import { NO_CATEGORY, findingsTree, withCount } from '../../../../src/editor/findings-view/findings-tree.pure';
import { conceptFinding, phiFinding } from '../presentation-fixtures';

describe('findings-tree', () => {
  it('groups concepts by type and PHI by category, sorted, items by position, above the minimum score', () => {
    const tree = findingsTree(
      {
        concepts: [
          conceptFinding({ type: 'Medications' }, { start: 50, end: 55 }),
          conceptFinding({ type: 'Medical Conditions' }, { start: 30, end: 35 }),
          conceptFinding({ type: 'Medical Conditions' }, { start: 10, end: 15 }),
          conceptFinding({ type: 'Medications', scoreId: 0.1 }, { start: 60, end: 65 }),
        ],
        phi: [phiFinding({ category: undefined, type: 'DATE' }), phiFinding({ category: 'PERSON' })],
      },
      0.5,
    );
    assert.deepEqual(tree.concepts.map((g) => [g.label, g.findings.map((f) => f.start)]), [
      ['Medical Conditions', [10, 30]],
      ['Medications', [50]],
    ]);
    assert.deepEqual(tree.phi.map((g) => g.label), [NO_CATEGORY, 'PERSON']);
    assert.equal(withCount('PHI', 3), 'PHI (3)');
  });

  it('is empty when nothing meets the minimum', () => {
    const tree = findingsTree({ concepts: [conceptFinding({ scoreId: 0.2 })], phi: [] }, 0.9);
    assert.deepEqual(tree, { concepts: [], phi: [] });
  });
});
