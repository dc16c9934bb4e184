// Per-rule tests of the employer-initials family (src/engine/phi/rules/employer-initials.ts): an employer named by its
// initials after a work verb and "the". Invented examples, none from any evaluation set. A small hand-made dictionary
// stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'pt', 'works', 'as', 'a', 'bus', 'driver', 'for', 'the', 'retired', 'from', 'after', 'years', 'worked', 'at', 'with', 'team', 'she',
  'he', 'his', 'wife',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule org.employer-initials', () => {
  it('finds initials after a work verb, the job between, and "the"', () => {
    finds('Pt works as a bus driver for the QRTA.', 'ORGANIZATION:QRTA', 'org.employer-initials');
    finds('He retired from the USPX after 30 years.', 'ORGANIZATION:USPX', 'org.employer-initials');
    finds('Worked for the QMTA for years.', 'ORGANIZATION:QMTA', 'org.employer-initials');
  });
  it('leaves units, staff, national services and lines in capitals alone', () => {
    notBy('She works at the MICU. Wife works with the PACU team. He worked for the NHS.', 'org.employer-initials');
    notBy('PT WORKS FOR THE QRTA.', 'org.employer-initials');
  });
});
