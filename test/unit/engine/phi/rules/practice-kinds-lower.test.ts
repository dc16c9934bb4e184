// Per-rule tests of facility.practice-lower's imaging centres, therapy clinics and specialist practices and its comma
// cue (src/engine/phi/rules/note-practices.ts, hosp41): a practice named in small letters before its kind, with
// departments, services, shorthand, titles and capitalised text as hard negatives. Invented examples, none from any
// evaluation set.
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { strict as assert } from 'node:assert';
import { join } from 'node:path';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const identify = path !== undefined ? createPhiIdentifier(loadPhiDictionaries(path)) : undefined;
const byRule = (text: string): string[] =>
  (identify?.(text) ?? []).filter((f) => f.rule === 'facility.practice-lower').map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('rule facility.practice-lower, service kinds and the comma cue', function () {
  before(function () {
    if (!identify) this.skip();
  });
  it('finds a practice named in small letters before its kind', () => {
    assert.deepEqual(byRule('comparison: ct chest at quorran imaging, stable.'), ['HOSPITAL:quorran imaging']);
    assert.deepEqual(byRule('d/c home w/ outpt pt at tallowmere physical therapy.'), ['HOSPITAL:tallowmere physical therapy']);
    assert.deepEqual(byRule('pcp: dr li wei, ostrander family medicine.'), ['HOSPITAL:ostrander family medicine']);
  });
  it('leaves departments, services, shorthand, titles and capitalised text alone', () => {
    assert.deepEqual(byRule('seen in cardiology, referred to physical therapy, the family medicine clinic, f/u with urology. sent to nuclear imaging.'), []);
    assert.deepEqual(byRule('hx htn, dm, ckd. pain, cardiology f/u. dr roe cardiology. at the va imaging. with ortho, dermatology.'), []);
    assert.deepEqual(byRule('to outpatient radiology. from interventional radiology. via chest imaging. Seen at Quorran Imaging.'), []);
  });
  it('finds a practice of English words when its address follows its comma (pool49)', () => {
    assert.deepEqual(byRule('from: dr. owen roe, cedar hollow family practice, 19 mill st, quornby vt'), ['HOSPITAL:cedar hollow family practice']);
    assert.deepEqual(byRule('from: dr ben roe, church street surgery, kidderminster\ndear colleague,'), ['HOSPITAL:church street surgery']);
    assert.deepEqual(byRule('ordering: dr. r. roe, summit orthopedics, sioux falls\nindication: back pain'), ['HOSPITAL:summit orthopedics']);
  });
  it('leaves a surgery or a service of English words alone when no address follows', () => {
    assert.deepEqual(byRule('referred to plastic surgery, tomorrow. seen by dr roe, general surgery, 2 weeks ago. booked for day surgery, kidderminster.'), []);
    assert.deepEqual(byRule('pcp: dr roe, bright family practice, 2 weeks. from: dr li, summit orthopedics, back pain.'), []);
  });
});
