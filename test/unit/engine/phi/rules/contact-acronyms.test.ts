// Per-rule tests of person.contact's acronym guard (src/engine/phi/rules/note-people-contacts.ts, fix15d): a short word
// in capitals on a line written in mixed case is a body's, a test's or a service's letters, not a person named after a
// contact cue or before a verb of being told; a line all in capitals still names a person so. Invented examples, none
// from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();

describe('rule person.contact, letters in capitals on a mixed-case line', function () {
  it('leaves a committee, a test, a desk and a nurse practitioner\'s letters alone', function () {
    if (!checks) this.skip();
    assert.deepEqual(checks.byRule('Vaccine offered to 3 household contacts per ACIP; no IG needed.', 'person.contact'), []);
    assert.deepEqual(checks.byRule('Denies etoh, +THC per UDS. Slept well.', 'person.contact'), []);
    assert.deepEqual(checks.byRule('NNP updated on bili. Plan head US.', 'person.contact'), []);
    assert.deepEqual(checks.byRule('Claim papers given to TPA desk.', 'person.contact'), []);
    assert.deepEqual(checks.byRule('Baseline per ALF nurse, oriented x2.', 'person.contact'), []);
  });
  it('reads a name the lists know in capitals on a mixed-case line (a person costs more than a service\'s letters)', function () {
    if (!checks) this.skip();
    assert.deepEqual(checks.byRule('Plan reviewed, spoke with LEE re: diuresis.', 'person.contact'), ['DOCTOR:LEE']);
    assert.deepEqual(checks.byRule('Heparin held per KIM until 0600.', 'person.contact'), ['DOCTOR:KIM']);
  });
  it('still reads a name in Title case on a mixed-case line, and one in capitals on a line of capitals', function () {
    if (!checks) this.skip();
    assert.deepEqual(checks.byRule('Insulin gtt stopped per Zorbekian, BS 140s.', 'person.contact'), ['DOCTOR:Zorbekian']);
    assert.deepEqual(checks.byRule('PLAN PER ZORBEKIAN. BENADRYL HELD.', 'person.contact'), ['DOCTOR:ZORBEKIAN']);
  });
  it('leaves a body\'s letters before its manual, guide or book alone (fix17d)', function () {
    if (!checks) this.skip();
    assert.deepEqual(checks.byRule('Staged per AJCC Manual 8th ed, nodes negative.', 'person.contact'), []);
    assert.deepEqual(checks.byRule('Vaccines chosen per WHO Pink Book, itinerary reviewed.', 'person.contact'), []);
  });
  it('leaves a month after "by" alone, a shift\'s report and a dosing chart after "per", and the pain service\'s letters (fix17d)', function () {
    if (!checks) this.skip();
    assert.deepEqual(checks.byRule('Hopes to drive again by February, wife to help.', 'person.contact'), []);
    assert.deepEqual(checks.byRule('Rate unchanged per nomogram. Unchanged per handoff from day RN.', 'person.contact'), []);
    assert.deepEqual(checks.byRule('pain ctrl poor, d/w aps, ketamine gtt started.', 'person.contact'), []);
    // A month's word after a verb of care is still the one who did it.
    assert.deepEqual(checks.byRule('Wound seen by April, dressing changed.', 'person.contact'), ['DOCTOR:April']);
  });
  it('leaves a service\'s shorthand before "aware" or after "per", and an ostomy nurse\'s specialty, alone (fix18d)', function () {
    if (!checks) this.skip();
    assert.deepEqual(checks.byRule('Peds aware of maternal antibody, cord blood sent.', 'person.contact'), []);
    assert.deepEqual(checks.byRule('EVD NOT PLACED PER NSGY, REPEAT CT IN AM.', 'person.contact'), []);
    assert.deepEqual(checks.people('rehab choice near dtr has ostomy rn on site; ostomy rn to see stoma.'), []);
    // A name after the service is still read.
    assert.deepEqual(checks.byRule('Plan per Zorbekian from peds, will follow.', 'person.contact'), ['DOCTOR:Zorbekian']);
  });
  it('keeps a role\'s letters before a name in Title case to the readings of the name', function () {
    if (!checks) this.skip();
    const people = checks.people('Accompanied by ASHA Quenby Talvorish.\nBP 120/80.');
    assert.ok(people.some((p) => p.includes('Quenby Talvorish')), people.join(' | '));
  });
});
