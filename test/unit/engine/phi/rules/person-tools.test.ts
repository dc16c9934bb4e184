// The clinical guard's names that head a scale, a regimen, a form, a drain or a skin or fracture type
// (core/clinical-guard.ts PERSON_TOOL_AFTER, fixE, eleventh round), over the built dictionaries (the name list holds
// these surnames), and the people of such names whom a title, a possessive, a comma or a small word still leave
// standing. Invented examples, none from any evaluation set.
import { strict as assert } from 'node:assert';
import { namesAnEponym } from '../../../../../src/engine/phi/core/clinical-guard';
import type { Candidate } from '../../../../../src/engine/phi/core/scan';
import { builtChecks } from './rule-checks';

/** The guard's answer for the first `word` of `text` read as a person of `type`. */
function guarded(text: string, word: string, type: 'PATIENT' | 'DOCTOR' | 'CITY' = 'PATIENT', anchored = false): boolean {
  const start = text.indexOf(word);
  const c: Candidate = { start, end: start + word.length, type, score: 0.6, rule: '', anchored };
  return namesAnEponym(text, c);
}

describe('clinical guard PERSON_TOOL_AFTER (a name heading a tool)', () => {
  it('calls a name an eponym before a Scale, a regimen, forms, a drain or a Roman-numeral type', () => {
    assert.equal(guarded('graded with the Morse Fall Risk Scale, 45', 'Morse'), true);
    assert.equal(guarded('MgSO4 (Holloway regimen) given', 'Holloway'), true);
    assert.equal(guarded('return the Conners forms please', 'Conners'), true);
    assert.equal(guarded('had a Blake-Harris drain in June', 'Blake'), true);
    assert.equal(guarded('Skin Fitzpatrick type II, no lesions', 'Fitzpatrick'), true);
  });
  it('leaves a person before a small word, a comma, a possessive, an Arabic numeral or a lower-case scale', () => {
    assert.equal(guarded('Daughter Tamsin signed the forms', 'Tamsin'), false);
    assert.equal(guarded('Spoke with Harrow re drain care', 'Harrow'), false);
    assert.equal(guarded("Harrow's drain site clean", 'Harrow'), false);
    assert.equal(guarded('Ann Roe type 2 diabetic', 'Roe'), false);
    assert.equal(guarded('per Holloway scale given insulin', 'Holloway'), false);
    assert.equal(guarded('Dr. Conners forms signed', 'Conners', 'DOCTOR', true), false);
  });
  it('reads people only: a place before a scale is left to the place guards', () => {
    assert.equal(guarded('per Baltimore Scale protocol', 'Baltimore', 'CITY'), false);
  });
});

const checks = builtChecks();
const people = (text: string): string[] => checks?.people(text) ?? [];

describe('a name that heads a scale, a regimen, a form, a drain or a type', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('leaves the eponym alone', () => {
    assert.deepEqual(people('Skin Fitzpatrick type II, no lesions; prior Salter-Harris type I injury.'), []);
    assert.deepEqual(people('MgSO4 started (Holloway regimen) and labetalol given.'), []);
    assert.deepEqual(people('Please return the Conners forms before the visit.'), []);
    assert.deepEqual(people('Jackson-Pratt drain in situ; Blake drain removed day 3.'), []);
    assert.deepEqual(people('Prep graded with the Morse Fall Risk Scale, 45.'), []);
  });
  it('still finds people of such names after a title, with a possessive, a comma or a small word between', () => {
    assert.deepEqual(people('Reviewed by Dr. Conners, forms signed.'), ['DOCTOR:Conners']);
    assert.deepEqual(people('Spoke with Wendy Harrow re drain care.'), ['DOCTOR:Wendy Harrow']);
    assert.deepEqual(people('Daughter Tamsin Oakley signed the forms.'), ['PATIENT:Tamsin Oakley']);
  });
});
