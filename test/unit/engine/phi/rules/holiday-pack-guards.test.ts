// Tests of two guards of fix13b (thirteenth round): a holiday a name list also holds as a surname, after a word of time
// or before its day (core/holiday-guard.ts), and a pharmacy's blister pack named for its maker (core/clinical-guard.ts
// PERSON_TOOL_AFTER). A title or a given name before the word keeps the person. Invented examples, none from any
// evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { strict as assert } from 'node:assert';
import { builtChecks, ruleChecks } from './rule-checks';

const { clean, spans } = ruleChecks(identifyPhi);
const hasPerson = (text: string, name: string): boolean => spans(text).some((s) => s === `PATIENT:${name}` || s === `DOCTOR:${name}`);

describe('guard: a holiday names a time, not a person', () => {
  it('drops the holiday after a word of time or before its day', () => {
    clean('Two falls since Christmas, now walking with a frame.', 'PATIENT', 'DOCTOR');
    clean('Her mood dipped over Easter and again at Christmas.', 'PATIENT', 'DOCTOR');
    clean('Flare began on Christmas Eve after a viral illness.', 'PATIENT', 'DOCTOR');
  });
  it('keeps a person whose title or given name comes first', () => {
    if (!hasPerson('Reviewed with Mr Christmas in clinic.', 'Christmas')) throw new Error('Mr Christmas lost');
    if (!hasPerson('Spoke with Joan Christmas, her daughter.', 'Joan Christmas')) throw new Error('Joan Christmas lost');
  });
});

describe('guard: a blister pack named for its maker', () => {
  it('drops the maker before pack or pak', () => {
    clean('Sources: patient, Webster pack and the dispensing history.', 'PATIENT', 'DOCTOR');
    clean('Home meds (Webster-pak, packed weekly by the chemist).', 'PATIENT', 'DOCTOR');
  });
  it('keeps a person named before other words', () => {
    if (!hasPerson('Seen by Ann Webster today.', 'Ann Webster')) throw new Error('Ann Webster lost');
  });
});

describe('guard: holidays and observances of every common kind name a time (hardneg21)', () => {
  it('drops a holiday of two words wherever it stands, and a one-word observance after a word of time', () => {
    clean('Victoria Day long weekend, no clinic.', 'PATIENT', 'DOCTOR', 'CITY', 'COUNTRY', 'STATE', 'LOCATION-OTHER');
    clean('Canada Day fireworks, minor burn to the hand.', 'PATIENT', 'DOCTOR', 'CITY', 'COUNTRY', 'STATE', 'LOCATION-OTHER');
    clean('Fell over the Memorial Day weekend; seen again after Labour Day.', 'PATIENT', 'DOCTOR', 'CITY', 'COUNTRY', 'STATE', 'LOCATION-OTHER');
    clean('Fasting for Ramadan, insulin dose reduced. Clinic shut for Yom Kippur.', 'PATIENT', 'DOCTOR');
  });
  it('keeps a person whose title anchors the name, and a country or town outside a holiday', () => {
    if (!hasPerson('Seen by Dr. Victoria Day in clinic.', 'Victoria Day')) throw new Error('Dr. Victoria Day lost');
    if (!spans('Flew to Canada last week to see her son.').includes('COUNTRY:Canada')) throw new Error('Canada lost');
  });
  it('over the built name lists too, where "Victoria", "Canada", "Christmas" and "Ramadan" are names', function () {
    const built = builtChecks();
    if (built === undefined) this.skip();
    for (const text of ['Victoria Day long weekend, no clinic.', 'Canada Day fireworks, minor burn to the hand.', 'Christmas Eve admission for COPD.', 'Fasting for Ramadan, insulin dose reduced.']) {
      assert.deepEqual(built.people(text), [], text);
    }
    assert.deepEqual(built.people('Spoke with Amira Ramadan, her sister, who agrees.'), ['DOCTOR:Amira Ramadan']);
  });
});

describe('guard: a weekday in a schedule names a time, not a person (hardneg23)', () => {
  it('drops a weekday joined to another, after a word of a schedule or before a session', function () {
    const built = builtChecks();
    if (built === undefined) this.skip();
    for (const text of ['Physio Tue/Thu, OT Mon only.', 'Dialysis missed Thu session, rebooked.', 'Every 2nd Thu bloods at the clinic.', 'HD Tue/Thu/Sat.', 'Dressing change Mon/Thu by the district nurse.']) {
      assert.deepEqual(built.people(text), [], text);
    }
  });
  it('keeps a person of the same name', function () {
    const built = builtChecks();
    if (built === undefined) this.skip();
    assert.deepEqual(built.people('Thu Nguyen visited with her son.'), ['PATIENT:Thu Nguyen']);
    assert.deepEqual(built.people('Spoke with daughter Thu at bedside.'), ['PATIENT:Thu']);
  });
});
