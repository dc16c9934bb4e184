// Per-rule tests of facility.origin-town (src/engine/phi/rules/origin-hospitals.ts): the hospital a ward or ICU note
// says a patient came from or was born at, by its short name and its town, and the homes, relatives, jobs and regions
// that take the same slot. Invented examples, none from any evaluation set. A small hand-made dictionary stands in for
// the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const BASE = handMade({
  names: ['quarrington', 'maddox'],
  english: [
    'pt', 'adm', 'condition', 'from', 'in', 'via', 'ground', 'by', 'transferred', 'to', 'us', 'born', 'at', 'lady', 'of', 'the', 'lake', 'harbor', 'angels',
    'view', 'highland', 'community', 'home', 'work', 'her', 'daughter', 'daughter\'s', 'sister', 'came', 'for', 'rehab', 'moved', 'ocean',
    'beach', 'nursing', 'clinic', 'urgent', 'care', 'after', 'with', 'sepsis', 'flight', 'stable', 'and', 'pcp', 'office', 'farm',
  ],
  cities: ['tarnwell', 'quenby', 'ostravel', 'cut off', 'maddox'],
});
const DICTS = { ...BASE, states: new Map([['ohio', 'OH']]) };
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule facility.origin-town', () => {
  it('finds a sending hospital by its short name before its town, in any letter case', () => {
    finds('pt adm 3/2 from harbor view ed in tarnwell via ground, sepsis.', 'HOSPITAL:harbor view', 'facility.origin-town');
    finds('TRANSFERRED 4/9 FROM QUARRINGTON IN QUENBY BY GROUND.', 'HOSPITAL:QUARRINGTON', 'facility.origin-town');
    finds('TRANSFERRED FROM HARBOR VIEW IN GLENMARSH BY GROUND.', 'HOSPITAL:HARBOR VIEW', 'facility.origin-town');
    finds('s/p transfer from Highland Community in Ostravel after CT.', 'HOSPITAL:Highland Community', 'facility.origin-town');
  });

  it('finds a birth hospital named with "of the"', () => {
    finds('Born 6/3 at Lady of the Angels in Cut Off. Stable.', 'HOSPITAL:Lady of the Angels', 'facility.origin-town');
  });

  it('leaves homes, relatives, generic care places and regions alone', () => {
    notBy('pt transferred from home in Tarnwell via ground.', 'facility.origin-town');
    notBy('came from her daughter\'s in Quenby.', 'facility.origin-town');
    notBy('adm from nursing home in Ostravel.', 'facility.origin-town');
    notBy('transferred from urgent care in Quenby.', 'facility.origin-town');
    notBy('transferred from Ohio in Tarnwell.', 'facility.origin-town');
    notBy('transferred from Maddox in Quenby.', 'facility.origin-town');
  });

  it('needs a move before it and a town the gazetteers hold or no list knows, closing its clause', () => {
    notBy('pt from harbor view in tarnwell.', 'facility.origin-town');
    notBy('seen at Quarrington in Quenby.', 'facility.origin-town');
    notBy('transferred from Quarrington in stable condition.', 'facility.origin-town');
    notBy('transferred from Quarrington in Quenby rehab unit.', 'facility.origin-town');
  });
});
