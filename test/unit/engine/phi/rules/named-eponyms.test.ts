// Tests of the clinical guard's named terms (src/engine/phi/core/clinical-guard.ts, namedTermBeforeHead, with the kinds of
// src/engine/phi/vocab/named-eponyms.ts; hardneg22): an eponym or a maker's name that is also a person's name, right
// before a head word of its kind (a test or stain, an operation, a part of the body, an instrument or unit, a piece of
// equipment or a feed), a double eponym of a test, and goods named after a place, are no person and no place; the same
// words stay a person after a title or a cue, with a word of their own, or where no head follows, and a place where a
// note names it as one. Invented examples, none from any evaluation set, over the built dictionaries.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const identify = path !== undefined ? createPhiIdentifier(loadPhiDictionaries(path)) : undefined;
const NAMED = new Set(['PATIENT', 'DOCTOR', 'CITY', 'STATE', 'COUNTRY', 'LOCATION-OTHER']);
const named = (text: string): string[] =>
  identify!(text).filter((f) => NAMED.has(f.type)).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('clinical guard: eponyms and makers named like people, before their head word (hardneg22)', () => {
  before(function () {
    if (identify === undefined) this.skip();
  });
  it('leaves an operation, a part of the body, an instrument and a piece of equipment alone', () => {
    assert.deepEqual(named('Post Fontan circulation, saturations 88% at baseline.'), []);
    assert.deepEqual(named('Ivor Lewis oesophagectomy last year, eating small meals.'), []);
    assert.deepEqual(named('Ruptured Achilles tendon on the left, boot fitted.'), []);
    assert.deepEqual(named('Incision carried down to Scarpa\'s fascia.'), []);
    assert.deepEqual(named('Room surveyed with a Geiger counter before discharge.'), []);
    assert.deepEqual(named('Petri dish culture grew coliforms.'), []);
    assert.deepEqual(named('Moved to a Stryker bed for the pelvic fracture. Baxter pump alarming.'), []);
  });
  it('leaves a double eponym of a test alone', () => {
    assert.deepEqual(named('Weil-Felix not sent, doxy started.'), []);
  });
  it('still finds a person of the same name after a title or a cue, or with a name of their own', () => {
    assert.deepEqual(named('Dr. Addison saw the pt this morning.'), ['DOCTOR:Addison']);
    assert.deepEqual(named('Dr. Fontan reviewed the circulation on echo.'), ['DOCTOR:Fontan']);
    assert.deepEqual(named('Mr. Stryker bed 4, comfortable overnight.'), ['PATIENT:Stryker']);
    assert.deepEqual(named('Spoke with Ivor Lewis, her son, at bedside.'), ['DOCTOR:Ivor Lewis']);
    assert.deepEqual(named('Spoke with Ann Achilles about the tendon repair.'), ['DOCTOR:Ann Achilles']);
    assert.deepEqual(named('Felix Ortega called re the titre.'), ['DOCTOR:Felix Ortega']);
  });
});

describe('clinical guard: goods named after a place (hardneg22)', () => {
  before(function () {
    if (identify === undefined) this.skip();
  });
  it('leaves a town or country before a food or goods named after it alone, whichever rule read it', () => {
    assert.deepEqual(named('Brazil nut and cashew allergy.'), []);
    assert.deepEqual(named('Roasted Brussels sprouts on the tray.'), []);
    assert.deepEqual(named('Swiss chard and Brazil nuts in the diet log.'), []);
    assert.deepEqual(named('India ink negative. Denver omelette ordered.'), []);
  });
  it('still finds the same places where a note names them as places', () => {
    assert.ok(named('Flew home to Brazil last week.').includes('COUNTRY:Brazil'));
    assert.deepEqual(named('Lives in Brussels with her son.'), ['CITY:Brussels']);
  });
});

describe('clinical guard: scales named after people or places, place-named chromosomes, device makers (hardneg23)', () => {
  before(function () {
    if (identify === undefined) this.skip();
  });
  it('leaves a person or place heading a scale, score or criteria alone, the head up to three words on', () => {
    assert.deepEqual(named('Richmond agitation scale -1 overnight, settled.'), []);
    assert.deepEqual(named('Glasgow-Blatchford score 6, for scope in the morning.'), []);
    assert.deepEqual(named('Boston bowel preparation scale 7 at colonoscopy.'), []);
    assert.deepEqual(named('Wells score 4, CTPA booked.'), []);
  });
  it('leaves a place-named chromosome alone', () => {
    assert.deepEqual(named('Philadelphia chromosome negative on repeat marrow.'), []);
  });
  it('leaves a device maker before what it makes alone, a product word between', () => {
    assert.deepEqual(named('Boston Scientific lead checked, thresholds stable.'), []);
    assert.deepEqual(named('Abbott Libre sensor replaced on the left arm.'), []);
    assert.deepEqual(named('Philips Respironics CPAP brought from home.'), []);
  });
  it('still finds the person after a title or a cue, and the town where a note names it as one', () => {
    assert.deepEqual(named('Dr. Richmond reviewed the sedation scale this morning.'), ['DOCTOR:Richmond']);
    assert.deepEqual(named('Dr. Addison saw the pt, Wells score 2.'), ['DOCTOR:Addison']);
    assert.deepEqual(named('Spoke with Ann Wells re the pain score.'), ['DOCTOR:Ann Wells']);
    assert.deepEqual(named('Mr. Abbott sensor alarm overnight.'), ['PATIENT:Abbott']);
    assert.deepEqual(named('Ann Abbott pump check done by the diabetes nurse.'), ['PATIENT:Ann Abbott']);
    assert.deepEqual(named('Lives in Boston MA with her sister, CPAP at night.'), ['CITY:Boston']);
    assert.ok(named('Flew home to Philadelphia last week.').includes('CITY:Philadelphia'));
  });
});
