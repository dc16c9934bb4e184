// Per-rule tests of age.said-of-person widened in the twelfth round (fix12b, rules/old-ages.ts): an age over 89 in
// brackets or between commas right after a relative, and in brackets after a date of birth; and numbers in the same
// places that are no age. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule age.said-of-person (after a relative or a date of birth)', () => {
  it('finds the age in brackets or between commas after a relative, in any case', () => {
    finds("pt's grandmother (96) lives with the family.", 'AGE:96', 'age.said-of-person');
    finds('WIFE CARES FOR HER FATHER, 94, AT HOME.', 'AGE:94', 'age.said-of-person');
  });
  it('finds the age in brackets after a relative named first, by given name or full name (fix12f)', () => {
    finds('SOCIAL: BROTHER WENDELL (95) VISITED TODAY.', 'AGE:95', 'age.said-of-person');
    finds('lives with husband Arlo Penhallow (93) who uses a walker.', 'AGE:93', 'age.said-of-person');
  });
  it('leaves a named relative\'s phone area code, a young age, a vital sign and the comma form with a name alone', () => {
    clean('son Arlo Penhallow (919) 555-0101 called back.', 'AGE');
    // The comma form with a name is read since fix19d ("aunt Mavis, 96, now"); a unit after its comma keeps this a dose.
    clean('granddaughter Wren (12) at bedside; wife hr (92) anxious; son Arlo, 95, mg.', 'AGE');
  });
  it('finds the age said of a relative, named or not, and the age before a comma in the brackets (fix18d)', () => {
    finds('SOCIAL: HUSBAND TEODOR IS 93, USES A WALKER.', 'AGE:93', 'age.said-of-person');
    finds('her sister was 96 and lived alone.', 'AGE:96', 'age.said-of-person');
    finds('Paternal grandfather Anselm died at 94 of a stroke.', 'AGE:94', 'age.said-of-person');
    finds('mother passed away at 101.', 'AGE:101', 'age.said-of-person');
    finds('your aunt Wilma (97, living in a care home) has had no cancer.', 'AGE:97', 'age.said-of-person');
  });
  it('finds the age between commas after a relative and one to three name words (fix19d)', () => {
    finds('PRIOR HCP WAS HIS AUNT MAVIS, 96, NOW IN A HOME.', 'AGE:96', 'age.said-of-person');
    finds('- Paternal grandfather Elmer Joss Pettigrew, 92, living, no cancer.', 'AGE:92', 'age.said-of-person');
    finds('cousin Ottoline Brisk, 101, lives nearby.', 'AGE:101', 'age.said-of-person');
  });
  it('leaves a relative named before a vital sign, a dose or a young age between commas alone (fix19d)', () => {
    clean('wife Dora at bedside, HR 94, calm; son Ned, 92 kg, helped.', 'AGE');
    clean('sister Ann Lee, 45, visited; nephew Bo, 95, mg given.', 'AGE');
  });
  it('leaves a relative\'s vital sign, a young age, a dose and a year after the relative alone (fix18d)', () => {
    clean("wife's pulse was 92, son's sat is 95; brother is 88 and well; father died at 67.", 'AGE');
    clean('daughter Ada died at 92% o2 sats? no. mother (92kg) reviewed; son Ivo (95 mg).', 'AGE');
  });
  it('finds the age in brackets after a date of birth', () => {
    finds('Patient: Ab Cd    DOB: 02.03.1932 (93)    Hospital No: X1', 'AGE:93', 'age.said-of-person');
  });
  it('leaves ages under 90, decades, percentages and bare numbers alone', () => {
    clean('mother (88) at home; father (90s) in a home; brother (91%) sats.', 'AGE');
    clean('son, 95 mg given; DOB: 02.03.1932 (see chart)', 'AGE');
  });
});
