// Per-rule tests of facility.ordering-practice (src/engine/phi/rules/ordering-practices.ts): the practice after an
// ordering or referring clinician's credential in a report's field, with specialties, training grades, towns and a
// clinician with no credential as hard negatives. Invented examples, none from any evaluation set, over the built
// dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.ordering-practice') ?? [];

describe('rule facility.ordering-practice', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the practice after the credential, in a bracket, after a comma or after a dash', () => {
    assert.deepEqual(byRule('ORDERING: Ab Quell, MD (Urgent Care - Tarrow Mill)\nHISTORY: pain\n'), ['HOSPITAL:Urgent Care - Tarrow Mill']);
    assert.deepEqual(byRule('Referring: Ab Quell, PA-C, Pellow Spine & Sport (fax 555-201-3344)\n'), ['HOSPITAL:Pellow Spine & Sport']);
    assert.deepEqual(byRule('REF: AB QUELL, DC - KESTLE RIVER CHIROPRACTIC\nDOS: 1/2/2025\n'), ['HOSPITAL:KESTLE RIVER CHIROPRACTIC']);
  });
  it('leaves specialties, grades, towns and clinicians without a credential alone', () => {
    const text = [
      'Requesting physician: Dr. Ab Quell (Hospital Medicine)', 'REFERRING: AB QUELL, NP, PULMONARY',
      'Referring: Ab Quell, MD (on call)', 'Referred by: Dr Ab Quell, Foundation Year 2', 'Ordering: Ab Quell, MD, Sioux Falls',
      'Referring provider: Ab Quell, DO   NPI 1487263950', 'Referring: Ab Quell, NP (PACT Team Green)', 'Comment: seen by Ab Quell, MD (Tarrow Mill Clinic) today',
    ].join('\n');
    assert.deepEqual(byRule(text), []);
  });
});
