// Per-rule tests of street.on-after-cue (src/engine/phi/rules/shop-streets.ts): the street a pharmacy, a shop or a home
// is on, named without its number after "on", in the three letter cases; and the hard negatives, "on" in a sentence
// of care with no shop's or dwelling's word before it, an article or a clinical word. Invented examples, none from any
// evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'the', 'and', 'of', 'in', 'a', 'is', 'he', 'she', 'her', 'his', 'was', 'on', 'to', 'at', 'with', 'sent', 'meds', 'pharmacy',
    'main', 'north', 'old', 'harbor', 'lives', 'cousin', 'filled', 'road', 'way', 'home', 'lot', 'walker', 'scale', 'church',
    'elevation', 'watch', 'alone', 'pt', 'oxygen', 'wean',
  ],
});
const identify = createPhiIdentifier(DICTS);
const { finds, clean, notBy } = ruleChecks(identify);

describe('rule street.on-after-cue', () => {
  it('finds the street a pharmacy or a prescription went to, in Title case and lower case', () => {
    finds('Meds sent to Tarvey Pharmacy on N Main St. Scale and walker.', 'STREET:N Main St', 'street.on-after-cue');
    finds('rx to quarnby drug on e quillan st, f/u 2 wk', 'STREET:e quillan st', 'street.on-after-cue');
    finds('meds filled at the pharmacy on church st, wife to bring', 'STREET:church st', 'street.on-after-cue');
  });
  it('finds the street a home is on, in capitals', () => {
    finds('PT LIVES W/ COUSIN ON OLD HARBOR RD. WIFE AWARE.', 'STREET:OLD HARBOR RD', 'street.on-after-cue');
  });
  it('leaves "on" with no shop or dwelling before it, an article, and a clinical word', () => {
    notBy('Started on Main St clinic protocol; on the way; wean on oxygen st', 'street.on-after-cue');
    notBy('lives alone, on ST elevation watch; home on the road a lot', 'street.on-after-cue');
    clean('pt sent on old harbor rd', 'STREET');
  });
});
