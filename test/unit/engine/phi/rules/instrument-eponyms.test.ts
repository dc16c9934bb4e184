// Tests of the name guard's instrument followers (src/engine/phi/vocab/name-guards.ts, fix16d): a hand therapist's
// instruments named for their maker or place before "grip", "dynamometer" or "pegboard" name no one, while the same
// words as a person's name before a verb still do. Invented examples, none from any evaluation set.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const identify = path !== undefined ? createPhiIdentifier(loadPhiDictionaries(path)) : undefined;
const names = (text: string): string[] =>
  identify!(text).filter((f) => f.type === 'PATIENT' || f.type === 'DOCTOR').map((f) => text.slice(f.start, f.end));

describe('name guard: instruments named for their maker', () => {
  before(function () {
    if (identify === undefined) this.skip();
  });
  it('leaves a name before grip, dynamometer and pegboard alone', () => {
    assert.deepEqual(names('Findings: Jamar grip R 30 kg / L 41 kg. Purdue pegboard below norms.'), []);
    assert.deepEqual(names('Grip by Baseline dynamometer, 3 trials.'), []);
  });
  it('still reads a name before a verb', () => {
    assert.ok(names('Jamar Quillby called re grip strength').some((n) => n.startsWith('Jamar')));
  });
});

describe('name guard: a name or town before a device, a grade or a triage scale (hardneg21)', () => {
  const places = (text: string): string[] =>
    identify!(text).filter((f) => ['PATIENT', 'DOCTOR', 'CITY', 'LOCATION-OTHER'].includes(f.type)).map((f) => text.slice(f.start, f.end));
  before(function () {
    if (identify === undefined) this.skip();
  });
  it('leaves the eponym of a mask, a sump, a drain, a blade, a grade and a triage category alone', () => {
    assert.deepEqual(places('Tolerating the Hudson mask. Salem sump to low suction. Jackson-Pratt drain in place.'), []);
    assert.deepEqual(places('Mac blade 3, Cormack-Lehane grade 1 view. Manchester Triage category yellow.'), []);
  });
  it('still reads the same words as a person or a town elsewhere', () => {
    assert.ok(names('Spoke with Hudson Reyes, her son, at bedside.').includes('Hudson Reyes'));
    assert.ok(names('Spoke with Ann Jackson today.').includes('Ann Jackson'));
  });
});
