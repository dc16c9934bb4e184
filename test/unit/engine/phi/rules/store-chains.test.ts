// Per-rule tests of the store-chains family (src/engine/phi/rules/store-chains.ts): a national pharmacy or
// supermarket chain by its brand alone, and a brand that is also a word or clinical initials only where a shop is
// meant. Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'please', 'send', 'my', 'refill', 'to', 'the', 'on', 'road', 'she', 'works', 'as', 'a', 'cashier', 'at', 'pick', 'up', 'it', 'from',
  'pharmacy', 'switch', 'wearing', 'boots', 'normal', 'sounds', 'heart', 'offered', 'in', 'pregnancy', 'and', 'wore', 'her', 'walking',
  'exam', 'was', 'skin', 'heels', 'offloaded', 'turns', 'night', 'no', 'murmur', 'is', 'at', 'work', 'prescription', 'street', 'high',
  'ups', 'intel', 'downs', 'mood', 'with', 'follow', 'check', 'arranged', 'lifting', 'hub', 'welder', 'family', 'gave', 'package',
  'plant', 'for', 'years', 'sit', 'daily', 'does', 'good', 'by', 'warehouse', 'driver',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule org.store-chain', () => {
  it('finds a chain by its brand alone, in any letter case, and a brand of two or three words whole', () => {
    finds('please send my refill to the Walgreens on Dorrance Road', 'ORGANIZATION:Walgreens', 'org.store-chain');
    finds('she works as a cashier at the tesco', 'ORGANIZATION:tesco', 'org.store-chain');
    finds('pick it up from Shoppers Drug Mart please', 'ORGANIZATION:Shoppers Drug Mart', 'org.store-chain');
    finds('PHARMACY: RITE AID', 'ORGANIZATION:RITE AID', 'org.store-chain');
  });
  it('finds a brand that is also a word or initials only with its branch, the word pharmacy or a prescription word', () => {
    finds('please send my refill to the CVS on Dorrance Road', 'ORGANIZATION:CVS', 'org.store-chain');
    finds('switch pharmacy to cvs please', 'ORGANIZATION:cvs', 'org.store-chain');
    finds('She is at the Boots on the high street.', 'ORGANIZATION:Boots', 'org.store-chain');
  });
  it('finds a carrier or an employer whose brand is also a word only as a workplace or after a job or work', () => {
    finds('Injured lifting at work (UPS hub).', 'ORGANIZATION:UPS', 'org.store-chain');
    finds('pt was a welder at intel x 20 years', 'ORGANIZATION:intel', 'org.store-chain');
    finds('works as a driver for the FedEx warehouse', 'ORGANIZATION:FedEx', 'org.store-chain');
    finds('ups plant welder', 'ORGANIZATION:ups', 'org.store-chain');
  });
  it('leaves the cardiovascular system, boots, a test in pregnancy and a surname alone', () => {
    notBy('CVS: heart sounds normal, no murmur. CVS normal. cvs exam normal.', 'org.store-chain');
    notBy('Offered CVS in pregnancy. She was wearing boots and walking.', 'org.store-chain');
    notBy('Mood ups and downs. Follow-ups arranged, check-ups daily. Family gave good intel. Does sit ups at work daily.', 'org.store-chain');
    notBy('Seen with Dr Coles. Mr Morrisons is at work. Boots off on the ward. Seen by Dr Meijer on the ward.', 'org.store-chain');
  });
});
