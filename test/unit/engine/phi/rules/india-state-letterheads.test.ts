// Per-rule tests of place.india-address's state (src/engine/phi/rules/international.ts) as letterheads and address lines
// write it: before the next field after a gap of blanks or a bar, and after a government's "of" on a government
// hospital's letterhead; and the hard negatives, a state in prose, a given name before blanks, a bank named for a state.
// Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['anand', 'lakshmi'],
  given: ['anand', 'lakshmi'],
  english: ['the', 'and', 'of', 'in', 'from', 'was', 'to', 'visit', 'national', 'bank', 'account', 'dept', 'health', 'ph', 'mob', 'tel', 'trip'],
  cities: [],
});
const identify = createPhiIdentifier(DICTS);
const { finds, clean } = ruleChecks(identify);

describe('rule place.india-address (a state on a letterhead or an address line)', () => {
  it('finds a state before a gap of blanks and the next field', () => {
    finds('MOUNT ZION HOSPITAL\nKottavila, Ernakulam Dist., Kerala  Ph: 0484-200 1100', 'STATE:Kerala', 'place.india-address');
    finds('Village Xyzpur, Block Pqr, Dist Lmn, Bihar   Mob 90000 11111', 'STATE:Bihar', 'place.india-address');
    finds('Ramnagar, Madhya Pradesh | Tel 0755-400 1000', 'STATE:Madhya Pradesh', 'place.india-address');
  });
  it('finds a state after a government\'s "of" on a letterhead', () => {
    finds('SUB-DIVISIONAL HOSPITAL, XYZ\nGovt. of Odisha, Dept. of Health   Ph: 06700-200100', 'STATE:Odisha', 'place.india-address');
    finds('Government of Tamil Nadu\nDISCHARGE SUMMARY', 'STATE:Tamil Nadu', 'place.india-address');
  });
  it('leaves a state in prose, a state after a word without a comma, and a bank named for a state alone', () => {
    clean('Was in Kerala  for a trip to visit family.', 'STATE');
    clean('Account at Punjab National Bank  Mob 90000 11111', 'STATE');
    clean('The history of Assam  was read.', 'STATE');
  });
});
