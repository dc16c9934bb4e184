// Per-rule tests of person.contact's neighbours that speak against a person (fixB, eleventh round,
// src/engine/phi/rules/note-people-contacts.ts): a title right after the slot's word, a year right after it, and a
// word in capitals after a weak cue on a line in mixed case; the people those slots still name. Invented examples,
// none from any evaluation set; the built dictionaries decide what a known name is.
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'person.contact') ?? [];

describe('rule person.contact (neighbours against a person)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('leaves a role before a title, a criteria\'s edition and a programme\'s acronym alone', () => {
    assert.deepEqual(byRule('Infant seen by neonatologist Dr. Ab Cd on day 1.'), []);
    assert.deepEqual(byRule('Lesions do not fulfil Barkhof 2016 criteria; per Lugano 2014 staging.'), []);
    assert.deepEqual(byRule('Refer for DESMOND education, then for HOMEBP review.'), []);
  });
  it('still finds the people those slots name', () => {
    assert.deepEqual(byRule('spoke with Aisha Bello re results'), ['DOCTOR:Aisha Bello']);
    assert.deepEqual(byRule('covering for Zorbek tonight'), ['DOCTOR:Zorbek']);
    assert.deepEqual(byRule('TALKED WITH KOWALSKI RE PLAN'), ['DOCTOR:KOWALSKI']);
  });
});
