// Per-rule tests of the commonwealth-names family (src/engine/phi/rules/commonwealth-names.ts): hospitals named
// "Royal" and a name, with chartered bodies and titled people as hard negatives (Irish counties are place.county's,
// world-addresses.test.ts). Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule facility.royal', () => {
  it('finds a hospital named "Royal" and a name, with or without its department', () => {
    finds('Referral source: Dr. Ann Lee, Royal Quenbury ED, on Friday.', 'HOSPITAL:Royal Quenbury', 'facility.royal');
    finds('She was previously under the chest team at the Royal Elmsworth.', 'HOSPITAL:Royal Elmsworth', 'facility.royal');
    finds("Sent to the Royal Prince Ostvald for the scan.", 'HOSPITAL:Royal Prince Ostvald', 'facility.royal');
  });
  it('leaves the services, chartered bodies, the family and a person called Royal alone', () => {
    clean('Served in the Royal Navy, then the Royal Air Force; now works shifts.', 'HOSPITAL');
    clean('Member of the Royal Society; the Royal Family visited.', 'HOSPITAL');
    clean('Seen by Dr. Royal Quenbury today.', 'HOSPITAL');
  });
});
