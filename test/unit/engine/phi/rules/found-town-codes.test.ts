// Per-rule tests of place.code-after-town (src/engine/phi/rules/found-town-codes.ts): the state's or province's postal
// code right after a town another rule found, in the town's letter case, closing its clause or before a number, a
// bracket or a small word; and the hard negatives, a code that is a word before a date or a capital word, a
// credential after a name, a clinical shorthand and a code in another case than the town's. Invented examples, none
// from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'the', 'and', 'of', 'in', 'a', 'is', 'he', 'she', 'her', 'his', 'was', 'on', 'as', 'son', 'wife', 'daughter', 'mother',
    'cell', 'home', 'coming', 'from', 'lives', 'alone', 'arrived', 'at', 'bedside', 'fell', 'by', 'today', 'care', 'long',
    'term', 'contact', 'residence', 'manor', 'flats', 'aware', 'may', 'drive', 'down', 'seen', 'with', 'w', 'pain', 'or',
  ],
  given: ['mary', 'tom', 'ann'],
  names: ['smith', 'lee'],
  cities: ['dunmarra', 'ostrey', 'salem'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.code-after-town', () => {
  it('finds the code after a town another rule found, closing its clause, before a bracket, a number or a small word', () => {
    finds('Mother Mary Smith coming from White Marsh, VA (cell 555-555-0142).', 'STATE:VA', 'place.code-after-town');
    finds('SON TOM LIVES IN QUARNBY KY, ARRIVED 2130.', 'STATE:KY', 'place.code-after-town');
    finds('Residence: Ostrey Manor, Quarnby Flats, MT (long term care).', 'STATE:MT', 'place.code-after-town');
    finds('from the ostrey care home in quarnby nd w/ pain.', 'STATE:nd', 'place.code-after-town');
    finds('daughter lives in ostrey oh, aware, may drive down.', 'STATE:oh', 'place.code-after-town');
  });
  it('finds a code that is a word in small letters closing its clause, and one in capitals before a phone (fix19c)', () => {
    finds('son tom drove down from ostrey, me, to visit today.', 'STATE:me', 'place.code-after-town');
    finds('daughter lives in ostrey de, aware, may drive down.', 'STATE:de', 'place.code-after-town');
    finds('mother lives in ostrey pa, 555-555-0142.', 'STATE:pa', 'place.code-after-town');
    finds('Daughter Mary in Quellby, ME 207-555-0142.', 'STATE:ME', 'place.code-after-town');
  });
  it('leaves a code that is a word in small letters before a word, and one in capitals before a date (fix19c)', () => {
    notBy('son tom drove down from ostrey me and his wife.', 'place.code-after-town');
    notBy('daughter lives in ostrey de la care home.', 'place.code-after-town');
    notBy('PT FELL AT HOME IN QUARNBY ME 6/8 PER WIFE. Daughter in Dunmarra, ME 207 today.', 'place.code-after-town');
    notBy('mother lives in ostrey ok, aware. son lives in ostrey or, if not, home.', 'place.code-after-town');
  });
  it('leaves a code that is a word before a date, a credential, a shorthand and a code in another case than the town', () => {
    notBy('PT FELL AT HOME IN QUARNBY ON 6/8 PER WIFE.', 'place.code-after-town');
    notBy('SON TOM LIVES IN QUARNBY IN MAY.', 'place.code-after-town');
    notBy('Seen by Dr. Salem, MD today.', 'place.code-after-town');
    notBy('lives in ostrey IN a home.', 'place.code-after-town');
    notBy('Patient lives alone in Dunmarra or Salem.', 'place.code-after-town');
  });
});
