// Per-rule tests of place.ward's named wards (src/engine/phi/rules/ward-fields.ts): a ward's own name in a discharge
// notification's "Ward:" field, a numbered ward in a form's "Ward:" or "Location:" field, and a named unit with its floor before the unit's kind, with departments, numbers and
// clinical services in the same slots as hard negatives. Invented examples, none from any evaluation set, over the
// built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'place.ward') ?? [];

describe('rule place.ward (named wards)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the ward\'s own name in a "Ward:" field, with its own "Ward" word', () => {
    assert.deepEqual(byRule('DISCHARGE NOTIFICATION\nWard: Kittiwake Ward     Consultant: Dr A Roe\n'), ['LOCATION-OTHER:Kittiwake Ward']);
    assert.deepEqual(byRule('Hospital: Quarrow General\nWard: Penmon (Orthogeriatrics)\n'), ['LOCATION-OTHER:Penmon']);
  });
  it('reads a named unit and its floor before the unit\'s kind', () => {
    assert.deepEqual(byRule('Plan: call out to Harbourside 6 step-down in AM.'), ['LOCATION-OTHER:Harbourside 6']);
  });
  it('reads a numbered ward in a "Ward:" or "Location:" field, with its name, letter or gate', () => {
    assert.deepEqual(byRule('IPD No: AB/12/3456   Ward: Surgery Ward 4C   Date: 01.02.2026\n'), ['HOSPITAL:Surgery Ward 4C']);
    assert.deepEqual(byRule('Ward: Wattle Ward 3\nSources: patient, GP letter\n'), ['HOSPITAL:Wattle Ward 3']);
    assert.deepEqual(byRule('Requesting clinician: Dr A Roe   Location: Ward 9B Gate 12\nSpecimen: skin\n'), ['HOSPITAL:Ward 9B Gate 12']);
    assert.deepEqual(byRule('Ward: Ward E4\n'), ['HOSPITAL:Ward E4']);
  });
  it('leaves departments, numbers, services and clinical words in the same slots alone', () => {
    assert.deepEqual(byRule('Ward: Acute Medical Unit\nWard: Cardiology\nWard: 7B\nWard: AMU\nWard: Elderly Care\n'), []);
    assert.deepEqual(byRule('Ward: Respiratory\nWard: Day Surgery\nWard: Ward 5\n'), []);
    assert.deepEqual(byRule('moved to Medicine 7 step-down\nback to 5 unit\nward rounds: stable\n'), []);
    assert.deepEqual(byRule('Ward: 3 East\nLocation: Ward 8\nWARD: MW-4, BED 17\nmoved to Ward 4C today\nLocation: Bay 3 of Ward 4C\n'), []);
  });
  it('reads a named ward with its floor, a building with its tower or pavilion, in a "Location:" or "Unit:" field (fix17b)', () => {
    assert.deepEqual(byRule('Patient: A Roe\nLocation: Quarrow 8 West, bed 14    Attending: Dr B\n'), ['HOSPITAL:Quarrow 8 West']);
    assert.deepEqual(byRule('Location: Tamsin 5 Oncology, bed 2\n'), ['HOSPITAL:Tamsin 5']);
    assert.deepEqual(byRule('Job title: scrub tech   Unit: Main OR, Quarrow Tower 3    Supervisor: C Dee\n'), ['HOSPITAL:Quarrow Tower 3']);
    assert.deepEqual(byRule('Unit: Main OR, Kestrel Wing 2   Supervisor: A Roe\n'), ['HOSPITAL:Kestrel Wing 2']);
    assert.deepEqual(byRule('Dept/Unit: Main OR, Pavilion C, 3rd floor\n'), ['HOSPITAL:Pavilion C']);
    assert.deepEqual(byRule('Location: Hematology 6 North, bed 3\n'), ['HOSPITAL:Hematology 6 North']);
  });
  it('leaves rooms, bays, ambulances, streets, dates and a service without its wing in those fields alone', () => {
    const negatives = [
      'Location: Unit 32, Bed 7\n', 'Unit: 7B   Facility: X\n', 'Unit: Medic 14   Agency: Tarrow Fire\n', 'Location: Exam 3\n',
      'Location: Room 12\n', 'Location: Bay 4, chair 2\n', 'Location: Oncology 5, bed 2\n', 'Location: Route 9 near the mill\n',
      'Unit: Main OR\n', 'Location: Trauma 1\n', 'Location: the ED, bed 4\n', 'Location: Building 4\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
