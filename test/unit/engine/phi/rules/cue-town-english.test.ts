// place.cue-town widened (fix20a): a one-word town the gazetteers hold that is also an English word, in small letters or
// capitals right after where someone lives ("lives in", "LIVE IN", "resides in") and closing its clause. Invented
// examples; a small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const identify = createPhiIdentifier(
  handMade({
    english: ['she', 'he', 'lives', 'live', 'in', 'and', 'with', 'son', 'of', 'at', 'the', 'fear', 'falling', 'comfort', 'harmony', 'town', 'near',
      'mother', 'involved', 'they', 'plan', 'home', 'drive', 'night', 'says', 'moved', 'to', 'from', 'bramble', 'hollow', 'rest', 'her'],
    cities: ['bramble', 'hollow', 'comfort', 'harmony'],
  }),
);
const { finds, clean } = ruleChecks(identify);

describe('rule place.cue-town: an English-word town after where someone lives (fix20a)', () => {
  it('finds the town in small letters or capitals when it closes its clause', () => {
    finds('mother lives in bramble, involved in plan.', 'CITY:bramble', 'place.cue-town');
    finds('she lives in hollow and does not drive at night', 'CITY:hollow', 'place.cue-town');
    finds('THEY LIVE IN BRAMBLE, PLAN HOME.', 'CITY:BRAMBLE', 'place.cue-town');
  });
  it('leaves a state of mind, a word going on and other cues alone', () => {
    clean('lives in fear of falling. she lives in comfort with her son. lives in harmony with son. lives in town, near son.', 'CITY');
    clean('moved to bramble, at rest. he came from hollow.', 'CITY');
  });
});
