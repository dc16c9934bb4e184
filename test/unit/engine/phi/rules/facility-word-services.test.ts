// Per-rule tests of place.facility-word's services (src/engine/phi/rules/note-facilities.ts): a department named by
// the body part it treats, a centre named by whom it serves or what it does, and a clinician's role that holds a weak
// facility word are no facility; a named one of each still is. Invented examples, none from any evaluation set, over
// the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const places = (text: string): string[] => (checks?.byRule(text, 'place.facility-word') ?? []);

describe('rule place.facility-word (services and roles)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('leaves a body part\'s clinic, a served public, a portal\'s message centre and a role alone', () => {
    assert.deepEqual(places('Trauma & Orthopaedics - Hand Clinic\nClinic date: 3 May'), []);
    assert.deepEqual(places('Notifiable: Public Health will be told. Mental Health review booked.'), []);
    assert.deepEqual(places('Quarrow Family Medicine - Message Center\nFrom: A. Roe'), []);
    assert.deepEqual(places('To: Remote Medical Practitioner\nAttn: Senior Medical Officer'), []);
  });
  it('still reads a facility named before the same words', () => {
    assert.deepEqual(places('transferred to kestrelby health centre on 3/4.'), ['HOSPITAL:kestrelby health centre']);
    assert.deepEqual(places('discharged to tarnwell medical center today.'), ['HOSPITAL:tarnwell medical center']);
    assert.ok(places('He was referred from the Rural Health Unit of Quarrow.').length > 0);
  });
});
