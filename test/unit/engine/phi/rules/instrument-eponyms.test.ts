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
