// Per-rule tests of facility.clinician-practice (src/engine/phi/rules/clinician-practices.ts): a GP's or referrer's
// practice after the clinician's title, name and comma, in any letter case, with departments, services, posts and
// specialties in the same slot as hard negatives. Invented examples, none from any evaluation set, over the built
// dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.clinician-practice') ?? [];

describe('rule facility.clinician-practice', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the practice after the clinician\'s name and comma, closed by a full stop, a line\'s end or a bracket', () => {
    assert.deepEqual(byRule('Known to district nurses. GP Dr Ab Quell, Willow Dene Surgery.\nSon visits daily.'), ['HOSPITAL:Willow Dene Surgery']);
    assert.deepEqual(byRule('Ref: Dr Ab Quell, Tarrow Family Medical\nOcc: fitter'), ['HOSPITAL:Tarrow Family Medical']);
    assert.deepEqual(byRule('To: Dr Ab Quell-Marr, Pellow Street Medical (fax 07 4000 1234)'), ['HOSPITAL:Pellow Street Medical']);
  });
  it('reads a lower-case note and a capitals form the same way', () => {
    assert.deepEqual(byRule('gp: dr ab quell, green hollow medical centre.\nfamily: son'), ['HOSPITAL:green hollow medical centre']);
    assert.deepEqual(byRule('GP: DR AB QUELL, KESTLE ROAD SURGERY\nNOK: WIFE'), ['HOSPITAL:KESTLE ROAD SURGERY']);
  });
  it('leaves departments, services, posts and specialties after a clinician alone', () => {
    const text = [
      'Seen by Dr Quell, Vascular Surgery.', 'Reviewed by Dr Ab Quell, Colorectal Surgery, today.', 'seen by dr quell, pain clinic.',
      'Dr Quell, General Medical', 'Dr Ab Quell, Consultant Surgery', 'Dr Quell, Family Medicine', 'Dr Quell, Memory Clinic.',
      'dr quell, walk in clinic', 'Dr on call, general surgery.', 'Dr Quell, Outpatient Clinic', 'Dr Quell, Senior Medical Officer',
      'Dr Quell, Paediatric Surgery.', 'Dr Quell, Anticoagulation Clinic.',
    ].join('\n');
    assert.deepEqual(byRule(text), []);
  });
  it('reads a practice in brackets after the clinician, or named for its specialty (fix15b)', () => {
    assert.deepEqual(byRule('Oncologist: Dr. Ab Quell (Tarrow Coast Oncology) - agrees.\n'), ['HOSPITAL:Tarrow Coast Oncology']);
    assert.deepEqual(byRule('Dear Mr X and Dr. Quell (Pellow Family Medical),\n'), ['HOSPITAL:Pellow Family Medical']);
    assert.deepEqual(byRule('Follow-up: Dr. Ab Quell, Tarrow Pulmonary & Sleep, 12/8, (555) 010-0100.\n'), ['HOSPITAL:Tarrow Pulmonary & Sleep']);
    assert.deepEqual(byRule('To: Dr Ab Quell, Pellow Island Family Doctors\n'), ['HOSPITAL:Pellow Island Family Doctors']);
  });
  it('leaves a specialty or a service in brackets after a clinician alone', () => {
    const text = [
      'Dr Quell (Medical Oncology) reviewed.', 'Dr Ab Quell (Paediatric Cardiology)', 'seen by Dr Quell, Interventional Cardiology.',
      'Dr Quell (Radiation Oncology).', 'Dr Quell (on call), general surgery', 'Dr Quell, Pulmonary & Sleep, today',
    ].join('\n');
    assert.deepEqual(byRule(text), []);
  });
  it('reads any specialty a practice is named for, a kind of care before it and two kinds joined by "&" (fix22a)', () => {
    assert.deepEqual(byRule('Followed by Dr. Ab Quell, Tarrow Bend Pediatric Endocrinology, Town, 555-0100.\n'), ['HOSPITAL:Tarrow Bend Pediatric Endocrinology']);
    assert.deepEqual(byRule('cc: Dr. Ab Quell, Pellow Creek Cardiothoracic Surgery\n'), ['HOSPITAL:Pellow Creek Cardiothoracic Surgery']);
    assert.deepEqual(byRule('Sent to Dr Ab Quell, Quarrow Hill Ear, Nose & Throat.\n'), ['HOSPITAL:Quarrow Hill Ear, Nose & Throat']);
    assert.deepEqual(byRule('Seen by Dr Ab Quell (Tarrow Gap Spine & Sports) in May.\n'), ['HOSPITAL:Tarrow Gap Spine & Sports']);
    assert.deepEqual(byRule('GP: DR AB QUELL, KESTLE RIDGE PODIATRY\n'), ['HOSPITAL:KESTLE RIDGE PODIATRY']);
  });
  it('reads the practice after a clinician named by a credential and no title (fix22a)', () => {
    assert.deepEqual(byRule('Prescriber: Ab Quell, MD, Tarrow Bend Pain & Palliative   NPI 1234567890\n'), ['HOSPITAL:Tarrow Bend Pain & Palliative']);
    assert.deepEqual(byRule('Referred to: Ab Quell-Marr, MD, PhD, Pellow Vale Orthopaedics, 12 Mill Road\n'), ['HOSPITAL:Pellow Vale Orthopaedics']);
    assert.deepEqual(byRule('Prescribers: Ab Quell, NP (Tarrow Coast Rheumatology); refills monthly.\n'), ['HOSPITAL:Tarrow Coast Rheumatology']);
  });
  it('leaves specialties, kinds of care and departments after a credential or a title alone (fix22a)', () => {
    const text = [
      'Ab Quell, MD, Interventional Cardiology, today', 'Ab Quell, MD, PhD, Medical Genetics', 'Ab Quell, MD, Pediatric Endocrinology.',
      'Dr Quell, Pain & Palliative, called', 'Dr Quell, Heart & Vascular, aware', 'Ab Quell, RN, Wound Care.', 'Ab Quell, NP (Cardiology)',
      'Dr Quell, Pediatric Radiology, read the film.', 'Dr Ab Quell, Sports & Spine, today', 'ab quell, md, vascular & endovascular surgery',
      'seen by Ab Quell, MD, Women\'s Health.', 'call Quell md, ortho & spine.',
    ].join('\n');
    assert.deepEqual(byRule(text), []);
  });
});
