import assert from 'node:assert/strict';
import { parseList, PhiLists } from '../../../../src/deid/lists';
import { filterNote, filterPhi } from '../../../../src/editor/lists/phi-filter.pure';
import type { NewPhi } from '../../../../src/editor/results/types';

const TEXT = 'Pt seen by Dr. Parkinson at Harbor Clinic; nurse practitioner Ann Lee, age 93.';
function phi(text: string, type: string, score = 0.9): NewPhi {
  const start = TEXT.indexOf(text);
  return { start, end: start + text.length, item: { start, end: start + text.length, text, type, score } };
}

describe('PHI filter: lists and per-type control (pure)', () => {
  const lists = new PhiLists([parseList('Parkinson', 'allow')], [parseList('HOSPITAL: Harbor Clinic\nAnn Lee', 'deny')]);
  const found = [phi('Parkinson', 'DOCTOR'), phi('nurse practitioner', 'PROFESSION', 0.6), phi('Ann Lee', 'PATIENT'), phi('93', 'AGE')];

  it('drops allowed values and hidden or low-score types, adds denied terms with their type, and counts each', () => {
    const out = filterPhi(found, [{ start: 0, text: TEXT }], lists, { hidden: new Set(['AGE']), minimumScore: { PROFESSION: 0.8 } });
    assert.deepEqual(out.findings.map((f) => [f.item.text, f.item.type]), [['Harbor Clinic', 'HOSPITAL'], ['Ann Lee', 'ORGANIZATION']]);
    assert.deepEqual([out.hiddenByList, out.hiddenByType, out.denied], [1, 2, 2]);
    assert.equal(out.findings[0]?.item.category, 'INSTITUTION');
    assert.equal(filterNote(out), ' (1 hidden by the allow list; 2 hidden by the PHI type settings; 2 from the deny list)');
  });

  it('a denied term is reported even when its type is hidden, and only inside the analysed text', () => {
    const out = filterPhi([], [{ start: 28, text: TEXT.slice(28, 41) }], lists, { hidden: new Set(['HOSPITAL']), minimumScore: {} });
    assert.deepEqual(out.findings.map((f) => [f.start, f.end, f.item.text]), [[28, 41, 'Harbor Clinic']]);
  });

  it('with no lists and no type settings, nothing changes', () => {
    const out = filterPhi(found, [{ start: 0, text: TEXT }], new PhiLists([], []), { hidden: new Set(), minimumScore: {} });
    assert.deepEqual(out.findings, [...found].sort((a, b) => a.start - b.start));
    assert.equal(filterNote(out), '');
  });
});
