// Per-rule tests of facility.heading-line (src/engine/phi/rules/heading-facilities.ts): a hospital whose name opens a
// note's first line, in lower case or capitals, before a department, a dash or the line's end, with headings of
// generic or clinical words and later lines as hard negatives. Invented examples, none from any evaluation set, over
// the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.heading-line') ?? [];

describe('rule facility.heading-line', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a lower-case hospital heading an ED note', () => {
    assert.deepEqual(byRule('quillon valley hospital ed - brandon mb\npt: ab cd\n'), ['HOSPITAL:quillon valley hospital']);
    assert.deepEqual(byRule('tarrow creek health centre - emergency\npt: ab\n'), ['HOSPITAL:tarrow creek health centre']);
    assert.deepEqual(byRule('health sciences centre emerg - corner brook nl\n'), ['HOSPITAL:health sciences centre']);
  });
  it('reads a capitals heading with a department or a town after the facility word', () => {
    assert.deepEqual(byRule('PELLOW RIDGE MEDICAL CENTER RADIOLOGY\nPatient: X\n'), ['HOSPITAL:PELLOW RIDGE MEDICAL CENTER']);
    assert.deepEqual(byRule('MARROWAY HOSPITAL EMERGENCY - Tallwood, BC\n'), ['HOSPITAL:MARROWAY HOSPITAL']);
    assert.deepEqual(byRule('\n  KESTLE BAY HEALTH CENTRE TALLWOOD - GIM CONSULTATION\n'), ['HOSPITAL:KESTLE BAY HEALTH CENTRE']);
  });
  it('leaves generic and clinical headings, and later lines, alone', () => {
    const negatives = [
      'general hospital ed - note\n', 'HOSPITAL COURSE\n', 'Discharge from hospital - summary\n', 'Brief Hospital Course:\n',
      'ICU Nursing Progress Note\n', 'Community Hospital Discharge\n', 'Note\nquillon valley hospital ed - brandon\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
