import * as assert from 'node:assert/strict';
import { NO_CATEGORY, conceptRow, findingsTree, occurrenceRow, oneLine, phiRow, withCount } from '../../../../src/editor/findings-view/findings-tree.pure';
import { conceptFinding, phiFinding } from '../presentation-fixtures';

describe('findings-tree', () => {
  it('groups concepts by type, then by concept with a count (most frequent first), PHI by category, above the minimum score', () => {
    const tree = findingsTree(
      {
        concepts: [
          conceptFinding({ type: 'Medications', conceptId: 'UMLS:C1', name: 'Furosemide' }, { start: 50, end: 55 }),
          conceptFinding({ type: 'Medical Conditions', conceptId: 'UMLS:C2', name: 'Hypertension' }, { start: 30, end: 35 }),
          conceptFinding({ type: 'Medical Conditions', conceptId: 'UMLS:C3', name: 'Asthma' }, { start: 20, end: 25 }),
          conceptFinding({ type: 'Medical Conditions', conceptId: 'UMLS:C2', name: 'Hypertension' }, { start: 10, end: 15 }),
          conceptFinding({ type: 'Medications', scoreId: 0.1 }, { start: 60, end: 65 }),
        ],
        phi: [phiFinding({ category: undefined, type: 'DATE' }), phiFinding({ category: 'PERSON' })],
      },
      0.5,
    );
    assert.deepEqual(
      tree.concepts.map((g) => [g.label, g.count, g.concepts.map((c) => [c.name, c.occurrences.map((f) => f.start)])]),
      [
        ['Medical Conditions', 3, [['Hypertension', [10, 30]], ['Asthma', [20]]]],
        ['Medications', 1, [['Furosemide', [50]]]],
      ],
    );
    assert.deepEqual(tree.phi.map((g) => g.label), [NO_CATEGORY, 'PERSON']);
    assert.equal(withCount('PHI', 3), 'PHI (3)');
  });

  it('is empty when nothing meets the minimum', () => {
    const tree = findingsTree({ concepts: [conceptFinding({ scoreId: 0.2 })], phi: [] }, 0.9);
    assert.deepEqual(tree, { concepts: [], phi: [] });
  });

  it('PHI rows show the matched text by default, only the type when masked', () => {
    const f = phiFinding({ text: 'Margaret A.\nHarlow', type: 'PATIENT' });
    assert.deepEqual(phiRow(f, 7, false), { label: 'Margaret A. Harlow', description: 'PATIENT · line 7' });
    assert.deepEqual(phiRow(f, 7, true), { label: 'PATIENT', description: 'line 7' });
  });

  it('concept rows: a count when repeated, the text and line when once; occurrences by text and line', () => {
    const twice = { conceptId: 'C', name: 'Furosemide', occurrences: [conceptFinding({ text: 'furosemide' }), conceptFinding({ text: 'Lasix' })] };
    assert.deepEqual(conceptRow(twice, () => 3), { label: 'Furosemide', description: '×2' });
    const once = { conceptId: 'C', name: 'Furosemide', occurrences: [conceptFinding({ text: 'furosemide' })] };
    assert.deepEqual(conceptRow(once, () => 27), { label: 'Furosemide', description: '“furosemide” · line 27' });
    assert.deepEqual(occurrenceRow(conceptFinding({ text: 'Lasix' }), 9), { label: '“Lasix”', description: 'line 9' });
    assert.equal(oneLine('a'.repeat(80), 10), `${'a'.repeat(9)}…`);
  });
});
