// Per-rule tests of org.cued-kind (src/engine/phi/rules/cued-kinds.ts): a hospice, home-care agency, imaging centre,
// pharmacy or health system named by everyday English words and its kind after a place preposition, in lower case or
// capitals, with descriptive, clinical and stop words before the same kinds as hard negatives. Invented examples, none
// from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'on', 'with', 'from', 'at', 'the', 'was', 'aides', 'her', 'his', 'ct', 'sent', 'seen', 'pt', 'night', 'copper', 'kettle', 'lantern',
  'harbor', 'willow', 'gate', 'hospice', 'imaging', 'home', 'care', 'health', 'pharmacy', 'outpatient', 'main', 'and', 'via', 'oncology',
  'is', 'system', 'services', 'daily', 'visits', 'from', 'meds', 'of', 'labs', 'drawn', 'today', 'lab', 'diagnostics', 'outside', 'another',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule org.cued-kind', () => {
  it('finds a service named by English words and its kind after a place preposition', () => {
    finds('on hospice with copper lantern hospice, daily visits.', 'HOSPITAL:copper lantern hospice', 'org.cued-kind');
    finds('aides from willow gate home care twice a week.', 'ORGANIZATION:willow gate home care', 'org.cued-kind');
    finds('CT WAS AT HARBOR KETTLE IMAGING.', 'HOSPITAL:HARBOR KETTLE IMAGING', 'org.cued-kind');
    finds('labs drawn at kettle diagnostics today.', 'HOSPITAL:kettle diagnostics', 'org.cued-kind');
  });
  it('leaves descriptive, clinical and stop words before the kind, and a kind with no preposition, alone', () => {
    notBy('meds from the outpatient pharmacy; seen at main imaging; on hospice with home hospice.', 'org.cued-kind');
    notBy('copper lantern hospice visits daily.', 'org.cued-kind');
    notBy('ct at outside imaging; labs from another diagnostics lab.', 'org.cued-kind');
  });
});
