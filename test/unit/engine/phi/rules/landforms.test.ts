// Per-rule tests of place.landform and place.town-based (src/engine/phi/rules/landforms.ts): rivers, creeks and
// mountains used as places after a place preposition, and a town before "native" or "-based", with the diseases, germs
// and English words that share their shapes. Invented examples, none from any evaluation set. A small hand-made
// dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'camping', 'on', 'the', 'river', 'near', 'weir', 'bridge', 'over', 'washed', 'out', 'tick', 'bite', 'while', 'hunting', 'creek',
    'mountain', 'virus', 'serology', 'sent', 'exposure', 'to', 'valley', 'encephalitis', 'rocky', 'spotted', 'fever', 'titers',
    'negative', 'forest', 'swam', 'in', 'cold', 'a', 'native', 'moved', 'back', 'her', 'son', 'is', 'based', 'lineman', 'evidence',
    'care', 'home', 'support', 'speaker', 'of', 'spanish', 'american', 'heritage', 'kidney', 'biopsy', 'plant', 'diet', 'murray',
    'ross', 'barmah', 'and', 'with', 'grew', 'up', 'hollow', 'by', 'an', 'sees', 'clinic', 'junction', 'packer', 'at', 'foods',
    'cath', 'medical', 'center', 'she', 'area', 'originally', 'works', 'town', 'rash', 'waiting', 'pain', 'tender', 'groin', 'sacral', 'people', 'are', 'breakdown', 'redness',
    'rollover', 'lake', 'family', 'camp', 'lived', 'alone', 'wallow', 'snowmobile', 'went', 'through', 'harbor', 'park', 'dog',
    'trailer', 'walks', 'beach', 'trail', 'daily', 'pond', 'fell', 'found', 'down', 'institute', 'fishing', 'paper',
  ],
  cities: ['ibadan'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.landform', () => {
  it('reads a river, creek or mountain after a place preposition, in the noun\'s letter case', () => {
    finds('CAMPING ON THE QUELLAN RIVER NEAR THE WEIR', 'LOCATION-OTHER:QUELLAN RIVER', 'place.landform');
    finds('the bridge over the mangorava river washed out', 'LOCATION-OTHER:mangorava river', 'place.landform');
    finds('grew up by Tarrick Creek', 'LOCATION-OTHER:Tarrick Creek', 'place.landform');
  });
  it('leaves diseases and germs named for a place, and plain words before the noun, alone', () => {
    notBy('Ross River virus serology sent. Exposure to Murray Valley encephalitis? Rocky Mountain spotted fever titers negative.', 'place.landform');
    notBy('Exposure to Barmah Forest virus. swam in the cold river', 'place.landform');
  });
  it('reads an area named by a word no English list holds, in any letter case', () => {
    finds('Her people are in the Quellanby area.', 'LOCATION-OTHER:Quellanby area', 'place.landform');
    finds('44 Y/O FROM THE UMZIMVELO AREA, WORKS IN TOWN', 'LOCATION-OTHER:UMZIMVELO AREA', 'place.landform');
  });
  it('leaves an area of the body or the ward alone', () => {
    notBy('Rash in the waiting area. PAIN IN THE SACRAL AREA. Tender over the Groin area.', 'place.landform');
    notBy('Breakdown in the Perianal area. REDNESS IN THE GLUTEAL AREA. from the umzimvelo area', 'place.landform');
  });
  it('reads a lake, a harbor, a hollow or a trail after a place preposition, in the noun\'s letter case (fix22b)', () => {
    finds('ROLLOVER NEAR QUARRELL LAKE IN THE AM', 'LOCATION-OTHER:QUARRELL LAKE', 'place.landform');
    finds('fell at family camp on mennick pond, flown in', 'LOCATION-OTHER:mennick pond', 'place.landform');
    finds('LIVED ALONE UP BEAR WALLOW HOLLOW. SNOWMOBILE WENT THROUGH NEAR OSTRAVEL HARBOR.', 'LOCATION-OTHER:BEAR WALLOW HOLLOW', 'place.landform');
  });
  it('leaves a park after an English word or in small letters, and waters and trails after plain words, alone (fix22b)', () => {
    notBy('found down at institute park. AT THE DOG PARK. walks on the beach trail daily. fishing on the lake.', 'place.landform');
    notBy('fell at quarrell park. on a paper trail. in the pond.', 'place.landform');
  });
  it('leaves a longer name that goes on after the noun, and a facility named elsewhere, to their own rules', () => {
    notBy('Sees a clinic in Quarry River Junction. Packer at Ormsby Valley Foods.', 'place.landform');
    notBy('STUDENT AT BRAMBLE HOLLOW COMMUNITY COLLEGE. teacher at fox hollow regional school.', 'place.landform');
    notBy('Cath at Hollin Brook Medical Center. Back to Hollin Brook on 4/4.', 'place.landform');
  });
});

describe('rule place.town-based', () => {
  it('reads a town written as a name before "native" or "-based"', () => {
    finds('Mrs Roe, a Quellby native, moved back.', 'CITY:Quellby', 'place.town-based');
    finds('Her son is a Tarnsford-based lineman.', 'CITY:Tarnsford', 'place.town-based');
  });
  it('reads a gazetteer town in lower case', () => {
    finds('her son, an ibadan-based lineman', 'CITY:ibadan', 'place.town-based');
  });
  it('leaves English words, languages and organs alone', () => {
    notBy('Evidence-based care. Home-based support with plant-based diet.', 'place.town-based');
    notBy('a native speaker of Spanish; a Native American heritage; native kidney biopsy', 'place.town-based');
  });
});
