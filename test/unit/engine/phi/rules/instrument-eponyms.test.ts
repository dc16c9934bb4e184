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

describe('name guard: a name or town before a protocol, a pathway, an algorithm or a nomogram (fix23c)', () => {
  const people = (text: string): string[] =>
    identify!(text).filter((f) => ['PATIENT', 'DOCTOR', 'CITY', 'STATE', 'HOSPITAL', 'ORGANIZATION', 'LOCATION-OTHER'].includes(f.type)).map((f) => text.slice(f.start, f.end));
  before(function () {
    if (identify === undefined) this.skip();
  });
  it('leaves the town or author a tool is named for alone, in any letter case', () => {
    assert.deepEqual(people('heparin gtt per denver protocol, ptt q6h.'), []);
    assert.deepEqual(people('SEDATION WEAN PER EDMONTON-STYLE PROTOCOL OVERNIGHT.'), []);
    assert.deepEqual(people('K replaced per Halvorsen Electrolyte Protocol; vanco dosed per Tulsa nomogram.'), []);
    assert.deepEqual(people('Chest pain triaged per Seattle pathway, then per Omaha-based algorithm.'), []);
  });
  it('still reads a person or a town with no such word after it, and a facility of more words', () => {
    assert.ok(people('spoke with Ann Roe re protocol for heparin').includes('Ann Roe'));
    assert.ok(people('Per Dr. Halvorsen, protocol held tonight.').some((n) => n.includes('Halvorsen')));
    assert.ok(people('Lives in Denver with her sister.').includes('Denver'));
    assert.ok(people('insulin per Mercy Hospital protocol').includes('Mercy Hospital'));
  });
});
