import * as assert from 'node:assert/strict';
import { groupByAssertion, groupByStyle } from '../../../../src/editor/decorations/decoration-styles.pure';
import { findingsTree } from '../../../../src/editor/findings-view/findings-tree.pure';
import { conceptMarkdown } from '../../../../src/editor/hovers/hover-markdown.pure';
import { assertionLabel, assertionWord, findingFilter, isShown } from '../../../../src/editor/results/concept-view.pure';
import { conceptFinding, phiFinding } from '../presentation-fixtures';

const negated = conceptFinding({ text: 'chest pain', name: 'Chest pain', type: 'Signs & Symptoms', assertion: { status: 'negated', cue: 'denies', cueStart: 0, cueEnd: 6 } }, { id: 1 });
const family = conceptFinding({ name: 'Breast cancer', assertion: { status: 'family', cue: 'Mother' } }, { id: 2 });
const context = conceptFinding({ name: 'Patient', type: 'Context' }, { id: 3 });
const present = conceptFinding({ assertion: { status: 'present' } }, { id: 4 });
const defaults = findingFilter({ minimumScore: 0, 'concepts.hideNegated': false, 'concepts.showContext': false });

describe('editor: concept assertion and visibility (pure)', () => {
  it('hides Context concepts by default, negated ones when asked, never PHI', () => {
    assert.deepEqual([negated, family, context, present, phiFinding()].map((f) => isShown(f, defaults)), [true, true, false, true, true]);
    const strict = { ...defaults, hideNegated: true, showContext: true };
    assert.deepEqual([negated, family, context, present].map((f) => isShown(f, strict)), [false, true, true, true]);
  });

  it('labels an assertion with its cue: "Negated (cue: denies)"; nothing for present', () => {
    assert.equal(assertionLabel(negated.concept.assertion), 'Negated (cue: denies)');
    assert.equal(assertionLabel(family.concept.assertion), 'Family (not the patient) (cue: Mother)');
    assert.equal(assertionLabel({ status: 'possible' }), 'Possible');
    assert.equal(assertionLabel(present.concept.assertion), undefined);
    assert.equal(assertionLabel(undefined), undefined);
    assert.equal(assertionWord(negated.concept.assertion), 'negated');
  });

  it('the hover card says "Negated (cue: denies)", escaped', () => {
    const md = conceptMarkdown(negated.concept, 'structure');
    assert.match(md, /\$\(circle-slash\) Negated \\\(cue: denies\\\)/);
    assert.doesNotMatch(conceptMarkdown(present.concept, 'structure'), /cue/);
  });

  it('decorations: negated and family concepts get their overlay, on top of their type style', () => {
    const findings = [negated, family, context, present];
    const overlays = groupByAssertion(findings, defaults);
    assert.deepEqual([...overlays].map(([k, v]) => [k, v.map((f) => f.id)]), [['negated', [1]], ['family', [2]]]);
    const styles = groupByStyle(findings, defaults);
    assert.deepEqual(styles.get('concept.context'), []);
    assert.deepEqual(styles.get('concept.symptom')?.map((f) => f.id), [1]);
    assert.deepEqual(groupByAssertion(findings, { ...defaults, hideNegated: true }).get('negated'), []);
  });

  it('findings view: filtered the same way', () => {
    const tree = findingsTree({ concepts: [negated, family, context, present], phi: [] }, defaults);
    assert.deepEqual(tree.concepts.map((g) => g.label), ['Medical Conditions', 'Signs & Symptoms']);
  });
});
