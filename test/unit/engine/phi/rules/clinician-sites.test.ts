// Per-rule tests of facility.clinician-practice's reading of "Dr X at Y" (src/engine/phi/rules/clinician-sites.ts): a
// clinician's hospital or practice by its short name or initials after the clinician and "at", closing its clause,
// with places inside a hospital, times, days and gatherings in the same slot as hard negatives. Invented examples,
// none from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.clinician-practice') ?? [];

describe('rule facility.clinician-practice: Dr X at Y', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the place of work after "Dr X at", by its short name or initials', () => {
    assert.deepEqual(byRule('Comment: case sent in consultation to Dr. Ilse Tarrow at Tessmont, Brandon, who concurs.\n'), ['HOSPITAL:Tessmont']);
    assert.deepEqual(byRule('Case shared with Dr Ilse Tarrow at Pellow Quay (Brandon), consult no. 12.\n'), ['HOSPITAL:Pellow Quay']);
  });
  it('leaves places inside a hospital, times, days, gatherings and lower case alone', () => {
    const negatives = [
      'DR. QUELL AT BEDSIDE MUCH OF SHIFT.\n', 'Dr Quell at 1400, aware.\n', 'Seen by Dr Quell at Tuesday clinic.\n',
      'Discussed with Dr Quell at MDT.\n', 'd/w dr quell at pellow quay.\n', 'Dr Quell at the meeting.\n', 'Dr Quell at Home.\n',
      'DR QUELL AT PELLOW QUAY FOR CATH.\n', 'DR. QUELL DID LOOK AT DRESSING AND FELT IT WAS OK.\n', 'Dr. Quell did look at Dressing.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
