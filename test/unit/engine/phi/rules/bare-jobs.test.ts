// Per-rule tests of the bare-jobs family (src/engine/phi/rules/bare-jobs.ts): a known job with no article or cue after
// the patient, a relative or a letter's "this", closing its clause. Invented examples, none from any evaluation set. A
// small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'a', 'an', 'the', 'at', 'for', 'with', 'in', 'and', 'is', 'was', 'pt', 'patient', 'he', 'she', 'husband', 'wife', 'son', 'daughter',
  'sister', 'this', 'saw', 'today', 'see', 'pleasant', 'dairy', 'farmer', 'goat', 'herder', 'silk', 'weaver', 'bus', 'driver', 'forklift',
  'operator', 'school', 'canteen', 'manager', 'roof', 'tiler', 'seen', 'full', 'code', 'caregiver', 'nurse', 'bedside', 'poor', 'historian',
  'hard', 'worker', 'smoker', 'restrained', 'mvc', 'of', 'the', 'car', 'updated', 'plan', 'home', 'lives', 'alone', 'case', 'has', 'been',
  'referred', 'by', 'local', 'firm', 'now', 'retired', 'carpenter',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule profession.bare-job', () => {
  it('finds a job after the patient or a relative with "is", a colon, "a" or nothing between', () => {
    finds('WIFE AT BEDSIDE, UPDATED. PT A DAIRY FARMER. PLAN HOME.', 'PROFESSION:DAIRY FARMER', 'profession.bare-job');
    finds('HUSBAND IS SILK WEAVER. LIVES ALONE.', 'PROFESSION:SILK WEAVER', 'profession.bare-job');
    finds('Husband goat herder. Seen today.', 'PROFESSION:goat herder', 'profession.bare-job');
    finds('he is forklift operator at a local firm', 'PROFESSION:forklift operator', 'profession.bare-job');
    finds('pt is school canteen manager at the school', 'PROFESSION:school canteen manager', 'profession.bare-job');
    finds('Husband is roof tiler, lives alone.', 'PROFESSION:roof tiler', 'profession.bare-job');
    // Two blanks or a tab inside the job end it at its head all the same (review of the fourteenth round).
    finds('HUSBAND IS SILK  WEAVER. LIVES ALONE.', 'PROFESSION:SILK  WEAVER', 'profession.bare-job');
    finds('pt is school\tcanteen manager at the school', 'PROFESSION:school\tcanteen manager', 'profession.bare-job');
  });
  it('finds a letter\'s "this" before the job', () => {
    finds('I saw this dairy farmer today.', 'PROFESSION:dairy farmer', 'profession.bare-job');
    finds('Please see this pleasant bus driver with back pain.', 'PROFESSION:bus driver', 'profession.bare-job');
  });
  it('leaves a role in the family or an event, the note\'s own staff and no job alone', () => {
    notBy('pt was driver in MVC. wife is caregiver. pt is full code. pt a poor historian. he is smoker.', 'profession.bare-job');
    notBy('sister is nurse. this nurse at bedside. husband is hard worker. This driver was restrained.', 'profession.bare-job');
    notBy('son Carpenter has been referred. pt is case manager at home.', 'profession.bare-job');
  });
  it('leaves a job that does not close its clause alone', () => {
    notBy('pt is dairy farmer of the car has been', 'profession.bare-job');
    notBy('this bus driver has been referred', 'profession.bare-job');
  });
});
