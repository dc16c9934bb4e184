// Per-rule tests of src/engine/phi/rules/named-residences.ts: a care home named as a house is, by "The" and a name
// after a residence cue. Invented examples, none from any evaluation set. A small hand-made dictionary stands in for
// the built file, so that the caseless lines can tell a name no list knows from an English word.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'she', 'he', 'lived', 'lives', 'at', 'the', 'for', 'two', 'years', 'resides', 'of', 'in', 'beach', 'house', 'end', 'road', 'same',
  'building', 'woods', 'oaks', 'maples', 'farm', 'summer', 'with', 'daughter', 'since', 'residence', 'prior', 'willows', 'city',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule facility.the-residence', () => {
  it('finds "The" and a name after a residence cue in mixed case, and a name no list knows or a plural with its town in capitals', () => {
    finds('She lived at The Carrisbrook for two years.', 'HOSPITAL:The Carrisbrook', 'facility.the-residence');
    finds('Resides at The Oaks of Wendlow since March.', 'HOSPITAL:The Oaks of Wendlow', 'facility.the-residence');
    finds('PRIOR RESIDENCE THE MAPLES AT QUARRENDEN.', 'HOSPITAL:THE MAPLES AT QUARRENDEN', 'facility.the-residence');
    finds('lives at the tarvistock with daughter', 'HOSPITAL:the tarvistock', 'facility.the-residence');
  });
  it('leaves a house, a part of a road, a plural without its town and English words on a caseless line alone', () => {
    notBy('He lives at the beach house. LIVES AT THE END OF THE ROAD.', 'facility.the-residence');
    notBy('lives in the woods for the summer. lives at the willows.', 'facility.the-residence');
    notBy('She lives at The Farm with her daughter. Lives in the same building.', 'facility.the-residence');
  });
});
