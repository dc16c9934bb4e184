// Per-rule tests of person.role-apposition's nurse ranks (src/engine/phi/rules/staff-slots.ts, fix17d): a nurse who
// leads a service is written "nurse specialist" or "nurse practitioner" in letters, and the holder is named after that
// role and its comma (the name closing on a comma or on its telephone number's bracket), or before a comma and the
// role. Invented examples, none from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();

describe('rule person.role-apposition, nurse specialists and nurse practitioners (fix17d)', function () {
  it('finds the holder after the rank and its comma, closing on a comma or a telephone number\'s bracket', function () {
    if (!checks) this.skip();
    assert.deepEqual(checks.byRule('Our heart failure nurse specialist, Ottilie Vantongeren (01632 960418), will phone him.', 'person.role-apposition'), ['DOCTOR:Ottilie Vantongeren']);
    assert.deepEqual(checks.byRule('Our epilepsy nurse practitioner, Zelenka, will review the diary.', 'person.role-apposition'), ['DOCTOR:Zelenka']);
  });
  it('finds the holder before a comma and the rank, with up to three words of service between', function () {
    if (!checks) this.skip();
    assert.deepEqual(checks.byRule('Insulin teaching done. Ottilie Vantongeren, diabetes nurse specialist, gave him a meter.', 'person.role-apposition'), ['DOCTOR:Ottilie Vantongeren']);
    assert.deepEqual(checks.byRule('Reviewed alongside Marisol Kettering, our Movement Disorders Nurse Specialist.', 'person.role-apposition'), ['DOCTOR:Marisol Kettering']);
  });
  it('leaves a department, a town or a clinic before the rank alone, and a rank with no name', function () {
    if (!checks) this.skip();
    assert.deepEqual(checks.byRule('Referred to Respiratory Medicine, clinical nurse specialist clinic.', 'person.role-apposition'), []);
    assert.deepEqual(checks.byRule('She lives in Truro, nurse specialist visits weekly.', 'person.role-apposition'), []);
    assert.deepEqual(checks.byRule('Seen in clinic, nurse practitioner led. Our nurse specialist, however, is away.', 'person.role-apposition'), []);
    assert.deepEqual(checks.byRule('Our nurse specialist, (01632 960418), will call.', 'person.role-apposition'), []);
  });
});
