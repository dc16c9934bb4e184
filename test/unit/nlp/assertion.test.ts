import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertSpans, type AssertionStatus } from '../../../src/nlp/assertion';
import { findProjectRoot } from '../engine/lexicon-sources';

function assertion(text: string, concept: string, occurrence = 0): { status: AssertionStatus; cue?: string } {
  let start = -1;
  for (let i = 0; i <= occurrence; i++) start = text.indexOf(concept, start + 1);
  assert.ok(start >= 0, `${concept} not in ${text}`);
  const [a] = assertSpans(text, [{ start, end: start + concept.length }]);
  return a!.cue === undefined ? { status: a!.status } : { status: a!.status, cue: a!.cue };
}

describe('nlp: assertion (NegEx/ConText-style)', () => {
  it('negated, with its cue, forward over a list', () => {
    assert.deepEqual(assertion('Patient denies chest pain, fever, or chills.', 'chills'), { status: 'negated', cue: 'denies' });
    assert.deepEqual(assertion('No evidence of pneumothorax.', 'pneumothorax'), { status: 'negated', cue: 'No evidence of' });
  });

  it('negated backward: "PE was ruled out", "Palpitations: none"', () => {
    assert.equal(assertion('PE was ruled out by CT.', 'PE').status, 'negated');
    assert.equal(assertion('Palpitations: none.', 'Palpitations').status, 'negated');
  });

  it('scope ends at the sentence, at ";" and at "but"', () => {
    assert.equal(assertion('No fever. Cough for a week.', 'Cough').status, 'present');
    assert.equal(assertion('No fever; cough for a week.', 'cough').status, 'present');
    assert.equal(assertion('Denies chest pain but reports dyspnea.', 'dyspnea').status, 'present');
  });

  it('pseudo-triggers trigger nothing: "no change", "gram negative", "not only"', () => {
    assert.equal(assertion('No change in the pleural effusion.', 'pleural effusion').status, 'present');
    assert.equal(assertion('Gram negative bacteremia.', 'bacteremia').status, 'present');
  });

  it('possible and hypothetical', () => {
    assert.deepEqual(assertion('CT to rule out pulmonary embolism.', 'pulmonary embolism'), { status: 'possible', cue: 'to rule out' });
    assert.equal(assertion('Return if chest pain recurs.', 'chest pain').status, 'possible');
    assert.equal(assertion('Pneumonia cannot be ruled out.', 'Pneumonia').status, 'possible');
    // "likely" after a finding qualifies its cause, not the finding.
    assert.equal(assertion('Nausea: likely medication related.', 'Nausea').status, 'present');
    // "versus" reaches the alternatives next to it only.
    const versus = 'Stable angina versus unstable angina, and your advice on an echocardiogram.';
    assert.equal(assertion(versus, 'unstable angina').status, 'possible');
    assert.equal(assertion(versus, 'echocardiogram').status, 'present');
  });

  it('historical, ended by "now"', () => {
    assert.deepEqual(assertion('History of MI in 2015.', 'MI'), { status: 'historical', cue: 'History of' });
    assert.equal(assertion('s/p CABG.', 'CABG').status, 'historical');
    assert.equal(assertion('History of asthma, now presenting with pneumonia.', 'pneumonia').status, 'present');
  });

  it('family: relatives, family history, a Family History section; not what a relative reports about the patient', () => {
    assert.deepEqual(assertion('Mother had breast cancer.', 'breast cancer'), { status: 'family', cue: 'Mother' });
    assert.equal(assertion('Breast cancer in her maternal aunt.', 'Breast cancer').status, 'family');
    assert.equal(assertion('Family History:\nDiabetes, stroke\n\nHPI: stroke', 'stroke').status, 'family');
    assert.equal(assertion('Family History:\nDiabetes, stroke\n\nHPI: stroke', 'stroke', 1).status, 'present');
    assert.equal(assertion('His mother reports that he has chest pain.', 'chest pain').status, 'present');
  });

  it('negation wins over family: "No family history of colon cancer"', () => {
    assert.equal(assertion('No family history of colon cancer.', 'colon cancer').status, 'negated');
  });

  it('present by default, and [] for no spans', () => {
    assert.deepEqual(assertion('Hypertension on lisinopril.', 'Hypertension'), { status: 'present' });
    assert.deepEqual(assertSpans('text', []), []);
  });

  it('scores at least 0.90 on the project assertion test set (>= 150 sentences)', () => {
    const tsv = readFileSync(join(findProjectRoot(__dirname), 'test', 'data', 'assertion-sentences.tsv'), 'utf8');
    const cases = tsv.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#')).map((l) => l.split('\t'));
    assert.ok(cases.length >= 150, `${cases.length} cases`);
    let correct = 0;
    for (const [expected, concept, sentence] of cases) {
      const start = sentence!.toLowerCase().indexOf(concept!.toLowerCase());
      const [got] = assertSpans(sentence!, [{ start, end: start + concept!.length }]);
      if (got!.status === expected) correct++;
    }
    assert.ok(correct / cases.length >= 0.9, `accuracy ${correct}/${cases.length}`);
  });
});
